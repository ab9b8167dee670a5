extension GraphCheck {
    static let tabOutsideTabBar = GraphCheck(Rule(
        id: .tabOutsideTabBar, severity: .error, isFixed: false,
        summary: "a tab transition between screens that are not tabs of one tab bar",
        explanation: """
            A tab transition animates a `UITabBarController` switching between two of its tabs, so \
            `from` and `to` must both be listed in the `tabs` of one screen with `container: tabBar`. \
            To animate every switch of a tab bar the same way, declare one `tab` transition from \
            the tab bar itself, without `to`.
            """,
        triggeringExample: """
            version: 1
            screens:
              bar: { root: true, container: tabBar, tabs: [feed] }
              feed: {}
              profile: {}
            transitions:
              ↓switch: { kind: tab, from: feed, to: profile, duration: 0.3 }

            """,
        passingExample: """
            version: 1
            screens:
              bar: { root: true, container: tabBar, tabs: [feed, profile] }
              feed: {}
              profile: {}
            transitions:
              switch: { kind: tab, from: feed, to: profile, duration: 0.3 }

            """
    )) { graph in
        let transitions = graph.transitions, nodes = graph.nodes
        var diagnostics: [Diagnostic] = []
        for index in transitions.indices {
            guard transitions[index].kind == .tab else { continue }
            // One from the bar itself is every switch between its tabs.
            if nodes.to[index] == nil { continue }
            let fromBars = Set(nodes.tabBars[nodes.from[index]])
            let toBars = nodes.to[index].map { nodes.tabBars[$0] } ?? []
            guard !toBars.contains(where: fromBars.contains) else { continue }
            let transition = transitions[index]
            diagnostics.append(.tabOutsideTabBar(transition))
        }
        return diagnostics
    }
}

extension Diagnostic {
    /// A `tab` transition between screens no one tab bar holds.
    static func tabOutsideTabBar(_ transition: Transition) -> Diagnostic {
        let to = transition.to?.id ?? "?"
        return Diagnostic(.tabOutsideTabBar,
                          "`\(transition.id)` switches from `\(transition.from.id)` to `\(to)`, which are not tabs of one tab bar",
                          at: transition.location)
    }
}
