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
              open: { kind: present, from: home, to: card, duration: 0.3 }

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
        let transitions = graph.transitions, nodes = graph.nodes
        var diagnostics: [Diagnostic] = []
        for manager in graph.managers where manager.kind == .modal && manager.vendsPresentationController {
            guard let owner = nodes.node(manager.owner),
                  !nodes.outgoing[owner].contains(where: { transitions[$0].kind == .dismiss }),
                  let present = nodes.presentations[owner].first
            else { continue }
            diagnostics.append(Diagnostic(.missingDismiss,
                                          "`\(manager.owner)` is presented with a custom presentation but has no `dismiss` transition",
                                          at: transitions[present].location))
        }
        return diagnostics
    }
}
