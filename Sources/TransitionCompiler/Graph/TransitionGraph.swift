import TransitionRuntime

/// The checked spec set as the app will have it at run time: screens as
/// nodes, transitions as edges, and the managers that vend them.
public struct TransitionGraph: Sendable {
    public let specSet: SpecSet
    public var screens: [Screen] { specSet.screens }
    public var transitions: [Transition] { specSet.transitions }
    public let managers: [TransitionManager]
    /// Screen id -> the root of the navigation stack it is on (the root
    /// itself, and every screen pushed from a screen on the stack).
    public let navigationRoot: [String: String]
    /// Screens with a path from a `root` screen.
    public let reachable: Set<String>
    /// Screen id -> indexes of the transitions that present it / push it.
    public let presentations: [String: [Int]]
    public let pushes: [String: [Int]]
    /// Screen id -> indexes of the transitions that leave it / that name it as `to`.
    public let outgoing: [String: [Int]]
    public let incoming: [String: [Int]]
    /// Screen id -> the tab bar screens that list it in `tabs`.
    public let tabBars: [String: [String]]
    /// The same relations by node number, for the rules.
    let nodes: GraphNodes

    public func screen(_ id: String) -> Screen? {
        nodes.node(id).flatMap(nodes.screen).map { screens[$0] }
    }

    /// Where a transition can land: its `to`, or for a dismiss the screens
    /// that present it and for a pop the screens that push it, in spec order.
    public func targets(of transition: Transition) -> [String] {
        switch transition.kind {
        case .dismiss:
            return presentations[transition.from.id, default: []].map { transitions[$0].from.id }.uniqued()
        case .pop:
            return pushes[transition.from.id, default: []].map { transitions[$0].from.id }.uniqued()
        case .present, .push, .tab:
            return transition.to.map { [$0.id] } ?? []
        }
    }

    public init(_ specSet: SpecSet) {
        self.specSet = specSet
        let nodes = GraphNodes(specSet)
        self.nodes = nodes
        // The public dictionaries hash each id once more: per node, not per transition.
        func byID<Value>(_ lists: [[Value]]) -> [String: [Value]] {
            var dictionary = [String: [Value]](minimumCapacity: lists.reduce(0) { $1.isEmpty ? $0 : $0 + 1 })
            for node in lists.indices where !lists[node].isEmpty { dictionary[nodes.ids[node]] = lists[node] }
            return dictionary
        }
        presentations = byID(nodes.presentations)
        pushes = byID(nodes.pushes)
        outgoing = byID(nodes.outgoing)
        incoming = byID(nodes.incoming)
        tabBars = byID(nodes.tabBars.map { $0.map { nodes.ids[$0] } })

        var navigationRoot = [String: String](minimumCapacity: nodes.navigationRoot.reduce(0) { $1 == nil ? $0 : $0 + 1 })
        for node in nodes.navigationRoot.indices {
            if let root = nodes.navigationRoot[node] { navigationRoot[nodes.ids[node]] = nodes.ids[root] }
        }
        self.navigationRoot = navigationRoot

        var reachable = Set<String>(minimumCapacity: nodes.reachable.reduce(0) { $1 ? $0 + 1 : $0 })
        for node in nodes.reachable.indices where nodes.reachable[node] { reachable.insert(nodes.ids[node]) }
        self.reachable = reachable

        managers = Self.buildManagers(specSet, nodes)
    }

    /// One modal manager per presented screen, one navigation manager per
    /// navigation root, one tab manager per tab bar; in screen order. Each
    /// transition is filed under its manager in one pass.
    private static func buildManagers(_ specSet: SpecSet, _ nodes: GraphNodes) -> [TransitionManager] {
        let transitions = specSet.transitions, screens = specSet.screens
        let none = [[Int]](repeating: [], count: nodes.count)
        var modal = none, navigation = none, tab = none
        for index in transitions.indices {
            let from = nodes.from[index]
            switch transitions[index].kind {
            case .present: if let to = nodes.to[index] { modal[to].append(index) }
            case .dismiss: modal[from].append(index)
            case .push, .pop: if let root = nodes.navigationRoot[from] { navigation[root].append(index) }
            case .tab: if let bar = nodes.tabBars[from].first { tab[bar].append(index) }
            }
        }
        func interactive(_ indexes: [Int]) -> [Int] { indexes.filter { transitions[$0].interaction.isInteractive } }
        var managers: [TransitionManager] = []
        for screen in screens.indices {  // screen `i` is node `i`
            let owner = screens[screen].id, container = screens[screen].container
            let presents = nodes.presentations[screen]
            if let first = presents.first {
                managers.append(TransitionManager(
                    kind: .modal, owner: owner, presentation: transitions[first].presentation ?? .custom,
                    vendsPresentationController: presents.contains { transitions[$0].presentation == .custom },
                    animators: modal[screen], interactionControllers: interactive(modal[screen])))
            }
            if container == .navigation, nodes.navigationRoot[screen] == screen {
                managers.append(TransitionManager(
                    kind: .navigation, owner: owner, presentation: nil, vendsPresentationController: false,
                    animators: navigation[screen], interactionControllers: interactive(navigation[screen])))
            }
            if container == .tabBar {
                managers.append(TransitionManager(
                    kind: .tab, owner: owner, presentation: nil, vendsPresentationController: false,
                    animators: tab[screen], interactionControllers: interactive(tab[screen])))
            }
        }
        return managers
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
