/// Every rule: the contract's, in the order of its tables, then the ones this
/// implementation adds.
public enum RuleCatalog {
    public static let all: [Rule] = readingRules + graphRules.contract + tokenRules + graphRules.added + [unusedSuppression]

    /// The graph rules of the contract's tables (tokens.md's follow them), and those this implementation adds.
    private static var graphRules: (contract: [Rule], added: [Rule]) {
        let rules = GraphCheck.all.map(\.rule)
        let firstAdded = rules.firstIndex { $0.id == .identifierCollision } ?? rules.count
        return (Array(rules[..<firstAdded]), Array(rules[firstAdded...]))
    }

    private static let byID: [RuleID: Rule] = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    public static func rule(_ id: RuleID) -> Rule? { byID[id] }

    /// The id closest to a mistyped one.
    public static func nearestID(to text: String) -> String? {
        Suggestions.nearest(to: text, in: all.map(\.id.rawValue))
    }

    /// What `transitionc rules` prints: one rule a line, aligned.
    public static func listing() -> String {
        let width = all.map { $0.id.rawValue.count }.max() ?? 0
        return all.map { rule in
            let id = rule.id.rawValue + (rule.isFixed ? "*" : "")
            let padded = id + String(repeating: " ", count: width + 1 - id.count)
            let severity = rule.severity.rawValue + String(repeating: " ", count: 8 - rule.severity.rawValue.count)
            return "\(padded)  \(severity)  \(rule.summary)\n"
        }.joined()
    }

    /// What `transitionc explain` prints.
    public static func explanation(of rule: Rule) -> String {
        let grade = rule.isFixed ? "\(rule.severity.rawValue), always on" : "\(rule.severity.rawValue) by default"
        return """
            \(rule.id.rawValue) (\(grade)): \(rule.summary)

            \(rule.explanation)

            Triggers it\(Rule.filesPhrase(Rule.files(of: rule.triggeringExample).count)):

            \(shown(rule.triggeringExample))

            Fixed\(Rule.filesPhrase(Rule.files(of: rule.passingExample).count)):

            \(shown(rule.passingExample))

            """
    }

    /// An example indented as a block, each of several files under its name.
    private static func shown(_ example: String) -> String {
        let files = Rule.files(of: example)
        return files.enumerated().map { index, file in
            let text = files.count == 1 ? file : "# \(Rule.fileName(index, of: file))\n" + file
            return text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }
}

extension String {
    var trimmingTrailingNewlines: Substring {
        var result = self[...]
        while result.last == "\n" { result = result.dropLast() }
        return result
    }
}
