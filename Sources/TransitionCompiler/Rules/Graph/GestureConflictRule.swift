import TransitionRuntime

extension GraphCheck {
    static let gestureConflict = GraphCheck(Rule(
        id: .gestureConflict, severity: .error, isFixed: false,
        summary: "two interactive transitions leave one screen in the same direction",
        explanation: """
            Each interactive transition installs a pan gesture on the screen it leaves; two in the \
            same direction on one screen fight, and which one wins depends on gesture recogniser \
            order. Give one a different `gesture.direction`, or make it non-interactive.
            """,
        triggeringExample: """
            version: 1
            screens:
              home: { root: true, container: navigation }
              detail: {}
              info: {}
            transitions:
              open: { kind: push, from: home, to: detail, duration: 0.3 }
              back: { kind: pop, from: detail, duration: 0.3, curve: linear, interaction: standard }
              showInfo: { kind: present, from: detail, to: info, duration: 0.3, curve: linear, interaction: standard, gesture: ↓{ direction: right } }
              closeInfo: { kind: dismiss, from: info, duration: 0.3 }

            """,
        passingExample: """
            version: 1
            screens:
              home: { root: true, container: navigation }
              detail: {}
              info: {}
            transitions:
              open: { kind: push, from: home, to: detail, duration: 0.3 }
              back: { kind: pop, from: detail, duration: 0.3, curve: linear, interaction: standard }
              showInfo: { kind: present, from: detail, to: info, duration: 0.3, curve: linear, interaction: standard, gesture: { direction: up } }
              closeInfo: { kind: dismiss, from: info, duration: 0.3 }

            """
    )) { graph in
        let transitions = graph.transitions, nodes = graph.nodes
        var first = FirstIndexTable(capacity: transitions.count)
        var diagnostics: [Diagnostic] = []
        for index in transitions.indices {
            guard transitions[index].interaction.isInteractive, let direction = transitions[index].gesture?.direction
            else { continue }
            // A pan: its screen's node number and its direction.
            let directionNumber: UInt64 = switch direction {
            case .up: 0
            case .down: 1
            case .left: 2
            case .right: 3
            }
            let pan = UInt64(truncatingIfNeeded: nodes.from[index]) << 2 | directionNumber
            guard let earlier = first.firstIndex(of: pan, orInsert: index) else { continue }
            let transition = transitions[index], other = transitions[earlier]
            diagnostics.append(.gestureConflict(transition, other, direction: direction))
        }
        return diagnostics
    }
}

extension Diagnostic {
    /// A second interactive transition with `other`'s pan on the same screen.
    static func gestureConflict(_ transition: Transition, _ other: Transition, direction: GestureDirection) -> Diagnostic {
        Diagnostic(.gestureConflict,
                   "`\(transition.id)` and `\(other.id)` both start with a pan `\(direction.rawValue)` on `\(transition.from.id)`",
                   at: transition.location(of: .gesture),
                   notes: [DiagnosticNote("`\(other.id)` uses that gesture already", at: other.location(of: .gesture))])
    }
}
