import Foundation
import Testing

/// `check --baseline FILE` through the built binary: record, then report
/// only what is new, with exit codes that follow what is reported.
@Suite(.serialized) struct BaselineCommandLineTests {
    /// Two warnings: an unused token and an unreachable screen.
    static let spec = """
        version: 1
        tokens:
          durations: { spare: 0.2 }
        screens:
          home: { root: true }
          orphan: {}
          card: {}
        transitions:
          open: { kind: present, from: home, to: card, duration: 0.3 }
          close: { kind: dismiss, from: card, duration: 0.3 }

        """

    func withSpec(_ text: String, _ body: (URL) throws -> Void) throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(text.utf8).write(to: directory.appendingPathComponent("spec.yaml"))
        try body(directory)
    }

    func write(_ text: String, to directory: URL, name: String = "spec.yaml") throws {
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }

    func read(_ directory: URL, _ name: String = "baseline.json") throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func recordThenOnlyNewFindingsAreReported() throws {
        try withSpec(Self.spec) { directory in
            // Recording: the file is written, nothing is reported, exit 0 even with --strict.
            let record = try CLI.run(["check", "--strict", "--baseline", "baseline.json", "spec.yaml"], in: directory)
            #expect(record.status == 0)
            #expect(record.stdout == "checked 1 file: no problems\n")
            #expect(record.stderr == "recorded 2 findings in `baseline.json`\n")
            let recorded = try read(directory)
            #expect(recorded.contains("\"rule\": \"unused-token\""))
            #expect(recorded.contains("\"rule\": \"unreachable-screen\""))

            // Unchanged specs: clean, and the baseline is left alone.
            let again = try CLI.run(["check", "--strict", "--baseline", "baseline.json", "spec.yaml"], in: directory)
            #expect(again.status == 0)
            #expect(again.stdout == "checked 1 file: no problems\n")
            #expect(again.stderr == "2 findings in the baseline `baseline.json` not shown\n")

            // Lines added above the old findings, and one new problem (an error).
            let changed = Self.spec
                .replacingOccurrences(of: "screens:\n", with: "# The app's screens.\nscreens:\n  lost: { textInput: true }\n")
                .replacingOccurrences(of: "duration: 0.3 }\n  close", with: "duration: 0.3, presentation: popup }\n  close")
            try write(changed, to: directory)
            let new = try CLI.run(["check", "--baseline", "baseline.json", "spec.yaml"], in: directory)
            #expect(new.status == 1)
            #expect(new.stdout.hasPrefix("spec.yaml:11:77: error: `popup` is not a valid `presentation`"))
            #expect(new.stdout.hasSuffix("checked 1 file: 1 error, 0 warnings\n"))
            #expect(try read(directory) == recorded)

            // A new warning only: exit 0, or 1 with --strict; the old ones stay hidden.
            try write(Self.spec.replacingOccurrences(of: "screens:\n", with: "screens:\n  lost: {}\n"), to: directory)
            let warning = try CLI.run(["check", "--format", "json", "--baseline", "baseline.json", "spec.yaml"], in: directory)
            #expect(warning.status == 0)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(warning.stdout.utf8)) as? [String: Any])
            let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
            #expect(diagnostics.map { $0["rule"] as? String } == ["unreachable-screen"])
            #expect(diagnostics.first?["line"] as? Int == 5)
            let strict = try CLI.run(["check", "--strict", "--baseline", "baseline.json", "spec.yaml"], in: directory)
            #expect(strict.status == 1)
        }
    }

    @Test func fixedFindingsAreReportedAsStaleAndUpdateDropsThem() throws {
        try withSpec(Self.spec) { directory in
            _ = try CLI.run(["check", "--baseline", "baseline.json", "spec.yaml"], in: directory)
            try write(Self.spec.replacingOccurrences(of: "  orphan: {}\n", with: ""), to: directory)
            let stale = try CLI.run(["check", "--baseline", "baseline.json", "spec.yaml"], in: directory)
            #expect(stale.status == 0)
            #expect(stale.stderr == "1 finding in the baseline `baseline.json` not shown; 1 baseline entry no longer found; --update-baseline drops them\n")
            let update = try CLI.run(["check", "--baseline", "baseline.json", "--update-baseline", "spec.yaml"], in: directory)
            #expect(update.status == 0)
            #expect(update.stderr == "recorded 1 finding in `baseline.json`\n")
            #expect(!(try read(directory)).contains("unreachable-screen"))
            let current = try CLI.run(["check", "--baseline", "baseline.json", "--update-baseline", "spec.yaml"], in: directory)
            #expect(current.stderr == "`baseline.json` is up to date: 1 finding\n")
        }
    }

    @Test func alwaysErrorFindingsAreNotRecorded() throws {
        try withSpec("version: 1\nscreens:\n  home: { rooot: true }\n") { directory in
            let result = try CLI.run(["check", "--baseline", "baseline.json", "spec.yaml"], in: directory)
            #expect(result.status == 1)
            #expect(result.stdout.contains("[unknown-key]"))
            #expect(result.stderr.hasPrefix("error: not recording the baseline `baseline.json`: 1 finding of always-error rules"))
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("baseline.json").path))
        }
    }

    @Test(arguments: [
        ("{", "baseline.json:1:2: error: cannot read the baseline: did not find expected node content\n 1 | {\n   |  ^\n"),
        ("{\"version\": 9, \"findings\": []}", """
            baseline.json:1:13: error: cannot read the baseline: unsupported version 9; this transitionc reads version 1
             1 | {"version": 9, "findings": []}
               |             ^

            """),
        ("{\n  \"version\": 1,\n  \"findings\": [\n    {\"fingerprint\": \"ab\", \"rule\": yes}\n  ]\n}\n", """
            baseline.json:4:35: error: cannot read the baseline: `yes` is not a JSON value: a string is written in double quotes, \
            and JSON's words are `true`, `false` and `null`
             4 |     {"fingerprint": "ab", "rule": yes}
               |                                   ^~~

            """),
    ])
    func aBrokenBaselineIsAUsageError(_ contents: String, _ message: String) throws {
        try withSpec(Self.spec) { directory in
            try write(contents, to: directory, name: "baseline.json")
            let result = try CLI.run(["check", "--baseline", "baseline.json", "spec.yaml"], in: directory)
            #expect(result.status == 2)
            #expect(result.stderr == message)
            #expect(result.stdout == "")
            #expect(try read(directory) == contents)
        }
    }

    @Test func unwritableBaselineIsAnIOError() throws {
        try withSpec(Self.spec) { directory in
            let result = try CLI.run(["check", "--baseline", "missing/dir/baseline.json", "spec.yaml"], in: directory)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("error: cannot write `missing/dir/baseline.json`"))
        }
    }

    @Test func updateNeedsABaseline() throws {
        try withSpec(Self.spec) { directory in
            let result = try CLI.run(["check", "--update-baseline", "spec.yaml"], in: directory)
            #expect(result.status == 2)
            #expect(result.stderr.contains("--update-baseline needs --baseline FILE"))
        }
    }

    @Test func theBaselineAppliesToEveryFormat() throws {
        try withSpec(Self.spec) { directory in
            _ = try CLI.run(["check", "--baseline", "baseline.json", "spec.yaml"], in: directory)
            // How each format names the rule of a finding it reports.
            for (format, finding) in [("sarif", "\"ruleId\": \"unused-token\""), ("github", "title=unused-token"),
                                      ("junit", " unused-token\"")] {
                let all = try CLI.run(["check", "--format", format, "spec.yaml"], in: directory)
                #expect(all.stdout.contains(finding), "\(format)")
                let result = try CLI.run(["check", "--format", format, "--baseline", "baseline.json", "spec.yaml"], in: directory)
                #expect(result.status == 0)
                #expect(!result.stdout.contains(finding), "\(format)")
            }
        }
    }
}
