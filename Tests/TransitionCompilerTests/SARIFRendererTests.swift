import Foundation
import Testing
@testable import TransitionCompiler

/// The parts of SARIF a golden file does not make obvious.
struct SARIFRendererTests {
    func result(_ text: String, path: String = "Specs/app.yaml") throws -> [String: Any] {
        let sarif = SARIFRenderer.render(CIFixtures.findings([(path, text)]))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        return try #require((run["results"] as? [[String: Any]])?.first)
    }

    func region(_ result: [String: Any]) throws -> [String: Int] {
        let location = try #require((result["locations"] as? [[String: Any]])?.first)
        let physical = try #require(location["physicalLocation"] as? [String: Any])
        return try #require(physical["region"] as? [String: Int])
    }

    @Test func everyRuleIsDescribedInCatalogueOrder() throws {
        let sarif = SARIFRenderer.render(CIFixtures.findings([]))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "transitionc")
        #expect(driver["version"] as? String == TransitionCompilerVersion.string)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == RuleCatalog.all.map(\.id.rawValue))
        let unknownKey = try #require(rules.first { $0["id"] as? String == "unknown-key" })
        #expect(unknownKey["name"] as? String == "UnknownKey")
        #expect((unknownKey["defaultConfiguration"] as? [String: String])?["level"] == "error")
        let slow = try #require(rules.first { $0["id"] as? String == "slow-transition" })
        #expect((slow["defaultConfiguration"] as? [String: String])?["level"] == "warning")
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
    }

    @Test func ruleIndexPointsAtTheRule() throws {
        let found = try result("version: 1\nscreens:\n  home: { rooot: true }\n")
        let index = try #require(found["ruleIndex"] as? Int)
        #expect(RuleCatalog.all[index].id.rawValue == found["ruleId"] as? String)
    }

    @Test func anEmptyRangeIsOneColumnWide() throws {
        // A missing version is reported at a point: the start of the file.
        let found = try result("screens: { home: { root: true } }\n")
        #expect(try region(found) == ["startLine": 1, "startColumn": 1, "endLine": 1, "endColumn": 2])
        // Its fix-it inserts there: the deleted region stays empty.
        let fix = try #require((found["fixes"] as? [[String: Any]])?.first)
        let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        #expect(replacement["deletedRegion"] as? [String: Int] == ["startLine": 1, "startColumn": 1, "endLine": 1, "endColumn": 1])
        #expect((replacement["insertedContent"] as? [String: String])?["text"] == "version: 1\n")
    }

    @Test func columnsCountUnicodeScalars() throws {
        let found = try result("version: 1\nscreens:\n  \"écran\": { root: true, scrolable: true }\n")
        #expect(try region(found) == ["startLine": 3, "startColumn": 26, "endLine": 3, "endColumn": 35])
    }

    @Test func urisAreRelativeAndPercentEncoded() throws {
        #expect(ArtifactURI.reference("Specs/app.yaml") == "Specs/app.yaml")
        #expect(ArtifactURI.reference("My Specs/a#b?c%d.yaml") == "My%20Specs/a%23b%3Fc%25d.yaml")
        #expect(ArtifactURI.reference("c:/écran.yaml") == "c%3A/%C3%A9cran.yaml")
        let found = try result("version: 1\nscreens: { home: { rooot: true } }\n", path: "/repo/Specs/my app.yaml")
        let location = try #require((found["locations"] as? [[String: Any]])?.first)
        let artifact = try #require((location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String])
        #expect(artifact == ["uri": "Specs/my%20app.yaml", "uriBaseId": "%SRCROOT%"])
    }

    @Test func outputIsTheSameOnEveryRun() throws {
        let first = SARIFRenderer.render(try CIFixtures.findings("graph"))
        #expect(SARIFRenderer.render(try CIFixtures.findings("graph")) == first)
    }
}
