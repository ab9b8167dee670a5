import ParallelWork
import YAMLSource

/// Everything one run of the compiler knows: the files, their text (for
/// rendering diagnostics), the checked spec set and every diagnostic, sorted.
public struct Compilation: Sendable {
    public var files: [String]
    public var sources: [String: SourceText]
    public var specSet: SpecSet
    /// The graph, kept only when the files read without errors (reports and
    /// generated code of a half-read spec set would show what is not there).
    public var graph: TransitionGraph?
    public var diagnostics: Diagnostics
    /// The graph rules that did not run, because their findings would depend
    /// on a part that failed to read (`ReadCompleteness`): a baseline's
    /// entries of these rules were not looked for.
    public var heldBackRules: Set<RuleID> = []
    /// The design token files the specs import, as reports name them: what
    /// a build that runs `generate` must treat as its inputs too.
    public var tokenFiles: [String] = []
}

/// The only stage that touches the file system: it finds and reads the spec
/// files and the configuration, runs the pipeline over them, and writes outputs.
public enum Driver {
    /// Reads the configuration (by default `.transitionc.yaml` in the current
    /// directory, if present), finds the spec files under `paths` (when empty:
    /// the configuration's `paths`, else `Specs/`), reads them, and compiles
    /// them. Throws only for problems with the paths themselves.
    public static func compile(paths: [String], configuration choice: ConfigurationChoice = .automatic,
                               limits: YAMLLimits = .default,
                               managers: ManagerBuilding = .besideRules) throws(DriverError) -> Compilation {
        let configuration = try loadConfiguration(choice, limits: limits)
        let configuredPaths = configuration?.configuration.paths ?? []
        let specPaths = Self.specPaths(paths, configuration: configuration)
        let (files, namesAStream): ([String], Bool)
        do {
            (files, namesAStream) = try SpecFileCollector.collect(specPaths)
        } catch {
            if paths.isEmpty, let configuration {
                // A broken configuration may be why its `paths` went unread:
                // its own errors say more than the missing `Specs/` does.
                if configuration.diagnostics.hasErrors {
                    return compile([], limits: limits, configuration: configuration, unread: [], managers: managers)
                }
                if !configuredPaths.isEmpty {
                    throw DriverError("\(error.message) (from `paths` in `\(configuration.path)`)")
                }
            }
            throw error
        }
        var inputs: [(path: String, source: SourceText)] = []
        var oversized: [Diagnostic] = []
        for (path, read) in zip(files, readFiles(files, inOrder: namesAStream, limit: limits.maxInputBytes)) {
            let (bytes, tooLarge) = try read.get()
            if let size = tooLarge {
                oversized.append(.fileTooLarge(path, size: size, limit: limits.maxInputBytes))
                inputs.append((path, SourceText([])))
            } else {
                inputs.append((path, SourceText(bytes)))
            }
        }
        return compile(inputs, limits: limits, configuration: configuration, unread: oversized, managers: managers)
    }

    /// The paths named, else the configuration's `paths`, else `Specs/`.
    static func specPaths(_ paths: [String], configuration: ConfigurationFile?) -> [String] {
        let configuredPaths = configuration?.configuration.paths ?? []
        return !paths.isEmpty ? paths : !configuredPaths.isEmpty ? configuredPaths : ["Specs"]
    }

    /// Each file's bytes, or the error reading it. Regular files are read on
    /// all cores (twenty files read one after another held up the start by
    /// milliseconds); a set naming a FIFO or a device is read `inOrder`, since
    /// two reads of one stream at once would split its bytes at random.
    private static func readFiles(_ paths: [String], inOrder: Bool, limit: Int)
        -> [Result<(bytes: [UInt8], tooLarge: Int?), DriverError>]
    {
        let read: @Sendable (String) -> Result<(bytes: [UInt8], tooLarge: Int?), DriverError> = { path in
            Result { () throws(DriverError) in try FileSystem.readFile(path, limit: limit) }
        }
        guard paths.count > 1, !inOrder else { return paths.map(read) }
        return paths.concurrentMap(runLength: 1, read)
    }

    /// Compiles in-memory sources: the whole pipeline, no file system.
    /// `configuration` grades the findings and adds its own diagnostics.
    /// Imported design token files are read from `tokenSource`, by default
    /// the project's (`ProjectFiles`).
    public static func compile(_ inputs: [(path: String, source: SourceText)], limits: YAMLLimits = .default,
                               skipping skipped: Set<String> = [], configuration: ConfigurationFile? = nil,
                               managers: ManagerBuilding = .besideRules,
                               tokenSource: (any TokenFileSource)? = nil) -> Compilation {
        compile(inputs, limits: limits, configuration: configuration, unread: [], skipping: skipped, managers: managers,
                tokenSource: tokenSource)
    }

    /// The pipeline, one stage after another, each taking what the one
    /// before made: decode, symbols, lowering into the spec set, the graph
    /// and its rules, then the configuration's judgement.
    /// `unread` are the diagnostics of files that could not be read at all
    /// (too large); those files are skipped. `parallelism`: how a large
    /// file is read, for a test to compare reading it whole with reading it
    /// in pieces.
    static func compile(_ inputs: [(path: String, source: SourceText)], limits: YAMLLimits,
                        configuration: ConfigurationFile?, unread: [Diagnostic],
                        skipping skipped: Set<String> = [], managers: ManagerBuilding,
                        tokenSource: (any TokenFileSource)? = nil,
                        parallelism largeFileParallelism: ReadParallelism = .automatic) -> Compilation {
        var decoded = DecodeStage.decode(inputs, skipping: skipped.union(unread.map(\.location.file)),
                                         limits: limits, parallelism: largeFileParallelism)
        let readFiles = Set(decoded.files.map(\.path))
        let imported = TokenImportStage.read(decoded.files, from: tokenSource ?? ProjectFiles(directory: projectDirectory(configuration)),
                                             limits: limits)
        let symbols = SymbolStage.collect(decoded.files, imported: imported)
        let resolved = SpecSetResolver.resolve(taking: &decoded, symbols: symbols)
        // Tokens in error leave transitions without their values, as an error under `tokens` would.
        let completeness = ReadCompleteness(decodedWhole: decoded.whole && unread.isEmpty && !imported.diagnostics.hasErrors,
                                            resolved: resolved)
        let checked = GraphCheck.stage(resolved.specSet, completeness: completeness, managers: managers,
                                       readWithoutErrors: unread.isEmpty && !decoded.diagnostics.hasErrors
                                           && !imported.diagnostics.hasErrors
                                           && !resolved.diagnostics.hasErrors)
        let paths = inputs.map(\.path)
        // The configuration's own problems do not stop the graph: the specs were read whole.
        let diagnostics = judge([Diagnostics(unread), decoded.diagnostics, imported.diagnostics, resolved.diagnostics,
                                 checked.diagnostics, configuration?.diagnostics ?? Diagnostics()],
                                inputs: inputs, tokenFiles: imported.files.map(\.path), configuration: configuration,
                                // A rule had its chance in a file only if the file was read, and a
                                // graph rule only if it ran.
                                wasChecked: { rule, file in readFiles.contains(file) && !checked.heldBackRules.contains(rule) })
        var sources: [String: SourceText] = [:]
        if let configuration { sources[configuration.path] = configuration.source }
        for (path, source) in inputs + imported.files { sources[path] = source }
        return Compilation(files: paths, sources: sources, specSet: resolved.specSet, graph: checked.graph,
                           diagnostics: diagnostics, heldBackRules: checked.heldBackRules,
                           tokenFiles: imported.files.map(\.path))
    }

    /// The last stage, once every diagnostic is in: the configuration turns
    /// rules off and regrades them, suppression comments silence findings;
    /// then the diagnostics are sorted by file (the configuration's first,
    /// then the inputs' order), line and column, and repeats dropped.
    private static func judge(_ stages: [Diagnostics], inputs: [(path: String, source: SourceText)], tokenFiles: [String],
                              configuration file: ConfigurationFile?,
                              wasChecked: (RuleID, String) -> Bool) -> Diagnostics {
        let configuration = file?.configuration ?? Configuration()
        let graded = configuration.apply(to: stages.flatMap(\.all))
        let kept = Suppressions(inputs).apply(to: graded, configuration: configuration) { rule, file in
            !configuration.isOff(rule) && wasChecked(rule, file)
        }
        var result = Diagnostics(kept)
        result.sort(fileOrder: (file.map { [$0.path] } ?? []) + inputs.map(\.path) + tokenFiles)
        result.dropRepeats()
        return result
    }

    /// One file through the front end and the decoder (`DecodeStage`).
    static func readAndDecode(_ source: SourceText, path: String, limits: YAMLLimits,
                              parallelism: ReadParallelism = .automatic) -> (DecodedFile?, Diagnostics) {
        DecodeStage.decode(source, path: path, limits: limits, parallelism: parallelism)
    }
}
