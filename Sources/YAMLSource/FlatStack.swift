/// A stack of plain values (never deinitialized) in one block of memory,
/// which the tree builder pushes onto, and so does its C loop
/// (CTreeBuilder), handed the block and its capacity: the children of the
/// open collections, the open collections themselves, and the interner's
/// table. Not copy-on-write: a copy shares the memory, so each stack has one
/// owner, which copies none.
struct FlatStack<Element> {
    /// Owns the memory; the stack keeps `base` in its own copy.
    private final class Block {
        let base: UnsafeMutablePointer<Element>
        let capacity: Int

        init(capacity: Int) {
            base = .allocate(capacity: capacity)
            self.capacity = capacity
        }

        deinit { base.deallocate() }
    }

    private var block: Block
    private(set) var base: UnsafeMutablePointer<Element>
    var capacity: Int { block.capacity }
    /// How many elements are on the stack. The C loop sets it after pushing.
    var count = 0

    init(capacity: Int) {
        block = Block(capacity: capacity)
        base = block.base
    }

    /// `count` copies of `element`.
    init(repeating element: Element, count: Int) {
        self.init(capacity: count)
        base.initialize(repeating: element, count: count)
        self.count = count
    }

    var isEmpty: Bool { count == 0 }

    subscript(index: Int) -> Element {
        get { base[index] }
        set { base[index] = newValue }
    }

    mutating func append(_ element: Element) {
        if count == capacity { reserve(room: 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    mutating func removeLast() -> Element {
        count -= 1
        return base[count]
    }

    /// Makes room for at least `room` more elements.
    mutating func reserve(room: Int) {
        guard count + room > capacity else { return }
        var larger = Swift.max(capacity * 2, 16)
        while larger < count + room { larger *= 2 }
        let grown = Block(capacity: larger)
        grown.base.initialize(from: base, count: count)
        block = grown
        base = grown.base
    }

    /// The elements from position `first` to the top.
    func elements(from first: Int) -> UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(start: base + first, count: count - first)
    }

    /// Pops the elements from position `first` to the top.
    mutating func removeElements(from first: Int) {
        count = first
    }
}
