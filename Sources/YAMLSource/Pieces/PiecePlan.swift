#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a large file can be cut so that each piece is read by its own libyaml
/// parser on its own core.
///
/// A cut goes at the start of a line that begins an entry of a top-level block
/// mapping (`transitions:`, `screens:`, …), such as `  open42:` under
/// `transitions:`. The piece after the cut is read as `transitions:` followed
/// by that line and the rest of its bytes, which puts libyaml in the state it
/// would be in at that line anyway. The plan is only a guess made from lines of
/// text; `PieceReader` checks the pieces it gives and reads the file whole
/// whenever a piece could read differently from the whole.
///
/// A file written in flow style throughout, as JSON is (`{` alone on its
/// first line, then `"transitions": {` and one entry after another), is cut
/// the same way at an entry of a top-level mapping: the piece after the cut
/// starts with `{"transitions": {`, the piece before it ends with `}}`, which
/// closes what the cut left open (a comma before it is allowed in YAML).
/// Braces must balance in every piece, so a cut at any other depth, or
/// inside a quoted scalar, makes a piece fail and the file is read whole.
struct PiecePlan {
    struct Cut: Equatable {
        /// Byte offset of the first byte of the entry's line.
        var offset: Int
        /// 0-based line number of that line.
        var line: Int
        /// Spaces before the entry's key.
        var indent: Int
        /// The text of the top-level key whose mapping is cut, e.g. `transitions`.
        var header: [UInt8]
        /// The line the piece after the cut starts with, which puts libyaml
        /// in the state the whole file puts it in at the cut: `transitions:`,
        /// or `{"transitions": {` in flow style.
        var prefix: [UInt8]
        /// What the piece before the cut ends with: nothing, or in flow
        /// style the braces that close the root and the cut mapping.
        var suffix: [UInt8] = []
    }

    var cuts: [Cut]

    /// Whether the file is cut in flow style (every cut is, or none).
    var isFlowStyle: Bool { !cuts[0].suffix.isEmpty }

    /// A plan of up to `pieces` pieces, or nil when the file is too small to be
    /// worth it or has no safe place to cut. The bytes are not decoded here:
    /// a file with a Unicode line break must not be cut, and the caller
    /// learns that from the UTF-8 check (`UTF8Check.hasUnicodeLineBreak`),
    /// which `YAMLReader` makes on another core while this plans.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, pieces: Int, minimumPieceBytes: Int) {
        let count = bytes.count
        let pieces = min(pieces, count / max(minimumPieceBytes, 1))
        guard pieces > 1, let base = bytes.baseAddress else { return nil }
        // Line numbers are counted as line feeds below; libyaml also breaks
        // lines at a CR on its own, NEL, LS and PS, so files with those are
        // read whole (the Unicode ones: see above). A CR before a line feed
        // (Windows line ends) makes one break with it, which the line feed counts.
        if let firstCR = memchr(base, Int32(UInt8(ascii: "\r")), count),
           Self.hasLoneCarriageReturn(bytes, from: UnsafeRawPointer(firstCR) - UnsafeRawPointer(base)) {
            return nil
        }
        var cuts: [Cut] = []
        var linesCounted = 0
        var countedUpTo = 0
        let flowIndent = Self.flowRootKeyIndent(in: bytes)
        for piece in 1..<pieces {
            let target = count / pieces * piece
            let previous = cuts.last?.offset ?? 0
            let found = flowIndent.map { Self.flowCut(near: target, keyIndent: $0, in: bytes) } ?? Self.cut(near: target, in: bytes)
            guard var cut = found, cut.offset > previous else { continue }
            linesCounted += Self.countLineFeeds(bytes, from: countedUpTo, to: cut.offset)
            countedUpTo = cut.offset
            cut.line = linesCounted
            cuts.append(cut)
        }
        guard !cuts.isEmpty else { return nil }
        self.cuts = cuts
    }

    /// The first entry line at or after `target` inside a top-level block
    /// mapping, found by walking back to the mapping's header line.
    private static func cut(near target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Cut? {
        var lineStart = startOfLine(containing: target, in: bytes)
        // Walk back to the nearest line that starts in column 0 with content.
        var headerStart = lineStart
        while true {
            let first = bytes[headerStart]
            if first != UInt8(ascii: " "), !isLineEnd(first), first != UInt8(ascii: "#") { break }
            if headerStart == 0 { return nil }
            headerStart = startOfLine(containing: headerStart - 1, in: bytes)
        }
        guard let header = headerKey(atLineStart: headerStart, in: bytes) else { return nil }
        // The first entry under the header sets the indentation of every entry.
        let (entryStart, indent) = firstEntry(after: headerStart, in: bytes)
        guard indent > 0 else { return nil }
        // From the target forward: the first line that starts an entry. The
        // first entry itself is not a cut: the piece before would be empty.
        if lineStart <= entryStart { lineStart = endOfLine(entryStart, in: bytes) }
        while lineStart < bytes.count {
            let lineIndent = spaces(at: lineStart, in: bytes)
            let first = lineStart + lineIndent < bytes.count ? bytes[lineStart + lineIndent] : 0
            if lineIndent == 0, !isLineEnd(first), first != UInt8(ascii: "#") { return nil }  // the mapping ended
            if lineIndent == indent, isKeyStart(first) {
                return Cut(offset: lineStart, line: 0, indent: indent, header: header,
                           prefix: header + [UInt8(ascii: ":"), UInt8(ascii: "\n")])
            }
            lineStart = endOfLine(lineStart, in: bytes)
        }
        return nil
    }

    // MARK: Flow style

    /// For a file whose first line (after blank lines and comments) is `{`
    /// alone: the indentation of the line after it, where its top-level keys
    /// are. Nil for any other file.
    private static func flowRootKeyIndent(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var lineStart = 0
        var sawRoot = false
        while lineStart < bytes.count {
            let indent = spaces(at: lineStart, in: bytes)
            let first = lineStart + indent
            let lineEnd = endOfLine(lineStart, in: bytes)
            if startsContent(at: first, in: bytes) {
                if sawRoot { return indent > 0 && isKeyStart(bytes[first]) ? indent : nil }
                // `{` and nothing else on the line.
                guard bytes[first] == UInt8(ascii: "{"), first + 1 < bytes.count, isLineEnd(bytes[first + 1]) else {
                    return nil
                }
                sawRoot = true
            }
            lineStart = lineEnd
        }
        return nil
    }

    /// In a file of flow style: the first entry line at or after `target`
    /// of a top-level mapping written `"name": {` at the end of its line,
    /// after an entry that ends its line with a comma. Found by walking back
    /// to the top-level key above the target.
    private static func flowCut(near target: Int, keyIndent: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Cut? {
        var lineStart = startOfLine(containing: target, in: bytes)
        // Walk back to the nearest line indented no deeper than the keys.
        var headerStart = lineStart
        while true {
            let indent = spaces(at: headerStart, in: bytes)
            if startsContent(at: headerStart + indent, in: bytes), indent <= keyIndent { break }
            if headerStart == 0 { return nil }
            headerStart = startOfLine(containing: headerStart - 1, in: bytes)
        }
        guard spaces(at: headerStart, in: bytes) == keyIndent else { return nil }
        var header = flowHeader(atLineStart: headerStart + keyIndent, in: bytes)
        // Between two top-level entries (on a `},`): the next one's header.
        var next = endOfLine(headerStart, in: bytes)
        while header == nil, next < bytes.count {
            let indent = spaces(at: next, in: bytes)
            if startsContent(at: next + indent, in: bytes), indent <= keyIndent {
                guard indent == keyIndent, let found = flowHeader(atLineStart: next + indent, in: bytes) else { return nil }
                header = found
                headerStart = next
                lineStart = next
            }
            next = endOfLine(next, in: bytes)
        }
        guard let (key, text) = header else { return nil }
        // The first entry under the header sets the indentation of every entry.
        let (entryStart, indent) = firstEntry(after: headerStart, in: bytes)
        guard indent > keyIndent else { return nil }
        if lineStart <= entryStart { lineStart = endOfLine(entryStart, in: bytes) }
        while lineStart < bytes.count {
            let lineIndent = spaces(at: lineStart, in: bytes)
            let hasContent = startsContent(at: lineStart + lineIndent, in: bytes)
            if hasContent, lineIndent <= keyIndent { return nil }  // the mapping ended
            if hasContent, lineIndent == indent, isKeyStart(bytes[lineStart + lineIndent]),
               previousLineEndsWithComma(before: lineStart, in: bytes) {
                return Cut(offset: lineStart, line: 0, indent: indent, header: text,
                           prefix: [UInt8(ascii: "{")] + key + Array(": {\n".utf8), suffix: Array("}}\n".utf8))
            }
            lineStart = endOfLine(lineStart, in: bytes)
        }
        return nil
    }

    /// Whether the last line with content before `lineStart` (blank lines
    /// and comments skipped) ends with a comma: the entry before has ended.
    private static func previousLineEndsWithComma(before lineStart: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = lineStart
        while start > 0 {
            start = startOfLine(containing: start - 1, in: bytes)
            if let endsWithComma = endsWithComma(lineAt: start, in: bytes) { return endsWithComma }
        }
        return false
    }

    /// `"name": {` or `name: {` and nothing after: the key as written, and
    /// its text.
    private static func flowHeader(atLineStart start: Int, in bytes: UnsafeBufferPointer<UInt8>)
        -> (key: [UInt8], text: [UInt8])?
    {
        var index = start
        let quoted = index < bytes.count && bytes[index] == UInt8(ascii: "\"")
        if quoted { index += 1 }
        let textStart = index
        while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
        guard index > textStart else { return nil }
        let text = Array(bytes[textStart..<index])
        if quoted {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            index += 1
        }
        let key = Array(bytes[start..<index])
        for expected in [UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "{")] {
            guard index < bytes.count, bytes[index] == expected else { return nil }
            index += 1
        }
        guard index < bytes.count, isLineEnd(bytes[index]) else { return nil }
        return (key, text)
    }

    /// Whether the line's last character before its break (spaces and a CR
    /// aside) is a comma; nil for a blank line or a comment, which say nothing.
    private static func endsWithComma(lineAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var end = endOfLine(start, in: bytes)
        while end > start, isLineEnd(bytes[end - 1]) || bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        let first = start + spaces(at: start, in: bytes)
        guard end > start, first < end, bytes[first] != UInt8(ascii: "#") else { return nil }
        return bytes[end - 1] == UInt8(ascii: ",")
    }

    /// The first line after `headerStart` with content (blank lines and
    /// comments skipped), and its indentation: where the header's entries are.
    private static func firstEntry(after headerStart: Int, in bytes: UnsafeBufferPointer<UInt8>)
        -> (start: Int, indent: Int)
    {
        var entryStart = endOfLine(headerStart, in: bytes)
        var indent = 0
        while entryStart < bytes.count {
            indent = spaces(at: entryStart, in: bytes)
            if startsContent(at: entryStart + indent, in: bytes) { break }
            entryStart = endOfLine(entryStart, in: bytes)
        }
        return (entryStart, indent)
    }

    /// Whether a line's first byte after its indentation starts something:
    /// not the end of the file or of the line, nor a comment.
    private static func startsContent(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        index < bytes.count && !isLineEnd(bytes[index]) && bytes[index] != UInt8(ascii: "#")
    }

    /// `name:` alone on its line (a comment may follow): the header of a block
    /// mapping. Anything else there (a value, an anchor, a tag, flow style)
    /// is not cut.
    private static func headerKey(atLineStart start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var index = start
        while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
        guard index > start, index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        let key = Array(bytes[start..<index])
        index += 1
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index < bytes.count else { return nil }
        if isLineEnd(bytes[index]) { return key }
        // A comment must be separated from the colon by a space.
        if bytes[index] == UInt8(ascii: "#"), bytes[index - 1] == UInt8(ascii: " ") { return key }
        return nil
    }

    /// A line feed, or the CR of a CR LF: a plan is only made for a file
    /// whose every CR is followed by a line feed.
    private static func isLineEnd(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): return true
        default: return false
        }
    }

    /// A plain or quoted key; not `-`, `?`, `:`, `#`, a tab or anything else
    /// that would start a different kind of line.
    private static func isKeyStart(_ byte: UInt8) -> Bool {
        isWordByte(byte) || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    private static func spaces(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        return index - start
    }

    /// The start of the line that holds `offset`: just after the last line
    /// feed before it. A cut's walk back to its header passes every line of
    /// the mapping before the target (half the file, for a file of one
    /// mapping), so this reads eight bytes at a time (memrchr would, but is a
    /// GNU extension).
    static func startOfLine(containing offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = min(offset, bytes.count)
        guard let base = bytes.baseAddress else { return 0 }
        while index >= 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index - 8).loadUnaligned(as: UInt64.self))
            let feeds = lineFeedBits(word)
            if feeds != 0 {
                // The byte at the highest address is the most significant one.
                return index - 8 + (63 - feeds.leadingZeroBitCount) / 8 + 1
            }
            index -= 8
        }
        while index > 0, base[index - 1] != UInt8(ascii: "\n") { index -= 1 }
        return index
    }

    /// The high bit of every byte of `word` that is a line feed, and no other bit.
    @inline(__always)
    private static func lineFeedBits(_ word: UInt64) -> UInt64 {
        bytesEqual(word, to: 0x0A)
    }

    /// The high bit of every byte of `word` equal to `byte`, and no other
    /// bit. (The xor has a zero byte exactly there; the sum below sets the
    /// high bit of every non-zero byte without carrying into the next.)
    @inline(__always)
    private static func bytesEqual(_ word: UInt64, to byte: UInt8) -> UInt64 {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let xored = word ^ (UInt64(byte) &* 0x0101_0101_0101_0101)
        let nonZero = ((xored & low7) &+ low7) | xored
        return ~nonZero & 0x8080_8080_8080_8080
    }

    /// The start of the next line (or the end of the bytes).
    private static func endOfLine(_ start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard start < bytes.count, let base = bytes.baseAddress else { return bytes.count }
        guard let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) else { return bytes.count }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
    }

    /// Line feeds in `[from, to)`, eight bytes at a time.
    static func countLineFeeds(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to end: Int) -> Int {
        guard from < end, let base = bytes.baseAddress else { return 0 }
        var index = from
        var total = 0
        while index + 8 <= end {
            // Each word adds its line feeds to eight byte-wide counters, one
            // per byte position, summed every 255 words before one can
            // overflow. (Counting each word's bits instead costs a dozen
            // instructions: x86-64's baseline has no popcount.)
            var counters: UInt64 = 0
            let stop = min(end, index + 8 * 255)
            while index + 8 <= stop {
                counters &+= lineFeedBits(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) >> 7
                index += 8
            }
            let pairs = (counters & 0x00FF_00FF_00FF_00FF) &+ ((counters >> 8) & 0x00FF_00FF_00FF_00FF)
            total += Int((pairs &* 0x0001_0001_0001_0001) >> 48)
        }
        while index < end {
            if base[index] == UInt8(ascii: "\n") { total += 1 }
            index += 1
        }
        return total
    }

    /// A CR at or after `start` that no line feed follows, which libyaml
    /// reads as a line break of its own. Eight bytes at a time: a file
    /// written with Windows line ends has one in every line.
    static func hasLoneCarriageReturn(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var index = start
        // Each CR's byte in one word against the next byte in the other.
        while index + 9 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let next = UnsafeRawPointer(base + index + 1).loadUnaligned(as: UInt64.self)
            if bytesEqual(word, to: 0x0D) & ~bytesEqual(next, to: 0x0A) != 0 { return true }
            index += 8
        }
        while index < bytes.count {
            if base[index] == UInt8(ascii: "\r"), index + 1 == bytes.count || base[index + 1] != UInt8(ascii: "\n") {
                return true
            }
            index += 1
        }
        return false
    }
}
