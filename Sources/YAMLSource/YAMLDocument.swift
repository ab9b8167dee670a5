/// A parsed YAML document: every node with its span of the source, aliases pointing
/// at their anchors, merge keys already applied and duplicate keys removed.
public struct YAMLDocument: Sendable {
    /// Every node, at its id (see `NodeStorage`).
    @usableFromInline var storage: NodeStorage
    /// The ids that have nodes: one range, or one for each piece of a file
    /// read in pieces.
    var nodeRanges: [Range<Int>] = []
    // Usable from inline so that the accessors below inline into decoders
    // in other modules: they run for every node of every spec.
    @usableFromInline var childIDs: [YAMLNodeID] = []
    @usableFromInline var scalars: [String] = []
    @usableFromInline var tags: [String] = []
    /// The top node; nil when the file holds no document or an empty one.
    public internal(set) var root: YAMLNodeID?
    /// Lines and columns for the nodes' byte offsets.
    public internal(set) var lines = LineMap.empty

    public init() { storage = NodeStorage(capacity: 1) }

    init(storage: NodeStorage) { self.storage = storage }

    /// Ids are only ever made by the document's own reader, for nodes it
    /// wrote: no bounds to check.
    @inlinable public subscript(id: YAMLNodeID) -> YAMLNode { storage.base[Int(id.index)] }

    /// Changes one node in place. Only for the reader and the join, which own
    /// the storage while they write it.
    mutating func modify(_ id: YAMLNodeID, _ change: (inout YAMLNode) -> Void) {
        change(&storage.base[Int(id.index)])
    }

    /// Where the node is written, in lines and columns: for what is
    /// reported, not for every node (see `LineMap`).
    public func range(of id: YAMLNodeID) -> SourceRange { lines.range(self[id].span) }

    public var nodeCount: Int { nodeRanges.reduce(0) { $0 + $1.count } }

    /// Every node, in id order: a copy, for tests and tools.
    public var nodes: [YAMLNode] { nodeRanges.flatMap { $0.map { storage.base[$0] } } }

    /// The node an alias stands for; any other node is returned unchanged.
    /// Aliases always point at complete, earlier nodes, never at other aliases.
    @inlinable public func target(of id: YAMLNodeID) -> YAMLNodeID {
        let node = self[id]
        return node.kind == .alias ? YAMLNodeID(Int(node.payload)) : id
    }

    /// The text of a scalar, or nil for a collection. Follows aliases.
    @inlinable public func text(_ id: YAMLNodeID) -> String? {
        let node = self[target(of: id)]
        return node.kind == .scalar ? scalars[Int(node.payload)] : nil
    }

    /// Whether the node (or the one an alias stands for) has no explicit tag:
    /// what a decoder asks of every value, without making a `String`.
    @inlinable public func isUntagged(_ id: YAMLNodeID) -> Bool {
        self[target(of: id)].tagIndex < 0
    }

    /// The explicit tag, as libyaml expands it (`!!str` is `tag:yaml.org,2002:str`).
    @inlinable public func tag(_ id: YAMLNodeID) -> String? {
        let node = self[target(of: id)]
        return node.tagIndex < 0 ? nil : tags[Int(node.tagIndex)]
    }

    /// The items of a sequence (empty for anything else). Follows aliases.
    @inlinable public func items(_ id: YAMLNodeID) -> ArraySlice<YAMLNodeID> {
        let node = self[target(of: id)]
        guard node.kind == .sequence else { return [] }
        return children(of: node)
    }

    /// The key/value pairs of a mapping in source order, merged entries after
    /// explicit ones (empty for anything else). Follows aliases.
    @inlinable public func entries(_ id: YAMLNodeID) -> MappingEntries {
        let node = self[target(of: id)]
        guard node.kind == .mapping else { return MappingEntries(ids: []) }
        return MappingEntries(ids: children(of: node))
    }

    /// How many pairs `entries(id)` has, without making them (and counting
    /// a reference to the document's children).
    @inlinable public func entryCount(_ id: YAMLNodeID) -> Int {
        let node = self[target(of: id)]
        return node.kind == .mapping ? Int(node.count) / 2 : 0
    }

    /// Pair `index` of `entries(id)`, read in place: walking a mapping this
    /// way counts no reference to the document's children, which every core
    /// shares while transitions are decoded. `index` is below `entryCount(id)`.
    @inlinable public func entry(_ id: YAMLNodeID, at index: Int) -> (key: YAMLNodeID, value: YAMLNodeID) {
        assert(index >= 0 && index < entryCount(id))
        let start = Int(self[target(of: id)].payload) + index * 2
        return (childIDs[start], childIDs[start + 1])
    }

    @inlinable func children(of node: YAMLNode) -> ArraySlice<YAMLNodeID> {
        let start = Int(node.payload)
        return childIDs[start..<start + Int(node.count)]
    }

    /// The scalar's value under the YAML 1.1 core rules (see `ScalarValue`).
    /// The text of a scalar that `value` would read as a string, where that
    /// is plain without resolving it: untagged, and quoted or starting with a
    /// byte only strings start with (`s12`, `main_screen`). Nil for every
    /// other node, which `value` decides. Screen ids are read this way, two
    /// for every transition.
    @inlinable public func evidentString(_ id: YAMLNodeID) -> String? {
        let node = self[target(of: id)]
        guard node.kind == .scalar, node.tagIndex < 0 else { return nil }
        let text = scalars[Int(node.payload)]
        if node.style != .plain { return text }
        guard let first = text.utf8.first, ScalarValue.startsOnlyStrings(first) else { return nil }
        return text
    }

    /// `true` or `false` written plain and untagged, as specs write their
    /// flags, read by comparing the text; nil for any other node, which
    /// `value` decides (`yes`, `True`, `!!bool on`).
    @inlinable public func evidentBool(_ id: YAMLNodeID) -> Bool? {
        let node = self[target(of: id)]
        guard node.kind == .scalar, node.tagIndex < 0, node.style == .plain else { return nil }
        let text = scalars[Int(node.payload)]
        return text == "true" ? true : text == "false" ? false : nil
    }

    public func value(_ id: YAMLNodeID) -> ScalarValue? {
        let resolvedID = target(of: id)
        let node = self[resolvedID]
        guard node.kind == .scalar else { return nil }
        return ScalarValue.resolve(scalars[Int(node.payload)], style: node.style, tag: tag(resolvedID))
    }
}

/// The pairs of one mapping, as a random-access collection of (key, value).
public struct MappingEntries: RandomAccessCollection, Sendable {
    /// Keys and values, alternating.
    public let ids: ArraySlice<YAMLNodeID>

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { ids.count / 2 }

    @inlinable public init(ids: ArraySlice<YAMLNodeID>) { self.ids = ids }

    @inlinable public subscript(position: Int) -> (key: YAMLNodeID, value: YAMLNodeID) {
        let base = ids.startIndex + position * 2
        return (ids[base], ids[base + 1])
    }
}
