import TransitionRuntime

/// The checked spec set as the app will have it at run time: screens as
/// nodes, transitions as edges, and the managers that vend them.
public struct TransitionGraph: Sendable {
    public let specSet: SpecSet
    public var screens: [Screen] { specSet.screens }
    public var transitions: [Transition] { specSet.transitions }
    /// The managers, in screen order.
    private let managerSource: ManagerSource
    public var managers: [TransitionManager] {
        switch managerSource {
        // Read without a lock: the emitters read them once for every row,
        // on all cores at once.
        case .built(let managers): return managers
        case .onFirstRead(let table): return table.managers { Self.buildManagers(specSet, nodes) }
        case .withheld:
            preconditionFailure("graph rules run while the managers are built: derive what a rule needs from the nodes")
        }
    }

    enum ManagerSource {
        case built([TransitionManager])
        case onFirstRead(ManagerTable)
        /// In the graph the rules read (`GraphCheck.buildAndCheck`), which
        /// may be while the managers are made.
        case withheld
    }
    /// The relations by node number; the lookups below go through them, so
    /// that building the graph hashes no id a second time.
    let nodes: GraphNodes

    public func screen(_ id: String) -> Screen? {
        nodes.node(id).flatMap(nodes.screen).map { screens[$0] }
    }

    /// The root of the navigation stack a screen is on (the root itself, and
    /// every screen pushed from a screen on the stack); nil when on none.
    public func navigationRoot(of id: String) -> String? {
        nodes.node(id).flatMap { nodes.navigationRoot[$0] }.map { nodes.ids[$0] }
    }

    /// Whether a screen has a path from a `root` screen.
    public func isReachable(_ id: String) -> Bool {
        nodes.node(id).map { nodes.reachable[$0] } ?? false
    }

    /// The tab bar screens that list a screen in `tabs`.
    public func tabBars(listing id: String) -> [String] {
        nodes.node(id).map { nodes.tabBars[$0].map { nodes.ids[$0] } } ?? []
    }

    /// Indexes of the transitions that leave a screen, in spec order.
    public func outgoing(from id: String) -> [Int] {
        nodes.node(id).map { Array(nodes.outgoing[$0]) } ?? []
    }

    /// Where a transition can land: its `to`, or for a dismiss the screens
    /// that present it and for a pop the screens that push it, in spec order.
    public func targets(of transition: Transition) -> [String] {
        switch transition.kind {
        case .dismiss, .pop:
            guard let from = nodes.node(transition.from.id) else { return [] }
            return arrivals(returnedFrom: from, by: transition.kind).map { nodes.ids[nodes.from[$0]] }.uniqued()
        case .tab where transition.to == nil:
            // From the tab bar itself: every one of its tabs.
            return screen(transition.from.id)?.tabs.map(\.id) ?? []
        case .present, .push, .tab:
            return transition.to.map { [$0.id] } ?? []
        }
    }

    /// The node of the one screen the transition at `index` lands on, as the
    /// generated table's `to` names it: its own `to`, or the only target of a
    /// dismiss or pop; nil when there is none or more than one. By node
    /// number and without building the list, as it is asked for every row.
    func soleTargetNode(ofTransitionAt index: Int) -> Int? {
        if let to = nodes.to[index] { return to }
        let kind = transitions[index].kind
        guard kind == .dismiss || kind == .pop else { return nil }
        let arrivals = arrivals(returnedFrom: nodes.from[index], by: kind)
        guard let first = arrivals.first.map({ nodes.from[$0] }) else { return nil }
        return arrivals.allSatisfy { nodes.from[$0] == first } ? first : nil
    }

    /// The transitions a dismiss or pop leaving node `screen` undoes: those
    /// that present it, or that push it. Their `from`s are its targets.
    private func arrivals(returnedFrom screen: Int, by kind: TransitionKind) -> NodeList {
        kind == .dismiss ? nodes.presentations[screen] : nodes.pushes[screen]
    }

    public init(_ specSet: SpecSet) {
        let nodes = GraphNodes(specSet)
        self.init(specSet, nodes: nodes, managers: .built(Self.buildManagers(specSet, nodes)))
    }

    init(_ specSet: SpecSet, nodes: GraphNodes, managers: ManagerSource) {
        self.specSet = specSet
        self.nodes = nodes
        managerSource = managers
    }

    /// One modal manager per presented screen, one navigation manager per
    /// navigation root, one tab manager per tab bar; in screen order. Each
    /// transition is filed under its manager in one pass, into flat lists
    /// (`NodeLists`) rather than an array per screen grown by appends.
    static func buildManagers(_ specSet: SpecSet, _ nodes: GraphNodes) -> [TransitionManager] {
        let transitions = specSet.transitions, screens = specSet.screens
        var modal: [(node: Int, item: Int)] = [], navigation: [(node: Int, item: Int)] = []
        var tab: [(node: Int, item: Int)] = []
        for index in transitions.indices {
            let from = nodes.from[index]
            switch transitions[index].kind {
            case .present: if let to = nodes.to[index] { modal.append((to, index)) }
            case .dismiss: modal.append((from, index))
            case .push, .pop: if let root = nodes.navigationRoot[from] { navigation.append((root, index)) }
            case .tab:
                // From the bar itself (every switch between its tabs), or from one of its tabs.
                let isBar = nodes.screen(from).map { screens[$0].container == .tabBar } ?? false
                let bar = isBar && nodes.to[index] == nil ? from : nodes.tabBars[from].first
                if let bar { tab.append((bar, index)) }
            }
        }
        let modalLists = NodeLists(nodeCount: nodes.count, pairs: modal)
        let navigationLists = NodeLists(nodeCount: nodes.count, pairs: navigation)
        let tabLists = NodeLists(nodeCount: nodes.count, pairs: tab)
        func manager(_ kind: TransitionManager.Kind, owner: String, presentation: Presentation? = nil,
                     vendsPresentationController: Bool = false, _ list: NodeList) -> TransitionManager {
            TransitionManager(kind: kind, owner: owner, presentation: presentation,
                              vendsPresentationController: vendsPresentationController, animators: Array(list),
                              interactionControllers: list.filter { transitions[$0].interaction.isInteractive })
        }
        var managers: [TransitionManager] = []
        for screen in screens.indices {  // screen `i` is node `i`
            let owner = screens[screen].id, container = screens[screen].container
            let presents = nodes.presentations[screen]
            if let first = presents.first {
                managers.append(manager(
                    .modal, owner: owner, presentation: transitions[first].presentation ?? .custom,
                    vendsPresentationController: presents.contains { transitions[$0].presentation == .custom },
                    modalLists[screen]))
            }
            if container == .navigation, nodes.navigationRoot[screen] == screen {
                managers.append(manager(.navigation, owner: owner, navigationLists[screen]))
            }
            if container == .tabBar {
                managers.append(manager(.tab, owner: owner, tabLists[screen]))
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
