import Foundation
import TestTools
import Testing
import TransitionRuntime
import YAMLSource
@testable import TransitionCompiler

/// The declarations of the language's keys (Model/Language) against what is
/// written by hand beside them: Docs/language.md's field tables and prose,
/// and every example value, read by the decoder.
struct LanguageTableTests {
    static let languagePage = Golden.repositoryRoot.appendingPathComponent("Docs/language.md")

    /// A field table as Docs/language.md has it, made from the declarations.
    static func table<Key: LanguageKey>(_: Key.Type, defaultHeading: String = "default") -> [String] {
        ["| field | values | \(defaultHeading) |", "|---|---|---|"]
            + Key.allCases.map { "| `\($0.rawValue)` | \($0.declaration.docsValues) | \($0.declaration.defaultText) |" }
    }

    /// The tables, each by the comment that marks it on the page.
    static let tables: [(marker: String, lines: [String])] = [
        ("<!-- fields: screen -->", table(ScreenField.self)),
        ("<!-- fields: transition -->", table(TransitionField.self, defaultHeading: "default and notes")),
        ("<!-- fields: gesture -->", table(GestureField.self)),
    ]

    /// Each table on the page is the one the declarations make, row for row
    /// and byte for byte. `TRANSITIONC_RECORD=1` writes the declarations' tables
    /// into the page (review the diff).
    @Test func theDocsFieldTablesAreTheDeclarations() throws {
        var lines = try String(contentsOf: Self.languagePage, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var changed = false
        for (marker, expected) in Self.tables {
            guard let markerLine = lines.firstIndex(of: marker) else {
                Issue.record("Docs/language.md has no `\(marker)` before its table")
                continue
            }
            var start = markerLine + 1
            while start < lines.count, lines[start].isEmpty { start += 1 }
            var end = start
            while end < lines.count, lines[end].hasPrefix("|") { end += 1 }
            let written = Array(lines[start..<end])
            guard written != expected else { continue }
            if GoldenFile.isRecording {
                lines.replaceSubrange(start..<end, with: expected)
                changed = true
                continue
            }
            let difference = zip(written + Array(repeating: "(none)", count: max(0, expected.count - written.count)),
                                 expected + Array(repeating: "(none)", count: max(0, written.count - expected.count)))
                .enumerated().first { $0.element.0 != $0.element.1 }
            Issue.record("""
                Docs/language.md:\(start + (difference?.offset ?? 0) + 1): the table after `\(marker)` differs from the declarations \
                (run with TRANSITIONC_RECORD=1 to write them):
                  page:         \(difference?.element.0 ?? "")
                  declarations: \(difference?.element.1 ?? "")
                """)
        }
        if changed {
            try Data(lines.joined(separator: "\n").utf8).write(to: Self.languagePage, options: .atomic)
            Issue.record("recorded Docs/language.md's field tables; review the diff, unset TRANSITIONC_RECORD and run again")
        }
    }

    /// The page says which fields have no effect where (`unused-field`), as declared.
    @Test func theDocsNameTheFieldsThatHaveNoEffect() throws {
        let page = try String(contentsOf: Self.languagePage, encoding: .utf8)
            .split(separator: "\n").joined(separator: " ")
        let sentence = "\(TransitionField.interactiveOnly.listed("and")) written on a transition whose `interaction` is `none`"
        #expect(page.contains(sentence), "Docs/language.md should say: \(sentence)")
        for (field, kind) in TransitionField.kindOnly {
            #expect(page.contains("`\(field.rawValue)` on anything but `\(kind.rawValue)`"), "`\(field)`")
        }
    }

    // MARK: unused-field, from each field's declared effect

    /// A field declared to mean something only on an interactive transition,
    /// or only on one kind, is `unused-field` anywhere else, at the value
    /// written: in the transition, and in another kind's block of `defaults`.
    @Test func aFieldWrittenWhereItHasNoEffectIsUnused() {
        func unused(_ text: String) -> [String] {
            let compilation = Driver.compile([(path: "unused.yaml", source: SourceText(Array(text.utf8)))])
            return compilation.diagnostics.all.filter { $0.rule == .unusedField }.map { "\($0.location.range.start.line): \($0.message)" }
        }
        let screens = "screens:\n  home: { root: true, container: navigation }\n  detail: {}\n"
        for field in TransitionField.interactiveOnly {
            let spec = "version: 1\n" + screens + "transitions:\n  open: { kind: push, from: home, to: detail, duration: 0.3, "
                + "\(field.rawValue): \(field.declaration.example) }\n"
            #expect(unused(spec) == ["6: `\(field.rawValue)` has no effect: transition `open` is not interactive (set `interaction: standard` or remove it)"],
                    "\(spec)")
        }
        for (field, kind) in TransitionField.kindOnly {
            let other = TransitionKind.allCases.first { $0 != kind && $0 != .tab && $0 != .present }!
            let spec = "version: 1\ndefaults:\n  \(other.rawValue): { \(field.rawValue): \(field.declaration.example) }\n" + screens
                + "transitions:\n  open: { kind: \(other.rawValue), from: home, to: detail, duration: 0.3, "
                + "\(field.rawValue): \(field.declaration.example) }\n"
            #expect(unused(spec) == [
                "3: `\(field.rawValue)` has no effect on `\(other.rawValue)` transitions",
                "8: `\(field.rawValue)` has no effect on a `\(other.rawValue)` transition; only `\(kind.rawValue)` uses it",
            ], "\(spec)")
        }
    }

    // MARK: every declared key is read

    /// Compiles `text` and returns the problems with keys and value types:
    /// what a declared key with its own example value must not have.
    static func keyProblems(_ text: String) -> [String] {
        let compilation = Driver.compile([(path: "keys.yaml", source: SourceText(Array(text.utf8)))])
        return compilation.diagnostics.all
            .filter { [.unknownKey, .typeMismatch, .invalidValue, .outOfRange].contains($0.rule) }
            .map { "\($0.location.range.start.line): \($0.message)" }
    }

    @Test func everyScreenFieldIsRead() {
        for field in ScreenField.allCases where field != .tabs {
            let spec = "version: 1\nscreens:\n  home: { root: true, \(field.rawValue): \(field.declaration.example) }\n"
            #expect(Self.keyProblems(spec).isEmpty, "\(Self.keyProblems(spec))\n\(spec)")
        }
        let bar = "version: 1\nscreens:\n  home: { root: true, container: tabBar, tabs: \(ScreenField.tabs.declaration.example) }\n"
        #expect(Self.keyProblems(bar).isEmpty, "\(Self.keyProblems(bar))")
    }

    @Test func everyGestureAndHintFieldIsRead() {
        let gesture = GestureField.allCases.map { "\($0.rawValue): \($0.declaration.example)" }.joined(separator: ", ")
        let hint = HintField.allCases.map { "\($0.rawValue): \($0.declaration.example)" }.joined(separator: ", ")
        let spec = """
            version: 1
            screens:
              home: { root: true, scrollable: true }
              detail: {}
            transitions:
              open: { kind: present, from: home, to: detail, duration: 0.3, interaction: standard, gesture: { \(gesture) }, hint: { \(hint) } }

            """
        #expect(Self.keyProblems(spec).isEmpty, "\(Self.keyProblems(spec))\n\(spec)")
    }

    @Test func everyTopLevelKeyAndTokenKindIsRead() {
        let tokens = TokenSectionKey.allCases.map { "\($0.rawValue): \($0.declaration.example)" }.joined(separator: ", ")
        let keys = TopLevelKey.allCases.map { key in
            "\(key.rawValue): " + (key == .tokens ? "{ \(tokens) }" : key.declaration.example)
        }
        let spec = keys.joined(separator: "\n") + "\n"
        #expect(Self.keyProblems(spec).isEmpty, "\(Self.keyProblems(spec))\n\(spec)")
    }

    /// A key the language does not declare is `unknown-key`, with the
    /// nearest declared one suggested.
    @Test func anUndeclaredKeyIsUnknownWithTheNearestSuggested() {
        let spec = "version: 1\nscreens:\n  home: { root: true, scrolable: true }\n"
        #expect(Self.keyProblems(spec) == ["3: unknown key `scrolable` in screen `home`; did you mean `scrollable`?"])
    }
}
