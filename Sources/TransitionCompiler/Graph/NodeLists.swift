/// A list of numbers for each node of the graph (the transitions that leave
/// it, the tab bars that list it, …), all in one array. Tens of thousands of
/// small arrays, each allocated and grown on its own, were most of the time
/// spent building the graph of a large spec.
struct NodeLists: Sendable {
    /// Where each node's list starts in `items`; one more than there are nodes.
    private let starts: [Int]
    private let items: [Int]

    /// `pairs` are (node, item), in the order each node's list should have.
    init(nodeCount: Int, pairs: [(node: Int, item: Int)]) {
        var starts = [Int](repeating: 0, count: nodeCount + 1)
        for pair in pairs { starts[pair.node + 1] += 1 }
        for node in 0..<nodeCount { starts[node + 1] += starts[node] }
        var next = starts
        var items = [Int](repeating: 0, count: pairs.count)
        for pair in pairs {
            items[next[pair.node]] = pair.item
            next[pair.node] += 1
        }
        self.starts = starts
        self.items = items
    }

    subscript(node: Int) -> NodeList {
        NodeList(items: items[starts[node]..<starts[node + 1]])
    }

    /// Where node `node`'s list lies, for `item(at:)`. A `NodeList` holds a
    /// reference to the items that every rule shares, counted up and down by
    /// each rule's core at once; a walk over every node reads them this way.
    func positions(of node: Int) -> Range<Int> { starts[node]..<starts[node + 1] }

    func item(at position: Int) -> Int { items[position] }
}

/// One node's list, indexed from 0 like an array.
struct NodeList: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
    fileprivate let items: ArraySlice<Int>

    fileprivate init(items: ArraySlice<Int>) { self.items = items }

    init(arrayLiteral elements: Int...) { items = elements[...] }

    var startIndex: Int { 0 }
    var endIndex: Int { items.count }

    subscript(position: Int) -> Int { items[items.startIndex + position] }
}
