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
        let specPaths = !paths.isEmpty ? paths : !configuredPaths.isEmpty ? configuredPaths : ["Specs"]
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
    public static func compile(_ inputs: [(path: String, source: SourceText)], limits: YAMLLimits = .default,
                               skipping skipped: Set<String> = [], configuration: ConfigurationFile? = nil,
                               managers: ManagerBuilding = .besideRules) -> Compilation {
        compile(inputs, limits: limits, configuration: configuration, unread: [], skipping: skipped, managers: managers)
    }

    /// The pipeline. `unread` are the diagnostics of files that could not be
    /// read at all (too large); those files are skipped. `parallelism`: how
    /// a large file is read, for a test to compare reading it whole with
    /// reading it in pieces.
    static func compile(_ inputs: [(path: String, source: SourceText)], limits: YAMLLimits,
                        configuration: ConfigurationFile?, unread: [Diagnostic],
                        skipping skipped: Set<String> = [], managers: ManagerBuilding,
                        parallelism largeFileParallelism: ReadParallelism = .automatic) -> Compilation {
        let skipped = skipped.union(unread.map(\.location.file))
        // Files are independent until they are joined: read and decode them in
        // parallel, each into its own slot, so the result does not depend on timing.
        let slots = Slots<(DecodedFile?, Diagnostics)>(count: inputs.count)
        // A file is cut into pieces only if it is more than a core's share of
        // the set: many files of similar size already keep every core busy,
        // and cutting them would only add joins.
        let totalBytes = inputs.reduce(0) { $0 + $1.source.bytes.count }
        let cores = ReadParallelism.automatic.pieces
        let isLarge = inputs.map { $0.source.bytes.count * cores > totalBytes }
        let work: @Sendable (Int) -> Void = { index in
            let (path, source) = inputs[index]
            let parallelism: ReadParallelism = isLarge[index] ? largeFileParallelism : .serial
            guard !skipped.contains(path) else {
                slots[index] = (nil, Diagnostics())
                return
            }
            var (file, diagnostics) = readAndDecode(source, path: path, limits: limits, parallelism: parallelism)
            // Only another file can repeat a file's transition ids: hashed
            // here, on all cores, for the resolver's search.
            if inputs.count > 1 { file?.transitions?.hashIDs() }
            slots[index] = (file, diagnostics)
        }
        // The large files one at a time, each in pieces on every core; then
        // the others together, a file to a core. Read beside the others, a
        // large file's pieces ran one after another on one core (a stage
        // inside a stage runs on its caller): a 40 000-transition file
        // checked with ten small ones took 137 ms, against 104 alone.
        let others = inputs.indices.filter { !isLarge[$0] }
        inputs.indices.filter { isLarge[$0] }.forEach(work)
        if others.count > 1 {
            WorkerPool.perform(iterations: others.count) { work(others[$0]) }
        } else {
            others.forEach(work)
        }
        var diagnostics = Diagnostics()
        for diagnostic in unread { diagnostics.report(diagnostic) }
        var decoded: [DecodedFile] = []
        var readFiles: Set<String> = []
        // Every file read to its document, and its screens, tokens and
        // defaults decoded whole (its transitions are decoded by the resolver).
        var filesWhole = unread.isEmpty
        for (file, fileDiagnostics) in slots.takeValues() {
            diagnostics.append(contentsOf: fileDiagnostics)
            filesWhole = filesWhole && fileDiagnostics.all.allSatisfy(ReadCompleteness.leavesModelWhole)
            if let file {
                decoded.append(file)
                readFiles.insert(file.path)
            } else {
                filesWhole = false
            }
        }
        let (specSet, setDiagnostics, screensAndTokensWhole) = SpecSetResolver.resolve(decoded)
        let completeness: ReadCompleteness =
            !filesWhole || !screensAndTokensWhole ? .partial
            : setDiagnostics.all.allSatisfy(ReadCompleteness.leavesModelWhole) ? .whole
            : .missingTransitions
        // Resolved now, so the trees are freed before the graph is built, to
        // lower the peak: on another core, as unmapping them took a
        // millisecond of this one's time at 40 000 transitions. On a thread
        // of the pool rather than Dispatch's: Dispatch started threads of
        // its own for it, 0.1–0.2 ms of every check.
        WorkerPool.detach { [decoded] in _ = decoded }
        decoded = []
        diagnostics.append(contentsOf: setDiagnostics)
        // The graph rules run whenever the parts they read were read, so one
        // run shows an unknown key and the graph's problems together.
        var graph: TransitionGraph?
        if completeness != .partial {
            let readWithoutErrors = !diagnostics.hasErrors
            let (built, findings) = GraphCheck.buildAndCheck(specSet, completeness: completeness, managers: managers)
            for diagnostic in findings { diagnostics.report(diagnostic) }
            if readWithoutErrors { graph = built }
        }
        let heldBack = GraphCheck.heldBack(at: completeness)
        // The configuration's own problems do not stop the graph: the specs were read whole.
        if let configuration { diagnostics.append(contentsOf: configuration.diagnostics) }
        // A rule had its chance in a file only if the file was read, and a
        // graph rule only if it ran.
        diagnostics = judge(diagnostics, inputs: inputs, configuration: configuration?.configuration ?? Configuration(),
                            wasChecked: { rule, file in readFiles.contains(file) && !heldBack.contains(rule) })
        let paths = inputs.map(\.path)
        diagnostics.sort(fileOrder: (configuration.map { [$0.path] } ?? []) + paths)
        diagnostics.dropRepeats()
        var sources: [String: SourceText] = [:]
        if let configuration { sources[configuration.path] = configuration.source }
        for (path, source) in inputs { sources[path] = source }
        return Compilation(files: paths, sources: sources, specSet: specSet, graph: graph, diagnostics: diagnostics,
                           heldBackRules: heldBack)
    }

    /// Once every diagnostic is in: the configuration turns rules off and
    /// regrades them, then suppression comments silence findings.
    private static func judge(_ diagnostics: Diagnostics, inputs: [(path: String, source: SourceText)],
                              configuration: Configuration,
                              wasChecked: (RuleID, String) -> Bool) -> Diagnostics {
        let graded = configuration.apply(to: diagnostics.all)
        let kept = Suppressions(inputs).apply(to: graded, configuration: configuration) { rule, file in
            !configuration.isOff(rule) && wasChecked(rule, file)
        }
        var result = Diagnostics()
        for diagnostic in kept { result.report(diagnostic) }
        return result
    }

    /// One file through the front end and the decoder.
    static func readAndDecode(_ source: SourceText, path: String, limits: YAMLLimits,
                              parallelism: ReadParallelism = .automatic) -> (DecodedFile?, Diagnostics) {
        let result = YAMLReader.read(source, limits: limits, parallelism: parallelism)
        var diagnostics = Diagnostics()
        for problem in result.problems { diagnostics.report(Diagnostic(problem, file: path)) }
        guard let document = result.document else { return (nil, diagnostics) }
        let (file, decodeDiagnostics) = FileDecoder.decode(document, path: path, source: source)
        diagnostics.append(contentsOf: decodeDiagnostics)
        return (file, diagnostics)
    }
}

extension Diagnostic {
    /// A file refused unread because of its size.
    static func fileTooLarge(_ path: String, size: Int, limit: Int) -> Diagnostic {
        Diagnostic(.fileTooLarge(size: size, limit: limit), file: path)
    }

    /// The diagnostic for a problem the YAML front end found.
    init(_ problem: YAMLProblem, file: String) {
        let rule: RuleID = switch problem.kind {
        case .syntax: .yamlSyntax
        case .limit: .yamlLimit
        case .duplicateKey: .duplicateKey
        case .invalidMerge: .typeMismatch
        }
        self.init(rule, problem.message, at: SourceLocation(file: file, range: problem.range),
                  notes: problem.notes.map { DiagnosticNote($0.message, at: SourceLocation(file: file, range: $0.range)) },
                  fixIts: problem.replacement.flatMap { FixIt($0.title, replacing: $0.range, with: $0.text) }.map { [$0] } ?? [])
    }
}
