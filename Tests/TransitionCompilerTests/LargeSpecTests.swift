import CompileHelpers
import Foundation
import Testing
import YAMLSource
@testable import TransitionCompiler

/// Spec sets large enough to take the parallel paths: the file is read in
/// pieces, its entries decoded in several runs, the table written in several
/// runs. What comes out must not show it.
struct LargeSpecTests {
    static let count = 10_000  // over 64 KiB: read in pieces, decoded and resolved in twenty runs

    /// `count` push transitions from a navigation root, one screen each;
    /// `misspelled` transitions get `kind: psuh`.
    static func spec(misspelled: Set<Int> = []) -> (text: String, lines: [Int]) {
        var text = "version: 1\nscreens:\n  root: { root: true, container: navigation }\n"
        for index in 0..<count { text += "  s\(index): {}\n" }
        text += "transitions:\n"
        var line = count + 5  // where `t0:` is
        var lines: [Int] = []
        for index in 0..<count {
            let kind = misspelled.contains(index) ? "psuh" : "push"
            if misspelled.contains(index) { lines.append(line + 1) }
            text += "  t\(index):\n    kind: \(kind)\n    from: root\n    to: s\(index)\n    duration: 0.3\n"
            line += 5
        }
        return (text, lines)
    }

    @Test func mistakesInTheFirstMiddleAndLastRunAreEachReportedOnceInSourceOrder() {
        let (text, lines) = Self.spec(misspelled: [3, 5_100, Self.count - 1])
        let diagnostics = Compile.spec(text, path: "large.yaml").diagnostics.all
        #expect(diagnostics.map(\.rule) == [.invalidValue, .invalidValue, .invalidValue])
        #expect(diagnostics.map { Int($0.location.range.start.line) } == lines)
        #expect(diagnostics.allSatisfy { $0.message == "`psuh` is not a valid `kind`; did you mean `push`?" })
    }

    @Test func aRepeatedIdAcrossRunsIsReportedAtTheSecond() {
        var (text, _) = Self.spec()
        text += "  t7:\n    kind: pop\n    from: s7\n"
        let diagnostics = Compile.spec(text, path: "large.yaml").diagnostics.all
        #expect(diagnostics.map(\.rule) == [.duplicateKey])
        #expect(diagnostics.first?.location.range.start.line == Int32(Self.count + 5 + 5 * Self.count))
    }

    /// "Did you mean" compares a name with every screen, so it has a budget
    /// (500 000 comparisons per spec set). Spent in source order across runs
    /// as on one core: with 1 200 screens, the first 416 unknown names get a
    /// suggestion and the rest none, wherever the runs are cut.
    @Test func suggestionsForUnknownScreensAreSpentInSourceOrderAcrossRuns() {
        var text = "version: 1\nscreens:\n  root: { root: true, container: navigation }\n"
        for index in 1..<1_200 { text += "  s\(index): {}\n" }
        text += "transitions:\n"
        for index in 0..<2_000 { text += "  t\(index): { kind: push, from: root, to: sx\(index % 1_199 + 1), duration: 0.3 }\n" }
        let diagnostics = Compile.spec(text, path: "large.yaml").diagnostics.all
        #expect(diagnostics.count == 2_000)
        #expect(diagnostics.allSatisfy { $0.rule == .unknownScreen })
        let suggested = diagnostics.map { $0.message.contains("did you mean") }
        #expect(suggested == (0..<2_000).map { $0 < 500_000 / 1_200 })
        #expect(diagnostics[0].message == "`to` names the screen `sx1`, which is not defined; did you mean `s1`?")
    }

    /// Screens and transition ids are decoded in runs of 512 straight into
    /// one array; an entry with a bad key leaves a gap there that must close
    /// up. Bad keys in the first and the last run, and one run with none.
    @Test func entriesWithBadKeysLeaveNoGapsWhenDecodedInRuns() throws {
        let bad: [Int: String] = [3: "\"\"", 1_290: "[a]"]
        var text = "version: 1\nscreens:\n"
        for index in 0..<1_300 { text += "  \(bad[index] ?? "s\(index)"): {}\n" }
        text += "transitions:\n"
        for index in 0..<1_300 { text += "  \(bad[index] ?? "t\(index)"): { kind: push, from: s0, to: s1 }\n" }
        let (decoded, diagnostics) = Driver.readAndDecode(SourceText(Array(text.utf8)), path: "gaps.yaml", limits: .default)
        let file = try #require(decoded)
        let kept = (0..<1_300).filter { bad[$0] == nil }
        #expect(file.screens.map(\.id) == kept.map { "s\($0)" })
        #expect(file.transitions?.entries.map(\.id) == kept.map { "t\($0)" })
        #expect(diagnostics.all.map { Int($0.location.range.start.line) } == [6, 1_293, 1_307, 2_594])
    }

    /// A file more than a core's share of the set is read on its own, in
    /// pieces, before the small ones around it: their findings still come in
    /// file order, and an id it repeats from an earlier file is still found.
    @Test func aLargeFileAmongSmallOnesIsReportedInFileOrder() {
        let (large, lines) = Self.spec(misspelled: [5_100])
        let before = "version: 1\ntransitions:\n  t7: { kind: pop, from: s7, duration: 0.3 }\n"
            + "  b1: { kind: psuh, from: root, to: s1, duration: 0.3 }\n"
        let after = "version: 1\ntransitions:\n  a1: { kind: psuh, from: root, to: s2, duration: 0.3 }\n"
        let compilation = Driver.compile([(path: "before.yaml", source: SourceText(Array(before.utf8))),
                                          (path: "large.yaml", source: SourceText(Array(large.utf8))),
                                          (path: "after.yaml", source: SourceText(Array(after.utf8)))])
        let found = compilation.diagnostics.all.map { "\($0.location.file):\($0.location.range.start.line) \($0.rule.rawValue)" }
        #expect(found == ["before.yaml:4 invalid-value", "large.yaml:\(Self.count + 5 + 5 * 7) duplicate-id",
                          "large.yaml:\(lines[0]) invalid-value", "after.yaml:3 invalid-value"])
    }

    @Test func aCleanLargeSpecHasEveryScreenAndTransitionInSourceOrder() throws {
        let compilation = Compile.spec(Self.spec().text, path: "large.yaml")
        // Clean but for the warning every push without a way to swipe back
        // gets, one per push, in source order.
        #expect(compilation.diagnostics.all.allSatisfy { $0.rule == .backGestureLost })
        #expect(compilation.diagnostics.all.map(\.message) == (0..<Self.count).map {
            "`t\($0)` pushes `s\($0)` with a custom animator, but no interactive pop (gesture `right`) leaves `s\($0)`: the swipe back will not follow the finger"
        })
        let graph = try #require(compilation.graph)
        #expect(graph.screens.map(\.id) == ["root"] + (0..<Self.count).map { "s\($0)" })
        #expect(graph.transitions.map(\.id) == (0..<Self.count).map { "t\($0)" })
    }

    @Test func theGeneratedTableHasOneRowPerTransitionInOrderInBlocks() throws {
        let graph = try #require(Compile.spec(Self.spec().text, path: "large.yaml").graph)
        let text = SwiftTableEmitter.emit(graph, options: SwiftTableOptions())
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // Each row is `return Transition(` with its id as the first argument.
        let idPrefix = "                id: ."
        let ids = lines.filter { $0.hasPrefix(idPrefix) }.map { $0.dropFirst(idPrefix.count).dropLast() }
        #expect(ids == (0..<Self.count).map { "t\($0)"[...] })
        // In blocks of 64 rows, a function each, so no switch grows with the spec.
        let blocks = lines.filter { $0.hasPrefix("    private static func transitions") }
        #expect(blocks.count == (Self.count + 63) / 64)
        #expect(blocks.first == "    private static func transitions0(_ row: Int) -> Transition {")
        let cases = lines.filter { $0.hasPrefix("        case ") || $0 == "        default:" }
        #expect(cases.count >= Self.count)
        #expect(text == SwiftTableEmitter.emit(graph, options: SwiftTableOptions()))
    }
}
