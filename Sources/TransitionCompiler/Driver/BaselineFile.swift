extension Driver {
    /// The baseline at `path`, or nil when there is no file there yet.
    /// Unreadable or malformed files are errors (exit 2): silently starting
    /// over would report every accepted finding again, or worse, hide a typo.
    public static func readBaseline(_ path: String) throws(DriverError) -> Baseline? {
        guard FileSystem.kind(of: path).kind != .missing else { return nil }
        let (bytes, _) = try FileSystem.readFile(path, limit: Int.max)
        do {
            return try Baseline.parse(bytes)
        } catch {
            throw DriverError("cannot read baseline `\(path)`: \(error.message)")
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
