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
