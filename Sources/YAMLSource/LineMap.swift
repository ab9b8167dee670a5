/// Turns the byte offsets the tree keeps into lines and columns, for the
/// few places that are reported.
///
/// Counting from the start of the file would cost a walk over everything
/// before the place, for every diagnostic. The reader instead keeps a mark
/// every few lines, a position libyaml reported while reading, and counts
/// only from the last mark before the offset: a few hundred bytes at most.
/// Lines and columns between marks are counted as libyaml counts them
/// (`SourceText.position(ofByte:from:)`), so a node's position is the one
/// libyaml gave.
///
/// Made once a document is read, then only read, from any thread.
public final class LineMap: Sendable {
    let source: SourceText
    /// In increasing offset.
    let marks: [SourcePosition]

    init(source: SourceText, marks: [SourcePosition]) {
        self.source = source
        self.marks = marks
    }

    /// For a document that holds no text.
    public static let empty = LineMap(source: SourceText([]), marks: [])

    public func position(at offset: Int32) -> SourcePosition {
        // The last mark at or before `offset`.
        var low = 0, high = marks.count
        while low < high {
            let middle = (low + high) / 2
            if marks[middle].offset <= offset { low = middle + 1 } else { high = middle }
        }
        let start = low > 0 ? marks[low - 1] : SourcePosition(line: 1, column: 1, offset: source.byteOrderMarkLength)
        return source.position(ofByte: Int(offset), from: start)
    }

    public func range(_ span: SourceSpan) -> SourceRange {
        let start = position(at: span.start)
        return SourceRange(start: start, end: span.end == span.start ? start : position(at: span.end))
    }
}

/// Where marks go: one when libyaml reaches a new line at least this many
/// lines, or this many bytes, past the last mark.
enum LineMarkSpacing {
    static let lines = 8
    static let bytes = 512
}
