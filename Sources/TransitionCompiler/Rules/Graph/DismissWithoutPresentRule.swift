extension GraphCheck {
    static let dismissWithoutPresent = GraphCheck(Rule(
        id: .dismissWithoutPresent, severity: .error, isFixed: false,
        summary: "a dismiss from a screen that nothing presents",
        explanation: """
            A dismiss returns to the screen that presented this one, so the screen must be the \
            `to` of some `present`. If it is shown another way (pushed, a tab), use `pop` or a \
            tab switch instead; if the present is missing, add it. A dismiss's `to` is implied; \
            if you write one, it must be a screen that presents it.
            """,
        triggeringExample: """
            version: 1
            screens:
              home: { root: true }
              settings: {}
            transitions:
              close: { kind: dismiss, from: ↓settings, duration: 0.3 }
              open: { kind: tab, from: home, to: settings, duration: 0.3 }

            """,
        passingExample: """
            version: 1
            screens:
              home: { root: true }
              settings: {}
            transitions:
              close: { kind: dismiss, from: settings, duration: 0.3 }
              open: { kind: present, from: home, to: settings, duration: 0.3 }

            """
    )) { graph in
        let transitions = graph.transitions, nodes = graph.nodes
        var diagnostics: [Diagnostic] = []
        for index in transitions.indices where transitions[index].kind == .dismiss {
            let presents = nodes.presentations[nodes.from[index]]
            if presents.isEmpty {
                let transition = transitions[index]
                // Point at how the screen is shown instead, which names the right way back.
                let shown = nodes.incoming[nodes.from[index]].lazy.map { transitions[$0] }
                    .first { $0.kind != .dismiss && $0.kind != .pop }
                let notes = shown.map { incoming in
                    [DiagnosticNote("`\(incoming.id)` shows `\(transition.from.id)` with a `\(incoming.kind.rawValue)`; leave it with \(incoming.kind == .push ? "a `pop`" : "a `tab` transition")",
                                    at: incoming.location)]
                } ?? []
                diagnostics.append(Diagnostic(.dismissWithoutPresent,
                                              "`\(transition.id)` dismisses `\(transition.from.id)`, but no transition presents it",
                                              about: transition.id, at: transition.from.location, notes: notes))
                continue
            }
            // A written `to` must be a screen that presents it.
            if let toNode = nodes.to[index], !presents.contains(where: { nodes.from[$0] == toNode }),
               let to = transitions[index].to {
                let transition = transitions[index]
                let notes = presents.map { present in
                    DiagnosticNote("`\(transitions[present].id)` presents it from `\(transitions[present].from.id)`",
                                   at: transitions[present].location)
                }
                diagnostics.append(Diagnostic(.dismissWithoutPresent,
                                              "`\(transition.id)` dismisses to `\(to.id)`, but `\(to.id)` never presents `\(transition.from.id)`",
                                              about: transition.id, at: to.location, notes: notes))
            }
        }
        return diagnostics
    }
}
