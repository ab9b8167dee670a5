import Testing
@testable import YAMLSource

@Suite("Encoding, empty input and libyaml's own errors")
struct EncodingTests {
    func expectSyntax(_ result: YAMLReadResult, at expected: Where, containing words: String...,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.kinds == [.syntax], sourceLocation: sourceLocation)
        #expect(result.document == nil, sourceLocation: sourceLocation)
        guard let problem = result.problems.first else { return }
        #expect(Where(problem.range.start) == expected, sourceLocation: sourceLocation)
        for word in words {
            #expect(problem.message.contains(word), "\(problem.message)", sourceLocation: sourceLocation)
        }
    }

    static let invalidUTF8Cases: [(String, [UInt8], Where)] = [
        // name, bytes, where the bad byte is
        ("bad lead byte", Array("a: b\nc: ".utf8) + [0xFF] + Array("\n".utf8), Where(2, 4, 8)),
        ("lone continuation byte", Array("k: x".utf8) + [0x80], Where(1, 5, 4)),
        ("truncated sequence at end", Array("a: ".utf8) + [0xE6, 0x97], Where(1, 4, 3)),
        ("truncated sequence before ASCII", Array("a: ".utf8) + [0xE6, 0x97] + Array("x\n".utf8), Where(1, 4, 3)),
        ("overlong 2-byte", Array("a: ".utf8) + [0xC0, 0xAF], Where(1, 4, 3)),
        ("overlong 3-byte", Array("a: ".utf8) + [0xE0, 0x80, 0xAF], Where(1, 4, 3)),
        ("overlong 4-byte", Array("a: ".utf8) + [0xF0, 0x80, 0x80, 0xAF], Where(1, 4, 3)),
        ("UTF-16 surrogate", Array("a: ".utf8) + [0xED, 0xA0, 0x80], Where(1, 4, 3)),
        ("above U+10FFFF", Array("a: ".utf8) + [0xF4, 0x90, 0x80, 0x80], Where(1, 4, 3)),
        ("after multi-byte characters", Array("é: 日".utf8) + [0xFF], Where(1, 5, 7)),
        ("after CRLF", Array("a: 1\r\nb: ".utf8) + [0xC3], Where(2, 4, 9)),
        ("after a BOM", [0xEF, 0xBB, 0xBF] + Array("a: ".utf8) + [0xFE], Where(1, 4, 6)),
        ("far into an ASCII file", Array(String(repeating: "k: v\n", count: 100).utf8) + [0xFF], Where(101, 1, 500)),
    ]

    @Test("invalid UTF-8 is a syntax problem at the first bad byte", arguments: invalidUTF8Cases)
    func invalidUTF8(name: String, bytes: [UInt8], expected: Where) {
        expectSyntax(read(bytes: bytes), at: expected, containing: "UTF-8")
    }

    @Test("the message names the bad byte")
    func badByteNamed() {
        expectSyntax(read(bytes: Array("a: ".utf8) + [0xFF]), at: Where(1, 4, 3), containing: "0xFF")
    }

    static let nulCases: [([UInt8], Where)] = [
        (Array("a: b\n".utf8) + [0] + Array("c: d\n".utf8), Where(2, 1, 5)),
        (Array("a: \"x".utf8) + [0] + Array("y\"\n".utf8), Where(1, 6, 5)),
        (Array("é: ".utf8) + [0], Where(1, 4, 4)),
    ]

    @Test("a NUL byte is a syntax problem where it is", arguments: nulCases)
    func nulByte(bytes: [UInt8], expected: Where) {
        expectSyntax(read(bytes: bytes), at: expected, containing: "NUL")
    }

    @Test("valid UTF-8 of every length is accepted")
    func validUTF8() throws {
        let text = "a: \u{7F} \u{80} \u{7FF} \u{800} \u{FFFF} \u{10000} \u{10FFFF}\n"
        let result = read(text)
        // libyaml refuses some non-printable characters; DEL and C1 controls are among them.
        let printable = read("a: \u{A0} \u{7FF} \u{800} \u{E000} \u{10000} \u{10FFFD}\n")
        #expect(printable.problems.isEmpty)
        let doc = try #require(printable.document)
        #expect(doc.value(try #require(doc.node("a"))) == .string("\u{A0} \u{7FF} \u{800} \u{E000} \u{10000} \u{10FFFD}"))
        // Whatever libyaml thinks of the controls, it is not a UTF-8 complaint.
        #expect(!result.problems.contains { $0.message.contains("UTF-8") })
    }

    static let controlCases: [(String, Where)] = [
        ("a: \u{7F}\n", Where(1, 4, 3)),
        ("\u{FEFF}a: \u{7F}\n", Where(1, 4, 6)),
        ("é: x\nb: \u{1}\n", Where(2, 4, 9)),
        ("a: \u{FFFF}\n", Where(1, 4, 3)),
    ]

    @Test("characters libyaml does not allow are a syntax problem at the character", arguments: controlCases)
    func controlCharacters(text: String, expected: Where) throws {
        let result = read(text)
        #expect(result.kinds == [.syntax])
        #expect(result.document == nil)
        let problem = try #require(result.problems.first)
        #expect(problem.message.hasPrefix("control characters are not allowed"), "\(problem.message)")
        #expect(Where(problem.range.start) == expected)
    }

    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        for unit in text.utf16 {
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return bytes
    }

    static let otherEncodingCases: [([UInt8], String)] = [
        ([0xFF, 0xFE] + utf16("a: 1", bigEndian: false), "UTF-16"),
        ([0xFE, 0xFF] + utf16("a: 1", bigEndian: true), "UTF-16"),
        (utf16("a: 1", bigEndian: false), "UTF-16"),
        (utf16("a: 1", bigEndian: true), "UTF-16"),
        ([0xFF, 0xFE, 0x00, 0x00, 0x61, 0x00, 0x00, 0x00], "UTF-32"),
        ([0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x61], "UTF-32"),
    ]

    @Test("UTF-16 and UTF-32 are rejected with a message that names them", arguments: otherEncodingCases)
    func otherEncodings(bytes: [UInt8], name: String) {
        let result = read(bytes: bytes)
        expectSyntax(result, at: Where(1, 1, 0), containing: name, "UTF-8")
    }

    @Test("empty, blank and comment-only input: no root and no problems", arguments: [
        "", "\n", "   \n\n", "# just a comment", "# one\n# two\n", "\u{FEFF}", "\u{FEFF}# c\n", "\r\n# x\r\n",
    ])
    func emptyInput(text: String) throws {
        let result = read(text)
        #expect(result.problems.isEmpty)
        let doc = try #require(result.document)
        #expect(doc.root == nil)
        #expect(SourceText(Array(text.utf8)).isBlankOrComments)
    }

    @Test("isBlankOrComments is false as soon as there is content")
    func notBlank() {
        #expect(!SourceText(Array("# c\na: 1".utf8)).isBlankOrComments)
        #expect(!SourceText(Array("---".utf8)).isBlankOrComments)
    }

    @Test("a lone `---` is one document holding null")
    func explicitEmptyDocument() throws {
        let result = read("---\n")
        #expect(result.problems.isEmpty)
        let doc = try #require(result.document)
        let root = try #require(doc.root)
        #expect(doc.value(root) == .null)
    }

    @Test("explicit start and end markers around one document are fine")
    func markers() throws {
        let result = read("%YAML 1.1\n---\na: 1\n...\n# trailing comment\n")
        #expect(result.problems.isEmpty)
        #expect(result.document?.root != nil)
    }

    @Test("a second document is a syntax problem at its `---`")
    func secondDocument() throws {
        let result = read("a: 1\n---\nb: 2\n")
        expectSyntax(result, at: Where(2, 1, 5), containing: "second")
        // Also after an explicit end marker, and when both start with `---`.
        expectSyntax(read("a: 1\n...\n---\nb: 2\n"), at: Where(3, 1, 9), containing: "second")
        expectSyntax(read("--- a\n--- b\n"), at: Where(2, 1, 6), containing: "second")
    }

    static let libyamlErrorCases: [(String, String, Where)] = [
        ("a: b: c\n", "mapping values are not allowed in this context", Where(1, 5, 4)),
        ("a: [1, 2\n", "did not find expected ',' or ']'", Where(2, 1, 9)),
        ("a: \"open\n", "found unexpected end of stream", Where(2, 1, 9)),
        ("- a\nb: c\n", "did not find expected '-' indicator", Where(2, 1, 4)),
        ("é: x\nü: [日, \"a\n", "found unexpected end of stream", Where(3, 1, 19)),
        ("a: @b\n", "found character that cannot start any token", Where(1, 4, 3)),
        ("\u{FEFF}é: b: c\n", "mapping values are not allowed in this context", Where(1, 5, 8)),
        ("a: 1\r\nb: x\r\nc: d: e\r\n", "mapping values are not allowed in this context", Where(3, 5, 16)),
    ]

    @Test("libyaml's syntax errors carry libyaml's text and position", arguments: libyamlErrorCases)
    func libyamlErrors(text: String, message: String, expected: Where) throws {
        let result = read(text)
        #expect(result.kinds == [.syntax])
        #expect(result.document == nil)
        let problem = try #require(result.problems.first)
        // libyaml's words come first; the reader may add a hint after them.
        #expect(problem.message.hasPrefix(message), "\(problem.message)")
        #expect(Where(problem.range.start) == expected)
    }

    /// A tab in the indentation gets words about the file rather than
    /// libyaml's about its scanner (and no note about what it was scanning),
    /// and the spaces to put in its place: a child's indentation after a
    /// line that opens a block, a sibling's otherwise, none on a blank line.
    @Test("a tab in the indentation says so and offers spaces", arguments: [
        // text, the fix in words, the spaces, the tab, the end of the indentation replaced
        ("a:\n\t- x\n", "indent with 2 spaces", "  ", Where(2, 1, 3), Where(2, 2, 4)),
        ("a:\n  b: 1\n\tc: 2\n", "indent with 2 spaces", "  ", Where(3, 1, 10), Where(3, 2, 11)),
        ("a:\n  b:\n    c: 1\n  \t d: 2\n", "indent with 4 spaces", "    ", Where(4, 3, 19), Where(4, 5, 21)),
        ("a:\n  b: 1\n\t\n", "delete the line's tabs", "", Where(3, 1, 10), Where(3, 2, 11)),
    ])
    func tabIndentation(text: String, fix: String, spaces: String, tab: Where, indentationEnd: Where) throws {
        let problem = try #require(read(text).problems.first)
        #expect(problem.message == "YAML does not allow tabs for indentation; \(fix)")
        #expect(problem.notes.isEmpty)
        #expect(Where(problem.range.start) == tab)
        let replacement = try #require(problem.replacement)
        #expect(replacement.text == spaces)
        // The whole indentation, from the line's start.
        #expect(Where(replacement.range.start) == Where(tab.line, 1, tab.offset - tab.column + 1))
        #expect(Where(replacement.range.end) == indentationEnd)
    }

    @Test("libyaml's context is a note with its own position")
    func libyamlContext() throws {
        let result = read("a: \"open\n")
        let problem = try #require(result.problems.first)
        let note = try #require(problem.notes.first)
        #expect(note.message == "while scanning a quoted scalar")
        #expect(Where(note.range.start) == Where(1, 4, 3))
    }
}
