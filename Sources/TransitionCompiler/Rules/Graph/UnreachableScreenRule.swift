extension GraphCheck {
    static let unreachableScreen = GraphCheck(Rule(
        id: .unreachableScreen, severity: .warning, isFixed: false,
        summary: "a screen with no path from a root screen",
        explanation: """
            Nothing leads to this screen: no transition from a screen that can be reached from a \
            `root` screen ends at it, and no reachable tab bar lists it. It is dead code in the \
            spec, or a transition to it is missing. Add the transition that shows it, mark it \
            `root: true` if it is an entry point, or delete it.
            """,
        triggeringExample: "version: 1\nscreens:\n  home: { root: true }\n  ↓orphan: {}\n",
        passingExample: "version: 1\nscreens:\n  home: { root: true }\n  orphan: { root: true }\n"
    )) { graph in
        let screens = graph.screens, nodes = graph.nodes
        guard screens.contains(where: \.isRoot) else { return [] }  // `no-root` says it all
        return screens.indices.filter { !nodes.reachable[$0] }.map { index in  // screen `i` is node `i`
            .unreachableScreen(screens[index])
        }
    }
}

extension Diagnostic {
    /// A screen nothing leads to.
    static func unreachableScreen(_ screen: Screen) -> Diagnostic {
        Diagnostic(.unreachableScreen, "screen `\(screen.id)` cannot be reached from any root screen", at: screen.location)
    }
}
