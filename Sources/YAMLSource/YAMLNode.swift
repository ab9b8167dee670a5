/// Identifies a node inside one `YAMLDocument`.
public struct YAMLNodeID: Hashable, Sendable {
    @usableFromInline let index: Int32
    @inlinable init(_ index: Int) { self.index = Int32(truncatingIfNeeded: index) }
}

/// How a scalar was written. Only plain scalars are resolved to booleans,
/// numbers and null; every other style is a string, so `"no"` stays `no`.
public enum ScalarStyle: UInt8, Sendable {
    case plain, singleQuoted, doubleQuoted, literal, folded

    public var isPlain: Bool { self == .plain }
}

/// One node of the tree. Nodes live in one array per document and refer to
/// their children by index, so a document is a handful of flat arrays rather
/// than an object graph.
public struct YAMLNode: Sendable {
    public enum Kind: UInt8, Sendable {
        case scalar, sequence, mapping
        /// `*name`: stands for the node its anchor names (`YAMLDocument.target(of:)`).
        case alias
    }

    public let kind: Kind
    public let style: ScalarStyle
    /// Collections: written in flow style (`{ … }`, `[ … ]`) rather than block
    /// style. Fix-its that insert an entry need to know which.
    public var isFlow: Bool = false
    /// Index into `YAMLDocument.tags`, or -1 when the node has no explicit tag.
    @usableFromInline var tagIndex: Int32
    /// Where the node is written; `YAMLDocument.range(of:)` gives its lines and columns.
    public internal(set) var span: SourceSpan
    /// Scalar: index into `scalars`. Alias: the target node. Collection: first
    /// entry in `childIDs`.
    @usableFromInline var payload: Int32
    /// Collection: number of entries in `childIDs` (twice the pairs of a mapping).
    /// -1 while the collection is still open.
    @usableFromInline var count: Int32
}
