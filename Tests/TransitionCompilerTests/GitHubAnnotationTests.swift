import Testing
@testable import TransitionCompiler

/// Workflow commands: GitHub's escaping, and positions it accepts.
struct GitHubAnnotationTests {
    @Test func messagesAndPropertiesAreEscaped() {
        #expect(GitHubAnnotationRenderer.escapeData("50% a\r\nb: c, d") == "50%25 a%0D%0Ab: c, d")
        #expect(GitHubAnnotationRenderer.escapeProperty("50% a\nb: c, d") == "50%25 a%0Ab%3A c%2C d")
    }

    @Test func aPathWithSeparatorsStaysOneProperty() {
        let findings = CIFixtures.findings([("odd:dir,x/a%b.yaml", "version: 1\nscreens:\n  home: { root: true, scrolable: true }\n")])
        let output = GitHubAnnotationRenderer.render(findings)
        #expect(output.hasPrefix("::error file=odd%3Adir%2Cx/a%25b.yaml,line=3,col=23,endLine=3,endColumn=32,title=unknown-key::unknown key `scrolable`"))
        #expect(output.hasSuffix("checked 1 file: 1 error, 0 warnings\n"))
    }

    @Test func aRegionOverSeveralLinesHasNoColumns() throws {
        let findings = CIFixtures.findings([("a.yaml", "version: 1\nscreens:\n  home:\n    - root\n    - x\n")])
        let line = try #require(GitHubAnnotationRenderer.render(findings).split(separator: "\n").first)
        #expect(line == "::error file=a.yaml,line=4,endLine=5,title=type-mismatch::expected screen `home` to be a mapping of its fields, found a list")
    }
}
