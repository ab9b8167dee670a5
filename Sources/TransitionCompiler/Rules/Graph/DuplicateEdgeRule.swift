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
        var first: [String: Int] = [:]
        var diagnostics: [Diagnostic] = []
        for (index, transition) in graph.transitions.enumerated() {
            let key = "\(transition.kind.rawValue)\u{0}\(transition.from.id)\u{0}\(transition.to?.id ?? "")"
            guard let earlier = first[key] else {
                first[key] = index
                continue
            }
            let other = graph.transitions[earlier]
            let between = transition.to.map { "from `\(transition.from.id)` to `\($0.id)`" } ?? "from `\(transition.from.id)`"
            diagnostics.append(Diagnostic(
                .duplicateEdge, "`\(transition.id)` is a second `\(transition.kind.rawValue)` \(between)",
                at: transition.location, notes: [DiagnosticNote("`\(other.id)` is the first", at: other.location)]))
        }
        return diagnostics
    }
}
