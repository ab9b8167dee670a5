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
                diagnostics.append(.dismissWithoutPresent(transition, shownBy: shown))
                continue
            }
            // A written `to` must be a screen that presents it.
            if let toNode = nodes.to[index], !presents.contains(where: { nodes.from[$0] == toNode }),
               let to = transitions[index].to {
                let transition = transitions[index]
                diagnostics.append(.dismissWithoutPresentWrongTo(transition, to: to, presentedBy: presents.map { transitions[$0] }))
            }
        }
        return diagnostics
    }
}

extension Diagnostic {
    /// A dismissal of a screen nothing presents; `shown` is how it is shown
    /// instead (a push or a tab), which names the way back.
    static func dismissWithoutPresent(_ transition: Transition, shownBy shown: Transition?) -> Diagnostic {
        let notes = shown.map { incoming in
            [DiagnosticNote("`\(incoming.id)` shows `\(transition.from.id)` with a `\(incoming.kind.rawValue)`; leave it with \(incoming.kind == .push ? "a `pop`" : "a `tab` transition")",
                            at: incoming.location)]
        } ?? []
        return Diagnostic(.dismissWithoutPresent,
                          "`\(transition.id)` dismisses `\(transition.from.id)`, but no transition presents it",
                          about: transition.id, at: transition.from.location, notes: notes)
    }

    /// A dismissal whose written `to` is none of the screens that present it (`presenters`).
    static func dismissWithoutPresentWrongTo(_ transition: Transition, to: ScreenReference,
                                             presentedBy presenters: [Transition]) -> Diagnostic {
        let notes = presenters.map { present in
            DiagnosticNote("`\(present.id)` presents it from `\(present.from.id)`", at: present.location)
        }
        return Diagnostic(.dismissWithoutPresentWrongTo,
                          "`\(transition.id)` dismisses to `\(to.id)`, but `\(to.id)` never presents `\(transition.from.id)`",
                          about: transition.id, at: to.location, notes: notes)
    }
}
