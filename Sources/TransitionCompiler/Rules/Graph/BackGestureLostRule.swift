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
        // By screen number, and each transition read in place: a copy of
        // every transition, and a set of their ids, cost a third of the
        // graph rules' time on a large spec.
        let transitions = graph.transitions, nodes = graph.nodes
        var swipedBack = [Bool](repeating: false, count: nodes.count)
        for index in transitions.indices where transitions[index].kind == .pop
            && transitions[index].interaction.isInteractive && transitions[index].gesture?.direction == .right {
            swipedBack[nodes.from[index]] = true
        }
        var diagnostics: [Diagnostic] = []
        for index in transitions.indices where transitions[index].kind == .push {
            guard let pushed = nodes.to[index], !swipedBack[pushed] else { continue }
            let transition = transitions[index]
            let screen = nodes.ids[pushed]
            diagnostics.append(.backGestureLost(transition, pushes: screen))
        }
        return diagnostics
    }
}

extension Diagnostic {
    /// A custom push of `screen` that no interactive pop undoes.
    static func backGestureLost(_ transition: Transition, pushes screen: String) -> Diagnostic {
        Diagnostic(.backGestureLost,
                   "`\(transition.id)` pushes `\(screen)` with a custom animator, but no interactive pop (gesture `right`) leaves `\(screen)`: the swipe back will not follow the finger",
                   about: transition.id, at: transition.location)
    }
}
