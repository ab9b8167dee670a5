import Testing
import YAMLSource
@testable import TransitionCompiler

/// `Diagnostics.dropRepeats`: a diagnostic identical to one already kept at
/// its place goes, and anything that differs in the least stays.
struct DiagnosticRepeatsTests {
    static func at(_ line: Int, _ column: Int, _ message: String, _ rule: RuleID = .invalidValue,
                   file: String = "a.yaml") -> Diagnostic {
        let position = SourcePosition(line: line, column: column, offset: line * 100 + column)
        return Diagnostic(rule, message, at: SourceLocation(file: file, range: SourceRange(at: position)))
    }

    @Test func aRepeatIsDroppedEvenWithAnotherDiagnosticAtThePlaceBetween() {
        var diagnostics = Diagnostics()
        for diagnostic in [Self.at(2, 3, "first"), Self.at(2, 3, "second"), Self.at(2, 3, "first"),
                           Self.at(2, 3, "second"), Self.at(5, 1, "third"), Self.at(2, 3, "first")] {
            diagnostics.report(diagnostic)
        }
        diagnostics.sort(fileOrder: ["a.yaml"])
        diagnostics.dropRepeats()
        #expect(diagnostics.all.map(\.message) == ["first", "second", "third"])
        #expect(diagnostics.errorCount == 3)
    }

    @Test func diagnosticsThatDifferInAnythingAreAllKept() {
        var diagnostics = Diagnostics()
        let base = Self.at(2, 3, "same words")
        var warning = base
        warning.severity = .warning
        var withNote = base
        withNote.notes = [DiagnosticNote("used here", at: Self.at(9, 1, "").location)]
        for diagnostic in [base, Self.at(2, 3, "same words", .typeMismatch), Self.at(2, 3, "same words", file: "b.yaml"),
                           Self.at(2, 4, "same words"), warning, withNote, base] {
            diagnostics.report(diagnostic)
        }
        diagnostics.sort(fileOrder: ["a.yaml", "b.yaml"])
        diagnostics.dropRepeats()
        #expect(diagnostics.all.count == 6)
        #expect(diagnostics.errorCount == 5)
        #expect(diagnostics.warningCount == 1)
    }
}
