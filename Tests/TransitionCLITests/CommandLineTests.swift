import Foundation
import Testing

/// The command line's fixed contract: subcommands, formats, exit codes.
@Suite(.serialized) struct CommandLineTests {
    static let clean = """
        version: 1
        screens:
          home: { root: true }
          modal: {}
        transitions:
          open: { kind: present, from: home, to: modal, duration: 0.3 }
          close: { kind: dismiss, from: modal, duration: 0.3 }

        """

    func withSpec(_ text: String, name: String = "spec.yaml", _ body: (URL, String) throws -> Void) throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        try body(directory, name)
    }

    @Test func cleanSpecExitsZero() throws {
        try withSpec(Self.clean) { directory, name in
            let result = try CLI.run(["check", name], in: directory)
            #expect(result.status == 0)
            #expect(result.stdout == "checked 1 file: no problems\n")
        }
    }

    @Test func errorsExitOne() throws {
        try withSpec("version: 1\nscreens:\n  home: { root: true, scrolable: true }\n") { directory, name in
            let result = try CLI.run(["check", name], in: directory)
            #expect(result.status == 1)
            #expect(result.stdout.hasPrefix("spec.yaml:3:23: error: unknown key `scrolable` in screen `home`; did you mean `scrollable`? [unknown-key]\n"))
        }
    }

    @Test func warningsPassUnlessStrict() throws {
        let spec = "version: 1\ntokens:\n  durations: { spare: 0.2 }\nscreens:\n  home: { root: true }\n"
        try withSpec(spec) { directory, name in
            let relaxed = try CLI.run(["check", name], in: directory)
            #expect(relaxed.status == 0)
            #expect(relaxed.stdout.contains("warning: token `$durations.spare` is never used [unused-token]"))
            let strict = try CLI.run(["check", "--strict", name], in: directory)
            #expect(strict.status == 1)
        }
    }

    @Test func jsonFormatHasTheFixedShape() throws {
        try withSpec("version: 1\nscreens:\n  home: { root: true, scrolable: true }\n") { directory, name in
            let result = try CLI.run(["check", "--format", "json", name], in: directory)
            #expect(result.status == 1)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            #expect(object["version"] as? Int == 1)
            let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
            #expect(diagnostics.count == 1)
            let first = try #require(diagnostics.first)
            #expect(Set(first.keys) == ["rule", "severity", "message", "file", "line", "column", "notes", "fixIts"])
            #expect(first["rule"] as? String == "unknown-key")
            #expect(first["file"] as? String == "spec.yaml")
            #expect(first["line"] as? Int == 3)
            #expect(first["column"] as? Int == 23)
            let fixIt = try #require((first["fixIts"] as? [[String: Any]])?.first)
            #expect(fixIt["replacement"] as? String == "scrollable")
            #expect(fixIt["endColumn"] as? Int == 32)
            let summary = try #require(object["summary"] as? [String: Int])
            #expect(summary == ["files": 1, "errors": 1, "warnings": 0])
        }
    }

    @Test func defaultPathIsSpecsDirectory() throws {
        let result = try CLI.run(["check"], in: CLI.repositoryRoot)
        #expect(result.status == 0)
        #expect(result.stdout == "checked 5 files: no problems\n")
    }

    @Test func missingPathIsAnIOErrorExitTwo() throws {
        let result = try CLI.run(["check", "no/such/file.yaml"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: no such file or directory: `no/such/file.yaml`\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func directoryWithoutSpecsExitsTwo() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLI.run(["check", directory.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no spec files"))
    }

    @Test(arguments: [["check", "--format", "xml"], ["check", "--bogus"], ["frobnicate"], ["explain"],
                      ["check", "--max-depth", "0"]])
    func usageErrorsExitTwo(_ arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(!result.stderr.isEmpty)
    }

    @Test(arguments: [[], ["check"], ["explain"], ["inspect"]])
    func everyCommandHasHelp(_ command: [String]) throws {
        let result = try CLI.run(command + ["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: transitionc"))
    }

    @Test func versionPrints() throws {
        let result = try CLI.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "0.1.0\n")
    }

    @Test func explainPrintsTheRule() throws {
        let result = try CLI.run(["explain", "type-mismatch"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("type-mismatch (error, always on): a value of the wrong type\n\n"))
        #expect(result.stdout.contains("`interaction: no`"))
    }

    @Test func explainSuggestsANearRule() throws {
        let result = try CLI.run(["explain", "unknown-keys"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: no rule `unknown-keys`; did you mean `unknown-key`?"))
    }

    @Test func colourOnlyWhenAskedOrOnATerminal() throws {
        try withSpec("version: 1\nscreens:\n  home: { rooot: true }\n") { directory, name in
            let piped = try CLI.run(["check", name], in: directory)
            #expect(!piped.stdout.contains("\u{1B}["))
            let forced = try CLI.run(["check", "--color", "always", name], in: directory)
            #expect(forced.stdout.contains("\u{1B}[1;31merror:\u{1B}[0m"))
            let never = try CLI.run(["check", "--color", "never", name], in: directory, environment: ["NO_COLOR": "1"])
            #expect(!never.stdout.contains("\u{1B}["))
        }
    }

    /// NO_COLOR turns off the automatic colour, not the colour a user asks
    /// for by name (no-color.org; README.md, "Colour").
    @Test func anExplicitColourFlagWinsOverNoColor() throws {
        try withSpec("version: 1\nscreens:\n  home: { rooot: true }\n") { directory, name in
            let forced = try CLI.run(["check", "--color", "always", name], in: directory, environment: ["NO_COLOR": "1"])
            #expect(forced.stdout.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        }
    }

    @Test func inspectShowsHowYAMLIsRead() throws {
        let spec = "base: &b { interaction: no, label: \"no\", n: 0x10, o: 017, t: 1:30, f: .inf }\nuse:\n  <<: *b\n  n: 3\n"
        try withSpec(spec) { directory, name in
            let result = try CLI.run(["inspect", name], in: directory)
            #expect(result.status == 0)
            #expect(result.stdout == """
                {
                  "base": {
                    "interaction": false,
                    "label": "no",
                    "n": 16,
                    "o": 15,
                    "t": 90,
                    "f": ".inf"
                  },
                  "use": {
                    "n": 3,
                    "interaction": false,
                    "label": "no",
                    "o": 15,
                    "t": 90,
                    "f": ".inf"
                  }
                }

                """)
        }
    }

    @Test func inspectReportsProblemsOnStandardError() throws {
        try withSpec("a: 1\na: 2\n") { directory, name in
            let result = try CLI.run(["inspect", name], in: directory)
            #expect(result.status == 1)
            #expect(result.stdout == "{\n  \"a\": 1\n}\n")
            #expect(result.stderr.hasPrefix("spec.yaml:2:1: error: duplicate key `a`; this entry is ignored [duplicate-key]\n"))
        }
    }
}
