/// What was decoded from recently read scalars, by their text and style.
///
/// A spec writes the same few values thousands of times (`duration: 0.3`,
/// `kind: push`), and the reader gives equal texts equal indexes, so a
/// decoder can remember what a text meant instead of parsing it again. Only
/// untagged scalars are remembered: a tag can change what a text means.
/// The memo is small and direct-mapped: a repeated value stays, a one-off is
/// soon replaced. Inlinable, so that each decoder's use is specialised for
/// its value type: unspecialised, every lookup asked the runtime for the
/// generic type's metadata.
public struct ScalarMemo<Value> {
    @usableFromInline var keys: [Int64]
    @usableFromInline var values: [Value?]

    @inlinable public init() {
        keys = Array(repeating: -1, count: Self.size)
        values = Array(repeating: nil, count: Self.size)
    }

    @inlinable static var size: Int { 256 }

    /// What was remembered for this scalar (or the one an alias stands for).
    @inlinable public func value(for id: YAMLNodeID, in document: YAMLDocument) -> Value? {
        guard let key = Self.key(id, in: document) else { return nil }
        let slot = Self.slot(key)
        return keys[slot] == key ? values[slot] : nil
    }

    @inlinable public mutating func remember(_ value: Value, for id: YAMLNodeID, in document: YAMLDocument) {
        guard let key = Self.key(id, in: document) else { return }
        let slot = Self.slot(key)
        keys[slot] = key
        values[slot] = value
    }

    /// The scalar's text index and style; nil for a collection or a tagged scalar.
    @inlinable static func key(_ id: YAMLNodeID, in document: YAMLDocument) -> Int64? {
        let node = document[document.target(of: id)]
        guard node.kind == .scalar, node.tagIndex < 0 else { return nil }
        return Int64(node.payload) << 3 | Int64(node.style.rawValue)
    }

    /// Fibonacci hashing: the top bits of the key times the golden ratio.
    @inlinable static func slot(_ key: Int64) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> 56)
    }
}

extension ScalarMemo: Sendable where Value: Sendable {}
