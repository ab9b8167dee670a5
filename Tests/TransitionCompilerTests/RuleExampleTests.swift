import CompileHelpers
import Foundation
import Testing
import YAMLSource
@testable import TransitionCompiler

/// Each rule's own examples: the triggering one produces the rule, the fixed
/// one does not. The examples are what `transitionc explain` shows, so this
/// keeps the documentation true.
struct RuleExampleTests {
    @Test(arguments: RuleCatalog.all.map(\.id))
    func triggeringExampleTriggers(_ id: RuleID) throws {
        let rule = try #require(RuleCatalog.rule(id))
        let rules = Compile.example(rule.triggeringExample).diagnostics.all.map(\.rule)
        #expect(rules.contains(id), "\(id) example gave \(rules)")
    }

    /// The rule fires exactly where its example's `↓` markers say, in the
    /// file they are in: an example that fires elsewhere documents the wrong place.
    @Test(arguments: RuleCatalog.all.map(\.id))
    func triggeringExampleFiresWhereMarked(_ id: RuleID) throws {
        let rule = try #require(RuleCatalog.rule(id))
        let marks = rule.marks.map { "file \($0.file + 1), byte \($0.offset)" }
        #expect(!marks.isEmpty, "\(id)'s example marks no place with `↓`")
        let compilation = Compile.example(rule.triggeringExample)
        let fired = compilation.diagnostics.all.filter { $0.rule == id }.map { diagnostic in
            "file \(Compile.exampleFileNames(rule.triggeringExample).firstIndex(of: diagnostic.location.file)! + 1), byte \(diagnostic.location.range.start.offset)"
        }
        #expect(fired.sorted() == marks.sorted(), "\(id) fired at \(fired), marked at \(marks)")
    }

    /// Applying the rule's own fix-its to its triggering example gives the
    /// example's `fixItResult`, and a rule without one gives no fix-it there.
    @Test(arguments: RuleCatalog.all.map(\.id))
    func fixItsGiveTheirResult(_ id: RuleID) throws {
        let rule = try #require(RuleCatalog.rule(id))
        let compilation = Compile.example(rule.triggeringExample)
        let own = compilation.diagnostics.all.filter { $0.rule == id && !$0.fixIts.isEmpty }
        guard let expected = rule.fixItResult else {
            #expect(own.isEmpty, "\(id) gives fix-its in its example, and has no `fixItResult` to check them by")
            return
        }
        #expect(own.allSatisfy { $0.fixIts.allSatisfy { !$0.title.isEmpty } })
        let fixed = compilation.files.map { path in
            let bytes = compilation.sources[path]!.bytes
            let fix = SpecFixer.fix(bytes, path: path, with: own.filter { $0.location.file == path })
            return String(decoding: fix?.bytes ?? bytes, as: UTF8.self)
        }
        #expect(fixed.joined(separator: "---\n") == expected, "\(id)")
    }

    @Test(arguments: RuleCatalog.all.map(\.id))
    func passingExamplePasses(_ id: RuleID) throws {
        let rule = try #require(RuleCatalog.rule(id))
        let diagnostics = Compile.example(rule.passingExample).diagnostics.all
        #expect(!diagnostics.map(\.rule).contains(id), "\(id) fixed example still gives \(diagnostics.map(\.message))")
        #expect(!diagnostics.contains { $0.severity == .error }, "fixed example of \(id) has errors: \(diagnostics.map(\.message))")
    }

    /// An example of several files is shown as separate files, each under its
    /// name: joined by `---`, a reader pasting it into one file got two YAML
    /// documents, a `yaml-syntax` error instead of the rule.
    @Test(arguments: RuleCatalog.all.map(\.id))
    func explainShowsEachFileOnItsOwn(_ id: RuleID) throws {
        let rule = try #require(RuleCatalog.rule(id))
        let lines = RuleCatalog.explanation(of: rule).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(!lines.contains("---"))
        let files = Rule.files(of: rule.triggeringExample).count
        #expect(lines.filter { $0.hasPrefix("# ") && ($0.hasSuffix(".yaml") || $0.hasSuffix(".json")) }.count == (files == 1 ? 0 : 2 * files))
    }

    /// The contract's tables: id, default severity, and whether it is one of
    /// the `*` rules that cannot be turned off.
    static let contract: [(id: String, severity: Severity, fixed: Bool)] = [
        ("yaml-syntax", .error, true), ("yaml-limit", .error, true), ("duplicate-key", .error, true),
        ("unsupported-version", .error, true), ("unknown-key", .error, true), ("type-mismatch", .error, true),
        ("invalid-value", .error, true), ("out-of-range", .error, true), ("missing-field", .error, true),
        ("duplicate-id", .error, true), ("unknown-screen", .error, true), ("unknown-token", .error, true),
        ("unused-token", .warning, false), ("unused-field", .warning, false),
        ("unreachable-screen", .warning, false), ("no-root", .error, false), ("dismiss-without-present", .error, false),
        ("missing-dismiss", .warning, false), ("pop-without-push", .error, false), ("push-outside-navigation", .error, false),
        ("tab-outside-tabbar", .error, false), ("duplicate-edge", .warning, false), ("presentation-cycle", .warning, false),
        ("gesture-conflict", .error, false), ("scroll-gesture-conflict", .warning, false), ("interactive-curve", .warning, false),
        ("input-without-text", .warning, false), ("text-without-input", .warning, false),
        ("sheet-custom-interaction", .error, false), ("confirm-dismiss-gesture", .warning, false),
        ("extreme-threshold", .warning, false), ("slow-transition", .warning, false),
        // motion.md's.
        ("reduced-motion-moves", .warning, false), ("back-gesture-lost", .warning, false),
        // tokens.md's.
        ("token-type-mismatch", .error, true), ("token-alias", .error, true),
    ]

    /// Rules this implementation adds, after the contract's: id, severity, fixed.
    static let additions: [(id: String, severity: Severity, fixed: Bool)] = [
        ("identifier-collision", .error, true),
        ("missing-tab-transition", .warning, false),
        ("unused-suppression", .warning, false),
    ]

    /// The contract's rules in its order, then exactly the additions.
    @Test func catalogueIsExactlyTheContract() {
        #expect(RuleCatalog.all.map(\.id.rawValue) == (Self.contract + Self.additions).map(\.id))
        for entry in Self.contract + Self.additions {
            let rule = RuleCatalog.rule(RuleID(rawValue: entry.id))
            #expect(rule?.severity == entry.severity, "\(entry.id)")
            #expect(rule?.isFixed == entry.fixed, "\(entry.id)")
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
