/// A point in a source file. Lines and columns are 1-based and count Unicode
/// scalars, as editors and the contract do; `offset` is the 0-based byte offset
/// into the file as read (a UTF-8 byte order mark included).
public struct SourcePosition: Hashable, Comparable, Sendable {
    public var line: Int32
    public var column: Int32
    public var offset: Int32

    public init(line: Int, column: Int, offset: Int) {
        self.line = Int32(clamping: line)
        self.column = Int32(clamping: column)
        self.offset = Int32(clamping: offset)
    }

    public static let start = SourcePosition(line: 1, column: 1, offset: 0)

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A half-open span `[start, end)` in one file.
public struct SourceRange: Hashable, Sendable {
    public var start: SourcePosition
    public var end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }

    public init(at position: SourcePosition) {
        self.init(start: position, end: position)
    }

    public func contains(_ position: SourcePosition) -> Bool {
        position.offset >= start.offset && position.offset < end.offset
    }
}

/// A half-open span of bytes `[start, end)` in one file: all the tree and
/// the checked model keep of a place. Its line and column are worked out
/// (`LineMap`) only for what is reported: a position for each end of every
/// node was 16 bytes more of each of hundreds of thousands of nodes, written
/// once and almost never read.
public struct SourceSpan: Hashable, Sendable {
    public var start: Int32
    public var end: Int32

    public init(start: Int, end: Int) {
        self.start = Int32(clamping: start)
        self.end = Int32(clamping: end)
    }

    public init(at offset: Int) {
        self.init(start: offset, end: offset)
    }

    public func contains(_ offset: Int32) -> Bool {
        offset >= start && offset < end
    }
}
