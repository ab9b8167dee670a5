import YAMLSource

/// What an editor's language server asks of the driver: `check`'s pipeline
/// over a workspace whose open documents may differ from the disk.
extension Driver {
    /// Compiles the spec files under `paths` (when empty, `configuration`'s
    /// `paths`, else `Specs/`; each under `root`) as `check` does, except that
    /// a file in `buffers` is read from there rather than from disk, and a
    /// buffer under those paths that is not on disk yet is one of the files.
    /// Throws only when the paths cannot be read at all.
    public static func compile(root: String, configuration: ConfigurationFile?, buffers: [String: SourceText],
                               limits: YAMLLimits = .default) throws(DriverError) -> Compilation {
        let configured = configuration?.configuration.paths ?? []
        let specPaths = (configured.isEmpty ? ["Specs"] : configured).map { normalized($0.hasPrefix("/") ? $0 : root + "/" + $0) }
        var files: [String] = []
        do {
            files = try SpecFileCollector.collect(specPaths).files
        } catch {
            // No spec folder yet: the open documents under it are the set.
            if buffers.isEmpty { throw error }
        }
        let onDisk = Set(files)
        for path in buffers.keys.sorted() where !onDisk.contains(path) && isSpecFile(path, under: specPaths) {
            files.append(path)
        }
        var inputs: [(path: String, source: SourceText)] = []
        var oversized: [Diagnostic] = []
        for path in files {
            if let buffer = buffers[path] {
                if buffer.bytes.count > limits.maxInputBytes {
                    oversized.append(.fileTooLarge(path, size: buffer.bytes.count, limit: limits.maxInputBytes))
                    inputs.append((path, SourceText([])))
                } else {
                    inputs.append((path, buffer))
                }
                continue
            }
            // A file deleted since it was listed is left out, as if it had not been listed.
            guard let (bytes, tooLarge) = try? FileSystem.readFile(path, limit: limits.maxInputBytes) else { continue }
            if let size = tooLarge {
                oversized.append(.fileTooLarge(path, size: size, limit: limits.maxInputBytes))
                inputs.append((path, SourceText([])))
            } else {
                inputs.append((path, SourceText(bytes)))
            }
        }
        return compile(inputs, limits: limits, configuration: configuration, unread: oversized, managers: .besideRules,
                       tokenSource: ProjectFiles(directory: configuration == nil ? root : projectDirectory(configuration),
                                                 buffers: buffers))
    }

    /// Reads `root`'s configuration file, if it has one.
    public static func configuration(inRoot root: String, limits: YAMLLimits = .default) -> ConfigurationFile? {
        try? loadConfiguration(.file(root + "/" + configurationFileName), limits: limits)
    }

    /// An absolute path written the one way an editor's URI gives it: no
    /// `.` or empty segments, `..` taken back, no `/` at the end; so that
    /// `paths: [.]` finds the files an editor opens as they are named.
    public static func normalized(_ path: String) -> String {
        var segments: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch segment {
            case ".": continue
            case "..": if !segments.isEmpty { segments.removeLast() }
            default: segments.append(segment)
            }
        }
        return "/" + segments.joined(separator: "/")
    }

    /// Whether `path` is a spec file (`.yaml` or `.yml`) in one of the folders, or is one of the files, of `paths`.
    public static func isSpecFile(_ path: String, under paths: [String]) -> Bool {
        guard path.hasSuffix(".yaml") || path.hasSuffix(".yml") else { return false }
        return paths.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }
}
