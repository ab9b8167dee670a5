/// What libyaml cannot take of a JSON text, replaced before libyaml reads it
/// by stand-ins of the same length in bytes and in characters, so that every
/// offset, line and column libyaml reports is the original's:
///
/// - a `\u` escape of a UTF-16 surrogate (JSON writes a character outside
///   the BMP as a pair, `\ud83d\ude00`; libyaml rejects each half), by
///   `\uFFFD`;
/// - characters YAML does not allow in its text but JSON allows in a string
///   (DEL, the C1 controls, U+FFFE, U+FFFF), and the line breaks YAML has and
///   JSON does not (NEL, U+2028, U+2029, which libyaml would fold to a space
///   in a string and count as new lines), by a character it reads as a letter;
/// - the other control characters, by a space: JSON allows them nowhere
///   unescaped, and the grammar check names them from the original bytes;
/// - a tab before or after the value, by a space: JSON's whitespace, but
///   outside `{…}` and `[…]` YAML takes a tab for indentation, which it
///   refuses. (Inside them, where the rest of a JSON text is, tabs are fine.)
///
/// A string that holds a stand-in is decoded from the original bytes
/// (`JSONStrings.decode`); everything else is read as libyaml read it.
struct StandIns {
    /// The text libyaml reads: the original when nothing was replaced.
    var bytes: [UInt8]
    /// Where a replacement starts, in increasing order.
    var offsets: [Int32] = []

    init(_ original: [UInt8]) {
        bytes = original
        // Looked at through a pointer: this runs over every byte of every
        // message the language server reads.
        let found = original.withUnsafeBufferPointer { bytes in
            let (leading, trailing) = Self.tabsAround(bytes)
            return leading + Self.replacements(in: bytes) + trailing
        }
        for (offset, replacement) in found {
            bytes.replaceSubrange(offset..<offset + replacement.count, with: replacement)
            offsets.append(Int32(truncatingIfNeeded: offset))
        }
    }

    /// Whether `span` holds a stand-in.
    func any(in start: Int32, _ end: Int32) -> Bool {
        // Few texts have any, so a linear search of the first past `start` is
        // rarely more than a look at an empty array.
        var low = 0, high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < start { low = middle + 1 } else { high = middle }
        }
        return low < offsets.count && offsets[low] < end
    }

    /// The tabs in the whitespace before the first and after the last
    /// thing of the text.
    private static func tabsAround(_ bytes: UnsafeBufferPointer<UInt8>) -> (leading: [(Int, [UInt8])], trailing: [(Int, [UInt8])]) {
        let space = [UInt8(ascii: " ")]
        func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var leading: [(Int, [UInt8])] = []
        while start < bytes.count, isWhitespace(bytes[start]) {
            if bytes[start] == 0x09 { leading.append((start, space)) }
            start += 1
        }
        var trailing: [(Int, [UInt8])] = []
        var end = bytes.count
        while end > start, isWhitespace(bytes[end - 1]) {
            end -= 1
            if bytes[end] == 0x09 { trailing.append((end, space)) }
        }
        return (leading, trailing.reversed())
    }

    private static let replacementEscape = Array(#"\uFFFD"#.utf8)

    private static func replacements(in bytes: UnsafeBufferPointer<UInt8>) -> [(Int, [UInt8])] {
        var found: [(Int, [UInt8])] = []
        var index = 0
        let count = bytes.count
        while index < count {
            if index + 8 <= count, PlainWords.isPlain(bytes, at: index, asciiOnly: true) {
                index += 8
                continue
            }
            let byte = bytes[index]
            if byte >= 0x20, byte < 0x7F {
                if byte == UInt8(ascii: "\\"), index + 1 < count {
                    if bytes[index + 1] == UInt8(ascii: "u"), index + 5 < count, isSurrogateEscape(bytes, at: index + 2) {
                        found.append((index, replacementEscape))
                        index += 6
                    } else {
                        index += 2  // `\\` is one escape: the next backslash starts none
                    }
                    continue
                }
                index += 1
                continue
            }
            switch byte {
            case 0x09, 0x0A, 0x0D: break
            case 0..<0x20, 0x7F: found.append((index, [UInt8(ascii: " ")]))
            case 0xC2 where index + 1 < count && (0x80...0x9F).contains(bytes[index + 1]):
                found.append((index, [0xC2, 0xA0]))  // U+00A0
                index += 1
            case 0xE2 where index + 2 < count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9),
                 0xEF where index + 2 < count && bytes[index + 1] == 0xBF && (bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF):
                found.append((index, [0xEF, 0xBF, 0xBD]))  // U+FFFD
                index += 2
            default: break
            }
            index += 1
        }
        return found
    }

    /// Four hex digits at `start` naming U+D800 to U+DFFF: `d` or `D`, then
    /// `8` to `f`, then two hex digits.
    private static func isSurrogateEscape(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard bytes[start] | 0x20 == UInt8(ascii: "d") else { return false }
        let second = bytes[start + 1] | 0x20
        guard (UInt8(ascii: "8")...UInt8(ascii: "9")).contains(second) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(second)
        else { return false }
        return JSONStrings.hexValue(bytes[start + 2]) != nil && JSONStrings.hexValue(bytes[start + 3]) != nil
    }
}
