import Testing
import YAMLSource
@testable import TransitionCompiler

/// `Diagnostics.dropRepeats`: a diagnostic identical to one already kept at
/// its place goes, and anything that differs in the least stays.
struct DiagnosticRepeatsTests {
    static func at(_ line: Int, _ column: Int, _ message: String, _ id: MessageID = .invalidValueDuration,
                   file: String = "a.yaml") -> Diagnostic {
        let position = SourcePosition(line: line, column: column, offset: line * 100 + column)
        return Diagnostic(id, message, at: SourceLocation(file: file, range: SourceRange(at: position)))
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
        for diagnostic in [base, Self.at(2, 3, "same words", .typeMismatchBoolean), Self.at(2, 3, "same words", file: "b.yaml"),
                           Self.at(2, 4, "same words"), warning, withNote, base] {
            diagnostics.report(diagnostic)
        }
        diagnostics.sort(fileOrder: ["a.yaml", "b.yaml"])
        diagnostics.dropRepeats()
        #expect(diagnostics.all.count == 6)
        #expect(diagnostics.errorCount == 5)
        #expect(diagnostics.warningCount == 1)
    }

    /// A mistake in a shared mapping, read by several entries, names each
    /// in its message: it is still one mistake, kept in the words of the
    /// first entry to read it.
    @Test func diagnosticsThatDifferOnlyInTheEntryReadingThemAreOne() {
        func unknownKey(in reader: String, at column: Int = 3, allowed: String = "`kind`") -> Diagnostic {
            var diagnostic = Self.at(2, column, "unknown key `foo` in \(reader); expected one of \(allowed)", .unknownKeyExpectedOneOf)
            diagnostic.messageWithoutReader = "unknown key `foo`; expected one of \(allowed)"
            return diagnostic
        }
        var diagnostics = Diagnostics()
        for diagnostic in [unknownKey(in: "transition `a`"), unknownKey(in: "transition `b`"),
                           unknownKey(in: "a gesture", allowed: "`direction`"), unknownKey(in: "transition `c`"),
                           unknownKey(in: "transition `d`", at: 4)] {
            diagnostics.report(diagnostic)
        }
        diagnostics.sort(fileOrder: ["a.yaml"])
        diagnostics.dropRepeats()
        #expect(diagnostics.all.map(\.message) == [
            "unknown key `foo` in transition `a`; expected one of `kind`",
            "unknown key `foo` in a gesture; expected one of `direction`",
            "unknown key `foo` in transition `d`; expected one of `kind`",
        ])
        #expect(diagnostics.errorCount == 3)
    }
}
