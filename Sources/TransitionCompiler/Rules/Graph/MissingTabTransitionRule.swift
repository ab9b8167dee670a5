extension GraphCheck {
    static let missingTabTransition = GraphCheck(Rule(
        id: .missingTabTransition, severity: .warning, isFixed: false,
        summary: "a tab bar animates some switches between its tabs but not all",
        explanation: """
            A tab bar whose switches are declared pair by pair animates only the pairs written: \
            a switch left out jumps without the animation, and nothing else says so. Declare one \
            `tab` transition from the tab bar itself, without `to`, to animate every switch the \
            same way, or add the switches the message lists.
            """,
        triggeringExample: """
            version: 1
            screens:
              ↓bar: { root: true, container: tabBar, tabs: [feed, profile] }
              feed: {}
              profile: {}
            transitions:
              toProfile: { kind: tab, from: feed, to: profile, duration: 0.3 }

            """,
        passingExample: """
            version: 1
            screens:
              bar: { root: true, container: tabBar, tabs: [feed, profile] }
              feed: {}
              profile: {}
            transitions:
              switchTabs: { kind: tab, from: bar, duration: 0.3 }

            """
    )) { graph in
        let transitions = graph.transitions, screens = graph.screens, nodes = graph.nodes
        // The switches written, by node numbers, and the bars that declare all of theirs at once.
        var written: Set<[Int]> = [], wholeBars: Set<Int> = []
        for index in transitions.indices where transitions[index].kind == .tab {
            if let to = nodes.to[index] { written.insert([nodes.from[index], to]) } else { wholeBars.insert(nodes.from[index]) }
        }
        var diagnostics: [Diagnostic] = []
        for bar in screens.indices where screens[bar].container == .tabBar && !wholeBars.contains(bar) {  // screen `i` is node `i`
            let tabs = screens[bar].tabs.compactMap { nodes.node($0.id) }.uniqued()
            let pairs = tabs.flatMap { from in tabs.filter { $0 != from }.map { [from, $0] } }
            let missing = pairs.filter { !written.contains($0) }
            // None written: the app leaves every switch to UIKit, on purpose.
            guard !missing.isEmpty, missing.count < pairs.count else { continue }
            diagnostics.append(.missingTabTransition(screens[bar], switches: pairs.count,
                                                     missing: missing.map { (nodes.ids[$0[0]], nodes.ids[$0[1]]) }))
        }
        return diagnostics
    }
}

extension Diagnostic {
    /// A tab bar that animates some of its `switches`, not the `missing` ones
    /// (from, to), of which the message names three.
    static func missingTabTransition(_ bar: Screen, switches: Int, missing: [(from: String, to: String)]) -> Diagnostic {
        let shown = missing.prefix(3).map { "`\($0.from)` → `\($0.to)`" }.joined(separator: ", ")
        let more = missing.count > 3 ? " and \(missing.count - 3) more" : ""
        return Diagnostic(.missingTabTransition,
                          "tab bar `\(bar.id)` animates \(switches - missing.count) of its \(switches) switches, not \(shown)\(more); declare one `tab` transition from `\(bar.id)` for every switch",
                          at: bar.location)
    }
}
