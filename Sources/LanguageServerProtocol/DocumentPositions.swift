/// How a position's `character` counts: the encoding agreed at `initialize`.
public enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
}

/// A zero-based line and character, as LSP writes places.
public struct Position: Hashable, Comparable, Sendable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

/// The one place where the compiler's byte offsets and LSP positions meet.
///
/// Lines end at `\n`, `\r\n` or `\r`, as in both YAML and LSP. A
/// character is counted in the agreed encoding: UTF-8 bytes, or UTF-16 code
/// units (two for a character outside the Basic Multilingual Plane). A tab is
/// one character, and so is each combining mark. Bytes that are not valid
/// UTF-8 count as one unit each, as the U+FFFD an editor shows for them.
public struct DocumentPositions: Sendable {
    public let bytes: [UInt8]
    /// The byte offset where each line starts.
    private let lineStarts: [Int]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A {
                starts.append(index)
            } else if byte == 0x0D {
                if index < bytes.count, bytes[index] == 0x0A { index += 1 }
                starts.append(index)
            }
        }
        lineStarts = starts
    }

    public var lineCount: Int { lineStarts.count }

    /// Where line `line`'s text ends, before its line break.
    private func contentEnd(ofLine line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        var end = lineStarts[line + 1]
        if end > lineStarts[line], bytes[end - 1] == 0x0A { end -= 1 }
        if end > lineStarts[line], bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The position of a byte offset. An offset inside a character, or
    /// inside a line break, is taken back to the character's start.
    public func position(ofByte offset: Int, in encoding: PositionEncoding) -> Position {
        let offset = max(0, min(offset, bytes.count))
        // The last line starting at or before `offset`.
        var low = 0, high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        let line = low - 1
        let end = min(offset, contentEnd(ofLine: line))
        var character = 0
        var index = lineStarts[line]
        while index < end {
            let (length, units) = scalar(at: index, limit: contentEnd(ofLine: line))
            guard index + length <= end else { break }
            index += length
            character += encoding == .utf8 ? length : units
        }
        return Position(line: line, character: character)
    }

    /// The byte offset of a position. A line past the last is the end of the
    /// text; a character past the line's end is the line's end (as LSP
    /// says); one inside a character (half a surrogate pair, part of a
    /// UTF-8 sequence) is that character's start.
    public func byteOffset(of position: Position, in encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let end = contentEnd(ofLine: position.line)
        var index = lineStarts[position.line]
        var character = 0
        while index < end {
            let (length, units) = scalar(at: index, limit: end)
            let next = character + (encoding == .utf8 ? length : units)
            guard next <= position.character else { break }
            character = next
            index += length
        }
        return index
    }

    /// The byte length of the UTF-8 sequence at `index` (1 for a byte that
    /// starts none), and its length in UTF-16 units.
    private func scalar(at index: Int, limit: Int) -> (bytes: Int, utf16: Int) {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0x00..<0x80: return (1, 1)
        case 0xC2..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF5: length = 4
        default: return (1, 1)
        }
        guard index + length <= limit else { return (1, 1) }
        for next in index + 1..<index + length where bytes[next] & 0xC0 != 0x80 { return (1, 1) }
        return (length, length == 4 ? 2 : 1)
    }
}

/// A range between two positions.
public struct DocumentRange: Hashable, Sendable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}
