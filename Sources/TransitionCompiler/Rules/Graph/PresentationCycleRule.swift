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
              ↓aToB: { kind: present, from: a, to: b, duration: 0.3 }
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
        // Tarjan, on node numbers); a component of two or more screens, or a
        // screen presenting itself, is a cycle. Reported once, at the cycle's
        // first transition.
        let transitions = graph.transitions, nodes = graph.nodes
        let unvisited = -1
        var order = [Int](repeating: unvisited, count: nodes.count), low = order, componentOf = order
        var onStack = [Bool](repeating: false, count: nodes.count), stack: [Int] = []
        // Whether the DFS met a present from a node to itself: a component of
        // one node is a cycle only then, and most components are one screen
        // that presents nothing back, whose edges need no second look.
        var presentsItself = [Bool](repeating: false, count: nodes.count)
        var visited = 0, components = 0
        var component: [Int] = []  // the last one found, reused
        var diagnostics: [Diagnostic] = []

        func visit(_ node: Int) {
            order[node] = visited
            low[node] = visited
            visited += 1
            stack.append(node)
            onStack[node] = true
        }
        // Only the presents inside a component can close a cycle; looking at
        // each member's own edges keeps this linear in the graph's size.
        func reportCycle() {
            if component.count == 1, !presentsItself[component[0]] { return }
            var inCycle: [Int] = []
            for member in component {
                for index in nodes.outgoing[member] where transitions[index].kind == .present {
                    if let target = nodes.to[index], componentOf[target] == componentOf[member] { inCycle.append(index) }
                }
            }
            guard !inCycle.isEmpty else { return }
            inCycle.sort()
            let transition = transitions[inCycle[0]]
            // In screen order (an id of no screen sorts as the first screen).
            let path = component.sorted { (nodes.screen($0) ?? 0) < (nodes.screen($1) ?? 0) }
                .map { "`\(nodes.ids[$0])`" }.joined(separator: ", ")
            let continuing = inCycle.dropFirst().map { transitions[$0] }
            diagnostics.append(component.count == 1 ? .presentationCycleSelf(transition, continuedBy: continuing)
                                   : .presentationCycle(transition, through: path, continuedBy: continuing))
        }

        var work: [(node: Int, next: Int)] = []  // reused from one start to the next
        for start in graph.screens.indices where order[start] == unvisited {  // screen `i` is node `i`
            work.append((start, 0))
            visit(start)
            while let (node, next) = work.last {
                let outgoing = nodes.outgoing.positions(of: node)
                if next < outgoing.count {
                    work[work.count - 1].next += 1
                    let index = nodes.outgoing.item(at: outgoing.lowerBound + next)
                    guard transitions[index].kind == .present, let target = nodes.to[index] else { continue }
                    if target == node { presentsItself[node] = true }
                    if order[target] == unvisited {
                        visit(target)
                        work.append((target, 0))
                    } else if onStack[target] {
                        low[node] = min(low[node], order[target])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last { low[parent.node] = min(low[parent.node], low[node]) }
                if low[node] == order[node] {
                    component.removeAll(keepingCapacity: true)
                    while let top = stack.popLast() {
                        onStack[top] = false
                        componentOf[top] = components
                        component.append(top)
                        if top == node { break }
                    }
                    components += 1
                    reportCycle()
                }
            }
        }
        return diagnostics.sorted { ($0.location.file, $0.location.range.start) < ($1.location.file, $1.location.range.start) }
    }
}

extension Diagnostic {
    /// A screen that presents itself; `continuing`, the other transitions that do.
    static func presentationCycleSelf(_ transition: Transition, continuedBy continuing: [Transition]) -> Diagnostic {
        Diagnostic(.presentationCycleSelf, "`\(transition.from.id)` presents itself, so it can stack on top of itself",
                   at: transition.location, notes: cycleNotes(continuing))
    }

    /// Screens that present each other in a cycle, `path` listing them; said
    /// at the cycle's first transition, with a note at each other one.
    static func presentationCycle(_ transition: Transition, through path: String, continuedBy continuing: [Transition]) -> Diagnostic {
        Diagnostic(.presentationCycle, "presenting cycles through \(path): each can be presented on top of itself",
                   at: transition.location, notes: cycleNotes(continuing))
    }

    private static func cycleNotes(_ continuing: [Transition]) -> [DiagnosticNote] {
        continuing.map { DiagnosticNote("`\($0.id)` continues the cycle", at: $0.location) }
    }
}
