import Testing
@testable import YAMLSource

/// The tree keeps byte offsets; `LineMap` turns them into lines and columns
/// by counting from the last mark libyaml left before them. These check the
/// marks and the counting on documents long enough to have many marks.
@Suite("Line map")
struct LineMapTests {
    /// A spec-shaped document of `entries` transitions: multi-byte
    /// characters, block scalars, flow collections over two lines, now and
    /// then a line longer than the marks' byte spacing, and with `crlf`, CRLF
    /// on some lines (which makes the file read whole).
    static func document(entries: Int, crlf: Bool = true) -> String {
        var text = "version: 1\nscreens:\n"
        for index in 0..<entries / 4 { text += "  s\(index): { scrollable: true, title: \"écran \(index)\" }\n" }
        text += "transitions:\n"
        for index in 0..<entries {
            let end = crlf && index % 3 == 0 ? "\r\n" : "\n"
            text += "  t\(index):" + end
            text += "    kind: push" + end
            text += "    from: s\(index % 7)   # 日本語 comment" + end
            text += "    note: |" + end + "      line one ü" + end + "      line two" + end
            text += "    list: [a, b," + end + "      c, 😀]" + end
            if index % 25 == 0 {
                text += "    long: [" + (0..<120).map { "v\($0)" }.joined(separator: ", ") + "]" + end
            }
        }
        return text
    }

    func expectCountedPositions(_ text: String, parallelism: ReadParallelism) throws {
        let source = SourceText(Array(text.utf8))
        let result = YAMLReader.read(source, parallelism: parallelism)
        #expect(result.problems.isEmpty)
        let doc = try #require(result.document)
        // Marks are libyaml's own positions: counting from the start agrees.
        let marks = doc.lines.marks
        #expect(marks.count > 100)
        for mark in marks {
            #expect(source.position(ofByte: Int(mark.offset)) == mark)
        }
        #expect(zip(marks, marks.dropFirst()).allSatisfy { $0.offset < $1.offset })
        // Every line holds a node, so no mark is far from the one before.
        #expect(zip(marks, marks.dropFirst()).allSatisfy { $1.line - $0.line <= LineMarkSpacing.lines })
        for id in doc.reachableNodes() {
            let range = doc.range(of: id)
            #expect(range.start == source.position(ofByte: Int(doc[id].span.start)))
            #expect(range.end == source.position(ofByte: Int(doc[id].span.end)))
        }
    }

    @Test("a file read whole: every node's position is the one counted from the start")
    func wholeFile() throws {
        try expectCountedPositions(Self.document(entries: 200), parallelism: .serial)
    }

    @Test("a file read in pieces: the pieces' marks join into one map", arguments: [2, 3, 5])
    func cutFile(pieces: Int) throws {
        let text = Self.document(entries: 200, crlf: false)
        let plan = ReadParallelism(pieces: pieces, minimumPieceBytes: 1).plan(SourceText(Array(text.utf8)))
        #expect(plan != nil)
        try expectCountedPositions(text, parallelism: ReadParallelism(pieces: pieces, minimumPieceBytes: 1))
    }

    @Test("a problem far into a file is placed by the map")
    func problemPosition() throws {
        var text = Self.document(entries: 100)
        text += "  t5:\n    kind: pop\n"
        let source = SourceText(Array(text.utf8))
        let result = YAMLReader.read(source, parallelism: .serial)
        let problem = try #require(result.problems.first)
        #expect(problem.kind == .duplicateKey)
        let lineCount = text.utf8.filter { $0 == UInt8(ascii: "\n") }.count
        // The repeated key is on the second line from the end.
        #expect(problem.range.start == SourcePosition(line: lineCount - 1, column: 3, offset: text.utf8.count - 18))
        let note = try #require(problem.notes.first)
        #expect(note.range.start == source.position(ofByte: Int(note.range.start.offset)))
        #expect(note.range.start.line < problem.range.start.line)
    }

    @Test("a document with no marks counts from the start of the file, after a byte order mark")
    func noMarks() {
        let source = SourceText(Array("\u{FEFF}a: é\nb: c\n".utf8))
        let map = LineMap(source: source, marks: [])
        #expect(map.position(at: 3) == SourcePosition(line: 1, column: 1, offset: 3))
        #expect(map.position(at: 6) == SourcePosition(line: 1, column: 4, offset: 6))
        #expect(map.position(at: 9) == SourcePosition(line: 2, column: 1, offset: 9))
        #expect(map.range(SourceSpan(start: 9, end: 10)) == SourceRange(
            start: SourcePosition(line: 2, column: 1, offset: 9), end: SourcePosition(line: 2, column: 2, offset: 10)))
    }
}
