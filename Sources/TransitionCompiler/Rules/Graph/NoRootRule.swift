extension GraphCheck {
    static let noRoot = GraphCheck(Rule(
        id: .noRoot, severity: .error, isFixed: false,
        summary: "the spec set has screens but no root",
        explanation: """
            Reachability, and so most graph checks, start at the screens marked `root: true`: the \
            app's entry points (its window's root view controller). A spec set with screens but \
            no root describes an app that shows nothing. Mark the first screen `root: true`.
            """,
        triggeringExample: "version: 1\nscreens:\n  ↓home: {}\n",
        passingExample: "version: 1\nscreens:\n  home: { root: true }\n"
    )) { graph in
        guard let first = graph.screens.first, !graph.screens.contains(where: \.isRoot) else { return [] }
        return [.noRoot(first: first)]
    }
}

extension Diagnostic {
    /// Screens, but none of them a root; said at the first screen.
    static func noRoot(first: Screen) -> Diagnostic {
        Diagnostic(.noRoot, "no screen is marked `root: true`; mark the app's first screen as its root", at: first.location)
    }
}
