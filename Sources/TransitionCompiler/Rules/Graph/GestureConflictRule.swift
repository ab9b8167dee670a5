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
              showInfo: { kind: present, from: detail, to: info, duration: 0.3, curve: linear, interaction: standard, gesture: { direction: right } }
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
        // A pan by its direction and its screen's node number. Only the number
        // is hashed: an enum with String raw values hashes its raw value.
        struct Pan: Hashable {
            let screen: Int
            let direction: GestureDirection

            func hash(into hasher: inout Hasher) { hasher.combine(screen) }
        }
        let transitions = graph.transitions, nodes = graph.nodes
        var first: [Pan: Int] = [:]
        first.reserveCapacity(transitions.count)
        var diagnostics: [Diagnostic] = []
        for index in transitions.indices {
            guard transitions[index].interaction.isInteractive, let direction = transitions[index].gesture?.direction
            else { continue }
            let pan = Pan(screen: nodes.from[index], direction: direction)
            // One lookup for a first pan; a second one only puts the first back.
            guard let earlier = first.updateValue(index, forKey: pan) else { continue }
            first[pan] = earlier
            let transition = transitions[index], other = transitions[earlier]
            diagnostics.append(Diagnostic(
                .gestureConflict,
                "`\(transition.id)` and `\(other.id)` both start with a pan `\(direction.rawValue)` on `\(transition.from.id)`",
                at: transition.location(of: .gesture),
                notes: [DiagnosticNote("`\(other.id)` uses that gesture already", at: other.location(of: .gesture))]))
        }
        return diagnostics
    }
}
