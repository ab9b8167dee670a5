import Foundation
import Testing
@testable import TransitionCompiler

/// SARIF, GitHub workflow commands and JUnit XML of the Fixtures/ci spec
/// sets, byte for byte.
struct CIFormatGoldenTests {
    func golden(_ set: String, _ suffix: String) -> URL {
        CIFixtures.directory.appendingPathComponent("\(set).expected.\(suffix)")
    }

    @Test(arguments: CIFixtures.sets)
    func sarif(_ set: String) throws {
        Golden.check(SARIFRenderer.render(try CIFixtures.findings(set)), against: golden(set, "sarif"))
    }

    @Test(arguments: CIFixtures.sets)
    func github(_ set: String) throws {
        Golden.check(GitHubAnnotationRenderer.render(try CIFixtures.findings(set)), against: golden(set, "github.txt"))
    }

    @Test(arguments: CIFixtures.sets)
    func junit(_ set: String) throws {
        Golden.check(JUnitRenderer.render(try CIFixtures.findings(set), strict: false), against: golden(set, "junit.xml"))
    }

    @Test func junitStrictFailsWarningsToo() throws {
        let findings = try CIFixtures.findings("graph")
        let relaxed = JUnitRenderer.render(findings, strict: false)
        let strict = JUnitRenderer.render(findings, strict: true)
        let errors = findings.diagnostics.count(where: { $0.severity == .error })
        #expect(relaxed.contains("<testsuites name=\"transitionc\" tests=\"\(findings.findings.count + 1)\" failures=\"\(errors)\""))
        #expect(strict.contains("<testsuites name=\"transitionc\" tests=\"\(findings.findings.count + 1)\" failures=\"\(findings.findings.count)\""))
        #expect(strict.contains("<failure message=\"token `$durations.spare` is never used\" type=\"warning\">"))
    }

    /// The fixtures cover what the formats must carry.
    @Test(arguments: CIFixtures.sets)
    func fixturesHaveErrorsWarningsNotesAndFixIts(_ set: String) throws {
        let diagnostics = try CIFixtures.findings(set).diagnostics
        #expect(diagnostics.contains { $0.severity == .error })
        #expect(diagnostics.contains { $0.severity == .warning })
        #expect(diagnostics.contains { !$0.notes.isEmpty })
        #expect(diagnostics.contains { !$0.fixIts.isEmpty })
    }
}
