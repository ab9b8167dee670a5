import Testing
@testable import YAMLSource

@Suite("Duplicate keys")
struct DuplicateKeyTests {
    @Test("a repeated key is reported at the second key with a note at the first; the first value is kept")
    func blockMapping() throws {
        let result = read("a: 1\nb: 2\na: 3\n")
        #expect(result.kinds == [.duplicateKey])
        let problem = try #require(result.problems.first)
        #expect(problem.message.contains("`a`"))
        #expect(Where(problem.range.start) == Where(3, 1, 10))
        #expect(Where(problem.range.end) == Where(3, 2, 11))
        #expect(problem.notes.count == 1)
        #expect(problem.notes.first.map { Where($0.range.start) } == Where(1, 1, 0))
        // The document is still usable: the first entry wins, the second is gone.
        let doc = try #require(result.document)
        let root = try #require(doc.root)
        #expect(doc.keys(root) == ["a", "b"])
        #expect(doc.value(try #require(doc.node("a"))) == .int(1))
    }

    @Test("a repeated key inside a flow mapping")
    func flowMapping() throws {
        let result = read("outer: {x: 1, y: 2, x: 3}\n")
        #expect(result.kinds == [.duplicateKey])
        let problem = try #require(result.problems.first)
        #expect(Where(problem.range.start) == Where(1, 21, 20))
        #expect(problem.notes.first.map { Where($0.range.start) } == Where(1, 9, 8))
        let doc = try #require(result.document)
        #expect(doc.scalarPairs(try #require(doc.node("outer"))).map(\.1) == [.int(1), .int(2)])
    }

    @Test("each repetition is its own problem, all pointing back at the first")
    func threeTimes() throws {
        let result = read("k: 1\nk: 2\nk: 3\n")
        #expect(result.kinds == [.duplicateKey, .duplicateKey])
        #expect(result.problems.map { Where($0.range.start).line } == [2, 3])
        #expect(result.problems.map { $0.notes.first.map { Where($0.range.start).line } } == [1, 1])
        let doc = try #require(result.document)
        #expect(doc.value(try #require(doc.node("k"))) == .int(1))
    }

    @Test("the same key in different mappings is fine")
    func differentMappings() {
        let result = read("a: {k: 1}\nb: {k: 2}\nc:\n  - k: 3\n  - k: 4\n")
        #expect(result.problems.isEmpty)
    }

    @Test("a duplicate in a nested mapping is found, and a large mapping finds it too")
    func nestedAndLarge() throws {
        var text = "outer:\n"
        for i in 0..<40 { text += "  key\(i): \(i)\n" }
        text += "  key7: again\n"
        let result = read(text)
        #expect(result.kinds == [.duplicateKey])
        let problem = try #require(result.problems.first)
        #expect(Where(problem.range.start).line == 42)
        #expect(problem.notes.first.map { Where($0.range.start).line } == 9)
        let doc = try #require(result.document)
        #expect(doc.entries(try #require(doc.node("outer"))).count == 40)
        #expect(doc.value(try #require(doc.node("outer", "key7"))) == .int(7))
    }

    @Test("keys that differ only in quoting are the same key")
    func quotedAndPlain() {
        let result = read("name: 1\n\"name\": 2\n")
        #expect(result.kinds == [.duplicateKey])
    }

    @Test("100 000 distinct keys in one mapping: no problem, and fast")
    func manyKeys() throws {
        var text = ""
        text.reserveCapacity(1_600_000)
        for i in 0..<100_000 { text += "key\(i): \(i)\n" }
        var result: YAMLReadResult?
        let elapsed = seconds { result = read(text) }
        let outcome = try #require(result)
        #expect(outcome.problems.isEmpty)
        let doc = try #require(outcome.document)
        let root = try #require(doc.root)
        #expect(doc.entries(root).count == 100_000)
        #expect(doc.value(try #require(doc.node("key99999"))) == .int(99_999))
        // A quadratic key check would take minutes; a linear one well under a second
        // (generous bound for debug builds on slow machines).
        #expect(elapsed < 10, "reading 100 000 keys took \(elapsed) s")
    }

    @Test("100 000 keys with one repeated at the end is one problem")
    func manyKeysOneDuplicate() throws {
        var text = ""
        for i in 0..<100_000 { text += "key\(i): \(i)\n" }
        text += "key5: x\n"
        let result = read(text)
        #expect(result.kinds == [.duplicateKey])
        #expect(result.problems.first.map { Where($0.range.start).line } == 100_001)
        #expect(result.problems.first?.notes.first.map { Where($0.range.start).line } == 6)
    }
}
