import TransitionRuntime

extension GraphCheck {
    static let duplicateEdge = GraphCheck(Rule(
        id: .duplicateEdge, severity: .warning, isFixed: false,
        summary: "two transitions of the same kind between the same screens",
        explanation: """
            UIKit asks for one animator per kind of move between two screens; two specs for the \
            same move means one of them is never used, and which one depends on code you cannot \
            see in the spec. Delete one, or merge their fields.
            """,
        triggeringExample: """
            version: 1
            screens:
              home: { root: true }
              card: {}
            transitions:
              open: { kind: present, from: home, to: card, duration: 0.3 }
              openAgain: { kind: present, from: home, to: card, duration: 0.4 }
              close: { kind: dismiss, from: card, duration: 0.3 }

            """,
        passingExample: """
            version: 1
            screens:
              home: { root: true }
              card: {}
            transitions:
              open: { kind: present, from: home, to: card, duration: 0.3 }
              close: { kind: dismiss, from: card, duration: 0.3 }

            """
    )) { graph in
        // A move by its kind and its screens' node numbers. Only the numbers
        // are hashed: an enum with String raw values hashes its raw value.
        struct Move: Hashable {
            let kind: TransitionKind
            let from: Int
            let to: Int?

            func hash(into hasher: inout Hasher) {
                hasher.combine(from)
                hasher.combine(to)
            }
        }
        let transitions = graph.transitions, nodes = graph.nodes
        var first: [Move: Int] = [:]
        first.reserveCapacity(transitions.count)
        var diagnostics: [Diagnostic] = []
        for index in transitions.indices {
            let move = Move(kind: transitions[index].kind, from: nodes.from[index], to: nodes.to[index])
            // One lookup for a first move; a second one only puts the first back.
            guard let earlier = first.updateValue(index, forKey: move) else { continue }
            first[move] = earlier
            let transition = transitions[index], other = transitions[earlier]
            let between = transition.to.map { "from `\(transition.from.id)` to `\($0.id)`" } ?? "from `\(transition.from.id)`"
            diagnostics.append(Diagnostic(
                .duplicateEdge, "`\(transition.id)` is a second `\(transition.kind.rawValue)` \(between)",
                at: transition.location, notes: [DiagnosticNote("`\(other.id)` is the first", at: other.location)]))
        }
        return diagnostics
    }
}
