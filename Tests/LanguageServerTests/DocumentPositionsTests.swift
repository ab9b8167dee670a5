import Foundation
import LanguageServerProtocol
import Testing

/// The one conversion between the compiler's byte offsets and LSP positions,
/// in both encodings, on the characters where the two differ.
struct DocumentPositionsTests {
    /// A line of each awkward kind: a tab, a combining mark (e + U+0301, then a precomposed é),
    /// a character outside the BMP (U+1F600, 4 bytes, 2 UTF-16 units), then
    /// CRLF, a lone CR and a last line without a break.
    static let text = "a:\tb\r\ne\u{0301}\u{00E9}x: \u{1F600}y\rz\u{1F600}\n\u{20AC}end"
    static let lines = DocumentPositions(Array(text.utf8))

    /// The byte offset of the first `needle` in the text.
    static func offset(of needle: String) -> Int {
        let bytes = Array(text.utf8), pattern = Array(needle.utf8)
        for start in 0...(bytes.count - pattern.count) where Array(bytes[start..<start + pattern.count]) == pattern { return start }
        Issue.record("no \(needle)")
        return 0
    }

    @Test(arguments: [
        // needle, line, UTF-16 character, UTF-8 character
        ("b", 0, 3, 3),  // after `a`, `:`, a tab
        ("x", 1, 3, 5),  // after e (1 byte), its combining mark (2 bytes), é (2 bytes): a unit each
        ("y", 1, 8, 12),  // after `x: ` and the emoji: 2 units, 4 bytes
        ("z", 2, 0, 0),  // a lone CR ends a line
        ("😀\n", 2, 1, 1),
        ("€", 3, 0, 0),  // CRLF counts as one break: line 1 ended at `\r\n`
        ("end", 3, 1, 3),  // € is 3 bytes, 1 unit
    ])
    func positionsOfBytes(needle: String, line: Int, utf16: Int, utf8: Int) {
        let offset = Self.offset(of: needle)
        #expect(Self.lines.position(ofByte: offset, in: .utf16) == Position(line: line, character: utf16))
        #expect(Self.lines.position(ofByte: offset, in: .utf8) == Position(line: line, character: utf8))
        #expect(Self.lines.byteOffset(of: Position(line: line, character: utf16), in: .utf16) == offset)
        #expect(Self.lines.byteOffset(of: Position(line: line, character: utf8), in: .utf8) == offset)
    }

    @Test(arguments: [PositionEncoding.utf8, .utf16])
    func everyCharacterStartRoundTrips(encoding: PositionEncoding) {
        var offset = 0
        for scalar in Self.text.unicodeScalars {
            let position = Self.lines.position(ofByte: offset, in: encoding)
            // Inside a line break the position is the line's end, which maps back to where the break starts.
            if scalar != "\n" || offset == 0 || Array(Self.text.utf8)[offset - 1] != 0x0D {
                #expect(Self.lines.byteOffset(of: position, in: encoding) == offset, "at byte \(offset)")
            }
            offset += String(scalar).utf8.count
        }
    }

    /// What a UTF-16 client means by a range is the text it gets: the range
    /// around the emoji and `y` is exactly those.
    @Test func aUTF16RangeSelectsTheTextTheClientMeant() {
        let start = Self.lines.byteOffset(of: Position(line: 1, character: 6), in: .utf16)
        let end = Self.lines.byteOffset(of: Position(line: 1, character: 9), in: .utf16)
        #expect(String(decoding: Self.lines.bytes[start..<end], as: UTF8.self) == "😀y")
    }

    @Test func positionsOutsideTheTextAreClamped() {
        // Half a surrogate pair is the emoji's start; past a line's end is its end; past the last line is the end.
        #expect(Self.lines.byteOffset(of: Position(line: 1, character: 7), in: .utf16) == Self.offset(of: "😀y"))
        #expect(Self.lines.byteOffset(of: Position(line: 0, character: 99), in: .utf16) == Self.offset(of: "\r\n"))
        #expect(Self.lines.byteOffset(of: Position(line: 40, character: 0), in: .utf16) == Array(Self.text.utf8).count)
        #expect(Self.lines.position(ofByte: 10_000, in: .utf16) == Position(line: 3, character: 4))
    }

    @Test func invalidUTF8CountsAByteAUnit() {
        let lines = DocumentPositions([0x61, 0xFF, 0xC3, 0x62])
        #expect(lines.position(ofByte: 4, in: .utf16) == Position(line: 0, character: 4))
        #expect(lines.byteOffset(of: Position(line: 0, character: 2), in: .utf16) == 2)
    }

    /// An incremental change in UTF-16 replaces what the client meant.
    @Test func incrementalChangesInBothEncodings() throws {
        for (encoding, character) in [(PositionEncoding.utf16, 8), (.utf8, 12)] {
            var documents = OpenDocuments()
            _ = try documents.open(.object([("textDocument", .object([
                ("uri", .string("file:///a.yaml")), ("version", .int(1)), ("text", .string(Self.text)),
            ]))]))
            let range = DocumentRange(start: Position(line: 1, character: character), end: Position(line: 1, character: character + 1))
            _ = try documents.change(.object([
                ("textDocument", .object([("uri", .string("file:///a.yaml")), ("version", .int(2))])),
                ("contentChanges", .array([.object([("range", range.json), ("text", .string("Y"))])])),
            ]), encoding: encoding)
            let text = String(decoding: try #require(documents["file:///a.yaml"]).text.bytes, as: UTF8.self)
            #expect(text == Self.text.replacingFirst("😀y", with: "😀Y"), "\(encoding)")
        }
    }
}

extension String {
    func replacingFirst(_ old: String, with new: String) -> String {
        guard let range = range(of: old) else { return self }
        return replacingCharacters(in: range, with: new)
    }
}
