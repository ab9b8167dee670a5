internal import CTreeBuilder
internal import CYAML

/// The tree builder's common cases in C (CTreeBuilder): a scalar with no
/// anchor or tag (its text interned there too), and the start and end of a
/// collection with no anchor or tag (and, for a mapping, no merge key or
/// repeated key). They are nearly all of a spec's events; the C loop adds
/// them straight from libyaml's event loop and hands every other event back
/// to `TreeBuilder.run`.
extension TreeBuilder {
    /// Room made on the stacks before each call. A spec's collections are
    /// small and shallow; when a room runs out, the C loop only hands the
    /// next event to Swift, which makes more.
    private static let pendingRoom = 32
    private static let openRoom = 8

    /// The next event the builder must handle itself, in `event`, after
    /// adding the common ones before it. False when libyaml fails.
    mutating func nextUncommonEvent(_ parser: LibYAMLParser, into event: inout yaml_event_t) -> Bool {
        pending.reserve(room: Self.pendingRoom)
        open.reserve(room: Self.openRoom)
        var state = tc_tree_fast_state()
        state.merge_key_text = mergeKeyText
        state.nodes = UnsafeMutableRawPointer(document.storage.base).assumingMemoryBound(to: tc_yaml_node.self)
        state.next_node = nextNode
        state.node_limit = nodeLimit
        state.pending = UnsafeMutableRawPointer(pending.base).assumingMemoryBound(to: Int32.self)
        state.pending_count = pending.count
        state.pending_capacity = pending.capacity
        state.open = open.base
        state.open_count = open.count
        state.open_capacity = open.capacity
        state.max_depth = limits.maxDepth
        state.closed_children = UnsafeMutableRawPointer(closedChildren.base).assumingMemoryBound(to: Int32.self)
        state.closed_capacity = closedChildren.capacity
        state.child_base = document.childIDs.count
        state.expanded_nodes = expandedNodes
        state.max_nodes = limits.maxNodes
        state.byte_order_mark = mapper.base
        state.input_bytes = mapper.bytes.count
        state.body_start = piece.bodyStart
        state.offset_shift = piece.offsetShift
        state.line_shift = piece.lineShift
        state.cut_end = piece.cutEnd ?? -1
        state.next_mark_line = nextMarkLine
        state.next_mark_offset = nextMarkOffset
        state.file_bytes = source.bytes.count
        state.interner = interner.table
        let isASCII = mapper.isASCII
        // A pointer to one value, lent for this call only: nothing indexes it.
        let pulled = withUnsafeMutablePointer(to: &mapper.cursor) { cursor in
            state.cursor = isASCII ? nil : cursor
            return parser.next(into: &event, addingCommonEventsTo: &state)
        }
        interner.update(from: state.interner, scalars: &document.scalars)
        pending.count = state.pending_count
        open.count = state.open_count
        nextNode = state.next_node
        expandedNodes = state.expanded_nodes
        if state.closed_count > 0 {
            document.childIDs.append(contentsOf: UnsafeBufferPointer(start: closedChildren.base, count: state.closed_count))
        }
        return pulled
    }
}

extension YAMLNode {
    /// Whether CTreeBuilder's `tc_yaml_node` is laid out as this struct, its
    /// kind and style bytes mean the same, and a node id is an `Int32`:
    /// checked once, before the C loop writes any node (otherwise every
    /// event goes through Swift).
    static let isLaidOutAsInC: Bool = {
        guard MemoryLayout<YAMLNodeID>.stride == MemoryLayout<Int32>.stride,
              MemoryLayout<YAMLNode>.size == MemoryLayout<tc_yaml_node>.size,
              MemoryLayout<YAMLNode>.stride == MemoryLayout<tc_yaml_node>.stride,
              MemoryLayout<YAMLNode>.offset(of: \.kind) == MemoryLayout<tc_yaml_node>.offset(of: \.kind),
              MemoryLayout<YAMLNode>.offset(of: \.style) == MemoryLayout<tc_yaml_node>.offset(of: \.style),
              MemoryLayout<YAMLNode>.offset(of: \.isFlow) == MemoryLayout<tc_yaml_node>.offset(of: \.is_flow),
              MemoryLayout<YAMLNode>.offset(of: \.tagIndex) == MemoryLayout<tc_yaml_node>.offset(of: \.tag_index),
              MemoryLayout<YAMLNode>.offset(of: \.span.start) == MemoryLayout<tc_yaml_node>.offset(of: \.start),
              MemoryLayout<YAMLNode>.offset(of: \.span.end) == MemoryLayout<tc_yaml_node>.offset(of: \.end),
              MemoryLayout<YAMLNode>.offset(of: \.payload) == MemoryLayout<tc_yaml_node>.offset(of: \.payload),
              MemoryLayout<YAMLNode>.offset(of: \.count) == MemoryLayout<tc_yaml_node>.offset(of: \.count),
              unsafeBitCast(Kind.scalar, to: UInt8.self) == 0,
              unsafeBitCast(Kind.sequence, to: UInt8.self) == 1,
              unsafeBitCast(Kind.mapping, to: UInt8.self) == 2
        else { return false }
        let styles: [(ScalarStyle, yaml_scalar_style_t)] = [
            (.plain, YAML_PLAIN_SCALAR_STYLE), (.singleQuoted, YAML_SINGLE_QUOTED_SCALAR_STYLE),
            (.doubleQuoted, YAML_DOUBLE_QUOTED_SCALAR_STYLE), (.literal, YAML_LITERAL_SCALAR_STYLE),
            (.folded, YAML_FOLDED_SCALAR_STYLE),
        ]
        return styles.allSatisfy { unsafeBitCast($0.0, to: UInt8.self) == tc_scalar_style($0.1) }
    }()
}
