import YAMLSource

/// The layers a lowered value is looked up in, in order: for each field,
/// the first layer that sets it wins. `TransitionLayers` says which layers
/// a transition has and in which order; a new layer (a Reduce Motion
/// variant, say) is one more `push` there, and every field reads it.
///
/// Each layer is a reference to fields decoded once and shared (a file's
/// `defaults` by all of its transitions): making a stack copies no
/// fields, and it is made for every transition. Held inline, not in an
/// array, and not retained: a stack is a view made to lower one
/// transition, whose layers the decoded files hold for the whole of the
/// lowering, and counting three references up and down for each of tens
/// of thousands of transitions was a cost of its own. So a stack must not
/// outlive the fields it was made of.
struct LayerStack<Fields: Sendable> {
    /// More layers than any stack has; a stack that outgrows it stops at
    /// `push` (and fails a test) rather than dropping a layer.
    static var capacity: Int { 4 }

    private var layers: InlineArray<4, Unmanaged<Box<Fields>>?> = .init(repeating: nil)
    private var count = 0

    init() {}

    /// Adds `layer` below the ones pushed before it; nothing for a layer
    /// this transition does not have.
    mutating func push(_ layer: Box<Fields>?) {
        guard let layer else { return }
        precondition(count < Self.capacity, "LayerStack has no room for another layer: raise its capacity")
        layers[count] = Unmanaged.passUnretained(layer)
        count += 1
    }

    /// The value of `field` in the first layer that sets it.
    @inline(__always)
    func first<Value>(_ field: (Fields) -> Value?) -> Value? {
        for index in 0..<count {
            if let value = layers[index].unsafelyUnwrapped._withUnsafeGuaranteedRef({ field($0.value) }) { return value }
        }
        return nil
    }

    /// A nested mapping (`gesture`, `hint`) as a stack of its own: each
    /// layer that writes it, in this stack's order. Its fields then come,
    /// one by one, from the first of those that sets each.
    func nested<Nested>(_ field: (Fields) -> Box<Nested>?) -> LayerStack<Nested> {
        var stack = LayerStack<Nested>()
        for index in 0..<count { stack.push(layers[index].unsafelyUnwrapped._withUnsafeGuaranteedRef { field($0.value) }) }
        return stack
    }

    /// The top layer that has the nested mapping at all: where a
    /// diagnostic about the mapping as a whole points.
    var top: Fields? { count > 0 ? layers[0].unsafelyUnwrapped._withUnsafeGuaranteedRef { $0.value } : nil }
}
