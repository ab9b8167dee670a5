/// Fixed slots that parallel workers fill, each its own index. Safe because
/// no two workers share an index and the values are read only after all are done.
public final class Slots<Value>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Value?>
    private let count: Int

    public init(count: Int) {
        self.count = count
        storage = .allocate(capacity: max(count, 1))
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    public subscript(index: Int) -> Value {
        get { storage[index]! }
        set { storage[index] = newValue }
    }

    public var values: [Value] { (0..<count).map { storage[$0]! } }

    /// Moves one value out, leaving its slot empty.
    public func take(_ index: Int) -> Value {
        storage[index].take()!
    }

    /// Moves every value out, leaving the slots empty: a value that is then
    /// changed is not copied first for the slot's sake.
    public func takeValues() -> [Value] {
        (0..<count).map { storage[$0].take()! }
    }
}
