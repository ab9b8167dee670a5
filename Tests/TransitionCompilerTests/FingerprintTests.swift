import Testing
import YAMLSource
@testable import TransitionCompiler

/// A finding keeps its fingerprint when lines move, and only then.
struct FingerprintTests {
    static let spec = """
        version: 1
        screens:
          home: { root: true }
          orphan: {}
          card: {}
        transitions:
          open: { kind: present, from: home, to: card, duration: 1.5 }
          close: { kind: dismiss, from: card, duration: 0.3 }

        """

    func fingerprints(_ text: String, path: String = "Specs/app.yaml") -> [String: String] {
        let findings = CIFixtures.findings([(path, text)]).findings
        return Dictionary(findings.map { ($0.diagnostic.rule.rawValue, $0.fingerprint) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func insertingLinesAboveKeepsTheFingerprint() {
        let before = fingerprints(Self.spec)
        #expect(before.keys.sorted() == ["slow-transition", "unreachable-screen"])
        let moved = Self.spec.replacingOccurrences(of: "screens:\n", with: """
            # Screens of the app,
            # one a line.
            screens:
              settings: { root: true }

            """)
        let after = fingerprints(moved)
        #expect(after == before)
        // And its line did move.
        let line = { (text: String) in CIFixtures.findings([("Specs/app.yaml", text)]).findings.first?.diagnostic.location.range.start.line }
        #expect(line(moved) == line(Self.spec).map { $0 + 3 })
    }

    @Test func onlySpaceAroundTheLineIsIgnored() {
        let inside = Self.spec.replacingOccurrences(of: "  orphan: {}", with: "  orphan:    {}")
        #expect(fingerprints(inside)["unreachable-screen"] != fingerprints(Self.spec)["unreachable-screen"])
        let spaced = Self.spec.replacingOccurrences(of: "  orphan: {}", with: "  orphan: {}   ")
        #expect(fingerprints(spaced)["unreachable-screen"] == fingerprints(Self.spec)["unreachable-screen"])
    }

    @Test func changingTheLineChangesTheFingerprint() {
        let changed = Self.spec.replacingOccurrences(of: "duration: 1.5", with: "duration: 1.6")
        #expect(fingerprints(changed)["slow-transition"] != fingerprints(Self.spec)["slow-transition"])
        #expect(fingerprints(changed)["unreachable-screen"] == fingerprints(Self.spec)["unreachable-screen"])
    }

    @Test func theFileIsPartOfTheIdentity() {
        #expect(fingerprints(Self.spec, path: "Specs/other.yaml")["slow-transition"] != fingerprints(Self.spec)["slow-transition"])
        // However the path is typed.
        #expect(fingerprints(Self.spec, path: "./Specs//app.yaml") == fingerprints(Self.spec))
        #expect(fingerprints(Self.spec, path: "/repo/Specs/app.yaml") == fingerprints(Self.spec))
    }

    @Test func identicalLinesAreToldApartByOrder() {
        let twice = "version: 1\nscreens:\n  home: { rooot: true }\nother:\n  home: { rooot: true }\n"
        let findings = CIFixtures.findings([("a.yaml", twice)]).findings.filter { $0.diagnostic.rule == .unknownKey }
        #expect(findings.count == 2)
        #expect(Set(findings.map(\.fingerprint)).count == 2)
    }

    /// The recipe must not change silently: every recorded baseline depends
    /// on it. The values were computed independently (a few lines of python
    /// following Docs/ci.md); FNV-1a 64 of "a" is a published test vector.
    @Test func theRecipeIsFixed() {
        var hash = StableHash()
        hash.combine(bytes: Array("a".utf8))
        #expect(hash.hex == "af63dc4c8601ec8c")
        #expect(fingerprints(Self.spec)["slow-transition"] == "f273be16de5147b8")
    }

    @Test func reportedPathsAreRelativeToTheCurrentDirectory() {
        #expect(ReportedPath.relative("Specs/a.yaml", currentDirectory: "/repo") == "Specs/a.yaml")
        #expect(ReportedPath.relative("./Specs//./a.yaml", currentDirectory: "/repo") == "Specs/a.yaml")
        #expect(ReportedPath.relative("Specs/x/../a.yaml", currentDirectory: "/repo") == "Specs/a.yaml")
        #expect(ReportedPath.relative("../other/a.yaml", currentDirectory: "/repo") == "../other/a.yaml")
        #expect(ReportedPath.relative("/repo/Specs/a.yaml", currentDirectory: "/repo") == "Specs/a.yaml")
        #expect(ReportedPath.relative("/elsewhere/a.yaml", currentDirectory: "/repo/sub") == "../../elsewhere/a.yaml")
    }
}
