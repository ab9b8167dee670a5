import Foundation
import Testing

/// `transitionc report` as a user runs it: exit codes, which stream gets
/// what, and the same bytes on every run.
struct ReportCommandTests {
    static let fixtures = "Tests/TransitionCompilerTests/Fixtures/report/"

    @Test func cleanSpecsExitZero() throws {
        let result = try CLI.run(["report"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Transition report\n"))
        #expect(result.stdout.contains("files: Specs/app.yaml, "))
        #expect(result.stderr.isEmpty)
    }

    @Test(arguments: ["text", "markdown", "dot", "mermaid"])
    func errorsGoToStandardErrorAndExitOne(_ format: String) throws {
        let result = try CLI.run(["report", Self.fixtures + "graph-errors.yaml", "--format", format, "--color", "never"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("leaveIsland"), "the graph part is still shown")
        #expect(result.stderr.contains("error: `closeStart` dismisses `start`"))
        #expect(result.stderr.hasSuffix("checked 1 file: 4 errors, 3 warnings\n"))
    }

    @Test func jsonCarriesTheDiagnosticsItself() throws {
        let result = try CLI.run(["report", Self.fixtures + "reading-errors.yaml", "--format", "json"])
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["reportVersion"] as? Int == 1)
        #expect(json["graph"] is NSNull)
        #expect((json["diagnostics"] as? [Any])?.count == 3)
    }

    @Test func usageAndIOProblemsExitTwo() throws {
        #expect(try CLI.run(["report", "no-such-spec.yaml"]).status == 2)
        #expect(try CLI.run(["report", "--format", "pdf"]).status == 2)
    }

    @Test(arguments: ["text", "json", "markdown", "dot", "mermaid"])
    func sameBytesEveryRun(_ format: String) throws {
        let first = try CLI.run(["report", "--format", format])
        let second = try CLI.run(["report", "--format", format])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
    }
}
