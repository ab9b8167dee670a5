extension GraphCheck {
    static let popWithoutPush = GraphCheck(Rule(
        id: .popWithoutPush, severity: .error, isFixed: false,
        summary: "a pop from a screen that is not pushed",
        explanation: """
            A pop returns to the screen below on the navigation stack, so the screen must be the \
            `to` of some `push`. The root of a stack has nothing below it. A pop's `to` is implied; \
            if you write one, it must be a screen that pushes it.
            """,
        triggeringExample: """
            version: 1
            screens:
              home: { root: true, container: navigation }
            transitions:
              back: { kind: pop, from: home, duration: 0.3 }

            """,
        passingExample: """
            version: 1
            screens:
              home: { root: true, container: navigation }
              detail: {}
            transitions:
              open: { kind: push, from: home, to: detail, duration: 0.3 }
              back: { kind: pop, from: detail, duration: 0.3 }

            """
    )) { graph in
        graph.transitions.filter { $0.kind == .pop }.compactMap { transition in
            let pushers = graph.targets(of: transition)
            if pushers.isEmpty {
                let isRoot = graph.screen(transition.from.id)?.container == .navigation
                let reason = isRoot ? "it is the root of its navigation stack" : "no transition pushes it"
                let presented = graph.presentations[transition.from.id]?.first.map { graph.transitions[$0] }
                let notes = presented.map { incoming in
                    [DiagnosticNote("`\(incoming.id)` presents `\(transition.from.id)`; leave it with a `dismiss`", at: incoming.location)]
                } ?? []
                return Diagnostic(.popWithoutPush, "`\(transition.id)` pops `\(transition.from.id)`, but \(reason)",
                                  at: transition.from.location, notes: notes)
            }
            if let to = transition.to, !pushers.contains(to.id) {
                let notes = graph.pushes[transition.from.id, default: []].map { index in
                    DiagnosticNote("`\(graph.transitions[index].id)` pushes it from `\(graph.transitions[index].from.id)`",
                                   at: graph.transitions[index].location)
                }
                return Diagnostic(.popWithoutPush,
                                  "`\(transition.id)` pops to `\(to.id)`, but `\(to.id)` never pushes `\(transition.from.id)`",
                                  at: to.location, notes: notes)
            }
            return nil
        }
    }
}
