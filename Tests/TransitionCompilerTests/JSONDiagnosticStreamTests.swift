import Testing
import YAMLSource
@testable import TransitionCompiler

/// `check --format json` writes each diagnostic directly; the JSON report
/// builds the same object as a `JSONValue`. Both must give the same bytes.
struct JSONDiagnosticStreamTests {
    func streamed(_ diagnostic: Diagnostic) -> String {
        var output = ""
        JSONDiagnosticStream.append(diagnostic, to: &output)
        return output
    }

    func tree(_ diagnostic: Diagnostic) -> String {
        var output = ""
        JSONDiagnosticRenderer.json(diagnostic).appendPretty(to: &output, indent: 2)
        return output
    }

    @Test(arguments: DiagnosticGoldenTests.fixtureNames)
    func everyFixtureDiagnosticIsTheSame(_ name: String) throws {
        for diagnostic in try DiagnosticGoldenTests.compile(name).diagnostics.all {
            #expect(streamed(diagnostic) == tree(diagnostic))
        }
    }

    @Test func escapesNotesAndFixItsAreTheSame() throws {
        let place = SourceLocation(file: "dir/\"quoted\"\\file.yaml", range: SourceRange(at: .start))
        let fixIt = try #require(FixIt("insert `tab\there`", replacing: SourceRange(at: .start), with: "tab\there\u{2028}"))
        let diagnostic = Diagnostic(.unknownKeyExpectedOneOf, "a \"message\"\nwith\u{0}control\u{1F} characters and é", at: place,
                                    notes: [DiagnosticNote("first", at: place), DiagnosticNote("second\r", at: place)],
                                    fixIts: [fixIt, fixIt])
        #expect(streamed(diagnostic) == tree(diagnostic))
        let bare = Diagnostic(.noRoot, "plain", at: place)
        #expect(streamed(bare) == tree(bare))
    }
}
