import YAMLSource

/// `unsupported-version`: the `version: 1` line that starts every spec and
/// configuration file.
extension Diagnostic {
    /// A spec file with nothing in it; `what` says which nothing (`the file is empty`).
    static func unsupportedVersionEmptyFile(_ what: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unsupportedVersionEmptyFile, "\(what); a spec file starts with `version: 1`", at: location)
    }

    /// A configuration file with nothing in it.
    static func unsupportedVersionEmptyConfiguration(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unsupportedVersionEmptyConfiguration, "the configuration file is empty; it starts with `version: 1`", at: location)
    }

    /// No `version` key in `file` (`the file`, `the configuration file`); the
    /// fix-it inserts one at `insertion`, before the first key.
    static func unsupportedVersionMissing(in file: String, at location: SourceLocation, insertion: SourcePosition) -> Diagnostic {
        Diagnostic(.unsupportedVersionMissing, "missing `version: 1` at the top of \(file)", at: location,
                   fixIts: [FixIt("insert `version: 1`", replacing: SourceRange(at: insertion), with: "version: 1\n")].compactMap { $0 })
    }

    /// A version number this compiler does not read.
    static func unsupportedVersionNumber(_ number: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unsupportedVersionNumber, "unsupported version `\(number)`; this transitionc reads `version: 1`", at: location)
    }

    /// A `version` that is not a number; `of` names the kind of file when it
    /// is not a spec (`a configuration file`).
    static func unsupportedVersionNotOne(of file: String? = nil, found: String, at location: SourceLocation) -> Diagnostic {
        let subject = file.map { "`version` of \($0)" } ?? "`version`"
        return Diagnostic(.unsupportedVersionNotOne, "\(subject) must be the number 1, found \(found)", at: location)
    }
}
