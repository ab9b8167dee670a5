/// `check --format junit`: JUnit XML for CI systems that show test results
/// (GitLab, Jenkins, Azure Pipelines…). One `<testsuite>` per file, named by
/// its path; one `<testcase>` per finding, or one passing test case for a
/// clean file, so every checked file shows up. An error is a `<failure>`; a
/// warning is a passing test case whose `<system-out>` holds it, unless
/// `strict` (`check --strict`), where it fails too, as the exit code does.
public enum JUnitRenderer {
    public static func render(_ set: FindingSet, strict: Bool) -> String {
        var byPath: [String: [Finding]] = [:]
        for finding in set.findings { byPath[finding.path, default: []].append(finding) }
        let suites = suitePaths(set).map { path in
            suite(path, findings: byPath[path] ?? [], set: set, strict: strict)
        }
        let tests = suites.reduce(0) { $0 + $1.tests }
        let failures = suites.reduce(0) { $0 + $1.failures }
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output += "<testsuites name=\"transitionc\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"0\">\n"
        for suite in suites { output += suite.xml }
        output += "</testsuites>\n"
        return output
    }

    /// Files with findings that were not checked as specs (the configuration
    /// file) first, as in the text output, then every checked file in order.
    static func suitePaths(_ set: FindingSet) -> [String] {
        let checked = set.files.map(set.reportedPath)
        let isChecked = Set(checked)
        var listed: Set<String> = []
        let extra = set.findings.map(\.path).filter { !isChecked.contains($0) && listed.insert($0).inserted }
        return extra + checked.filter { listed.insert($0).inserted }
    }

    struct Suite {
        var tests: Int
        var failures: Int
        var xml: String
    }

    static func suite(_ path: String, findings: [Finding], set: FindingSet, strict: Bool) -> Suite {
        let name = XMLEscaping.attribute(path)
        var cases = ""
        var failures = 0
        let text = TextDiagnosticRenderer(sources: set.sources, colored: false)
        for finding in findings {
            let diagnostic = finding.diagnostic
            let start = diagnostic.location.range.start
            let caseName = XMLEscaping.attribute("\(path):\(start.line):\(start.column) \(diagnostic.rule.rawValue)")
            var detail = ""
            text.render(diagnostic, to: &detail)
            cases += "    <testcase name=\"\(caseName)\" classname=\"\(name)\" time=\"0\">\n"
            if diagnostic.severity == .error || strict {
                failures += 1
                cases += "      <failure message=\"\(XMLEscaping.attribute(diagnostic.message))\" "
                    + "type=\"\(diagnostic.severity.rawValue)\">\(XMLEscaping.content(detail))</failure>\n"
            } else {
                cases += "      <system-out>\(XMLEscaping.content(detail))</system-out>\n"
            }
            cases += "    </testcase>\n"
        }
        if findings.isEmpty {
            cases += "    <testcase name=\"no problems\" classname=\"\(name)\" time=\"0\"/>\n"
        }
        let tests = max(findings.count, 1)
        let xml = "  <testsuite name=\"\(name)\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"0\">\n"
            + cases + "  </testsuite>\n"
        return Suite(tests: tests, failures: failures, xml: xml)
    }
}
