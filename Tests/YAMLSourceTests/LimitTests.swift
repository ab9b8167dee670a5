import Testing
@testable import YAMLSource

/// Each limit stops reading with exactly one `.limit` problem and no document.
@Suite("Limits")
struct LimitTests {
    func expectOneLimit(_ result: YAMLReadResult, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.kinds == [.limit], sourceLocation: sourceLocation)
        #expect(result.document == nil, sourceLocation: sourceLocation)
    }

    @Test("100 000 nested `[` is one limit problem, quickly")
    func deepFlowUnclosed() throws {
        let text = String(repeating: "[", count: 100_000)
        var result: YAMLReadResult?
        let elapsed = seconds { result = read(text) }
        let outcome = try #require(result)
        expectOneLimit(outcome)
        let problem = try #require(outcome.problems.first)
        #expect(problem.message.contains("128"))
        // The 129th `[` is the one too deep.
        #expect(Where(problem.range.start) == Where(1, 129, 128))
        #expect(elapsed < 5)
    }

    @Test("100 000 nested `[` that are closed again are still too deep")
    func deepFlowClosed() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        expectOneLimit(read(text))
    }

    @Test("deeply nested `{a: ` flow mappings")
    func deepFlowMappings() {
        let text = String(repeating: "{a: ", count: 10_000) + "1" + String(repeating: "}", count: 10_000)
        expectOneLimit(read(text))
    }

    @Test("deep block nesting: mappings by indentation, and `- - - x`")
    func deepBlock() {
        var mappings = ""
        for depth in 0..<200 { mappings += String(repeating: " ", count: depth) + "k:\n" }
        mappings += String(repeating: " ", count: 200) + "v\n"
        expectOneLimit(read(mappings))

        let sequences = String(repeating: "- ", count: 200) + "x\n"
        expectOneLimit(read(sequences))
    }

    @Test("nesting up to the default depth of 128 is fine")
    func depthAtDefault() {
        let ok = String(repeating: "[", count: 128) + String(repeating: "]", count: 128)
        #expect(read(ok).problems.isEmpty)
        let tooDeep = String(repeating: "[", count: 129) + String(repeating: "]", count: 129)
        expectOneLimit(read(tooDeep))
    }

    @Test("a custom maxDepth is honoured")
    func customDepth() throws {
        let limits = YAMLLimits(maxDepth: 3)
        #expect(read("a: {b: [1]}\n", limits: limits).problems.isEmpty)
        let result = read("a: {b: [[1]]}\n", limits: limits)
        expectOneLimit(result)
        let problem = try #require(result.problems.first)
        #expect(problem.message.contains("3"))
        #expect(Where(problem.range.start) == Where(1, 9, 8))
    }

    @Test("billion laughs: aliases that expand to 10⁹ nodes are one limit problem, quickly")
    func billionLaughs() throws {
        var text = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        for (previous, name) in zip(names, names.dropFirst()) {
            let refs = Array(repeating: "*\(previous)", count: 10).joined(separator: ",")
            text += "\(name): &\(name) [\(refs)]\n"
        }
        var result: YAMLReadResult?
        let elapsed = seconds { result = read(text) }
        let outcome = try #require(result)
        expectOneLimit(outcome)
        #expect(outcome.problems.first?.message.contains("3000000") == true)
        #expect(elapsed < 5)
    }

    @Test("a merge chain whose expansion grows quadratically is one limit problem")
    func quadraticMergeChain() throws {
        var text = "m0: &m0 {k0: 0}\n"
        for i in 1..<3_000 { text += "m\(i): &m\(i) {<<: *m\(i - 1), k\(i): \(i)}\n" }
        var result: YAMLReadResult?
        let elapsed = seconds { result = read(text) }
        expectOneLimit(try #require(result))
        #expect(elapsed < 10)

        // A short chain is fine, and merges all the way down.
        var short = "m0: &m0 {k0: 0}\n"
        for i in 1..<20 { short += "m\(i): &m\(i) {<<: *m\(i - 1), k\(i): \(i)}\n" }
        let ok = read(short)
        #expect(ok.problems.isEmpty)
        let doc = try #require(ok.document)
        #expect(doc.entries(try #require(doc.node("m19"))).count == 20)
    }

    @Test("a custom maxNodes counts aliases at the full size of what they stand for")
    func customNodes() {
        // Nodes: root, a, [ ], 1, 2, 3, b, and *x counted as 4: 11 in all.
        let text = "a: &x [1, 2, 3]\nb: *x\n"
        #expect(read(text, limits: YAMLLimits(maxNodes: 11)).problems.isEmpty)
        expectOneLimit(read(text, limits: YAMLLimits(maxNodes: 10)))
        // Without aliases: [1, 2, 3] is 4 nodes.
        #expect(read("[1, 2, 3]", limits: YAMLLimits(maxNodes: 4)).problems.isEmpty)
        expectOneLimit(read("[1, 2, 3]", limits: YAMLLimits(maxNodes: 3)))
    }

    @Test("input over maxInputBytes is one limit problem, before any parsing")
    func inputSize() throws {
        let limits = YAMLLimits(maxInputBytes: 10)
        #expect(read("a: 1234567", limits: limits).problems.isEmpty)  // exactly 10 bytes
        let result = read("a: 12345678", limits: limits)
        expectOneLimit(result)
        #expect(result.problems.first?.message.contains("11 bytes") == true)
        // Even invalid bytes are not looked at when the file is too big.
        expectOneLimit(read(bytes: Array(repeating: 0xFF, count: 11), limits: limits))
    }

    @Test("the default input limit is 32 MiB")
    func defaultInputSize() {
        #expect(YAMLLimits.default.maxInputBytes == 32 << 20)
        #expect(YAMLLimits.default.maxDepth == 128)
        #expect(YAMLLimits.default.maxNodes == 3_000_000)
        let big = [UInt8](repeating: UInt8(ascii: " "), count: (32 << 20) + 1)
        expectOneLimit(read(bytes: big))
    }
}
