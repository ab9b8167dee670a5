import YAMLSource

/// One configuration file, read: where it is, its text (so that diagnostics
/// in it show their source line), what it says, and what is wrong with it.
/// Building one touches no file system; the Driver reads the bytes.
public struct ConfigurationFile: Sendable {
    public let path: String
    public let source: SourceText
    /// What could be read. A setting with a problem is left out, so the rest
    /// still applies, as a spec file's valid parts are still checked.
    public let configuration: Configuration
    public let diagnostics: Diagnostics

    /// Reads `source` through the same YAML front end as spec files.
    public init(path: String, source: SourceText, limits: YAMLLimits = .default) {
        self.path = path
        self.source = source
        (configuration, diagnostics) = ConfigurationDecoder.read(source, path: path, limits: limits)
    }

    init(path: String, source: SourceText, configuration: Configuration, diagnostics: Diagnostics) {
        self.path = path
        self.source = source
        self.configuration = configuration
        self.diagnostics = diagnostics
    }
}
