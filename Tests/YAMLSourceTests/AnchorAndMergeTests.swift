import Testing
@testable import YAMLSource

@Suite("Anchors, aliases and merge keys")
struct AnchorAndMergeTests {
    @Test("an alias resolves to the anchored node, and accessors follow it")
    func aliasResolves() throws {
        let text = """
            base: &b {x: 1, y: [a, b]}
            copy: *b
            word: &w hello
            again: *w

            """
        let result = read(text)
        #expect(result.problems.isEmpty)
        let doc = try #require(result.document)
        let base = try #require(doc.node("base"))
        let copy = try #require(doc.node("copy"))
        #expect(doc[copy].kind == .alias)
        #expect(doc.target(of: copy) == base)
        // A non-alias is its own target.
        #expect(doc.target(of: base) == base)
        // entries/items/text/value look through the alias.
        #expect(doc.keys(copy) == ["x", "y"])
        #expect(doc.value(try #require(doc.node("copy", "x"))) == .int(1))
        #expect(doc.items(try #require(doc.node("copy", "y"))).count == 2)
        let again = try #require(doc.node("again"))
        #expect(doc[again].kind == .alias)
        #expect(doc.text(again) == "hello")
        #expect(doc.value(again) == .string("hello"))
        #expect(doc.target(of: again) == doc.node("word"))
    }

    @Test("entries read in place match entries(), through aliases and merges, and nothing else has any")
    func entriesInPlace() throws {
        let text = """
            base: &b {x: 1, y: 2}
            copy: *b
            merged: {<<: *b, z: 3}
            empty: {}
            word: hello
            list: [a, b]

            """
        let doc = try #require(read(text).document)
        for key in ["base", "copy", "merged", "empty", "word", "list"] {
            let id = try #require(doc.node(.key(key)))
            let pairs = doc.entries(id)
            #expect(doc.entryCount(id) == pairs.count, "\(key)")
            for index in 0..<doc.entryCount(id) {
                #expect(doc.entry(id, at: index) == pairs[index], "\(key) \(index)")
            }
        }
        #expect(doc.entryCount(try #require(doc.node(.key("merged")))) == 3)
    }

    @Test("an alias names the most recent anchor of that name")
    func anchorRedefined() throws {
        let doc = try #require(read("a: &x 1\nb: &x 2\nc: *x\n").document)
        #expect(doc.value(try #require(doc.node("c"))) == .int(2))
        #expect(doc.target(of: try #require(doc.node("c"))) == doc.node("b"))
    }

    @Test("an alias can be a key")
    func aliasAsKey() throws {
        let doc = try #require(read("k: &name title\n*name : value\n").document)
        #expect(doc.value(try #require(doc.node("title"))) == .string("value"))
    }

    @Test("an undefined alias is a syntax problem at the alias")
    func undefinedAlias() throws {
        let result = read("a: 1\nb: *nope\n")
        #expect(result.document == nil)
        #expect(result.kinds == [.syntax])
        let problem = try #require(result.problems.first)
        #expect(problem.message.contains("nope"))
        #expect(Where(problem.range.start) == Where(2, 4, 8))
    }

    @Test("an alias used before its anchor is undefined")
    func aliasBeforeAnchor() {
        let result = read("a: *x\nb: &x 1\n")
        #expect(result.document == nil)
        #expect(result.kinds == [.syntax])
    }

    @Test("an alias inside the node it names is a syntax problem with a note at the anchor")
    func recursiveAlias() throws {
        let result = read("a: &loop\n  b: *loop\n")
        #expect(result.document == nil)
        #expect(result.kinds == [.syntax])
        let problem = try #require(result.problems.first)
        #expect(Where(problem.range.start) == Where(2, 6, 14))
        #expect(problem.notes.count == 1)
        #expect(problem.notes.first.map { Where($0.range.start) } == Where(1, 4, 3))
    }

    // MARK: Merge keys

    static let mergeDocument = """
        base: &base {a: 1, b: 2}
        other: &other {b: 3, c: 4}
        single:
          <<: *base
          a: 10
        list:
          d: 5
          <<: [*base, *other]
        inline:
          <<: {z: 26}
          y: 25
        chain:
          <<: *base
          b: 20

        """

    @Test("`<<: *alias` merges a mapping; explicit keys win and come first")
    func singleMerge() throws {
        let result = read(Self.mergeDocument)
        #expect(result.problems.isEmpty)
        let doc = try #require(result.document)
        let single = try #require(doc.node("single"))
        #expect(doc.scalarPairs(single).map(\.0) == ["a", "b"])
        #expect(doc.scalarPairs(single).map(\.1) == [.int(10), .int(2)])
        // The `<<` key itself is gone.
        #expect(!doc.keys(single).contains("<<"))
        let chain = try #require(doc.node("chain"))
        #expect(doc.scalarPairs(chain).map(\.0) == ["b", "a"])
        #expect(doc.scalarPairs(chain).map(\.1) == [.int(20), .int(1)])
    }

    @Test("`<<: [*a, *b]` merges each; an earlier source wins over a later one")
    func listMerge() throws {
        let doc = try #require(read(Self.mergeDocument).document)
        let list = try #require(doc.node("list"))
        #expect(doc.scalarPairs(list).map(\.0) == ["d", "a", "b", "c"])
        #expect(doc.scalarPairs(list).map(\.1) == [.int(5), .int(1), .int(2), .int(4)])
    }

    @Test("`<<` takes an inline mapping too")
    func inlineMerge() throws {
        let doc = try #require(read(Self.mergeDocument).document)
        let inline = try #require(doc.node("inline"))
        #expect(doc.scalarPairs(inline).map(\.0) == ["y", "z"])
        #expect(doc.scalarPairs(inline).map(\.1) == [.int(25), .int(26)])
    }

    @Test("merges apply inside merged mappings (nested merges)")
    func nestedMerge() throws {
        let text = """
            a: &a {x: 1}
            b: &b {<<: *a, y: 2}
            c: {<<: *b, z: 3}

            """
        let result = read(text)
        #expect(result.problems.isEmpty)
        let doc = try #require(result.document)
        let c = try #require(doc.node("c"))
        #expect(doc.scalarPairs(c).map(\.0) == ["z", "y", "x"])
    }

    @Test("an explicit key that shadows a merged one is not a duplicate")
    func shadowingIsNotDuplicate() {
        let result = read("base: &b {a: 1}\nm:\n  a: 2\n  <<: *b\n")
        #expect(result.problems.isEmpty)
    }

    @Test("a quoted \"<<\" is an ordinary key; `!!merge <<` is a merge key")
    func quotedMergeKey() throws {
        let doc = try #require(read("b: &b {x: 1}\nq:\n  \"<<\": *b\nt:\n  !!merge <<: *b\n").document)
        #expect(doc.keys(try #require(doc.node("q"))) == ["<<"])
        #expect(doc.keys(try #require(doc.node("t"))) == ["x"])
    }

    @Test("a scalar merge value is an invalid merge at the value", arguments: ["5", "~", "*s", "text"])
    func scalarMerge(value: String) throws {
        let result = read("s: &s str\nm:\n  <<: \(value)\n  k: v\n")
        #expect(result.kinds == [.invalidMerge])
        let problem = try #require(result.problems.first)
        #expect(Where(problem.range.start).line == 3)
        #expect(Where(problem.range.start).column == 7)
        // The rest of the mapping is still read.
        let doc = try #require(result.document)
        #expect(doc.keys(try #require(doc.node("m"))) == ["k"])
    }

    @Test("a merge list with a non-mapping item reports that item and merges the rest")
    func listWithScalar() throws {
        let result = read("b: &b {x: 1}\nm:\n  <<: [*b, 3, [y]]\n")
        #expect(result.kinds == [.invalidMerge, .invalidMerge])
        #expect(result.problems.map { Where($0.range.start).column } == [12, 15])
        let doc = try #require(result.document)
        #expect(doc.keys(try #require(doc.node("m"))) == ["x"])
    }
}
