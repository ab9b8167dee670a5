import Testing
import YAMLSource
@testable import TransitionCompiler

/// Each rule's own examples: the triggering one produces the rule, the fixed
/// one does not. The examples are what `transitionc explain` shows, so this
/// keeps the documentation true.
struct RuleExampleTests {
    static func compile(_ example: String) -> Compilation {
        let files = example.components(separatedBy: "\n---\n")
        let inputs = files.enumerated().map { index, text in
            (path: "example\(index + 1).yaml", source: SourceText(Array((text.hasSuffix("\n") ? text : text + "\n").utf8)))
        }
        return Driver.compile(inputs)
    }

    @Test(arguments: RuleCatalog.all.map(\.id))
    func triggeringExampleTriggers(_ id: RuleID) throws {
        let rule = try #require(RuleCatalog.rule(id))
        let rules = Self.compile(rule.triggeringExample).diagnostics.all.map(\.rule)
        #expect(rules.contains(id), "\(id) example gave \(rules)")
    }

    @Test(arguments: RuleCatalog.all.map(\.id))
    func passingExamplePasses(_ id: RuleID) throws {
        let rule = try #require(RuleCatalog.rule(id))
        let diagnostics = Self.compile(rule.passingExample).diagnostics.all
        #expect(!diagnostics.map(\.rule).contains(id), "\(id) fixed example still gives \(diagnostics.map(\.message))")
        #expect(!diagnostics.contains { $0.severity == .error }, "fixed example of \(id) has errors: \(diagnostics.map(\.message))")
    }

    @Test func ruleIDsAreUniqueAndCoverTheContract() {
        let ids = RuleCatalog.all.map(\.id.rawValue)
        #expect(Set(ids).count == ids.count)
        let reading = ["yaml-syntax", "yaml-limit", "duplicate-key", "unsupported-version", "unknown-key", "type-mismatch",
                       "invalid-value", "out-of-range", "missing-field", "duplicate-id", "unknown-screen", "unknown-token",
                       "unused-token", "unused-field"]
        for id in reading { #expect(ids.contains(id), "missing rule \(id)") }
    }

    @Test func severitiesFollowTheContract() {
        for rule in RuleCatalog.all {
            let expected: Severity = ["unused-token", "unused-field"].contains(rule.id.rawValue) ? .warning : .error
            #expect(rule.severity == expected, "\(rule.id)")
            #expect(rule.isFixed == (expected == .error), "\(rule.id)")
        }
    }

    @Test func explanationShowsBothExamples() throws {
        let rule = try #require(RuleCatalog.rule(.unknownKey))
        let text = RuleCatalog.explanation(of: rule)
        #expect(text.hasPrefix("unknown-key (error, always on): a key that the language does not have\n"))
        #expect(text.contains("    screens:\n      home: { root: true, scrolable: true }"))
        #expect(text.contains("    screens:\n      home: { root: true, scrollable: true }"))
    }
}
