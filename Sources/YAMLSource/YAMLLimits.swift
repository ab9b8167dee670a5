/// Bounds on what one file may make the reader do. Each protects a resource
/// that the input controls: the stack of open collections, the number of nodes
/// a consumer would visit once aliases and merge keys are expanded (the
/// "billion laughs" attack), and the bytes held in memory.
public struct YAMLLimits: Hashable, Sendable {
    /// Deepest nesting of sequences and mappings.
    public var maxDepth: Int
    /// Most nodes in a document, counting every alias and merged entry as the
    /// full size of what it stands for.
    public var maxNodes: Int
    /// Largest file, in bytes.
    public var maxInputBytes: Int

    public init(maxDepth: Int = 128, maxNodes: Int = 3_000_000, maxInputBytes: Int = 32 << 20) {
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
        self.maxInputBytes = maxInputBytes
    }

    public static let `default` = YAMLLimits()
}
