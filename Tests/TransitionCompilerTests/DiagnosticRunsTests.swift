import Testing
import YAMLSource
@testable import TransitionCompiler

/// Long lists of diagnostics are rendered in runs on all cores
/// (`DiagnosticRuns`); the output must be the bytes that rendering them one
/// after another gives, across the joins between runs.
struct DiagnosticRunsTests {
    /// More than two runs' worth, on the lines of a small file, some with
    /// notes and fix-its, a warning every third.
    static let diagnostics: [Diagnostic] = (0..<(2 * DiagnosticRuns.runLength + 77)).map { index in
        let line = index % 40 + 1
        let place = SourceLocation(
            file: "spec.yaml",
            range: SourceRange(start: SourcePosition(line: line, column: 3, offset: (line - 1) * 12 + 2),
                               end: SourcePosition(line: line, column: 7, offset: (line - 1) * 12 + 6)))
        var diagnostic = Diagnostic(index % 3 == 0 ? .slowTransition : .unknownKeyExpectedOneOf, "problem \(index)", at: place,
                                    notes: index % 5 == 0 ? [DiagnosticNote("note \(index)", at: place)] : [])
        if index % 3 == 0 { diagnostic.severity = .warning }
        return diagnostic
    }
    static let source = SourceText(Array((1...40).map { "  key\($0): vv\n".padding(toLength: 12, withPad: " ", startingAt: 0) }
        .joined().utf8))

    @Test func textIsTheSameAsOneDiagnosticAfterAnother() {
        let renderer = TextDiagnosticRenderer(sources: ["spec.yaml": Self.source], colored: false)
        var expected = ""
        for diagnostic in Self.diagnostics { renderer.render(diagnostic, to: &expected) }
        expected += TextDiagnosticRenderer.summary(Self.diagnostics, fileCount: 1) + "\n"
        #expect(renderer.render(Self.diagnostics, fileCount: 1) == expected)
    }

    @Test func jsonIsTheSameAsTheWholeObjectSerialised() {
        let errors = Self.diagnostics.count(where: { $0.severity == .error })
        var expected = ""
        JSONValue.object([
            ("version", .int(1)),
            ("diagnostics", .array(Self.diagnostics.map(JSONDiagnosticRenderer.json))),
            ("summary", .object([("files", .int(1)), ("errors", .int(errors)),
                                 ("warnings", .int(Self.diagnostics.count - errors))])),
        ]).appendPretty(to: &expected, indent: 0)
        #expect(JSONDiagnosticRenderer.render(Self.diagnostics, fileCount: 1) == expected + "\n")
    }
}
