import Testing
@testable import YAMLSource

/// The tree builder adds the common events (plain scalars, collections with
/// no anchor or tag) in C (CTreeBuilder) and everything else in Swift. The
/// tree must be exactly the one the Swift code alone builds: every node's
/// bytes, every child list, every text and tag, every line mark, every
/// problem, under every limit.
@Suite struct CommonEventsTests {
    /// Otherwise the builder never uses the C loop, and the comparisons
    /// below would compare Swift with itself.
    @Test func theCLoopWritesNodesAsSwiftLaysThemOut() {
        #expect(YAMLNode.isLaidOutAsInC)
    }

    @Test(arguments: PieceReadingTests.tricky.indices)
    func trickyFilesBuildTheSameTree(_ index: Int) {
        let (name, text) = PieceReadingTests.tricky[index]
        expectSameTree(SourceText(Array(text.utf8)), name: name)
    }

    @Test func aSpecOfManyTransitionsBuildsTheSameTree() {
        let text = PieceReadingTests.spec(transitions: 3000)
        expectSameTree(SourceText(Array(text.utf8)), name: "3000 transitions")
    }

    /// Each limit stops the read at a different event, some of them in the C loop's reach.
    @Test(arguments: [YAMLLimits(maxNodes: 1), YAMLLimits(maxNodes: 400), YAMLLimits(maxNodes: 5001),
                      YAMLLimits(maxDepth: 1), YAMLLimits(maxDepth: 2), YAMLLimits(maxDepth: 3)])
    func limitsStopTheReadAtTheSameEvent(_ limits: YAMLLimits) {
        let text = PieceReadingTests.spec(transitions: 1000, extra: "deep: [[[[[1]]]], {a: {b: {c: 1}}}]\n")
        expectSameTree(SourceText(Array(text.utf8)), name: "limits", limits: limits)
    }

    /// Texts of every length up to a few words, each met first as a new text
    /// (interned by Swift) and then again (found by C), in every style.
    @Test func textsOfEveryLengthAndStyle() {
        var text = "all:\n"
        for length in 0...20 {
            let word = String(repeating: "x", count: length) + (length > 3 ? "y" : "")
            text += "  - [\(word), '\(word)', \"\(word)\", \(word)]\n  - |\n    \(word)\n  - >-\n    \(word)\n"
        }
        text += "  - { \"<<\": 1, '<<': 2 }\n  - { <<: {a: 1}, a: 2 }\n  - { a: 1, a: 2 }\n  - ~\n  - \n"
        expectSameTree(SourceText(Array(text.utf8)), name: "texts")
    }

    @Test func everyBundledSpecAndFixtureBuildsTheSameTree() throws {
        let files = try repositoryYAMLFiles()
        for (name, bytes) in files { expectSameTree(SourceText(bytes), name: name) }
        #expect(files.count > 50)
    }

    @Test(.enabled(if: YAMLTestSuite.exists, "the YAML test suite is not checked out next to the repository"))
    func theYAMLTestSuiteBuildsTheSameTrees() throws {
        for testCase in try YAMLTestSuite.cases() {
            expectSameTree(SourceText(testCase.yaml), name: testCase.id)
        }
    }

    private func expectSameTree(_ source: SourceText, name: String, limits: YAMLLimits = .default) {
        // What `YAMLReader.read` checks before it builds a tree.
        let check = source.validateUTF8()
        guard source.nonUTF8Encoding == nil, check.problem == nil else { return }
        let inC = RawTree(YAMLReader.readWhole(source, isASCII: check.isASCII, limits: limits))
        let inSwift = RawTree(YAMLReader.readWhole(source, isASCII: check.isASCII, limits: limits, commonEventsInC: false))
        let same = inC == inSwift  // (not inside #expect, which would print both trees)
        #expect(same, "\(name): \(inC.firstDifference(from: inSwift))")
    }
}

/// A read as it is stored: each node's fields, the child lists, the texts
/// and tags by index, each node's lines and columns, and the problems.
private struct RawTree: Equatable {
    var lines: [String] = []

    init(_ result: YAMLReadResult) {
        lines = result.problems.map { "problem \($0.kind) \($0.message) \($0.range) \($0.notes.map(\.range))" }
        guard let document = result.document else { return }
        lines.append("root \(document.root.map { "\($0.index)" } ?? "none") nodes \(document.nodeRanges)")
        for id in document.nodeRanges.joined() {
            let node = document.storage.base[id]
            lines.append("node \(id): \(node.kind) \(node.style) \(node.isFlow) \(node.tagIndex) "
                + "\(node.span.start)-\(node.span.end) \(node.payload) \(node.count) \(document.range(of: YAMLNodeID(id)))")
        }
        lines.append("children \(document.childIDs.map(\.index))")
        lines += document.scalars.map { "text \(String(reflecting: $0))" }
        lines += document.tags.map { "tag \($0)" }
    }

    func firstDifference(from other: RawTree) -> String {
        for (index, (mine, theirs)) in zip(lines, other.lines).enumerated() where mine != theirs {
            return "line \(index): in C\n  \(mine)\nin Swift\n  \(theirs)"
        }
        return "\(lines.count) lines in C, \(other.lines.count) in Swift"
    }
}
