/// The rule about `# transitionc:ignore` comments themselves. Not one of the
/// contract's: this implementation adds it, after them.
extension RuleCatalog {
    static let unusedSuppression = Rule(
        id: .unusedSuppression, severity: .warning, isFixed: false,
        summary: "a `# transitionc:ignore` comment that silences nothing",
        explanation: """
            A comment `# transitionc:ignore RULE, …` silences findings of those rules on its own \
            line and the next. One that silences nothing is reported, so that suppressions do not \
            outlive the problem they were written for and quietly hide a new one: the finding was \
            fixed, or moved, or the id is misspelt (the nearest rule is suggested). Rules marked `*` \
            in `transitionc rules` are always errors and cannot be suppressed; a suppression naming \
            one is reported too. Delete the comment, or correct the id.
            """,
        triggeringExample: """
            version: 1
            screens:
              home: { root: true }  # transitionc:ignore ↓unreachable-screen

            """,
        passingExample: """
            version: 1
            screens:
              home: { root: true }

            """)
}
