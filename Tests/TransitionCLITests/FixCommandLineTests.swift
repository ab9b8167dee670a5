import Foundation
import Testing

/// `check --fix` through the built binary: what it writes, what it says, and
/// what it reports as left.
@Suite(.serialized) struct FixCommandLineTests {
    static let spec = """
        version: 1
        # comments stay
        screens:
          home: { root: tru }   # fixed
          card: {}
        transitions:
          open: { kind: present, from: home, to: card, duration: 300 }
          close: { kind: dismiss, from: card, duration: 0.3, curve: easeOut, interaction: standard }
          again: { kind: dismiss, from: crad, duration: 0.3 }

        """

    /// Each fix as it was (the positions of the file before it), then the
    /// check of the file after: the unknown screen is left. The eased curve
    /// is found only once `root: tru` is fixed (until then the screen did
    /// not read, and the graph rules did not run): a second round.
    @Test func fixesInPlaceSaysWhatChangedAndChecksAgain() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("spec.yaml")
        try Data(Self.spec.utf8).write(to: url)
        let result = try CLI.run(["check", "--fix", "spec.yaml"], in: directory)
        #expect(result.status == 1)
        #expect(result.stderr == """
            spec.yaml:4:17: fixed `tru` -> `true` [type-mismatch]
            spec.yaml:7:58: fixed `300` -> `300ms` [out-of-range]
            spec.yaml:8:61: fixed `easeOut` -> `linear` [interactive-curve]
            fixed 3 problems in 1 file; checking again

            """)
        #expect(result.stdout.hasPrefix("spec.yaml:9:33: error: `from` names the screen `crad`"))
        #expect(result.stdout.hasSuffix("checked 1 file: 1 error, 0 warnings\n"))
        let fixed = try String(contentsOf: url, encoding: .utf8)
        #expect(fixed == Self.spec
            .replacingOccurrences(of: "root: tru }", with: "root: true }")
            .replacingOccurrences(of: "duration: 300 }", with: "duration: 300ms }")
            .replacingOccurrences(of: "curve: easeOut", with: "curve: linear"))
        // Nothing left to fix: the file is not written again.
        let modified = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
        let again = try CLI.run(["check", "--fix", "spec.yaml"], in: directory)
        #expect(again.stderr == "")
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date == modified)
    }

    /// Standard output stays one JSON document, of what is left.
    @Test func jsonReportsWhatIsLeft() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.spec.utf8).write(to: directory.appendingPathComponent("spec.yaml"))
        let result = try CLI.run(["check", "--fix", "--format", "json", "spec.yaml"], in: directory)
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["rule"] as? String } == ["unknown-screen"])
        #expect(result.stderr.hasSuffix("fixed 3 problems in 1 file; checking again\n"))
    }

    /// A file that is not valid YAML keeps its bytes, even where a fix-it
    /// was found before the error.
    @Test func aFileWithYAMLErrorsIsNeverTouched() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = "version: 1\nscreens:\n  home: { root: tru }\n  card: [\n"
        let url = directory.appendingPathComponent("spec.yaml")
        try Data(text.utf8).write(to: url)
        let result = try CLI.run(["check", "--fix", "spec.yaml"], in: directory)
        #expect(result.status == 1)
        #expect(result.stderr == "")
        #expect(result.stdout.contains("[yaml-syntax]"))
        #expect(try Data(contentsOf: url) == Data(text.utf8))
    }

    /// The file is replaced whole (a new file renamed over it), never
    /// written in place, so a reader sees the old bytes or the new ones: a
    /// hard link to the old file keeps the old bytes.
    @Test func theWriteIsAtomicAndKeepsThePermissions() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("spec.yaml")
        try Data(Self.spec.utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: url.path)
        let old = directory.appendingPathComponent("old.yml.bak")
        try FileManager.default.linkItem(at: url, to: old)
        _ = try CLI.run(["check", "--fix", "spec.yaml"], in: directory)
        #expect(try String(contentsOf: old, encoding: .utf8) == Self.spec)
        #expect(try String(contentsOf: url, encoding: .utf8) != Self.spec)
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect(attributes[.posixPermissions] as? Int == 0o640)
        // No temporary file left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["old.yml.bak", "spec.yaml"])
    }
}
