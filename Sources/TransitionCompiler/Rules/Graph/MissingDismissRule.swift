extension GraphCheck {
    static let missingDismiss = GraphCheck(Rule(
        id: .missingDismiss, severity: .warning, isFixed: false,
        summary: "a custom-presented screen has no dismiss transition",
        explanation: """
            A screen presented with `presentation: custom` is animated by this app's own animator; \
            without a `dismiss` transition, its dismissal falls back to UIKit's default animation, \
            which rarely matches, or the screen has no way back at all. Add a `dismiss` from it.
            """,
        triggeringExample: """
            version: 1
            screens:
              home: { root: true }
              card: {}
            transitions:
              ↓open: { kind: present, from: home, to: card, duration: 0.3 }

            """,
        passingExample: """
            version: 1
            screens:
              home: { root: true }
              card: {}
            transitions:
              open: { kind: present, from: home, to: card, duration: 0.3 }
              close: { kind: dismiss, from: card, duration: 0.3 }

            """
    )) { graph in
        // The screens whose modal manager vends a presentation controller:
        // presented at least once with `presentation: custom`. Walked by node
        // number, in screen order as the managers are (screen `i` is node `i`).
        let transitions = graph.transitions, nodes = graph.nodes
        var diagnostics: [Diagnostic] = []
        for screen in graph.screens.indices {
            let presents = nodes.presentations[screen]
            guard let present = presents.first,
                  presents.contains(where: { transitions[$0].presentation == .custom }),
                  !nodes.outgoing[screen].contains(where: { transitions[$0].kind == .dismiss })
            else { continue }
            diagnostics.append(.missingDismiss(graph.screens[screen], presentedBy: transitions[present]))
        }
        return diagnostics
    }
}

extension Diagnostic {
    /// A screen presented with a custom presentation that nothing dismisses;
    /// said at the first transition that presents it.
    static func missingDismiss(_ screen: Screen, presentedBy present: Transition) -> Diagnostic {
        Diagnostic(.missingDismiss, "`\(screen.id)` is presented with a custom presentation but has no `dismiss` transition",
                   at: present.location)
    }
}
