extension GraphCheck {
    static let slowTransition = GraphCheck(Rule(
        id: .slowTransition, severity: .warning, isFixed: false,
        summary: "duration plus delay over 1 second",
        explanation: """
            A transition that takes more than a second feels sluggish and blocks the user: UIKit \
            ignores touches until it ends. Most transitions take 0.25 to 0.5 s. Shorten \
            `duration` or `delay`.
            """,
        triggeringExample: """
            version: 1
            screens:
              home: { root: true }
              card: {}
            transitions:
              open: { kind: present, from: home, to: card, duration: ↓0.8, delay: 0.4 }
              close: { kind: dismiss, from: card, duration: 0.3 }

            """,
        passingExample: """
            version: 1
            screens:
              home: { root: true }
              card: {}
            transitions:
              open: { kind: present, from: home, to: card, duration: 0.4, delay: 0.1 }
              close: { kind: dismiss, from: card, duration: 0.3 }

            """
    ), readsOneTransition: true) { graph in
        let transitions = graph.transitions
        var diagnostics: [Diagnostic] = []
        for index in transitions.indices {
            let total = transitions[index].duration + transitions[index].delay
            guard total > 1 else { continue }
            let transition = transitions[index]
            diagnostics.append(.slowTransition(transition, total: total))
        }
        return diagnostics
    }
}

extension Diagnostic {
    /// A transition whose duration and delay, `total` seconds, pass 1 s.
    static func slowTransition(_ transition: Transition, total: Double) -> Diagnostic {
        Diagnostic(.slowTransition, "`\(transition.id)` takes \(NodeReader.format(total)) s including its delay; keep transitions under 1 s",
                   about: transition.id, at: transition.location(of: .duration))
    }
}
