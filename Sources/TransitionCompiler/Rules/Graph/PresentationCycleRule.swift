extension GraphCheck {
    static let presentationCycle = GraphCheck(Rule(
        id: .presentationCycle, severity: .warning, isFixed: false,
        summary: "a screen can be presented on top of itself",
        explanation: """
            Following `present` transitions from this screen leads back to it, so the app can \
            stack a second copy of it on the first, and the user must dismiss each in turn. \
            Usually the last step should dismiss back instead of presenting again.
            """,
        triggeringExample: """
            version: 1
            screens:
              home: { root: true }
              a: {}
              b: {}
            transitions:
              toA: { kind: present, from: home, to: a, duration: 0.3 }
              aToB: { kind: present, from: a, to: b, duration: 0.3 }
              bToA: { kind: present, from: b, to: a, duration: 0.3 }
              closeA: { kind: dismiss, from: a, duration: 0.3 }
              closeB: { kind: dismiss, from: b, duration: 0.3 }

            """,
        passingExample: """
            version: 1
            screens:
              home: { root: true }
              a: {}
              b: {}
            transitions:
              toA: { kind: present, from: home, to: a, duration: 0.3 }
              aToB: { kind: present, from: a, to: b, duration: 0.3 }
              closeA: { kind: dismiss, from: a, duration: 0.3 }
              closeB: { kind: dismiss, from: b, duration: 0.3 }

            """
    )) { graph in
        // Strongly connected components of the "presents" relation (iterative
        // Tarjan); a component of two or more screens, or a screen presenting
        // itself, is a cycle. Reported once, at the cycle's first transition.
        let presents = graph.transitions.indices.filter { graph.transitions[$0].kind == .present }
        var edges: [String: [Int]] = [:]
        for index in presents { edges[graph.transitions[index].from.id, default: []].append(index) }
        var order: [String: Int] = [:], low: [String: Int] = [:], onStack: Set<String> = [], stack: [String] = []
        var components: [[String]] = []
        for start in graph.screens.map(\.id) where order[start] == nil {
            var work: [(screen: String, next: Int)] = [(start, 0)]
            order[start] = order.count; low[start] = order[start]; stack.append(start); onStack.insert(start)
            while let (screen, next) = work.last {
                let outgoing = edges[screen, default: []]
                if next < outgoing.count {
                    work[work.count - 1].next += 1
                    guard let target = graph.transitions[outgoing[next]].to?.id else { continue }
                    if order[target] == nil {
                        order[target] = order.count; low[target] = order[target]
                        stack.append(target); onStack.insert(target)
                        work.append((target, 0))
                    } else if onStack.contains(target) {
                        low[screen] = min(low[screen]!, order[target]!)
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last { low[parent.screen] = min(low[parent.screen]!, low[screen]!) }
                if low[screen] == order[screen] {
                    var component: [String] = []
                    while let top = stack.popLast() {
                        onStack.remove(top)
                        component.append(top)
                        if top == screen { break }
                    }
                    components.append(component)
                }
            }
        }
        // Only the presents inside a component can close a cycle; looking at
        // each member's own edges keeps this linear in the graph's size.
        var screenOrder: [String: Int] = [:]
        for (index, screen) in graph.screens.enumerated() { screenOrder[screen.id] = index }
        var diagnostics: [Diagnostic] = []
        for component in components {
            let members = Set(component)
            let inCycle = component.flatMap { member in
                edges[member, default: []].filter { members.contains(graph.transitions[$0].to?.id ?? "") }
            }.sorted()
            guard let first = inCycle.first else { continue }
            let transition = graph.transitions[first]
            let path = component.sorted { screenOrder[$0, default: 0] < screenOrder[$1, default: 0] }
                .map { "`\($0)`" }.joined(separator: ", ")
            diagnostics.append(Diagnostic(
                .presentationCycle,
                members.count == 1 ? "`\(transition.from.id)` presents itself, so it can stack on top of itself"
                    : "presenting cycles through \(path): each can be presented on top of itself",
                at: transition.location,
                notes: inCycle.dropFirst().map { DiagnosticNote("`\(graph.transitions[$0].id)` continues the cycle", at: graph.transitions[$0].location) }))
        }
        return diagnostics.sorted { ($0.location.file, $0.location.range.start) < ($1.location.file, $1.location.range.start) }
    }
}
