import Foundation
import Testing

/// `.transitionc.yaml`, `--config` and suppression comments, through the
/// built binary: which file is read, and the exit codes.
@Suite(.serialized) struct ConfigCommandLineTests {
    /// Clean but for one warning: `open` takes 1.2 s.
    static let slowSpec = """
        version: 1
        screens:
          home: { root: true }
          card: {}
        transitions:
          open: { kind: present, from: home, to: card, duration: 0.8, delay: 0.4 }
          close: { kind: dismiss, from: card, duration: 0.3 }

        """

    /// A temporary directory holding `files` (paths relative to it).
    func withFiles(_ files: [String: String], _ body: (URL) throws -> Void) throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try body(directory)
    }

    @Test func withoutConfigurationTheWarningPasses() throws {
        try withFiles(["spec.yaml": Self.slowSpec]) { directory in
            let result = try CLI.run(["check", "spec.yaml"], in: directory)
            #expect(result.status == 0)
            #expect(result.stdout.contains("warning: `open` takes"))
        }
    }

    @Test func theWorkingDirectorysConfigurationIsRead() throws {
        let files = ["spec.yaml": Self.slowSpec, ".transitionc.yaml": "version: 1\nrules:\n  slow-transition: error\n"]
        try withFiles(files) { directory in
            let result = try CLI.run(["check", "spec.yaml"], in: directory)
            #expect(result.status == 1)
            #expect(result.stdout.hasPrefix("spec.yaml:6:58: error: `open` takes"))
            #expect(result.stdout.hasSuffix("[slow-transition]\n 6 |   open: { kind: present, from: home, to: card, duration: 0.8, delay: 0.4 }\n   |                                                          ^~~\nchecked 1 file: 1 error, 0 warnings\n"))
        }
    }

    @Test func theConfiguredPathsAreUsedWhenNoneAreGiven() throws {
        let files = ["app/specs/a.yaml": Self.slowSpec,
                     ".transitionc.yaml": "version: 1\npaths: [app/specs]\nrules: { slow-transition: off }\n"]
        try withFiles(files) { directory in
            let result = try CLI.run(["check"], in: directory)
            #expect(result.status == 0)
            #expect(result.stdout == "checked 1 file: no problems\n")
            let missing = try CLI.run(["check", "--config", "other.yaml"], in: directory)
            #expect(missing.status == 2)
        }
    }

    @Test func configPicksAnotherFileRelativeToItself() throws {
        let files = ["specs/a.yaml": Self.slowSpec,
                     ".transitionc.yaml": "version: 1\nrules: { slow-transition: error }\n",
                     "ci/relaxed.yaml": "version: 1\npaths: [../specs]\nrules: { slow-transition: off }\n"]
        try withFiles(files) { directory in
            let result = try CLI.run(["check", "--config", "ci/relaxed.yaml"], in: directory)
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(result.stdout == "checked 1 file: no problems\n")
        }
    }

    @Test func aMissingConfigFileExitsTwo() throws {
        try withFiles(["spec.yaml": Self.slowSpec]) { directory in
            let result = try CLI.run(["check", "--config", "no/such.yaml", "spec.yaml"], in: directory)
            #expect(result.status == 2)
            #expect(result.stderr == "error: no such configuration file: `no/such.yaml`\n")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test func configurationErrorsExitOneWithTheirPosition() throws {
        let files = ["spec.yaml": Self.slowSpec, ".transitionc.yaml": "version: 1\nrules:\n  yaml-syntax: off\n"]
        try withFiles(files) { directory in
            let result = try CLI.run(["check", "--format", "json", "spec.yaml"], in: directory)
            #expect(result.status == 1)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let first = try #require((object["diagnostics"] as? [[String: Any]])?.first)
            #expect(first["rule"] as? String == "invalid-value")
            #expect(first["file"] as? String == ".transitionc.yaml")
            #expect(first["line"] as? Int == 3)
            #expect(first["column"] as? Int == 16)
            #expect(first["message"] as? String == "`yaml-syntax` is always an error and cannot be turned off")
        }
    }

    @Test func aBrokenConfigurationIsReportedRatherThanTheMissingSpecs() throws {
        // Its `paths` could not be read, so `Specs/` is looked for and missing:
        // the configuration's own error is what to fix.
        try withFiles(["app/a.yaml": Self.slowSpec, ".transitionc.yaml": "version: 1\npaths: [app\n"]) { directory in
            let result = try CLI.run(["check"], in: directory)
            #expect(result.status == 1)
            #expect(result.stdout.hasPrefix(".transitionc.yaml:3:1: error: "))
            #expect(result.stdout.contains("[yaml-syntax]"))
        }
    }

    @Test func suppressionCommentsWorkFromTheCommandLine() throws {
        let spec = Self.slowSpec.replacingOccurrences(
            of: "delay: 0.4 }", with: "delay: 0.4 }  # transitionc:ignore slow-transition, interactive-curve")
        try withFiles(["spec.yaml": spec]) { directory in
            let result = try CLI.run(["check", "spec.yaml"], in: directory)
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix("spec.yaml:6:115: warning: suppression of `interactive-curve` silences nothing on this line or the next; remove it [unused-suppression]\n"))
            let strict = try CLI.run(["check", "--strict", "spec.yaml"], in: directory)
            #expect(strict.status == 1)
        }
    }

    @Test func checkHelpNamesConfig() throws {
        let result = try CLI.run(["check", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("--config <file>"))
    }
}
