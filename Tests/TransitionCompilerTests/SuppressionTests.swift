import CompileHelpers
import Foundation
import Testing
import YAMLSource
@testable import TransitionCompiler

/// `# transitionc:ignore` comments: what they silence, what they cannot, and
/// what is reported about them.
struct SuppressionTests {
    static let directory = Golden.fixtures.appendingPathComponent("config")

    /// `lost` is unreachable (line 5) and `open` is slow (line 7, or 8 with
    /// a line inserted just before it).
    static func spec(line5: String = "", beforeOpen: String? = nil, line7: String = "") -> String {
        var lines = [
            "version: 1",
            "screens:",
            "  home: { root: true }",
            "  card: {}",
            "  lost: {}" + line5,
            "transitions:",
            "  open: { kind: present, from: home, to: card, duration: 0.8, delay: 0.4 }" + line7,
            "  close: { kind: dismiss, from: card, duration: 0.3 }",
        ]
        if let beforeOpen { lines.insert(beforeOpen, at: 6) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each diagnostic as `line:column rule`.
    static func findings(_ spec: String, config: String? = nil) -> [String] {
        Compile.spec(spec, configuration: config).diagnostics.all.map {
            "\($0.location.range.start.line):\($0.location.range.start.column) \($0.rule.rawValue)"
        }
    }

    /// The quick test every file gets before its lines are walked: the
    /// directive found at the very start and end of a file, and not found
    /// when cut short or when only its rare letter is there.
    @Test func theDirectiveIsFoundAnywhereInAFile() {
        let directive = "transitionc:ignore"
        func found(_ text: String) -> Bool { SuppressionScanner.contains(Array(text.utf8), SuppressionScanner.directive) }
        #expect(found(directive))
        #expect(found("# " + directive))
        #expect(found(directive + " unreachable-screen\n"))
        #expect(found("ggg\n" + String(repeating: "x", count: 100) + "#" + directive))
        #expect(!found(String(directive.dropLast())))
        #expect(!found(String(directive.dropFirst())))
        #expect(!found("gesture: { direction: down }\nignore: transitionc:ignor"))
        #expect(!found(""))
    }

    @Test func withoutCommentsBothAreFound() {
        #expect(Self.findings(Self.spec()) == ["5:3 unreachable-screen", "7:58 slow-transition"])
    }

    @Test func aCommentOnTheSameLineSilences() {
        #expect(Self.findings(Self.spec(line5: "  # transitionc:ignore unreachable-screen")) == ["7:58 slow-transition"])
    }

    @Test func aCommentOnTheLineBeforeSilences() {
        let spec = Self.spec(beforeOpen: "  # transitionc:ignore slow-transition")
        #expect(Self.findings(spec) == ["5:3 unreachable-screen"])
    }

    @Test func aCommentTwoLinesBeforeDoesNot() {
        // On line 5, it covers lines 5 and 6; `open` is on 7.
        let spec = Self.spec(line5: " # transitionc:ignore slow-transition, unreachable-screen")
        #expect(Self.findings(spec) == ["5:33 unused-suppression", "7:58 slow-transition"])
        let message = Compile.spec(spec).diagnostics.all.first?.message
        #expect(message == "suppression of `slow-transition` silences nothing on this line or the next; remove it")
    }

    @Test func oneCommentCanNameSeveralRules() {
        let spec = """
            version: 1
            screens:
              home: { root: true }
              card: {}
            transitions:
              # transitionc:ignore slow-transition,interactive-curve extreme-threshold
              open: { kind: present, from: home, to: card, duration: 0.9, delay: 0.4, interaction: standard, threshold: 0.95 }
              close: { kind: dismiss, from: card, duration: 0.3 }

            """
        #expect(Self.findings(spec).isEmpty)
    }

    @Test func aHashInsideQuotesIsNotAComment() {
        let spec = """
            version: 1
            screens:
              home: { root: true }
              card: {}
            transitions:
              "open # transitionc:ignore slow-transition": { kind: present, from: home, to: card, duration: 1.5 }
              'close # it''s # transitionc:ignore slow-transition': { kind: dismiss, from: card, duration: 1.5 }

            """
        #expect(Self.findings(spec) == ["6:97 slow-transition", "7:96 slow-transition"])
    }

    @Test func theScannerFollowsYAMLCommentRules() {
        func ids(_ line: String) -> [String] {
            SuppressionScanner.scan(SourceText(Array(line.utf8))).flatMap { $0.entries.map(\.id) }
        }
        #expect(ids("a: 1 # transitionc:ignore x") == ["x"])
        #expect(ids("# transitionc:ignore x, y  z") == ["x", "y", "z"])
        #expect(ids("a: 1 #transitionc:ignore x") == ["x"])
        #expect(ids("a: 1\t# transitionc:ignore x") == ["x"])
        #expect(ids("title: it's # transitionc:ignore x") == ["x"])          // an apostrophe in a plain scalar
        #expect(ids("title: \"a \\\" # transitionc:ignore x\"") == [])      // an escaped quote
        #expect(ids("title: 'unclosed # transitionc:ignore x") == [])       // still inside the quotes
        #expect(ids("list: ['a', \"b\"] # transitionc:ignore x") == ["x"])
        #expect(ids("a: b#transitionc:ignore x") == [])                       // no space before `#`
        #expect(ids("a: 1 # transitionc:ignored x") == [])                    // not the directive
        #expect(ids("a: 1 # see transitionc:ignore x") == [])
        #expect(ids("a: 1 # TRANSITIONC:IGNORE x") == [])
    }

    @Test func theScannerCountsLinesAndColumnsAsTheReaderDoes() throws {
        // A byte order mark, CRLF and CR line breaks, and a wide character before the comment.
        let text = "\u{FEFF}version: 1\r\nscreens:\r  héllo: {} # transitionc:ignore unreachable-screen\n"
        let suppression = try #require(SuppressionScanner.scan(SourceText(Array(text.utf8))).first)
        #expect(suppression.line == 3)
        let entry = try #require(suppression.entries.first)
        #expect((entry.range.start.line, entry.range.start.column, entry.range.end.column) == (3, 34, 52))
    }

    @Test func starRulesCannotBeSuppressed() throws {
        let spec = "version: 1\nscreens:\n  home: { root: true, scrolable: true }  # transitionc:ignore unknown-key\n"
        let diagnostics = Compile.spec(spec).diagnostics.all
        #expect(diagnostics.map(\.rule) == [.unknownKey, .unusedSuppression])
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.last?.message == "`unknown-key` is always an error and cannot be suppressed; fix the problem instead")
        #expect(diagnostics.last?.location.range.start.column == 63)
    }

    @Test func anUnknownRuleIsReportedWithTheNearest() throws {
        let spec = Self.spec(line5: "  # transitionc:ignore unreachable-screens, frobnicate")
        let diagnostics = Compile.spec(spec).diagnostics.all.filter { $0.rule == .unusedSuppression }
        #expect(diagnostics.map(\.message) == [
            "unknown rule `unreachable-screens` in a suppression; did you mean `unreachable-screen`?",
            "unknown rule `frobnicate` in a suppression (`transitionc rules` lists them)",
        ])
        #expect(diagnostics.map(\.severity) == [.warning, .warning])
        #expect(diagnostics.first?.fixIts.first?.replacement == "unreachable-screen")
    }

    @Test func aCommentWithoutRulesIsReported() {
        #expect(Self.findings(Self.spec(line5: "  # transitionc:ignore")) ==
            ["5:3 unreachable-screen", "5:15 unused-suppression", "7:58 slow-transition"])
    }

    @Test func configurationSeveritiesComeFirst() {
        // Raised to an error by the configuration, then silenced by the comment: the run passes.
        let spec = Self.spec(beforeOpen: "  # transitionc:ignore slow-transition")
        let compilation = Compile.spec(spec, configuration: "version: 1\nrules:\n  slow-transition: error\n  unreachable-screen: off\n")
        #expect(compilation.diagnostics.all.isEmpty)
        #expect(!compilation.diagnostics.hasErrors)
    }

    @Test func aSuppressionOfARuleTurnedOffIsNotCalledUnused() {
        let spec = Self.spec(line5: "  # transitionc:ignore missing-dismiss")
        #expect(Self.findings(spec, config: "version: 1\nrules: { missing-dismiss: off }\n")
            == ["5:3 unreachable-screen", "7:58 slow-transition"])
    }

    @Test func unusedSuppressionIsConfigurableAndSuppressible() {
        let spec = Self.spec(line5: "  # transitionc:ignore missing-dismiss")
        #expect(Self.findings(spec, config: "version: 1\nrules: { unused-suppression: off }\n")
            == ["5:3 unreachable-screen", "7:58 slow-transition"])
        let raised = Compile.spec(spec, configuration: "version: 1\nrules: { unused-suppression: error }\n")
        #expect(raised.diagnostics.hasErrors)
        let silenced = Self.spec(line5: "  # transitionc:ignore missing-dismiss, unused-suppression")
        #expect(Self.findings(silenced) == ["5:3 unreachable-screen", "7:58 slow-transition"])
    }

    @Test func graphRulesAreNotJudgedWhenTheyDidNotRun() {
        // A screen that did not read holds back every graph rule, so nobody
        // knows whether `lost` is reachable: the suppression is not unused.
        let spec = Self.spec(line5: "  # transitionc:ignore unreachable-screen")
            .replacingOccurrences(of: "  card: {}", with: "  card: { root: maybe }")
        #expect(Self.findings(spec) == ["4:17 type-mismatch"])
    }

    // MARK: Golden output

    static func goldenCompilation() throws -> Compilation {
        let data = try Data(contentsOf: directory.appendingPathComponent("suppressions.yaml"))
        return Driver.compile([(path: "suppressions.yaml", source: SourceText(Array(data)))])
    }

    @Test func goldenText() throws {
        let compilation = try Self.goldenCompilation()
        let output = TextDiagnosticRenderer(sources: compilation.sources, colored: false)
            .render(compilation.diagnostics.all, fileCount: compilation.files.count)
        Golden.check(output, against: Self.directory.appendingPathComponent("suppressions.expected.txt"))
    }

    @Test func goldenJSON() throws {
        let compilation = try Self.goldenCompilation()
        let output = JSONDiagnosticRenderer.render(compilation.diagnostics.all, fileCount: compilation.files.count)
        Golden.check(output, against: Self.directory.appendingPathComponent("suppressions.expected.json"))
    }
}
