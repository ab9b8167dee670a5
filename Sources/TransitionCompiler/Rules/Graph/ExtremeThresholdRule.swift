extension GraphCheck {
    static let extremeThreshold = GraphCheck(Rule(
        id: .extremeThreshold, severity: .warning, isFixed: false,
        summary: "a threshold below 0.1 or above 0.9",
        explanation: """
            The threshold is the fraction of the gesture past which a release finishes the \
            transition. Below 0.1, a twitch finishes it; above 0.9, the user must drag almost all \
            the way, and most releases spring back. Values between 0.25 and 0.5 feel natural; \
            use `gesture.velocity` to let a quick flick finish early.
            """,
        triggeringExample: """
            version: 1
            screens:
              home: { root: true }
              card: {}
            transitions:
              open: { kind: present, from: home, to: card, duration: 0.3 }
              close: { kind: dismiss, from: card, duration: 0.3, curve: linear, interaction: standard, threshold: ↓0.95 }

            """,
        passingExample: """
            version: 1
            screens:
              home: { root: true }
              card: {}
            transitions:
              open: { kind: present, from: home, to: card, duration: 0.3 }
              close: { kind: dismiss, from: card, duration: 0.3, curve: linear, interaction: standard, threshold: 0.4 }

            """
    ), readsOneTransition: true) { graph in
        let transitions = graph.transitions
        var diagnostics: [Diagnostic] = []
        for index in transitions.indices {
            guard let threshold = transitions[index].threshold, threshold < 0.1 || threshold > 0.9 else { continue }
            let transition = transitions[index]
            diagnostics.append(.extremeThreshold(transition, threshold: threshold))
        }
        return diagnostics
    }
}

extension Diagnostic {
    /// A threshold under 0.1 or over 0.9, and how that feels.
    static func extremeThreshold(_ transition: Transition, threshold: Double) -> Diagnostic {
        let feel = threshold < 0.1 ? "the slightest drag finishes it" : "almost every release cancels it"
        return Diagnostic(.extremeThreshold, "`\(transition.id)` has threshold \(NodeReader.format(threshold)): \(feel)",
                          about: transition.id, at: transition.location(of: .threshold))
    }
}
