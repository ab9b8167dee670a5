import YAMLSource

/// `check --fix`: the fix-its safe to apply without a person looking,
/// applied to each spec file's bytes. Only the bytes a fix-it replaces
/// change: comments, quoting, flow or block style and line breaks stay as
/// they were, since nothing is re-serialised.
public enum SpecFixer {
    /// One fix-it applied.
    public struct AppliedFix: Sendable, Equatable {
        public var rule: RuleID
        /// Where it was, in the file as it was read.
        public var location: SourceLocation
        /// The text it replaced, and its replacement.
        public var original: String
        public var replacement: String

        /// `spec.yaml:4:17: fixed `tru` -> `true` [type-mismatch]`, at the
        /// position before the fix, on one line whatever the texts hold.
        public var summary: String {
            let start = location.range.start
            let change = original.isEmpty ? "inserted `\(replacement)`"
                : replacement.isEmpty ? "deleted `\(original)`"
                : "`\(original)` -> `\(replacement)`"
            return ReportValueFormatter.printable("\(location.file):\(start.line):\(start.column): fixed \(change) [\(rule)]")
        }
    }

    /// A file's new bytes and what changed in them.
    public struct FileFix: Sendable {
        public var path: String
        public var bytes: [UInt8]
        public var applied: [AppliedFix]
    }

    /// The rules whose fix-its correct a spelling, a unit or a value to what
    /// the rule itself says is right. Not `unknown-screen` and
    /// `unknown-token`: their nearest id is another thing of the spec, and
    /// a wrong guess would quietly rewire the graph.
    static let safeRules: Set<RuleID> = [
        .unknownKey, .invalidValue, .typeMismatch, .outOfRange,
        .interactiveCurve, .inputWithoutText, .textWithoutInput, .scrollGestureConflict,
        .unusedSuppression,
    ]

    /// A file libyaml could not read whole is left alone: its positions
    /// past the error mean nothing.
    static let untouchableRules: Set<RuleID> = [.yamlSyntax, .yamlLimit]

    /// The changes `--fix` makes, file by file in the order checked; files
    /// with nothing to fix are left out.
    public static func fixes(for compilation: Compilation) -> [FileFix] {
        var byFile: [String: [Diagnostic]] = [:]
        var untouchable: Set<String> = []
        for diagnostic in compilation.diagnostics.all {
            let file = diagnostic.location.file
            if untouchableRules.contains(diagnostic.rule) { untouchable.insert(file) }
            if safeRules.contains(diagnostic.rule), !diagnostic.fixIts.isEmpty {
                byFile[file, default: []].append(diagnostic)
            }
        }
        return compilation.files.compactMap { path in
            guard !untouchable.contains(path), let diagnostics = byFile[path],
                  let source = compilation.sources[path] else { return nil }
            return fix(source.bytes, path: path, with: diagnostics)
        }
    }

    /// `bytes` with every fix-it of `diagnostics` that overlaps no other
    /// applied; a diagnostic's fix-its go in together or not at all.
    static func fix(_ bytes: [UInt8], path: String, with diagnostics: [Diagnostic]) -> FileFix? {
        var taken: [Range<Int>] = []
        var edits: [(range: Range<Int>, replacement: String)] = []
        var applied: [AppliedFix] = []
        for diagnostic in diagnostics {
            let ranges = diagnostic.fixIts.map { Int($0.range.start.offset)..<Int($0.range.end.offset) }
            guard ranges.allSatisfy({ range in
                range.lowerBound >= 0 && range.upperBound <= bytes.count
                    && !taken.contains { $0.overlaps(range) || ($0.isEmpty && range.isEmpty && $0 == range) }
            }) else { continue }
            taken += ranges
            for (fixIt, range) in zip(diagnostic.fixIts, ranges) {
                edits.append((range, fixIt.replacement))
                applied.append(AppliedFix(rule: diagnostic.rule,
                                          location: SourceLocation(file: path, range: fixIt.range),
                                          original: String(decoding: bytes[range], as: UTF8.self),
                                          replacement: fixIt.replacement))
            }
        }
        guard !edits.isEmpty else { return nil }
        // From the end, so earlier offsets stay valid.
        var result = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        applied.sort { ($0.location.range.start.offset) < ($1.location.range.start.offset) }
        return FileFix(path: path, bytes: result, applied: applied)
    }
}
