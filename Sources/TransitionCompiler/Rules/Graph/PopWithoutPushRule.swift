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
              back: { kind: pop, from: ↓home, duration: 0.3 }

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
        let transitions = graph.transitions, nodes = graph.nodes
        var diagnostics: [Diagnostic] = []
        for index in transitions.indices where transitions[index].kind == .pop {
            let pushes = nodes.pushes[nodes.from[index]]
            if pushes.isEmpty {
                let transition = transitions[index]
                let isRoot = graph.screen(transition.from.id)?.container == .navigation
                let presented = nodes.presentations[nodes.from[index]].first.map { transitions[$0] }
                diagnostics.append(.popWithoutPush(transition, isStackRoot: isRoot, presentedBy: presented))
                continue
            }
            // A written `to` must be a screen that pushes it.
            if let toNode = nodes.to[index], !pushes.contains(where: { nodes.from[$0] == toNode }),
               let to = transitions[index].to {
                let transition = transitions[index]
                diagnostics.append(.popWithoutPushWrongTo(transition, to: to, pushedBy: pushes.map { transitions[$0] }))
            }
        }
        return diagnostics
    }
}

extension Diagnostic {
    /// A pop of a screen nothing pushes: the root of its stack, or a screen
    /// shown otherwise (`presented`, when a present shows it, names the way back).
    static func popWithoutPush(_ transition: Transition, isStackRoot: Bool, presentedBy presented: Transition?) -> Diagnostic {
        let reason = isStackRoot ? "it is the root of its navigation stack" : "no transition pushes it"
        let notes = presented.map { incoming in
            [DiagnosticNote("`\(incoming.id)` presents `\(transition.from.id)`; leave it with a `dismiss`", at: incoming.location)]
        } ?? []
        return Diagnostic(.popWithoutPush, "`\(transition.id)` pops `\(transition.from.id)`, but \(reason)",
                          about: transition.id, at: transition.from.location, notes: notes)
    }

    /// A pop whose written `to` is none of the screens that push it (`pushers`).
    static func popWithoutPushWrongTo(_ transition: Transition, to: ScreenReference, pushedBy pushers: [Transition]) -> Diagnostic {
        let notes = pushers.map { push in
            DiagnosticNote("`\(push.id)` pushes it from `\(push.from.id)`", at: push.location)
        }
        return Diagnostic(.popWithoutPushWrongTo,
                          "`\(transition.id)` pops to `\(to.id)`, but `\(to.id)` never pushes `\(transition.from.id)`",
                          about: transition.id, at: to.location, notes: notes)
    }
}
