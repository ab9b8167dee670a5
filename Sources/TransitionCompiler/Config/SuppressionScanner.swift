#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import YAMLSource

/// A `# transitionc:ignore RULE, …` comment in a spec file.
struct Suppression: Hashable, Sendable {
    /// One rule id as written in the comment, and where.
    struct Entry: Hashable, Sendable {
        var id: String
        var range: SourceRange
    }

    /// The comment's line; it silences findings on this line and the next.
    var line: Int32
    /// From `transitionc:ignore` to the last id.
    var range: SourceRange
    var entries: [Entry]
}

/// Finds suppression comments by scanning the text: libyaml drops comments,
/// so the document cannot tell where they are.
///
/// A `#` starts a comment, as in YAML, at the start of a line or after a
/// space or tab, and not inside a quoted scalar. Quotes are tracked within
/// the line only: a quoted scalar that continues onto the next line, or a
/// block scalar whose text looks like a directive, can fool the scan. Both are
/// rare in specs, and the price is a spurious `unused-suppression`, not a
/// hidden finding, unless a real finding happens to sit on the next line.
enum SuppressionScanner {
    static let directive = Array("transitionc:ignore".utf8)

    static func scan(_ source: SourceText) -> [Suppression] {
        let bytes = source.bytes
        // Nearly every file has none: skip the line walk for them.
        guard contains(bytes, directive) else { return [] }
        var found: [Suppression] = []
        var line: Int32 = 1
        var start = source.byteOrderMarkLength
        while true {
            var end = start
            while end < bytes.count, source.lineBreakLength(at: end) == 0 { end += 1 }
            if let hash = commentStart(in: bytes, start..<end),
               let suppression = parse(bytes, comment: hash, line: start..<end, number: line) {
                found.append(suppression)
            }
            guard end < bytes.count else { break }
            start = end + source.lineBreakLength(at: end)
            line += 1
        }
        return found
    }

    /// The offset of the `#` that starts the line's comment, if it has one.
    static func commentStart(in bytes: [UInt8], _ line: Range<Int>) -> Int? {
        var quote: UInt8?
        var index = line.lowerBound
        while index < line.upperBound {
            let byte = bytes[index]
            let previous = index > line.lowerBound ? bytes[index - 1] : nil
            if let open = quote {
                if open == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") {
                    index += 2  // an escape: the next character cannot close the string
                    continue
                }
                if byte == open {
                    // In single quotes, `''` is a quote character, not the end.
                    if open == UInt8(ascii: "'"), index + 1 < line.upperBound, bytes[index + 1] == open {
                        index += 2
                        continue
                    }
                    quote = nil
                }
            } else if byte == UInt8(ascii: "#"), previous.map(isBlank) ?? true {
                return index
            } else if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
                // A quote opens a scalar only where one can start; inside a
                // plain scalar (`it's`) it is just a character.
                if previous.map({ isBlank($0) || "[{,".utf8.contains($0) }) ?? true { quote = byte }
            }
            index += 1
        }
        return nil
    }

    /// The suppression in the comment at `hash`, or nil if the comment is
    /// something else. The directive is exact: `transitionc:ignore`, then
    /// the end of the comment or a space, then ids separated by commas or spaces.
    static func parse(_ bytes: [UInt8], comment hash: Int, line: Range<Int>, number: Int32) -> Suppression? {
        var index = hash + 1
        while index < line.upperBound, isBlank(bytes[index]) { index += 1 }
        let directiveStart = index
        guard bytes[index..<line.upperBound].starts(with: directive) else { return nil }
        index += directive.count
        guard index == line.upperBound || isBlank(bytes[index]) else { return nil }
        func position(_ offset: Int) -> SourcePosition {
            let column = bytes[line.lowerBound..<offset].count(where: { $0 & 0xC0 != 0x80 }) + 1
            return SourcePosition(line: Int(number), column: column, offset: offset)
        }
        var entries: [Suppression.Entry] = []
        var end = index
        while index < line.upperBound {
            if isBlank(bytes[index]) || bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            let idStart = index
            while index < line.upperBound, !isBlank(bytes[index]), bytes[index] != UInt8(ascii: ",") { index += 1 }
            entries.append(.init(id: String(decoding: bytes[idStart..<index], as: UTF8.self),
                                 range: SourceRange(start: position(idStart), end: position(index))))
            end = index
        }
        return Suppression(line: number, range: SourceRange(start: position(directiveStart), end: position(end)),
                           entries: entries)
    }

    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// Whether `needle` occurs in `bytes`. Every file is asked this before it
    /// is scanned, so candidates are found with `memchr` for the needle's
    /// rarest letter in specs (`g` of `ignore`; `t`, its first, starts half
    /// the words of a spec), not byte by byte.
    static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard bytes.count >= needle.count else { return false }
        let anchor = needle.firstIndex(of: UInt8(ascii: "g")) ?? 0
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, !needle.isEmpty else { return needle.isEmpty }
            // Where the anchor byte can be: the needle must fit around it.
            // In bounds by construction: `anchor < needle.count <= buffer.count`,
            // and `anchor <= index <= last`, so `memchr` reads within
            // `index...last` and `memcmp` within `index - anchor ..< index - anchor + needle.count`,
            // whose end is at most `last - anchor + needle.count == buffer.count`.
            var index = anchor
            let last = buffer.count - needle.count + anchor
            while index <= last {
                guard let found = memchr(base + index, Int32(needle[anchor]), last - index + 1) else { return false }
                index = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
                if memcmp(base + index - anchor, needle, needle.count) == 0 { return true }
                index += 1
            }
            return false
        }
    }
}
