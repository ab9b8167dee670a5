import CompileHelpers
import Foundation
import Testing
import YAMLSource
@testable import TransitionCompiler

/// `check --fix` in the library: which fix-its are applied, and that the
/// rest of the file stays byte for byte (Fixtures/fix: each NAME.yaml and
/// the bytes it becomes, NAME.fixed.yaml).
struct SpecFixerTests {
    static let directory = Golden.fixtures.appendingPathComponent("fix")

    @Test func twoFixesAndEverythingElseAsItWas() throws {
        let name = "two-fixes-with-comments.yaml"
        let text = try String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
        let fixes = SpecFixer.fixes(for: Compile.files([(name, text)]))
        #expect(fixes.map(\.path) == [name])
        let fix = try #require(fixes.first)
        #expect(fix.applied.map(\.summary) == [
            "two-fixes-with-comments.yaml:4:17: fixed `tru` -> `true` [type-mismatch]",
            "two-fixes-with-comments.yaml:11:15: fixed `300` -> `300ms` [out-of-range]",
        ])
        Golden.check(String(decoding: fix.bytes, as: UTF8.self),
                     against: Self.directory.appendingPathComponent("two-fixes-with-comments.fixed.yaml"))
        // What is left is what no fix-it may touch.
        let after = Compile.files([(name, String(decoding: fix.bytes, as: UTF8.self))])
        #expect(after.diagnostics.all.map(\.rule) == [.unknownScreen])
        #expect(SpecFixer.fixes(for: after).isEmpty)
    }

    @Test func aFileThatIsNotValidYAMLIsNeverTouched() {
        let broken = "version: 1\nscreens:\n  home: { root: tru }\n  card: [\n"
        let fine = "version: 1\nscreens:\n  other: { root: tru }\n"
        let fixes = SpecFixer.fixes(for: Compile.files([("broken.yaml", broken), ("fine.yaml", fine)]))
        #expect(fixes.map(\.path) == ["fine.yaml"])
    }

    @Test func guessesAtAnotherScreenOrTokenAreNotApplied() {
        let spec = """
            version: 1
            tokens:
              durations: { quick: 0.2 }
            screens:
              home: { root: true }
              card: {}
            transitions:
              open: { kind: present, from: home, to: crad, duration: $durations.quik }

            """
        let compilation = Compile.files([("a.yaml", spec)])
        #expect(Set(compilation.diagnostics.all.filter { !$0.fixIts.isEmpty }.map(\.rule)) == [.unknownScreen, .unknownToken])
        #expect(SpecFixer.fixes(for: compilation).isEmpty)
    }

    /// Two fix-its over the same bytes: the first is applied, the second
    /// waits for the next run, rather than splicing one into the other.
    @Test func overlappingFixItsAreAppliedOneAtATime() throws {
        let bytes = Array("abcdef".utf8)
        func diagnostic(_ start: Int, _ end: Int, _ text: String) -> Diagnostic {
            let range = SourceRange(start: SourcePosition(line: 1, column: start + 1, offset: start),
                                    end: SourcePosition(line: 1, column: end + 1, offset: end))
            return Diagnostic(.unknownKeyDidYouMean, "x", at: SourceLocation(file: "a.yaml", range: range),
                              fixIts: [FixIt("replace with `\(text)`", replacing: range, with: text)].compactMap { $0 })
        }
        let fix = try #require(SpecFixer.fix(bytes, path: "a.yaml", with: [diagnostic(1, 3, "X"), diagnostic(2, 4, "Y"), diagnostic(4, 5, "Z")]))
        #expect(String(decoding: fix.bytes, as: UTF8.self) == "aXdZf")
        #expect(fix.applied.map(\.replacement) == ["X", "Z"])
    }
}
