/// A tab in a line's indentation, where libyaml stopped. libyaml says
/// "found character that cannot start any token" or "found a tab character
/// that violates indentation", with a note about the scalar or token it was
/// reading: words about its scanner, not about the file. This says what is
/// wrong and how to fix it.
struct TabIndentation {
    /// What is wrong, and the fix in words: a fix-it of spaces is
    /// invisible where it is shown under the line.
    var message: String {
        "YAML does not allow tabs for indentation; \(fix)"
    }

    /// The fix in words: the fix-it's title, and the end of the message.
    var fix: String {
        replacement.isEmpty ? "delete the line's tabs"
            : "indent with \(replacement.count) space\(replacement.count == 1 ? "" : "s")"
    }

    /// The line's indentation: from the line's start to its first character
    /// that is neither a space nor a tab.
    let span: SourceSpan
    /// Spaces for it: the previous non-blank line's indentation, two more if
    /// that line opens a block (ends with `:`), so that the line becomes a
    /// sibling or a child as it looked in an editor that shows a tab as a
    /// step. A line of only whitespace becomes empty.
    let replacement: String

    /// Nil unless the byte at `offset` is a tab among only spaces and tabs
    /// from the start of its line.
    init?(at offset: Int, in bytes: [UInt8]) {
        let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
        guard offset < bytes.count, bytes[offset] == tab else { return nil }
        let start = Self.lineStart(before: offset, in: bytes)
        guard bytes[start..<offset].allSatisfy({ $0 == space || $0 == tab }) else { return nil }
        var end = offset
        while end < bytes.count, bytes[end] == space || bytes[end] == tab { end += 1 }
        span = SourceSpan(start: start, end: end)
        if end == bytes.count || bytes[end] == UInt8(ascii: "\n") || bytes[end] == UInt8(ascii: "\r") {
            replacement = ""
        } else {
            replacement = String(repeating: " ", count: Self.indentation(forLineAt: start, in: bytes))
        }
    }

    private static func lineStart(before offset: Int, in bytes: [UInt8]) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n"), bytes[start - 1] != UInt8(ascii: "\r") { start -= 1 }
        return start
    }

    /// The indentation the line starting at `start` most likely meant.
    private static func indentation(forLineAt start: Int, in bytes: [UInt8]) -> Int {
        var end = start
        while end > 0 {
            // The previous line: [lineStart, end - 1) without its break.
            let previousEnd = end - 1
            let previousStart = lineStart(before: previousEnd, in: bytes)
            let line = bytes[previousStart..<previousEnd]
            end = previousStart
            let spaces = line.prefix { $0 == UInt8(ascii: " ") }.count
            let content = line.dropFirst(spaces)
            // Blank lines and comment lines say nothing about the structure.
            guard let first = content.first, first != UInt8(ascii: "#"), first != UInt8(ascii: "\r") else { continue }
            let trimmed = content.reversed().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }
            return trimmed.first == UInt8(ascii: ":") ? spaces + 2 : spaces
        }
        return 0
    }
}
