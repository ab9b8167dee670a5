import YAMLSource

extension Driver {
    /// The baseline at `path`, or nil when there is no file there yet.
    /// Unreadable or malformed files are errors (exit 2): silently starting
    /// over would report every accepted finding again, or worse, hide a typo.
    public static func readBaseline(_ path: String) throws(BaselineReadError) -> Baseline? {
        guard FileSystem.kind(of: path).kind != .missing else { return nil }
        let bytes: [UInt8]
        do {
            (bytes, _) = try FileSystem.readFile(path, limit: Int.max)
        } catch {
            throw .unreadable(error)
        }
        do {
            return try Baseline.parse(bytes)
        } catch {
            throw .malformed(SourceLocation(file: path, range: error.range), SourceText(bytes), error.message)
        }
    }

    /// Writes the baseline atomically; false when the file already held it.
    @discardableResult
    public static func writeBaseline(_ baseline: Baseline, to path: String) throws(DriverError) -> Bool {
        try writeIfChanged(baseline.serialized(), to: path)
    }

    /// The directory the process runs in: CI formats name files relative to it.
    public static var currentDirectory: String {
        Path.absolute(".")
    }
}

/// Why `--baseline FILE` could not be read.
public enum BaselineReadError: Error {
    /// The file could not be read.
    case unreadable(DriverError)
    /// Its contents are not a baseline: where, the file's text (for the
    /// source line an error shows), and what is wrong.
    case malformed(SourceLocation, SourceText, String)
}
