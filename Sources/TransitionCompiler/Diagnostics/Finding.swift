import YAMLSource

/// A diagnostic as CI tracks it: with a fingerprint that stays the same when
/// lines are added or removed above it, so that SARIF consumers and the
/// baseline recognise it in a later commit.
public struct Finding: Hashable, Sendable {
    public var diagnostic: Diagnostic
    /// The diagnostic's file as `ReportedPath` names it.
    public var path: String
    public var fingerprint: String
}

/// The findings of one run, with what the CI formats need to name files.
public struct FindingSet: Sendable {
    /// Sorted as the diagnostics were.
    public var findings: [Finding]
    /// The spec files checked, as given.
    public var files: [String]
    public var sources: [String: SourceText]
    public var currentDirectory: String
    /// Rules that did not run (`Compilation.heldBackRules`): that they found
    /// nothing says nothing.
    public var rulesNotRun: Set<RuleID> = []

    /// Fingerprints every diagnostic of `compilation`. Paths are made relative
    /// to `currentDirectory`, which only matters for absolute paths.
    public init(_ compilation: Compilation, currentDirectory: String) {
        self.init(diagnostics: compilation.diagnostics.all, files: compilation.files,
                  sources: compilation.sources, currentDirectory: currentDirectory)
        rulesNotRun = compilation.heldBackRules
    }

    public init(diagnostics: [Diagnostic], files: [String], sources: [String: SourceText], currentDirectory: String) {
        self.files = files
        self.sources = sources
        self.currentDirectory = currentDirectory
        findings = []
        // Identical lines with the same rule in one file are told apart by
        // their order, counted per (rule, file, line).
        var occurrences: [[String]: Int] = [:]
        var lines = LineDigests(sources: sources)
        var paths: [String: String] = [:]
        for diagnostic in diagnostics {
            let file = diagnostic.location.file
            let path = paths[file] ?? ReportedPath.relative(file, currentDirectory: currentDirectory)
            paths[file] = path
            let line = lines.digest(at: diagnostic.location)
            let key = [diagnostic.rule.rawValue, path, line]
            let index = occurrences[key, default: 0]
            occurrences[key] = index + 1
            let fingerprint = FindingFingerprint.make(rule: diagnostic.rule.rawValue, path: path, lineDigest: line, occurrence: index)
            findings.append(Finding(diagnostic: diagnostic, path: path, fingerprint: fingerprint))
        }
    }

    /// The same set holding only `findings`.
    public func keeping(_ findings: [Finding]) -> FindingSet {
        var copy = self
        copy.findings = findings
        return copy
    }

    public var diagnostics: [Diagnostic] { findings.map(\.diagnostic) }

    /// `ReportedPath` of any file, such as a note's.
    public func reportedPath(_ file: String) -> String {
        ReportedPath.relative(file, currentDirectory: currentDirectory)
    }
}

/// The hash of the line a location starts on, without surrounding spaces
/// and tabs (re-indenting a block keeps its findings); empty when the file's
/// text is unknown. Diagnostics come sorted, so the last line is remembered:
/// many findings on one very long line cost one pass over it, not one each.
struct LineDigests {
    let sources: [String: SourceText]
    private var last: (file: String, bounds: Range<Int>, digest: String)?

    init(sources: [String: SourceText]) { self.sources = sources }

    mutating func digest(at location: SourceLocation) -> String {
        guard let source = sources[location.file], !source.bytes.isEmpty else { return "" }
        let offset = Int(location.range.start.offset)
        if let last, last.file == location.file, last.bounds.lowerBound <= offset, offset <= last.bounds.upperBound {
            return last.digest
        }
        let bounds = source.lineBounds(containing: offset)
        var line = source.bytes[bounds]
        while let first = line.first, first == 0x20 || first == 0x09 { line = line.dropFirst() }
        while let final = line.last, final == 0x20 || final == 0x09 { line = line.dropLast() }
        var hash = StableHash()
        hash.combine(bytes: line)
        last = (location.file, bounds, hash.hex)
        return hash.hex
    }
}

/// The fingerprint of a finding: a hash of its rule, its file, the trimmed
/// text of its line (as `LineDigests` hashes it) and its occurrence among
/// identical (rule, file, line) findings. Not the line number, so that a
/// finding keeps its identity when lines move. The version in `key` changes
/// whenever the recipe does (Docs/ci.md spells it out).
public enum FindingFingerprint {
    /// The `partialFingerprints` key in SARIF.
    public static let key = "transitioncFinding/v1"

    static func make(rule: String, path: String, lineDigest: String, occurrence: Int) -> String {
        var hash = StableHash()
        for field in [key, rule, path, lineDigest, String(occurrence)] { hash.combine(field: field) }
        return hash.hex
    }
}
