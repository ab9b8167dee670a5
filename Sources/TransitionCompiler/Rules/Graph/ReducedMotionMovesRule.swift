import TransitionRuntime

extension GraphCheck {
    static let reducedMotionMoves = GraphCheck(Rule(
        id: .reducedMotionMoves, severity: .warning, isFixed: false,
        summary: "a Reduce Motion form that still moves",
        explanation: """
            People turn on Reduce Motion because sliding, zooming and bouncing make them unwell. \
            A `reducedMotion` mapping whose `effect` slides or scales, or whose `curve` is a spring \
            with `dampingRatio` below 1 (it overshoots), brings that motion back. Use `effect: fade` \
            (or `reducedMotion: fade`) and a curve that does not overshoot.
            """,
        triggeringExample: """
            version: 1
            screens:
              home: { root: true }
              card: {}
            transitions:
              open:
                kind: present
                from: home
                to: card
                duration: 0.4
                reducedMotion: ↓{ effect: { slide: { from: bottom } }, duration: 0.2 }
              close: { kind: dismiss, from: card, duration: 0.3 }

            """,
        passingExample: """
            version: 1
            screens:
              home: { root: true }
              card: {}
            transitions:
              open:
                kind: present
                from: home
                to: card
                duration: 0.4
                reducedMotion: { effect: fade, duration: 0.2 }
              close: { kind: dismiss, from: card, duration: 0.3 }

            """
    ), readsOneTransition: true) { graph in
        let transitions = graph.transitions
        var diagnostics: [Diagnostic] = []
        // Read in place: most transitions write no motion at all.
        for index in transitions.indices where transitions[index].writtenMotion != nil {
            let transition = transitions[index]
            guard case .replacing(let replacement)? = transition.reducedMotion else { continue }
            var moves: [String] = []
            if let effect = replacement.effect, effect.moves { moves.append("its effect \(MotionFormatter.effect(effect)) moves the screen") }
            if let curve = replacement.curve, curve.overshootingSpring { moves.append("its spring overshoots") }
            guard !moves.isEmpty else { continue }
            diagnostics.append(.reducedMotionMoves(transition, moves: moves))
        }
        return diagnostics
    }
}

extension Diagnostic {
    /// A Reduce Motion form that still moves, each way it does in `moves`.
    static func reducedMotionMoves(_ transition: Transition, moves: [String]) -> Diagnostic {
        Diagnostic(.reducedMotionMoves,
                   "the Reduce Motion form of `\(transition.id)` still moves: \(moves.joined(separator: ", and ")); use `effect: fade` and a curve that does not overshoot",
                   about: transition.id, at: transition.location(of: .reducedMotion))
    }
}
