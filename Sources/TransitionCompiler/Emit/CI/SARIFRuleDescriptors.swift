/// SARIF's `tool.driver.rules`: every rule of the catalogue, so that code
/// scanning can show a rule's help next to each result.
enum SARIFRuleDescriptors {
    static func descriptors(_ rules: [Rule]) -> JSONValue {
        .array(rules.map(descriptor))
    }

    static func descriptor(_ rule: Rule) -> JSONValue {
        let id = rule.id.rawValue
        return .object([
            ("id", .string(id)),
            ("name", .string(pascalCase(id))),
            ("shortDescription", .object([("text", .string(sentence(rule.summary)))])),
            ("fullDescription", .object([("text", .string(rule.explanation))])),
            ("help", .object([
                ("text", .string(rule.explanation + "\n\n`transitionc explain \(id)` shows a spec that triggers it and the fixed spec.")),
                ("markdown", .string(markdownHelp(rule))),
            ])),
            ("defaultConfiguration", .object([("level", .string(rule.severity.rawValue))])),
            ("properties", .object([
                ("tags", .array([.string(rule.isFixed ? "always-error" : "configurable")])),
            ])),
        ])
    }

    /// `unknown-key` -> `UnknownKey`, SARIF's readable rule name.
    static func pascalCase(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }

    /// Summaries are written as one lowercase line for `transitionc rules`;
    /// SARIF viewers show them as sentences.
    static func sentence(_ summary: String) -> String {
        guard let first = summary.first else { return summary }
        let capitalised = first.isLetter ? first.uppercased() + summary.dropFirst() : summary
        return capitalised.hasSuffix(".") ? capitalised : capitalised + "."
    }

    static func markdownHelp(_ rule: Rule) -> String {
        """
        \(rule.explanation)

        Triggers it\(Rule.filesPhrase(Rule.files(of: rule.triggeringExample).count)):

        \(yamlBlocks(rule.triggeringExample))

        Fixed\(Rule.filesPhrase(Rule.files(of: rule.passingExample).count)):

        \(yamlBlocks(rule.passingExample))
        """
    }

    /// A fenced block per file of an example, each of several under its name
    /// (as `transitionc explain` shows them), so that each can be copied whole.
    static func yamlBlocks(_ example: String) -> String {
        let files = Rule.files(of: example)
        return files.enumerated().map { index, file in
            "```yaml\n" + (files.count == 1 ? "" : "# \(Rule.fileName(index, of: file))\n") + file + "\n```"
        }.joined(separator: "\n\n")
    }
}
