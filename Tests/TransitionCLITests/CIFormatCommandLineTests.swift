import Foundation
import Testing

/// The CI formats and `schema` through the built binary.
@Suite(.serialized) struct CIFormatCommandLineTests {
    static let spec = "version: 1\ntokens:\n  durations: { spare: 0.2 }\nscreens:\n  home: { root: true, scrolable: true }\n"

    func withSpec(_ body: (URL) throws -> Void) throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.spec.utf8).write(to: directory.appendingPathComponent("spec.yaml"))
        try body(directory)
    }

    @Test func sarifIsOneJSONDocumentWithRelativeURIs() throws {
        try withSpec { directory in
            // An absolute path is reported relative to the current directory.
            let absolute = directory.appendingPathComponent("spec.yaml").path
            let result = try CLI.run(["check", "--format", "sarif", absolute], in: directory)
            #expect(result.status == 1)
            let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            #expect(root["version"] as? String == "2.1.0")
            let results = try #require(((root["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
            #expect(results.map { $0["level"] as? String } == ["warning", "error"])
            #expect(result.stdout.contains("\"uri\": \"spec.yaml\""))
        }
    }

    @Test func githubPrintsWorkflowCommandsAndASummary() throws {
        try withSpec { directory in
            let result = try CLI.run(["check", "--format", "github", "spec.yaml"], in: directory)
            #expect(result.status == 1)
            #expect(result.stdout == """
                ::warning file=spec.yaml,line=3,col=16,endLine=3,endColumn=21,title=unused-token::token `$durations.spare` is never used
                ::error file=spec.yaml,line=5,col=23,endLine=5,endColumn=32,title=unknown-key::unknown key `scrolable` in screen `home`; did you mean `scrollable`?
                checked 1 file: 1 error, 1 warning

                """)
        }
    }

    @Test func junitFollowsStrict() throws {
        try withSpec { directory in
            let relaxed = try CLI.run(["check", "--format", "junit", "spec.yaml"], in: directory)
            #expect(relaxed.status == 1)
            #expect(relaxed.stdout.contains("<testsuites name=\"transitionc\" tests=\"2\" failures=\"1\""))
            let strict = try CLI.run(["check", "--format", "junit", "--strict", "spec.yaml"], in: directory)
            #expect(strict.stdout.contains("<testsuites name=\"transitionc\" tests=\"2\" failures=\"2\""))
        }
    }

    @Test func schemaPrintsAJSONSchema() throws {
        let result = try CLI.run(["schema"])
        #expect(result.status == 0)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(root["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(root["additionalProperties"] as? Bool == false)
    }
}
