import TransitionCompiler

/// The rules as `explain` and `rules` describe them.
enum RuleTexts {
    /// What `transitionc explain RULE` prints; nil for an id no rule has.
    static func explanation(of id: String) -> String? {
        RuleCatalog.rule(RuleID(rawValue: id)).map(RuleCatalog.explanation(of:))
    }

    /// Every rule id with its one-line summary, in the catalogue's order.
    static var all: [(id: String, summary: String)] {
        RuleCatalog.all.map { ($0.id.rawValue, $0.summary) }
    }
}
