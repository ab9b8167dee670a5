import Foundation
import Testing
@testable import YAMLSource

/// A file cut into pieces read on several cores must read exactly as the whole
/// file does: same nodes, same positions, same problems. Every case is read
/// whole and in 2 to 7 pieces with no minimum size, so that cuts land
/// everywhere a cut is possible.
@Suite struct PieceReadingTests {
    static let pieceCounts = [2, 3, 4, 7]

    /// A spec-shaped file of `count` transitions, in the layout big apps use.
    static func spec(transitions count: Int, extra: String = "") -> String {
        var text = "version: 1\ntokens:\n  durations: { quick: 0.25 }\nscreens:\n"
        for index in 0..<count { text += "  s\(index): { scrollable: \(index % 2 == 0) }\n" }
        text += "transitions:\n"
        for index in 0..<count {
            text += "  t\(index):\n    kind: push\n    from: s0\n    to: s\(index)\n    gesture:\n      direction: down\n"
        }
        return text + extra
    }

    /// The same, written as indented JSON: `entry` writes each transition's
    /// lines (without the comma between entries).
    static func json(transitions count: Int, entry: (Int) -> String = { index in
        "    \"t\(index)\": {\n      \"kind\": \"push\",\n      \"from\": \"s0\",\n      \"to\": \"s\(index)\"\n    }"
    }) -> String {
        "{\n  \"version\": 1,\n  \"screens\": {\n"
            + (0..<count).map { "    \"s\($0)\": {\n      \"scrollable\": \($0 % 2 == 0)\n    }" }.joined(separator: ",\n")
            + "\n  },\n  \"transitions\": {\n" + (0..<count).map(entry).joined(separator: ",\n") + "\n  }\n}\n"
    }

    /// Cases that cutting could get wrong, each read whole for reference.
    static let tricky: [(name: String, text: String)] = [
        ("plain", spec(transitions: 40)),
        ("comments and blank lines before entries",
         spec(transitions: 10).replacingOccurrences(of: "  t5:", with: "\n# a comment\n\n  # indented comment\n  t5:")),
        ("anchor before a cut, alias after",
         spec(transitions: 20).replacingOccurrences(of: "  t1:\n    kind: push", with: "  t1:\n    kind: &k push")
            .replacingOccurrences(of: "  t18:\n    kind: push", with: "  t18:\n    kind: *k")),
        ("anchored gesture named by every later entry",
         spec(transitions: 20).replacingOccurrences(of: "    gesture:\n      direction: down\n", with: "    gesture: *g\n")
            .replacingOccurrences(of: "  t0:\n    kind: push\n    from: s0\n    to: s0\n    gesture: *g\n",
                                  with: "  t0:\n    kind: push\n    from: s0\n    to: s0\n    gesture: &g { direction: down }\n")),
        ("anchor redefined after a cut",
         spec(transitions: 30).replacingOccurrences(of: "  t1:\n    kind: push", with: "  t1:\n    kind: &k push")
            .replacingOccurrences(of: "  t14:\n    kind: push", with: "  t14:\n    kind: *k")
            .replacingOccurrences(of: "  t15:\n    kind: push", with: "  t15:\n    kind: &k pop")
            .replacingOccurrences(of: "  t16:\n    kind: push", with: "  t16:\n    kind: *k")
            .replacingOccurrences(of: "  t29:\n    kind: push", with: "  t29:\n    kind: *k")),
        ("alias of an anchored mapping holding aliases",
         spec(transitions: 30).replacingOccurrences(of: "  t1:\n    kind: push", with: "  t1:\n    kind: &k push")
            .replacingOccurrences(of: "  t2:\n    kind: push\n    from: s0\n    to: s2\n    gesture:\n",
                                  with: "  t2:\n    kind: push\n    from: s0\n    to: s2\n    gesture: &g\n      kind: *k\n")
            .replacingOccurrences(of: "  t28:\n    kind: push", with: "  t28:\n    kind: *k\n    again: *g")),
        ("alias after a cut of an anchor defined later",
         spec(transitions: 20).replacingOccurrences(of: "  t18:\n    kind: push", with: "  t18:\n    kind: *k")
            .replacingOccurrences(of: "  t19:\n    kind: push", with: "  t19:\n    kind: &k push")),
        ("alias after a cut inside an anchored entry",
         spec(transitions: 20).replacingOccurrences(of: "  t1:\n    kind: push", with: "  t1:\n    kind: &k push")
            .replacingOccurrences(of: "  t17:\n", with: "  t17: &e\n    extra: *k\n")
            + "  copy: *e\n"),
        ("alias after a cut used as a key",
         spec(transitions: 20).replacingOccurrences(of: "  t1:\n    kind: push", with: "  t1:\n    kind: &k push")
            .replacingOccurrences(of: "  t18:\n    kind: push", with: "  t18:\n    *k : push")),
        ("alias after a cut used as a merge source",
         spec(transitions: 20).replacingOccurrences(of: "  t1:\n", with: "  t1: &base\n")
            .replacingOccurrences(of: "  t18:\n    kind: push", with: "  t18:\n    <<: *base\n    kind: pop")),
        ("alias after a cut in a merge list",
         spec(transitions: 20).replacingOccurrences(of: "  t1:\n", with: "  t1: &base\n")
            .replacingOccurrences(of: "  t2:\n", with: "  t2: &more\n")
            .replacingOccurrences(of: "  t18:\n    kind: push", with: "  t18:\n    <<: [*base, *more, {x: 1}]\n    kind: pop")),
        ("every entry after a cut merging an anchored entry",
         "version: 1\ntransitions:\n  t0: &base\n    kind: push\n    from: a\n    to: b\n"
            + (1..<40).map { "  t\($0):\n    <<: *base\n    to: s\($0)\n" }.joined()),
        ("merge after a cut of a scalar anchored before",
         spec(transitions: 20).replacingOccurrences(of: "  t1:\n    kind: push", with: "  t1:\n    kind: &k push")
            .replacingOccurrences(of: "  t18:\n    kind: push", with: "  t18:\n    <<: *k\n    kind: pop")),
        ("merge after a cut with a key repeated",
         spec(transitions: 20).replacingOccurrences(of: "  t1:\n", with: "  t1: &base\n")
            .replacingOccurrences(of: "  t18:\n    kind: push", with: "  t18:\n    <<: *base\n    kind: pop\n    kind: push")),
        ("merge key after a cut in the cut mapping",
         spec(transitions: 20).replacingOccurrences(of: "  t1:\n", with: "  t1: &base\n") + "  <<: *base\n"),
        ("alias after a cut of the anchored root",
         "--- &root\n" + spec(transitions: 20) + "  last: *root\n"),
        ("alias after a cut of the anchored mapping it is in",
         spec(transitions: 20).replacingOccurrences(of: "transitions:\n", with: "transitions:\n  &all\n") + "  last: *all\n"),
        ("alias after a cut of the anchored mapping cut, once it ends",
         spec(transitions: 20).replacingOccurrences(of: "transitions:\n", with: "transitions:\n  &all\n") + "again: *all\n"),
        ("aliases after a cut past the node limit",
         "version: 1\nlol: &a [x, x, x, x, x, x, x, x, x, x]\ntransitions:\n"
            + (0..<40).map { "  t\($0): [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n" }.joined()),
        ("JSON", json(transitions: 30)),
        ("JSON, one line an entry", json(transitions: 30) { "    \"t\($0)\": {\"kind\": \"push\", \"to\": \"s\($0)\"}" }),
        ("JSON, keys not quoted",
         json(transitions: 30).replacingOccurrences(of: "\"transitions\"", with: "transitions")
            .replacingOccurrences(of: "\"t1", with: "t1")),
        ("JSON with comments and blank lines between entries",
         json(transitions: 30) { "\n    # entry \($0)\n\n    \"t\($0)\": {\"kind\": \"pop\", \"from\": \"s\($0)\", \"to\": \"s0\"}" }),
        ("JSON with a comma after the last entry",
         json(transitions: 30).replacingOccurrences(of: "\"s29\"\n    }\n  }\n}", with: "\"s29\"\n    },\n  }\n}")),
        ("JSON with a quoted scalar across lines that look like entries",
         json(transitions: 30) { index in
            index == 12 ? "    \"t12\": \"a,\n" + (0..<20).map { "    \"x\($0)\": {\"k\": 1},\n" }.joined() + "    z\""
                : "    \"t\(index)\": {\"kind\": \"push\"}"
         }),
        ("JSON with nested keys at the entries' indentation",
         json(transitions: 30) { "    \"t\($0)\": {\n    \"kind\": \"push\",\n    \"from\": \"s0\",\n    \"to\": \"s\($0)\"\n    }" }),
        ("JSON with an id repeated across a cut",
         json(transitions: 30).replacingOccurrences(of: "    \"t28\": {", with: "    \"t2\": {")),
        ("JSON with an anchor before a cut and aliases after",
         json(transitions: 30).replacingOccurrences(of: "\"kind\": \"push\"", with: "\"kind\": *k")
            .replacingOccurrences(of: "    \"t0\": {\n      \"kind\": *k", with: "    \"t0\": {\n      \"kind\": &k push")),
        ("JSON with a syntax error after a cut",
         json(transitions: 30).replacingOccurrences(of: "\"to\": \"s25\"", with: "\"to\": [\"s25\"")),
        ("flow root with block entries",
         "{\n  transitions: {\n" + (0..<30).map { "    t\($0): {kind: push},\n" }.joined() + "  },\n  last:\n    x\n}\n"),
        ("merge key in the cut mapping",
         spec(transitions: 20).replacingOccurrences(of: "transitions:\n", with: "base: &b { x1: { kind: pop } }\ntransitions:\n")
            + "  <<: *b\n"),
        ("merge keys inside entries",
         "version: 1\nbase: &b { kind: push, from: a }\ntransitions:\n"
            + (0..<30).map { "  t\($0):\n    <<: *b\n    to: s\($0)\n" }.joined()),
        ("id repeated across a cut", spec(transitions: 20) + "  t0:\n    kind: pop\n"),
        ("id repeated in a middle piece",
         spec(transitions: 30).replacingOccurrences(of: "  t15:\n", with: "  t2:\n    kind: pop\n  t15:\n")),
        ("top-level key repeated after a cut", spec(transitions: 20) + "screens:\n  x: {}\n"),
        ("literal block scalars before each entry",
         "transitions:\n" + (0..<30).map { "  t\($0):\n    note: |\n      line one\n        line two\n\n" }.joined()),
        ("kept and stripped block scalars",
         "transitions:\n" + (0..<30).map { "  t\($0): \($0 % 2 == 0 ? "|+" : ">-")\n    text \($0)\n\n\n" }.joined()),
        ("flow mapping across lines that look like entries",
         "transitions: {\n" + (0..<30).map { "  t\($0): x,\n" }.joined() + "}\n"),
        ("quoted scalar across lines that look like entries",
         "transitions:\n  first: \"a\n" + (0..<30).map { "  t\($0): x\n" }.joined() + "  \"\n"),
        ("plain scalars continued on the next line",
         "transitions:\n" + (0..<30).map { "  t\($0): word\n   continued\n" }.joined()),
        ("tag directive used after a cut",
         "%TAG !e! tag:example.com,2000:\n---\ntransitions:\n" + (0..<30).map { "  t\($0): !e!x v\n" }.joined()),
        ("non-ASCII text", spec(transitions: 20).replacingOccurrences(of: "direction: down", with: "direction: \"dówn ✓ 🚀\"")),
        ("NEL line breaks", spec(transitions: 20).replacingOccurrences(of: "\n  t5:", with: "\u{85}  t5:")),
        ("LS line breaks", spec(transitions: 20).replacingOccurrences(of: "\n  t15:", with: "\u{2028}  t15:")),
        ("byte order mark", "\u{FEFF}" + spec(transitions: 20)),
        ("no final line break", String(spec(transitions: 20).dropLast())),
        ("CRLF line breaks", spec(transitions: 20).replacingOccurrences(of: "\n", with: "\r\n")),
        ("CRLF with comments and blank lines before entries",
         spec(transitions: 10).replacingOccurrences(of: "  t5:", with: "\n# a comment\n\n  # indented comment\n  t5:")
            .replacingOccurrences(of: "\n", with: "\r\n")),
        ("CRLF block scalars and a header with a comment",
         ("transitions: # all\n" + (0..<30).map { "  t\($0): \($0 % 2 == 0 ? "|+" : ">-")\n    text \($0)\n\n" }.joined())
            .replacingOccurrences(of: "\n", with: "\r\n")),
        ("CRLF with one CR on its own after a cut",
         spec(transitions: 20).replacingOccurrences(of: "\n", with: "\r\n")
            .replacingOccurrences(of: "  t15:\r\n", with: "  t15:\r")),
        ("CRLF with a CR on its own as the last byte", spec(transitions: 20).replacingOccurrences(of: "\n", with: "\r\n") + "\r"),
        ("a second document after a cut", spec(transitions: 20) + "---\nversion: 1\n"),
        ("document end marker", spec(transitions: 20) + "...\n"),
        ("syntax error after a cut", spec(transitions: 20) + "  bad: [unclosed\n"),
        ("tab indentation after a cut", spec(transitions: 20) + "\tbad: 1\n"),
        ("explicit keys", "transitions:\n" + (0..<30).map { "  ? t\($0)\n  : kind: push\n" }.joined()),
        ("quoted ids", "transitions:\n" + (0..<30).map { "  \"t \($0)\":\n    kind: push\n" }.joined()),
        ("header with a comment, entries indented by four",
         "transitions: # all of them\n" + (0..<30).map { "    t\($0):\n        kind: pop\n" }.joined()),
        ("header with an anchor", "transitions: &all\n" + (0..<30).map { "  t\($0): 1\n" }.joined() + "again: *all\n"),
        ("tagged header", "transitions: !!map\n" + (0..<30).map { "  t\($0): 1\n" }.joined()),
        // Each piece numbers its own tags; joined, every node keeps its own.
        ("tags in every piece, met in a different order in each",
         "transitions:\n" + (0..<40).map { $0 % 3 == 0 ? "  t\($0): !!str \($0)\n"
            : $0 % 3 == 1 ? "  t\($0): !local {k: !!int \($0)}\n" : "  t\($0): !!float \($0)\n" }.joined()),
        ("sequence of entries", "transitions:\n" + (0..<30).map { "  - t\($0): 1\n" }.joined()),
        // A node every byte: more than a piece has room for, so read whole.
        ("dense flow mappings", "transitions:\n" + (0..<30).map { "  t\($0): {a,b,c,d,e,f,g,h,i,j,k,l,m,n}\n" }.joined()),
        ("several top-level mappings cut",
         "a:\n" + (0..<20).map { "  a\($0): 1\n" }.joined() + "b:\n" + (0..<20).map { "  b\($0): [1, 2]\n" }.joined()
            + "c: 3\n"),
    ]

    /// The cases that are cut and joined; every other one must fall back to
    /// reading the whole file (an alias to an anchor in an earlier piece, a
    /// repeated key, an error, …) or have no place to cut.
    static let readInPieces: Set<String> = [
        "plain", "comments and blank lines before entries", "kept and stripped block scalars",
        "literal block scalars before each entry", "plain scalars continued on the next line", "non-ASCII text",
        "byte order mark", "no final line break", "document end marker", "quoted ids",
        "header with a comment, entries indented by four", "several top-level mappings cut",
        "tags in every piece, met in a different order in each", "CRLF line breaks",
        "anchor before a cut, alias after", "anchored gesture named by every later entry", "anchor redefined after a cut",
        "alias of an anchored mapping holding aliases", "aliases after a cut past the node limit",
        "alias after a cut used as a merge source", "alias after a cut in a merge list",
        "every entry after a cut merging an anchored entry", "merge keys inside entries",
        "JSON", "JSON, one line an entry", "JSON, keys not quoted", "JSON with comments and blank lines between entries",
        "JSON with a comma after the last entry", "JSON with an anchor before a cut and aliases after",
        "flow root with block entries",
        "CRLF with comments and blank lines before entries", "CRLF block scalars and a header with a comment",
    ]

    @Test(arguments: tricky.indices)
    func trickyFilesReadAsTheWholeFileDoes(_ index: Int) {
        let (name, text) = Self.tricky[index]
        let source = SourceText(Array(text.utf8))
        expectSameAsWhole(source, name: name)
        let (validation, plan) = YAMLReader.validateAndPlan(source, parallelism: ReadParallelism(pieces: 2, minimumPieceBytes: 1))
        let joined = plan.flatMap { PieceReader.read(source, plan: $0, isASCII: validation.isASCII, limits: .default) } != nil
        #expect(joined == Self.readInPieces.contains(name), "\(name): read in pieces \(joined)")
    }

    /// Every case again with CR LF line ends, which are cut like line
    /// feeds: whether or not one is cut, it must read as the whole file does.
    @Test(arguments: tricky.indices)
    func trickyFilesWithCRLFReadAsTheWholeFileDoes(_ index: Int) {
        let (name, text) = Self.tricky[index]
        expectSameAsWhole(SourceText(Self.crlf(Array(text.utf8))), name: name + " (CR LF)")
    }

    /// The bytes with every line feed preceded by a CR (none doubled).
    static func crlf(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        for (index, byte) in bytes.enumerated() {
            if byte == 0x0A, index == 0 || bytes[index - 1] != 0x0D { result.append(0x0D) }
            result.append(byte)
        }
        return result
    }

    @Test func aNodeLimitCrossedOnlyByAllPiecesTogetherIsStillReported() {
        let source = SourceText(Array(Self.spec(transitions: 30).utf8))
        let whole = YAMLReader.read(source, limits: YAMLLimits(maxNodes: 400), parallelism: .serial)
        #expect(whole.kinds == [.limit])
        expectSameAsWhole(source, name: "node limit", limits: YAMLLimits(maxNodes: 400))
    }

    /// Aliases of an anchor in an earlier piece count in full towards the
    /// limit, though their own piece counted each as one node.
    @Test func aNodeLimitCrossedOnlyByAliasesOfAnEarlierPieceIsStillReported() throws {
        let name = "aliases after a cut past the node limit"
        let text = try #require(Self.tricky.first { $0.name == name }).text
        let source = SourceText(Array(text.utf8))
        let limits = YAMLLimits(maxNodes: 3_000)
        #expect(YAMLReader.read(source, limits: limits, parallelism: .serial).kinds == [.limit])
        let plan = try #require(ReadParallelism(pieces: 2, minimumPieceBytes: 1).plan(source))
        #expect(PieceReader.read(source, plan: plan, isASCII: true, limits: limits) == nil)
        #expect(PieceReader.read(source, plan: plan, isASCII: true, limits: .default) != nil)
        expectSameAsWhole(source, name: name, limits: limits)
    }

    @Test func everyBundledSpecAndFixtureReadsAsTheWholeFileDoes() throws {
        let files = try repositoryYAMLFiles()
        for (name, bytes) in files {
            expectSameAsWhole(SourceText(bytes), name: name)
            expectSameAsWhole(SourceText(Self.crlf(bytes)), name: name + " (CR LF)")
        }
        #expect(files.count > 50)
    }

    @Test(.enabled(if: YAMLTestSuite.exists, "the YAML test suite is not checked out next to the repository"))
    func theYAMLTestSuiteReadsAsTheWholeFileDoes() throws {
        for testCase in try YAMLTestSuite.cases() {
            expectSameAsWhole(SourceText(testCase.yaml), name: testCase.id)
            expectSameAsWhole(SourceText(Self.crlf(testCase.yaml)), name: testCase.id + " (CR LF)")
        }
    }

    /// The clean case must really be read in pieces, or the tests above
    /// would only ever compare the whole-file reader with itself.
    @Test func aCleanSpecIsReadInPieces() throws {
        let source = SourceText(Array(Self.spec(transitions: 200).utf8))
        for pieces in Self.pieceCounts {
            let plan = try #require(ReadParallelism(pieces: pieces, minimumPieceBytes: 1).plan(source))
            #expect(plan.cuts.count == pieces - 1)
            #expect(PieceReader.read(source, plan: plan, isASCII: true, limits: .default) != nil)
        }
    }

    /// Once one piece gives up, the file is read whole: the others stop
    /// rather than finish.
    @Test func piecesStopOnceOneHasGivenUp() throws {
        let source = SourceText(Array(Self.spec(transitions: 200).utf8))
        let plan = try #require(ReadParallelism(pieces: 2, minimumPieceBytes: 1).plan(source))
        let lowered = GiveUpFlag()
        #expect(PieceReader.read(source, plan: plan, isASCII: true, limits: .default, giveUp: lowered) != nil)
        #expect(!lowered.isRaised)
        let raised = GiveUpFlag()
        raised.raise()
        #expect(PieceReader.read(source, plan: plan, isASCII: true, limits: .default, giveUp: raised) == nil)

        let failing = SourceText(Array((Self.spec(transitions: 200) + "  bad: [unclosed\n").utf8))
        let failingPlan = try #require(ReadParallelism(pieces: 2, minimumPieceBytes: 1).plan(failing))
        let flag = GiveUpFlag()
        #expect(PieceReader.read(failing, plan: failingPlan, isASCII: true, limits: .default, giveUp: flag) == nil)
        #expect(flag.isRaised)
    }

    @Test func smallFilesAndSerialReadingAreNotCut() {
        let source = SourceText(Array(Self.spec(transitions: 200).utf8))
        #expect(ReadParallelism.automatic.plan(source) == nil)
        #expect(ReadParallelism.serial.plan(source) == nil)
    }

    @Test func lineFeedsAreCountedExactly() {
        let text = Array("a\n\nbc\n\n\n\n\n\n\n\nxyz\n0123456789\n".utf8)
        text.withUnsafeBufferPointer { bytes in
            for start in 0..<text.count {
                for end in start...text.count {
                    #expect(PiecePlan.countLineFeeds(bytes, from: start, to: end) == text[start..<end].filter { $0 == 10 }.count)
                }
            }
        }
    }

    private func expectSameAsWhole(_ source: SourceText, name: String, limits: YAMLLimits = .default) {
        let whole = YAMLReader.read(source, limits: limits, parallelism: .serial)
        let expected = Dump(whole)
        for pieces in Self.pieceCounts {
            let cut = YAMLReader.read(source, limits: limits, parallelism: ReadParallelism(pieces: pieces, minimumPieceBytes: 1))
            let actual = Dump(cut)
            let same = actual == expected  // (not inside #expect, which would print both dumps)
            #expect(same, "\(name) in \(pieces) pieces:\n\(actual.firstDifference(from: expected))")
        }
    }
}

/// Everything a consumer can see of a read: each node reached from the root,
/// in order, with its kind, style, tag, range and text, and every problem.
private struct Dump: Equatable {
    var lines: [String] = []

    /// Byte for byte: `String` equality is canonical equivalence, and
    /// would take a key `e\u{301}` for a key `\u{E9}`.
    static func == (lhs: Dump, rhs: Dump) -> Bool {
        lhs.lines.count == rhs.lines.count && zip(lhs.lines, rhs.lines).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
    }

    init(_ result: YAMLReadResult) {
        for problem in result.problems {
            lines.append("problem \(problem.kind) \(problem.message) \(show(problem.range)) "
                + problem.notes.map { "[\($0.message) \(show($0.range))]" }.joined())
        }
        guard let document = result.document, let root = document.root else { return }
        var stack: [(YAMLNodeID, Int)] = [(root, 0)]
        while let (id, depth) = stack.popLast() {
            let node = document[id]
            var line = String(repeating: " ", count: depth) + "\(node.kind) \(node.style) flow=\(node.isFlow) "
                + "tag=\(document.tag(id) ?? "-") \(show(document.range(of: id)))"
            switch node.kind {
            case .scalar: line += " \(String(reflecting: document.text(id) ?? ""))"
            case .alias: line += " -> \(show(document.range(of: document.target(of: id))))"
            case .sequence: stack += document.items(id).reversed().map { ($0, depth + 1) }
            case .mapping:
                for (key, value) in document.entries(id).reversed() { stack += [(value, depth + 1), (key, depth + 1)] }
            }
            lines.append(line)
        }
    }

    func firstDifference(from other: Dump) -> String {
        for (index, (mine, theirs)) in zip(lines, other.lines).enumerated() where !mine.utf8.elementsEqual(theirs.utf8) {
            return "line \(index): got\n  \(mine)\nexpected\n  \(theirs)"
        }
        return "got \(lines.count) lines, expected \(other.lines.count)"
    }
}

private func show(_ range: SourceRange) -> String {
    "\(range.start.line):\(range.start.column)@\(range.start.offset)-\(range.end.line):\(range.end.column)@\(range.end.offset)"
}
