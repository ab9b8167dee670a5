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
    private let screenIndex: [String: Int]

    public func screen(_ id: String) -> Screen? {
        screenIndex[id].map { screens[$0] }
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
        var screenIndex: [String: Int] = [:]
        for (index, screen) in specSet.screens.enumerated() { screenIndex[screen.id] = index }
        self.screenIndex = screenIndex

        var presentations: [String: [Int]] = [:], pushes: [String: [Int]] = [:]
        var outgoing: [String: [Int]] = [:], incoming: [String: [Int]] = [:]
        for (index, transition) in specSet.transitions.enumerated() {
            outgoing[transition.from.id, default: []].append(index)
            guard let to = transition.to?.id else { continue }
            incoming[to, default: []].append(index)
            if transition.kind == .present { presentations[to, default: []].append(index) }
            if transition.kind == .push { pushes[to, default: []].append(index) }
        }
        self.presentations = presentations
        self.pushes = pushes
        self.outgoing = outgoing
        self.incoming = incoming

        var tabBars: [String: [String]] = [:]
        for screen in specSet.screens where screen.container == .tabBar {
            for tab in screen.tabs { tabBars[tab.id, default: []].append(screen.id) }
        }
        self.tabBars = tabBars

        // Stack membership: breadth-first along pushes from each navigation root.
        var navigationRoot: [String: String] = [:]
        for root in specSet.screens where root.container == .navigation {
            guard navigationRoot[root.id] == nil else { continue }
            navigationRoot[root.id] = root.id
            var queue = [root.id], head = 0
            while head < queue.count {
                let screen = queue[head]
                head += 1
                for index in outgoing[screen, default: []] {
                    let transition = specSet.transitions[index]
                    guard transition.kind == .push, let to = transition.to?.id, navigationRoot[to] == nil else { continue }
                    navigationRoot[to] = root.id
                    queue.append(to)
                }
            }
        }
        self.navigationRoot = navigationRoot

        // Reachability: from the roots along every transition and into the
        // tabs of a tab bar.
        var reachable: Set<String> = []
        var queue = specSet.screens.filter(\.isRoot).map(\.id), head = 0
        reachable.formUnion(queue)
        while head < queue.count {
            let screen = queue[head]
            head += 1
            var next: [String] = []
            if let index = screenIndex[screen] { next += specSet.screens[index].tabs.map(\.id) }
            for index in outgoing[screen, default: []] {
                let transition = specSet.transitions[index]
                if let to = transition.to?.id { next.append(to) }
            }
            for id in next where screenIndex[id] != nil && reachable.insert(id).inserted { queue.append(id) }
        }
        self.reachable = reachable

        managers = Self.buildManagers(specSet, presentations: presentations, navigationRoot: navigationRoot,
                                      tabBars: tabBars)
    }

    /// One modal manager per presented screen, one navigation manager per
    /// navigation root, one tab manager per tab bar; in screen order. Each
    /// transition is filed under its manager in one pass.
    private static func buildManagers(_ specSet: SpecSet, presentations: [String: [Int]],
                                      navigationRoot: [String: String], tabBars: [String: [String]]) -> [TransitionManager] {
        let transitions = specSet.transitions
        var modal: [String: [Int]] = [:], navigation: [String: [Int]] = [:], tab: [String: [Int]] = [:]
        for (index, transition) in transitions.enumerated() {
            switch transition.kind {
            case .present: if let to = transition.to?.id { modal[to, default: []].append(index) }
            case .dismiss: modal[transition.from.id, default: []].append(index)
            case .push, .pop:
                if let root = navigationRoot[transition.from.id] { navigation[root, default: []].append(index) }
            case .tab:
                if let bar = tabBars[transition.from.id]?.first { tab[bar, default: []].append(index) }
            }
        }
        func interactive(_ indexes: [Int]) -> [Int] { indexes.filter { transitions[$0].interaction.isInteractive } }
        var managers: [TransitionManager] = []
        for screen in specSet.screens {
            if let presents = presentations[screen.id] {
                let animators = modal[screen.id, default: []]
                managers.append(TransitionManager(
                    kind: .modal, owner: screen.id, presentation: transitions[presents[0]].presentation ?? .custom,
                    vendsPresentationController: presents.contains { transitions[$0].presentation == .custom },
                    animators: animators, interactionControllers: interactive(animators)))
            }
            if screen.container == .navigation, navigationRoot[screen.id] == screen.id {
                let animators = navigation[screen.id, default: []]
                managers.append(TransitionManager(
                    kind: .navigation, owner: screen.id, presentation: nil, vendsPresentationController: false,
                    animators: animators, interactionControllers: interactive(animators)))
            }
            if screen.container == .tabBar {
                let animators = tab[screen.id, default: []]
                managers.append(TransitionManager(
                    kind: .tab, owner: screen.id, presentation: nil, vendsPresentationController: false,
                    animators: animators, interactionControllers: interactive(animators)))
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
