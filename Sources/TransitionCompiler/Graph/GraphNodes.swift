import TransitionRuntime

/// The graph's relations with every id numbered once, for the graph and its
/// rules. Hashing a `String` id costs hundreds of instructions, and looking
/// the same ids up again and again was most of the rules' time on a large
/// spec set; a node number indexes an array instead.
///
/// Screen ids are unique (the resolver drops duplicates), so screen `i` is
/// node `i`. An id that names no screen, possible only in a spec set that
/// did not resolve, gets a number after them.
struct GraphNodes: Sendable {
    /// Node -> its id.
    let ids: [String]
    /// Per transition: the node of its `from`, and of its `to` if it has one.
    let from: [Int]
    let to: [Int?]
    /// Node -> indexes of the transitions that leave it / that name it as
    /// `to` / that present it / that push it, in spec order.
    let outgoing: NodeLists
    let incoming: NodeLists
    let presentations: NodeLists
    let pushes: NodeLists
    /// Node -> the tab bar screens that list it in `tabs`.
    let tabBars: NodeLists
    /// Node -> the root of the navigation stack it is on.
    let navigationRoot: [Int?]
    /// Node -> whether it is a screen with a path from a `root` screen.
    let reachable: [Bool]
    let screenCount: Int
    private let index: TextIndexTable

    var count: Int { ids.count }

    /// The node of an id, if the graph names it.
    func node(_ id: String) -> Int? { index.number(of: id) }

    /// The index in `screens` of a node's screen; nil for an id no screen has.
    func screen(_ node: Int) -> Int? { node < screenCount ? node : nil }

    /// The index in `screens` of the screen a transition leaves, if it names one.
    func fromScreen(_ transition: Int) -> Int? { screen(from[transition]) }

    init(_ specSet: SpecSet) {
        let screens = specSet.screens, transitions = specSet.transitions
        screenCount = screens.count

        // The resolver numbered the screens already, and found each
        // transition's: only a tab's screen can be an id no screen has.
        // Its texts are the screens' ids, in order: screen `i` is node `i`.
        var index = specSet.screenIndex
        func node(_ id: String) -> Int { index.add(id).number }
        let from = transitions.indices.map { transitions[$0].screens.from }
        let to = transitions.indices.map { transitions[$0].screens.to }
        var tabs: [(bar: Int, tab: Int)] = []
        for bar in screens.indices where screens[bar].container == .tabBar {
            for tab in screens[bar].tabs { tabs.append((bar, node(tab.id))) }
        }
        self.index = index
        let ids = index.texts
        self.ids = ids
        self.from = from
        self.to = to

        let outgoing = NodeLists(nodeCount: ids.count, itemCount: transitions.count) { from[$0] }
        self.outgoing = outgoing
        self.incoming = NodeLists(nodeCount: ids.count, itemCount: transitions.count) { to[$0] }
        // Each list is made in two passes; the kinds are read once, not in each.
        let kinds = transitions.indices.map { transitions[$0].kind }
        self.presentations = NodeLists(nodeCount: ids.count, itemCount: transitions.count) {
            kinds[$0] == .present ? to[$0] : nil
        }
        self.pushes = NodeLists(nodeCount: ids.count, itemCount: transitions.count) {
            kinds[$0] == .push ? to[$0] : nil
        }
        self.tabBars = NodeLists(nodeCount: ids.count, pairs: tabs.map { ($0.tab, $0.bar) })

        // Stack membership: breadth-first along pushes from each navigation root.
        var navigationRoot = [Int?](repeating: nil, count: ids.count)
        for root in screens.indices where screens[root].container == .navigation && navigationRoot[root] == nil {
            navigationRoot[root] = root
            var queue = [root], head = 0
            while head < queue.count {
                let screen = queue[head]
                head += 1
                for transition in outgoing[screen] where kinds[transition] == .push {
                    guard let to = to[transition], navigationRoot[to] == nil else { continue }
                    navigationRoot[to] = root
                    queue.append(to)
                }
            }
        }
        self.navigationRoot = navigationRoot

        // Reachability: from the roots along every transition and into the
        // tabs of a tab bar; only screens are reached.
        var reachable = [Bool](repeating: false, count: ids.count)
        var queue: [Int] = [], head = 0
        func reach(_ node: Int?) {
            guard let node, node < screens.count, !reachable[node] else { return }
            reachable[node] = true
            queue.append(node)
        }
        for screen in screens.indices where screens[screen].isRoot { reach(screen) }
        while head < queue.count {
            let screen = queue[head]
            head += 1
            for tab in screens[screen].tabs { reach(index.number(of: tab.id)) }
            for transition in outgoing[screen] { reach(to[transition]) }
        }
        self.reachable = reachable
    }
}
