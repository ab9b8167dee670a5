import Foundation
import Testing
import TestTools
@testable import TransitionCompiler

/// The JUnit XML parses (python's `xml.etree`) and its counts add up, for
/// every fixture and for messages and paths full of characters XML cares about.
struct JUnitXMLTests {
    /// For each file: parse it, check that the `tests` and `failures`
    /// attributes match the elements, and print what is wrong.
    static let checker = """
        import sys, xml.etree.ElementTree as ET
        for path in sys.argv[1:]:
            try:
                root = ET.parse(path).getroot()
            except ET.ParseError as error:
                print(path, "does not parse:", error); continue
            suites = root.findall("testsuite")
            cases = [c for s in suites for c in s.findall("testcase")]
            failures = [c for c in cases if c.find("failure") is not None]
            if int(root.get("tests")) != len(cases) or int(root.get("failures")) != len(failures):
                print(path, "totals do not match the test cases")
            for suite in suites:
                own = suite.findall("testcase")
                if int(suite.get("tests")) != len(own) or int(suite.get("failures")) != len([c for c in own if c.find("failure") is not None]):
                    print(path, "suite", suite.get("name"), "counts do not match")
        """

    /// Messages that carry a control character (from a quoted key), and
    /// paths with markup characters.
    static let hostile: [(path: String, text: String)] = [
        ("specs/a&b <\"quoted\">.yaml", "version: 1\nscreens:\n  home: { \"ro\\x01o\\x1Bt]]>\": true, \"\\uFFFE\": 1 }\n"),
        ("specs/crlf\ttab.yaml", "version: 1\r\nscreens:\r\n  home: { rooot: \"a\\r\\nb\" }\r\n"),
    ]

    @Test(.requires(.python3)) func everyDocumentParsesAndCountsAddUp() throws {
        var documents: [(String, String)] = []
        for set in CIFixtures.sets {
            let findings = try CIFixtures.findings(set)
            documents.append(("ci-\(set)", JUnitRenderer.render(findings, strict: false)))
            documents.append(("ci-\(set)-strict", JUnitRenderer.render(findings, strict: true)))
        }
        for name in DiagnosticGoldenTests.fixtureNames {
            let compilation = try DiagnosticGoldenTests.compile(name)
            documents.append(("diagnostics-\(name)", JUnitRenderer.render(FindingSet(compilation, currentDirectory: "/"), strict: false)))
        }
        let hostile = CIFixtures.findings(Self.hostile)
        #expect(hostile.findings.count >= 3)
        documents.append(("hostile", JUnitRenderer.render(hostile, strict: true)))
        let directory = try Python.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for (name, text) in documents {
            let url = directory.appendingPathComponent(name + ".xml")
            try Data(text.utf8).write(to: url)
            paths.append(url.path)
        }
        guard let result = try Python.run(Self.checker, arguments: paths) else { return }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "", "\(result.stdout)")
    }

    @Test func characterXMLCannotCarryAreReplacedAndMarkupIsEscaped() {
        #expect(XMLEscaping.content("a\u{01}b\u{FFFE}c<d>&\"") == "a\u{FFFD}b\u{FFFD}c&lt;d&gt;&amp;\"")
        #expect(XMLEscaping.attribute("a\"b\tc\nd\re") == "a&quot;b&#9;c&#10;d&#13;e")
        #expect(XMLEscaping.content("]]>") == "]]&gt;")
    }

    @Test func aCleanFileIsOnePassingTestCase() {
        let findings = CIFixtures.findings([("clean.yaml", "version: 1\nscreens:\n  home: { root: true }\n")])
        #expect(JUnitRenderer.render(findings, strict: true) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="transitionc" tests="1" failures="0" errors="0" skipped="0" time="0">
              <testsuite name="clean.yaml" tests="1" failures="0" errors="0" skipped="0" time="0">
                <testcase name="no problems" classname="clean.yaml" time="0"/>
              </testsuite>
            </testsuites>

            """)
    }
}
