extension GraphCheck {
    static let backGestureLost = GraphCheck(Rule(
        id: .backGestureLost, severity: .warning, isFixed: false,
        summary: "a pushed screen without an interactive pop",
        explanation: """
            A navigation delegate that vends a custom push animator takes the edge swipe back \
            out of UIKit's hands: without an interactive pop (`interaction: standard`, gesture \
            `right`) from the pushed screen, the swipe either plays the system pop against the \
            custom push or plays the custom pop without following the finger. Every custom push \
            needs a way back that follows the finger: add a `pop` from the pushed screen with \
            `interaction: standard` and `gesture: { direction: right, edge: true }`.
            """,
        triggeringExample: """
            version: 1
            screens:
              home: { root: true, container: navigation }
              detail: {}
            transitions:
              ↓open: { kind: push, from: home, to: detail, duration: 0.35 }
              back: { kind: pop, from: detail, duration: 0.35 }

            """,
        passingExample: """
            version: 1
            screens:
              home: { root: true, container: navigation }
              detail: {}
            transitions:
              open: { kind: push, from: home, to: detail, duration: 0.35 }
              back:
                kind: pop
                from: detail
                duration: 0.35
                curve: linear
                interaction: standard
                gesture: { direction: right, edge: true }

            """
    )) { graph in
        let transitions = graph.transitions
        // The screens a finger can swipe back from.
        var swipedBack: Set<String> = []
        for transition in transitions where transition.kind == .pop && transition.interaction.isInteractive
            && transition.gesture?.direction == .right {
            swipedBack.insert(transition.from.id)
        }
        var diagnostics: [Diagnostic] = []
        for transition in transitions where transition.kind == .push {
            guard let pushed = transition.to?.id, !swipedBack.contains(pushed) else { continue }
            diagnostics.append(Diagnostic(
                .backGestureLost,
                "`\(transition.id)` pushes `\(pushed)` with a custom animator, but no interactive pop (gesture `right`) leaves `\(pushed)`: the swipe back will not follow the finger",
                about: transition.id, at: transition.location))
        }
        return diagnostics
    }
}
