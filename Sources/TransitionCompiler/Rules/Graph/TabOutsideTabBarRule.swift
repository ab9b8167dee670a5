extension GraphCheck {
    static let tabOutsideTabBar = GraphCheck(Rule(
        id: .tabOutsideTabBar, severity: .error, isFixed: false,
        summary: "a tab transition between screens that are not tabs of one tab bar",
        explanation: """
            A tab transition animates a `UITabBarController` switching between two of its tabs, so \
            `from` and `to` must both be listed in the `tabs` of one screen with `container: tabBar`.
            """,
        triggeringExample: """
            version: 1
            screens:
              bar: { root: true, container: tabBar, tabs: [feed] }
              feed: {}
              profile: {}
            transitions:
              switch: { kind: tab, from: feed, to: profile, duration: 0.3 }

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
        graph.transitions.filter { $0.kind == .tab }.compactMap { transition in
            let fromBars = Set(graph.tabBars[transition.from.id, default: []])
            let toBars = graph.tabBars[transition.to?.id ?? "", default: []]
            guard !toBars.contains(where: fromBars.contains) else { return nil }
            let to = transition.to?.id ?? "?"
            return Diagnostic(.tabOutsideTabBar,
                              "`\(transition.id)` switches from `\(transition.from.id)` to `\(to)`, which are not tabs of one tab bar",
                              at: transition.location)
        }
    }
}
