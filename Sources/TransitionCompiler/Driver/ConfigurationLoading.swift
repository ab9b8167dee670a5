import YAMLSource

/// Which configuration file a run reads.
public enum ConfigurationChoice: Hashable, Sendable {
    /// `.transitionc.yaml` in the current directory, if there is one.
    case automatic
    /// This file, which must exist (`--config FILE`).
    case file(String)
    /// None: every rule at its default.
    case none
}

extension Driver {
    public static let configurationFileName = ".transitionc.yaml"

    /// Reads the chosen configuration file, or nil when there is none to read.
    /// Throws (exit 2) only when a named file is missing or unreadable;
    /// what is wrong inside it comes back as diagnostics, as for a spec.
    static func loadConfiguration(_ choice: ConfigurationChoice, limits: YAMLLimits) throws(DriverError) -> ConfigurationFile? {
        let path: String
        switch choice {
        case .none:
            return nil
        case .automatic:
            guard FileSystem.kind(of: configurationFileName).kind != .missing else { return nil }
            path = configurationFileName
        case .file(let named):
            guard FileSystem.kind(of: named).kind != .missing else {
                throw DriverError("no such configuration file: `\(named)`")
            }
            path = named
        }
        let (bytes, tooLarge) = try FileSystem.readFile(path, limit: limits.maxInputBytes)
        if let size = tooLarge {
            var diagnostics = Diagnostics()
            diagnostics.report(.fileTooLarge(path, size: size, limit: limits.maxInputBytes))
            return ConfigurationFile(path: path, source: SourceText([]), configuration: Configuration(), diagnostics: diagnostics)
        }
        return ConfigurationFile(path: path, source: SourceText(bytes), limits: limits)
    }

    /// The project a run may read in: the configuration file's directory,
    /// or else the current directory.
    static func projectDirectory(_ configuration: ConfigurationFile?) -> String {
        guard let path = configuration?.path, path.contains("/") else { return "." }
        return path.hasPrefix("/") ? Path.directory(of: path) : String(path[..<path.lastIndex(of: "/")!])
    }
}
