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
              ↓openAgain: { kind: present, from: home, to: card, duration: 0.4 }
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
        let transitions = graph.transitions, nodes = graph.nodes
        var first = FirstIndexTable(capacity: transitions.count)
        var diagnostics: [Diagnostic] = []
        for index in transitions.indices {
            // A move: its kind and its screens' node numbers, each below 2^30 (a
            // screen takes several bytes of a file, and a file is read into memory).
            let to = UInt64(truncatingIfNeeded: (nodes.to[index] ?? -1) + 1)
            let move = UInt64(transitions[index].kind.ordinal) << 60 | UInt64(truncatingIfNeeded: nodes.from[index]) << 30 | to
            guard let earlier = first.firstIndex(of: move, orInsert: index) else { continue }
            let transition = transitions[index], other = transitions[earlier]
            diagnostics.append(.duplicateEdge(transition, first: other))
        }
        return diagnostics
    }
}

extension Diagnostic {
    /// A second transition of `first`'s kind between the same screens.
    static func duplicateEdge(_ transition: Transition, first other: Transition) -> Diagnostic {
        let between = transition.to.map { "from `\(transition.from.id)` to `\($0.id)`" } ?? "from `\(transition.from.id)`"
        return Diagnostic(.duplicateEdge, "`\(transition.id)` is a second `\(transition.kind.rawValue)` \(between)",
                          at: transition.location, notes: [DiagnosticNote("`\(other.id)` is the first", at: other.location)])
    }
}
