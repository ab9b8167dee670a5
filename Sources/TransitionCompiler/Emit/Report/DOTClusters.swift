/// Which cluster of the DOT report each screen is drawn in, and which
/// cluster sits inside which. A screen that owns a manager is drawn inside
/// that manager's cluster (a navigation root inside its own stack, a tab bar
/// inside its tab cluster), and that cluster is drawn inside the cluster the
/// screen would otherwise sit in: a stack whose root is a tab sits inside the
/// tab bar's cluster; a presented navigation controller's stack, inside the
/// modal cluster of its presentation. Any other screen sits in the first
/// manager that serves it, in manager order.
struct DOTClusters {
    /// For each manager, the screens drawn directly in its cluster.
    private(set) var screens: [[String]]
    /// For each manager, the managers whose clusters are drawn inside it.
    private(set) var children: [[Int]]
    /// The managers drawn at the top level, in manager order.
    private(set) var roots: [Int]

    init(_ managers: [TransitionReport.ManagerFacts]) {
        screens = Array(repeating: [], count: managers.count)
        children = Array(repeating: [], count: managers.count)
        roots = []
        // The innermost cluster a screen owns: navigation or tab before modal.
        var owned: [String: Int] = [:]
        for (index, facts) in managers.enumerated() {
            let owner = facts.manager.owner
            if let existing = owned[owner], managers[existing].kind != .modal { continue }
            owned[owner] = index
        }
        var home: [String: Int] = [:]
        for (index, facts) in managers.enumerated() {
            for screen in facts.screens where home[screen] == nil && owned[screen] == nil { home[screen] = index }
        }
        for (screen, index) in owned { home[screen] = index }
        // A cluster's parent: the owner's modal cluster, for a stack or tab
        // bar it presents; else the first other cluster that serves its owner.
        var parent: [Int?] = Array(repeating: nil, count: managers.count)
        for (index, facts) in managers.enumerated() {
            let owner = facts.manager.owner
            if facts.kind != .modal, let modal = managers.indices.first(where: {
                managers[$0].kind == .modal && managers[$0].manager.owner == owner
            }) {
                parent[index] = modal
            } else {
                parent[index] = managers.indices.first {
                    $0 != index && managers[$0].manager.owner != owner && managers[$0].screens.contains(owner)
                }
            }
        }
        // A cycle of parents (a tab bar that is a tab of its own tab's stack)
        // is drawn flat rather than never.
        for index in managers.indices {
            var seen: Set<Int> = [index], next = parent[index]
            while let current = next {
                if !seen.insert(current).inserted { parent[index] = nil; break }
                next = parent[current]
            }
        }
        for index in managers.indices {
            if let outer = parent[index] { children[outer].append(index) } else { roots.append(index) }
        }
        for (index, facts) in managers.enumerated() {
            screens[index] = facts.screens.filter { home[$0] == index }
        }
        // Screens in screen order within each cluster (as `facts.screens` are).
    }
}
