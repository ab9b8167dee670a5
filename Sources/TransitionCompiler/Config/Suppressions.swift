import YAMLSource

/// The suppression comments of a spec set, applied to its diagnostics: a
/// finding is dropped when a comment on its line or the line before names its
/// rule. `*` rules are never dropped. Comments that silence nothing, name an
/// unknown rule or a `*` rule are themselves reported (`unused-suppression`).
struct Suppressions {
    /// One rule id in one comment.
    private struct Entry {
        var id: String
        var location: SourceLocation
    }

    private struct Line: Hashable {
        var file: String
        var line: Int32
    }

    private var entries: [Entry] = []
    /// Comments that name no rule at all.
    private var empty: [SourceLocation] = []
    /// For each line, the entries that cover it (their comment is on it or the line before).
    private var covering: [Line: [Int]] = [:]

    init(_ inputs: [(path: String, source: SourceText)]) {
        for (path, source) in inputs {
            for suppression in SuppressionScanner.scan(source) {
                if suppression.entries.isEmpty {
                    empty.append(SourceLocation(file: path, range: suppression.range))
                }
                for entry in suppression.entries {
                    let index = entries.count
                    entries.append(Entry(id: entry.id, location: SourceLocation(file: path, range: entry.range)))
                    covering[Line(file: path, line: suppression.line), default: []].append(index)
                    covering[Line(file: path, line: suppression.line + 1), default: []].append(index)
                }
            }
        }
    }

    /// The diagnostics that are not silenced, then the findings about the
    /// comments. `configuration` grades those findings like any other, and
    /// `wasChecked` says whether a rule had the chance to fire in a file: a
    /// comment is not called unused when its rule did not run (turned off,
    /// or a graph rule in a spec set with errors).
    func apply(to diagnostics: [Diagnostic], configuration: Configuration,
               wasChecked: (RuleID, _ file: String) -> Bool) -> [Diagnostic] {
        guard !entries.isEmpty || !empty.isEmpty else { return diagnostics }
        var used = [Bool](repeating: false, count: entries.count)
        var kept = diagnostics.filter { !silence($0, used: &used) }
        // Findings about comments go through the same filter, so that
        // `# transitionc:ignore unused-suppression` works; the comments that
        // name `unused-suppression` are judged after that.
        let findings = configuration.apply(
            to: emptyComments() + report(used: used, wasChecked: wasChecked) { $0 != .unusedSuppression })
        kept += findings.filter { !silence($0, used: &used) }
        kept += configuration.apply(to: report(used: used, wasChecked: wasChecked) { $0 == .unusedSuppression })
        return kept
    }

    private func silence(_ diagnostic: Diagnostic, used: inout [Bool]) -> Bool {
        guard diagnostic.rule.rule?.isFixed != true else { return false }
        let line = Line(file: diagnostic.location.file, line: diagnostic.location.range.start.line)
        var silenced = false
        for index in covering[line] ?? [] where entries[index].id == diagnostic.rule.rawValue {
            used[index] = true
            silenced = true
        }
        return silenced
    }

    private func emptyComments() -> [Diagnostic] {
        empty.map { .unusedSuppressionEmpty(at: $0) }
    }

    /// Findings for the unused entries whose rule passes `including`.
    private func report(used: [Bool], wasChecked: (RuleID, String) -> Bool,
                        including: (RuleID) -> Bool) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (index, entry) in entries.enumerated() where !used[index] {
            let id = RuleID(rawValue: entry.id)
            guard including(id) else { continue }
            guard let rule = id.rule else {
                findings.append(unknownRule(entry))
                continue
            }
            if rule.isFixed {
                findings.append(.unusedSuppressionFixedRule(entry.id, at: entry.location))
            } else if wasChecked(id, entry.location.file) {
                findings.append(.unusedSuppression(entry.id, at: entry.location))
            }
        }
        return findings
    }

    private func unknownRule(_ entry: Entry) -> Diagnostic {
        guard let suggestion = RuleCatalog.nearestID(to: entry.id) else {
            return .unusedSuppressionUnknownRule(entry.id, at: entry.location)
        }
        return .unusedSuppressionUnknownRuleDidYouMean(entry.id, suggestion: suggestion, at: entry.location)
    }
}
