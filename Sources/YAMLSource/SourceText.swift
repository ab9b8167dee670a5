internal import CTreeBuilder
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of one file, with the few questions the front end and the
/// diagnostic renderer ask of them. Line breaks are the ones libyaml counts:
/// LF, CRLF, CR, and the Unicode NEL, LS and PS.
public struct SourceText: Sendable {
    public let bytes: [UInt8]

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Length of a leading UTF-8 byte order mark (0 or 3).
    public var byteOrderMarkLength: Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// Whether the file has anything but whitespace and comments.
    public var isBlankOrComments: Bool {
        var inComment = false
        for byte in bytes.dropFirst(byteOrderMarkLength) {
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): inComment = false
            case UInt8(ascii: " "), UInt8(ascii: "\t"): continue
            case UInt8(ascii: "#"): inComment = true
            default: if !inComment { return false }
            }
        }
        return true
    }

    /// Whether the last line is terminated.
    var endsWithLineBreak: Bool {
        let tail = bytes.suffix(3)
        if let last = tail.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") { return true }
        if tail.count >= 2, tail.suffix(2) == [0xC2, 0x85] { return true }
        return tail.count == 3 && (tail.elementsEqual([0xE2, 0x80, 0xA8]) || tail.elementsEqual([0xE2, 0x80, 0xA9]))
    }

    /// The byte length of the line break that starts at `offset`, or 0.
    public func lineBreakLength(at offset: Int) -> Int {
        switch bytes[offset] {
        case UInt8(ascii: "\n"): return 1
        case UInt8(ascii: "\r"): return offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "\n") ? 2 : 1
        case 0xC2: return offset + 1 < bytes.count && bytes[offset + 1] == 0x85 ? 2 : 0
        case 0xE2:
            return offset + 2 < bytes.count && bytes[offset + 1] == 0x80
                && (bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9) ? 3 : 0
        default: return 0
        }
    }

    /// The byte range of the line that holds `offset`, without its line break.
    public func lineBounds(containing offset: Int) -> Range<Int> {
        let clamped = min(max(offset, 0), bytes.count)
        var start = clamped
        while start > 0 {
            let previous = start - 1
            if bytes[previous] == UInt8(ascii: "\n") || bytes[previous] == UInt8(ascii: "\r") { break }
            if bytes[previous] == 0x85, previous > 0, bytes[previous - 1] == 0xC2 { break }
            if bytes[previous] == 0xA8 || bytes[previous] == 0xA9, previous > 1,
               bytes[previous - 1] == 0x80, bytes[previous - 2] == 0xE2 { break }
            start -= 1
        }
        if start == 0 { start = byteOrderMarkLength }
        var end = max(clamped, start)
        while end < bytes.count, lineBreakLength(at: end) == 0 { end += 1 }
        return start..<end
    }

    /// The position of a byte offset, found by counting from the start. Meant
    /// for the rare positions libyaml does not give (bad encoding), not for
    /// every node.
    public func position(ofByte target: Int) -> SourcePosition {
        position(ofByte: target, from: SourcePosition(line: 1, column: 1, offset: byteOrderMarkLength))
    }

    /// The position of a byte offset, counted forward from a known position
    /// at or before it (`LineMap`).
    func position(ofByte target: Int, from known: SourcePosition) -> SourcePosition {
        var line = Int(known.line)
        var column = Int(known.column)
        var offset = Int(known.offset)
        let end = min(target, bytes.count)
        // `offset < end <= bytes.count` at every read.
        bytes.withUnsafeBufferPointer { bytes in
            while offset < end {
                // Printable ASCII, most of any spec, is one column and no break.
                let byte = bytes[offset]
                if byte >= 0x20, byte < 0x80 {
                    column += 1
                    offset += 1
                    continue
                }
                let breakLength = lineBreakLength(at: offset)
                if breakLength > 0 {
                    line += 1
                    column = 1
                    offset += breakLength
                } else {
                    if byte & 0xC0 != 0x80 { column += 1 }
                    offset += 1
                }
            }
        }
        if offset > end, column > 1 { column -= 1 }
        return SourcePosition(line: line, column: column, offset: target)
    }

    /// The first byte that makes the file unreadable as UTF-8 text: an invalid
    /// sequence, or a NUL; and what else one pass over the characters can
    /// tell (`UTF8Check`).
    func validateUTF8() -> UTF8Check {
        // Every read is below `count`: `memchr` is given it, and
        // `asciiWordsEnd` reads whole words only while they end by `firstNUL <= count`.
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            guard let base = buffer.baseAddress else { return UTF8Check(isASCII: true) }
            // Before the first NUL no byte is zero, so runs of ASCII need
            // only their high bits looked at (`asciiWordsEnd`).
            let firstNUL = memchr(base, 0, count).map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? count
            var index = 0
            var check = UTF8Check(isASCII: true)
            while index < count {
                index = Self.asciiWordsEnd(base, from: index, limit: firstNUL)
                guard index < count else { break }
                let byte = buffer[index]
                if byte == 0 { return check.failing(at: index, "the file contains a NUL byte; spec files are UTF-8 text") }
                if byte < 0x80 { index += 1; continue }
                check.isASCII = false
                let length: Int
                var scalar: UInt32
                switch byte {
                case 0xC2...0xDF: length = 2; scalar = UInt32(byte & 0x1F)
                case 0xE0...0xEF: length = 3; scalar = UInt32(byte & 0x0F)
                case 0xF0...0xF4: length = 4; scalar = UInt32(byte & 0x07)
                default: return check.failing(at: index, String(format8: byte))
                }
                guard index + length <= count else { return check.failing(at: index, String(format8: byte)) }
                for next in 1..<length {
                    let continuation = buffer[index + next]
                    guard continuation & 0xC0 == 0x80 else { return check.failing(at: index, String(format8: byte)) }
                    scalar = scalar << 6 | UInt32(continuation & 0x3F)
                }
                let tooSmall = (length == 3 && scalar < 0x800) || (length == 4 && scalar < 0x10000)
                if tooSmall || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
                    return check.failing(at: index, String(format8: byte))
                }
                if scalar == 0x85 || scalar == 0x2028 || scalar == 0x2029 { check.hasUnicodeLineBreak = true }
                index += length
            }
            return check
        }
    }

    /// Where the whole words of ASCII from `start` end, none read past
    /// `limit`: 32 bytes at a time, then 8, so that a non-ASCII character
    /// costs a few loads more than one of ASCII.
    @inline(__always)
    private static func asciiWordsEnd(_ base: UnsafePointer<UInt8>, from start: Int, limit: Int) -> Int {
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var index = start
        while index + 32 <= limit {
            let raw = UnsafeRawPointer(base + index)
            let any = raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
            if any & highBits != 0 { break }
            index += 32
        }
        while index + 8 <= limit, UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & highBits == 0 {
            index += 8
        }
        return index
    }
}

/// What one pass over a file's characters found (`SourceText.validateUTF8`).
struct UTF8Check {
    /// Every byte under 0x80: positions need no character-to-byte conversion.
    var isASCII: Bool
    /// NEL, LS or PS somewhere: libyaml breaks lines there too, and a file
    /// read in pieces has its lines counted by line feeds, so it is read whole.
    var hasUnicodeLineBreak = false
    /// The first byte that is not UTF-8 text, and why; nil if there is none.
    var problem: (offset: Int, message: String)?

    /// This check, ended by a problem at `offset`.
    func failing(at offset: Int, _ message: String) -> UTF8Check {
        var check = self
        check.problem = (offset, message)
        return check
    }
}

extension String {
    fileprivate init(format8 byte: UInt8) {
        let hex = String(byte, radix: 16, uppercase: true)
        self = "invalid UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex)); spec files must be UTF-8 text"
    }
}

/// Turns libyaml's character indexes into byte offsets. libyaml counts
/// characters; events arrive almost in order, so a cursor that moves forward
/// (and, rarely, a little back) costs amortised O(1) per lookup. The walk is
/// CTreeBuilder's (CharacterCursor.h), on a cursor the tree builder's C loop
/// moves too.
struct CharacterOffsetMapper {
    let bytes: ParserInput
    let isASCII: Bool
    let base: Int  // the byte order mark, which libyaml skips without counting
    var cursor: tc_character_cursor

    init(bytes: ParserInput, isASCII: Bool, byteOrderMarkLength: Int) {
        self.bytes = bytes
        self.isASCII = isASCII
        self.base = byteOrderMarkLength
        cursor = tc_character_cursor(
            prefix: bytes.prefix.baseAddress, body: bytes.body.baseAddress, suffix: bytes.suffix.baseAddress,
            prefix_count: bytes.prefix.count, body_count: bytes.body.count, suffix_count: bytes.suffix.count,
            base: byteOrderMarkLength, character: 0, byte: byteOrderMarkLength,
            ascii_from: byteOrderMarkLength, ascii_until: byteOrderMarkLength)
    }

    @inline(__always)
    mutating func byteOffset(ofCharacter character: Int) -> Int {
        if isASCII { return min(base + character, bytes.count) }
        return tc_cursor_byte_of_character(&cursor, character)
    }
}
