/// A list of numbers for each node of the graph (the transitions that leave
/// it, the tab bars that list it, …), all in one array. Tens of thousands of
/// small arrays, each allocated and grown on its own, were most of the time
/// spent building the graph of a large spec.
struct NodeLists: Sendable {
    /// Where each node's list starts in `items`; one more than there are
    /// nodes. 32-bit, as the items: the lists of a large spec set are
    /// megabytes of fresh memory, each page a fault.
    private let starts: [Int32]
    private let items: [Int32]

    /// `pairs` are (node, item), in the order each node's list should have.
    init(nodeCount: Int, pairs: [(node: Int, item: Int)]) {
        self.init(nodeCount: nodeCount, itemCount: pairs.count, node: { pairs[$0].node }, item: { pairs[$0].item })
    }

    /// Items `0..<itemCount`, each in the list of `node(item)` (in none
    /// when that is nil), in order: no array of pairs to make first.
    init(nodeCount: Int, itemCount: Int, node: (Int) -> Int?) {
        self.init(nodeCount: nodeCount, itemCount: itemCount, node: node, item: { $0 })
    }

    /// A counting sort: each node's count, then where each list ends, then
    /// the items placed from the last back, each list's end moving down to
    /// its start.
    private init(nodeCount: Int, itemCount: Int, node: (Int) -> Int?, item: (Int) -> Int) {
        var starts = [Int32](repeating: 0, count: nodeCount + 1)
        for index in 0..<itemCount {
            if let node = node(index) { starts[node] += 1 }
        }
        var total: Int32 = 0
        for node in 0..<nodeCount {
            total += starts[node]
            starts[node] = total
        }
        starts[nodeCount] = total
        var items = [Int32](repeating: 0, count: Int(total))
        for index in (0..<itemCount).reversed() {
            guard let node = node(index) else { continue }
            starts[node] -= 1
            items[Int(starts[node])] = Int32(item(index))
        }
        self.starts = starts
        self.items = items
    }

    subscript(node: Int) -> NodeList {
        NodeList(items: items[Int(starts[node])..<Int(starts[node + 1])])
    }

    /// Where node `node`'s list lies, for `item(at:)`. A `NodeList` holds a
    /// reference to the items that every rule shares, counted up and down by
    /// each rule's core at once; a walk over every node reads them this way.
    func positions(of node: Int) -> Range<Int> { Int(starts[node])..<Int(starts[node + 1]) }

    func item(at position: Int) -> Int { Int(items[position]) }
}

/// One node's list, indexed from 0 like an array.
struct NodeList: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
    fileprivate let items: ArraySlice<Int32>

    fileprivate init(items: ArraySlice<Int32>) { self.items = items }

    init(arrayLiteral elements: Int...) { items = elements.map { Int32($0) }[...] }

    var startIndex: Int { 0 }
    var endIndex: Int { items.count }

    subscript(position: Int) -> Int { Int(items[items.startIndex + position]) }
}
