extension GraphCheck {
    static let pushOutsideNavigation = GraphCheck(Rule(
        id: .pushOutsideNavigation, severity: .error, isFixed: false,
        summary: "a push from a screen on no navigation stack",
        explanation: """
            Only a screen inside a `UINavigationController` can push. A screen is on a stack if it \
            is a root with `container: navigation`, or is pushed from a screen on one. Give the \
            stack's root `container: navigation`, or present the screen instead.
            """,
        triggeringExample: """
            version: 1
            screens:
              home: { root: true }
              detail: {}
            transitions:
              open: { kind: push, from: ↓home, to: detail, duration: 0.3 }

            """,
        passingExample: """
            version: 1
            screens:
              home: { root: true, container: navigation }
              detail: {}
            transitions:
              open: { kind: push, from: home, to: detail, duration: 0.3 }

            """
    )) { graph in
        let transitions = graph.transitions, nodes = graph.nodes
        var diagnostics: [Diagnostic] = []
        for index in transitions.indices {
            guard transitions[index].kind == .push, nodes.navigationRoot[nodes.from[index]] == nil else { continue }
            let transition = transitions[index]
            diagnostics.append(.pushOutsideNavigation(transition))
        }
        return diagnostics
    }
}

extension Diagnostic {
    /// A push from a screen on no navigation stack.
    static func pushOutsideNavigation(_ transition: Transition) -> Diagnostic {
        Diagnostic(.pushOutsideNavigation,
                   "`\(transition.id)` pushes from `\(transition.from.id)`, which is on no navigation stack (give its stack's root `container: navigation`)",
                   about: transition.id, at: transition.from.location)
    }
}
