/// What a configuration file (`.transitionc.yaml`) says: the spec paths to
/// check when the command line names none, and how each rule is graded.
public struct Configuration: Hashable, Sendable {
    /// A rule's grade: off (its findings are dropped) or a severity.
    public enum RuleSetting: String, CaseIterable, Hashable, Sendable {
        case off, warning, error
    }

    /// Already resolved against the configuration file's directory; empty
    /// when the file does not say.
    public var paths: [String]
    public var rules: [RuleID: RuleSetting]

    public init(paths: [String] = [], rules: [RuleID: RuleSetting] = [:]) {
        self.paths = paths
        self.rules = rules
    }

    /// True when the rule's findings are dropped.
    public func isOff(_ rule: RuleID) -> Bool {
        rules[rule] == .off && !isFixed(rule)
    }

    /// Drops the findings of rules turned off and regrades the rest. The
    /// decoder refuses settings for `*` rules; they are skipped here too, so
    /// that a configuration built in code cannot weaken them either.
    public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !rules.isEmpty else { return diagnostics }
        return diagnostics.compactMap { diagnostic in
            guard let setting = rules[diagnostic.rule], !isFixed(diagnostic.rule) else { return diagnostic }
            var graded = diagnostic
            switch setting {
            case .off: return nil
            case .warning: graded.severity = .warning
            case .error: graded.severity = .error
            }
            return graded
        }
    }

    private func isFixed(_ rule: RuleID) -> Bool {
        rule.rule?.isFixed ?? false
    }
}
