import Testing
@testable import YAMLSource

/// Source ranges: 1-based lines and columns (columns count Unicode scalars) and
/// 0-based byte offsets into the file as read, byte order mark included.
@Suite("Source positions")
struct PositionTests {
    func start(_ doc: YAMLDocument, _ id: YAMLNodeID?) -> Where? {
        id.map { Where(doc.range(of: $0).start) }
    }

    func end(_ doc: YAMLDocument, _ id: YAMLNodeID?) -> Where? {
        id.map { Where(doc.range(of: $0).end) }
    }

    @Test("every node of a small document, keys included, has the exact line, column and offset")
    func exactPositions() throws {
        let text = """
            name: app
            list:
              - a
              - "b c"
            map: {k: v}

            """
        let result = read(text)
        #expect(result.problems.isEmpty)
        let doc = try #require(result.document)
        let root = try #require(doc.root)
        #expect(start(doc, root) == Where(1, 1, 0))

        // Keys.
        #expect(start(doc, doc.keyNode(in: root, "name")) == Where(1, 1, 0))
        #expect(end(doc, doc.keyNode(in: root, "name")) == Where(1, 5, 4))
        #expect(start(doc, doc.keyNode(in: root, "list")) == Where(2, 1, 10))
        #expect(end(doc, doc.keyNode(in: root, "list")) == Where(2, 5, 14))
        #expect(start(doc, doc.keyNode(in: root, "map")) == Where(5, 1, 32))

        // Values.
        #expect(start(doc, doc.node("name")) == Where(1, 7, 6))
        #expect(end(doc, doc.node("name")) == Where(1, 10, 9))
        #expect(start(doc, doc.node("list")) == Where(3, 3, 18))
        #expect(start(doc, doc.node("list", 0)) == Where(3, 5, 20))
        #expect(end(doc, doc.node("list", 0)) == Where(3, 6, 21))
        // A quoted scalar's range includes its quotes.
        #expect(start(doc, doc.node("list", 1)) == Where(4, 5, 26))
        #expect(end(doc, doc.node("list", 1)) == Where(4, 10, 31))
        // A flow mapping spans from `{` to just past `}`.
        #expect(start(doc, doc.node("map")) == Where(5, 6, 37))
        #expect(end(doc, doc.node("map")) == Where(5, 12, 43))
        let map = try #require(doc.node("map"))
        #expect(start(doc, doc.keyNode(in: map, "k")) == Where(5, 7, 38))
        #expect(start(doc, doc.node("map", "k")) == Where(5, 10, 41))
        #expect(end(doc, doc.node("map", "k")) == Where(5, 11, 42))
    }

    @Test("multi-byte characters before a node: columns count scalars, offsets count bytes")
    func multiByteCharacters() throws {
        // é is 2 bytes, 日本語 3 × 3 bytes, 😀 4 bytes, ü 2 bytes.
        let text = "\"é\": [日本語, 😀, x]\nü: y\n"
        let result = read(text)
        #expect(result.problems.isEmpty)
        let doc = try #require(result.document)
        let root = try #require(doc.root)

        #expect(start(doc, doc.keyNode(in: root, "é")) == Where(1, 1, 0))
        #expect(end(doc, doc.keyNode(in: root, "é")) == Where(1, 4, 4))
        #expect(start(doc, doc.node("é")) == Where(1, 6, 6))
        #expect(start(doc, doc.node("é", 0)) == Where(1, 7, 7))
        #expect(end(doc, doc.node("é", 0)) == Where(1, 10, 16))
        #expect(start(doc, doc.node("é", 1)) == Where(1, 12, 18))
        #expect(end(doc, doc.node("é", 1)) == Where(1, 13, 22))
        #expect(start(doc, doc.node("é", 2)) == Where(1, 15, 24))
        #expect(end(doc, doc.node("é")) == Where(1, 17, 26))
        // The next line starts counting columns again, offsets keep counting bytes.
        #expect(start(doc, doc.keyNode(in: root, "ü")) == Where(2, 1, 27))
        #expect(start(doc, doc.node("ü")) == Where(2, 4, 31))
    }

    @Test("an emoji made of several scalars counts one column per scalar")
    func multiScalarEmoji() throws {
        // 👨‍👩‍👧 is man, ZWJ, woman, ZWJ, girl: 5 scalars, 18 bytes.
        let family = "👨‍👩‍👧"
        #expect(family.unicodeScalars.count == 5)
        #expect(family.utf8.count == 18)
        let result = read("\(family): x\n")
        let doc = try #require(result.document)
        #expect(result.problems.isEmpty)
        #expect(start(doc, doc.node(PathStep.key(family))) == Where(1, 8, 20))
    }

    @Test("a UTF-8 byte order mark: lines and columns as without it, offsets include its 3 bytes")
    func byteOrderMark() throws {
        let body = "a: 1\nb: é\nc: 2\n"
        let withBOM = [0xEF, 0xBB, 0xBF] + Array(body.utf8)
        let result = read(bytes: withBOM)
        #expect(result.problems.isEmpty)
        let doc = try #require(result.document)
        let root = try #require(doc.root)
        #expect(start(doc, root) == Where(1, 1, 3))
        #expect(start(doc, doc.keyNode(in: root, "a")) == Where(1, 1, 3))
        #expect(start(doc, doc.node("a")) == Where(1, 4, 6))
        #expect(start(doc, doc.keyNode(in: root, "b")) == Where(2, 1, 8))
        #expect(start(doc, doc.node("b")) == Where(2, 4, 11))
        #expect(end(doc, doc.node("b")) == Where(2, 5, 13))
        #expect(start(doc, doc.keyNode(in: root, "c")) == Where(3, 1, 14))
        #expect(start(doc, doc.node("c")) == Where(3, 4, 17))
        // The BOM is not part of the first key.
        #expect(doc.text(try #require(doc.keyNode(in: root, "a"))) == "a")

        // Same document without the BOM: same lines/columns, offsets 3 less.
        let plain = try #require(read(body).document)
        for (with, without) in zip(doc.reachableNodes(), plain.reachableNodes()) {
            let a = doc.range(of: with).start, b = plain.range(of: without).start
            #expect(a.line == b.line && a.column == b.column)
            #expect(a.offset == b.offset + 3)
        }
    }

    @Test("an ASCII-only document with a BOM")
    func asciiWithBOM() throws {
        let result = read(bytes: [0xEF, 0xBB, 0xBF] + Array("k: [a, b]\n".utf8))
        let doc = try #require(result.document)
        #expect(start(doc, doc.node("k", 1)) == Where(1, 8, 10))
    }

    @Test("CRLF line endings: lines and columns as with LF, offsets count both bytes")
    func crlf() throws {
        let result = read("a: 1\r\nb: [x, é]\r\nc: 2\r\n")
        #expect(result.problems.isEmpty)
        let doc = try #require(result.document)
        let root = try #require(doc.root)
        #expect(start(doc, doc.node("a")) == Where(1, 4, 3))
        #expect(start(doc, doc.keyNode(in: root, "b")) == Where(2, 1, 6))
        #expect(start(doc, doc.node("b", 0)) == Where(2, 5, 10))
        #expect(start(doc, doc.node("b", 1)) == Where(2, 8, 13))
        #expect(start(doc, doc.keyNode(in: root, "c")) == Where(3, 1, 18))
        #expect(start(doc, doc.node("c")) == Where(3, 4, 21))
        #expect(doc.text(try #require(doc.node("c"))) == "2")
    }

    @Test("CRLF line endings in an ASCII-only document")
    func crlfASCII() throws {
        let doc = try #require(read("a: 1\r\nbb: 2\r\n\r\nc: 3\r\n").document)
        let root = try #require(doc.root)
        #expect(start(doc, doc.node("bb")) == Where(2, 5, 10))
        #expect(start(doc, doc.keyNode(in: root, "c")) == Where(4, 1, 15))
    }

    @Test("lone CR line endings")
    func loneCR() throws {
        let result = read("a: 1\rb: é\rc: 2\r")
        #expect(result.problems.isEmpty)
        let doc = try #require(result.document)
        let root = try #require(doc.root)
        #expect(doc.keys(root) == ["a", "b", "c"])
        #expect(start(doc, doc.keyNode(in: root, "b")) == Where(2, 1, 5))
        #expect(start(doc, doc.node("b")) == Where(2, 4, 8))
        #expect(start(doc, doc.keyNode(in: root, "c")) == Where(3, 1, 11))
        #expect(start(doc, doc.node("c")) == Where(3, 4, 14))
    }

    @Test("Unicode line breaks NEL and LS count as line breaks, as libyaml reads them")
    func unicodeLineBreaks() throws {
        // U+0085 NEL is 2 bytes, U+2028 LS is 3 bytes.
        let nel = try #require(read("a: 1\u{85}b: 2\n").document)
        #expect(start(nel, nel.node("b")) == Where(2, 4, 9))
        let ls = try #require(read("a: 1\u{2028}b: 2\n").document)
        #expect(start(ls, ls.node("b")) == Where(2, 4, 10))
        #expect(ls.keys(try #require(ls.root)) == ["a", "b"])
    }

    @Test("a file that does not end in a line break: positions at its end stay on its last line")
    func endOfFileWithoutLineBreak() throws {
        // Fine: the last scalar ends on the last line.
        let doc = try #require(read("a: |\n  x").document)
        #expect(end(doc, doc.node("a")) == Where(2, 4, 8))

        // libyaml moves its end-of-stream mark to a new line (`mark.line++, column = 0`) when the
        // file does not end in a break; the reader keeps such positions on the last line.
        let result = read("a: [1, 2")
        let problem = try #require(result.problems.first)
        #expect(problem.range.start.offset == 8)
        #expect(Where(problem.range.start) == Where(1, 9, 8))
        #expect(end(doc, doc.root) == Where(2, 4, 8))
    }

    @Test("node positions agree with SourceText.position(ofByte:)", arguments: [
        "a: 1\nb:\n  - x\n  - {y: z}\n",
        "\"é\": [日本語, 😀, x]\nü: y\n",
        "a: 1\r\nb: [x, é]\r\nc: |\r\n  lit\r\n  eral\r\nd: 2\r\n",
        "a: 1\rb: é\rc: 2\r",
        "\u{FEFF}top:\n  - 😀\n  - ñ: &anchor [ö]\n  - *anchor\n",
    ])
    func positionsAgree(text: String) throws {
        let source = SourceText(Array(text.utf8))
        let result = YAMLReader.read(source)
        #expect(result.problems.isEmpty)
        let doc = try #require(result.document)
        let nodes = doc.reachableNodes()
        #expect(nodes.count > 3)
        for id in nodes {
            let range = doc.range(of: id)
            for position in [range.start, range.end] {
                #expect(source.position(ofByte: Int(position.offset)) == position, "node \(id) at \(Where(position))")
            }
            // A plain scalar's range covers exactly its text.
            if doc[id].kind == .scalar, doc[id].style == .plain, let text = doc.text(id) {
                let bytes = source.bytes[Int(range.start.offset)..<Int(range.end.offset)]
                #expect(String(decoding: bytes, as: UTF8.self) == text)
            }
        }
    }

    @Test("an alias node has its own range, not its anchor's")
    func aliasRange() throws {
        let doc = try #require(read("a: &x 1\nb: *x\n").document)
        let alias = try #require(doc.node("b"))
        #expect(doc[alias].kind == .alias)
        #expect(start(doc, alias) == Where(2, 4, 11))
        #expect(end(doc, alias) == Where(2, 6, 13))
        #expect(start(doc, doc.target(of: alias)) == Where(1, 4, 3))
    }

    @Test("SourceText.lineBounds(containing:) gives the line without its break")
    func lineBounds() {
        let source = SourceText(Array("a: 1\r\nbé: 2\ncc\r".utf8))
        #expect(source.lineBounds(containing: 0) == 0..<4)
        #expect(source.lineBounds(containing: 3) == 0..<4)
        #expect(source.lineBounds(containing: 6) == 6..<12)
        #expect(source.lineBounds(containing: 9) == 6..<12)
        #expect(source.lineBounds(containing: 13) == 13..<15)
        // Past the end is clamped to the last line.
        #expect(source.lineBounds(containing: 100) == 16..<16)
        // The byte order mark is not part of the first line.
        let bom = SourceText([0xEF, 0xBB, 0xBF] + Array("ab\ncd".utf8))
        #expect(bom.lineBounds(containing: 4) == 3..<5)
        #expect(bom.lineBounds(containing: 7) == 6..<8)
    }

    @Test("SourceText.position(ofByte:) counts scalars, line breaks of every kind, and skips the BOM")
    func positionOfByte() {
        let source = SourceText(Array("é日\r\nx\ry\nz".utf8))
        #expect(Where(source.position(ofByte: 0)) == Where(1, 1, 0))
        #expect(Where(source.position(ofByte: 2)) == Where(1, 2, 2))
        #expect(Where(source.position(ofByte: 5)) == Where(1, 3, 5))
        #expect(Where(source.position(ofByte: 7)) == Where(2, 1, 7))
        #expect(Where(source.position(ofByte: 9)) == Where(3, 1, 9))
        #expect(Where(source.position(ofByte: 11)) == Where(4, 1, 11))
        let bom = SourceText([0xEF, 0xBB, 0xBF] + Array("ab".utf8))
        #expect(Where(bom.position(ofByte: 3)) == Where(1, 1, 3))
        #expect(Where(bom.position(ofByte: 4)) == Where(1, 2, 4))
    }
}
