import Testing

/// The harness's own reading of a page: were it to attach a directive to the
/// wrong block or match too loosely, a drifted doc would pass.
struct DocHarnessTests {
    @Test func anElisionLineStandsForWholeLinesOnly() {
        #expect(ElidedText.matches("a\n…\nd\n", "a\nb\nc\nd\n"))
        #expect(ElidedText.matches("a\n…\nd\n", "a\nd\n"))
        #expect(!ElidedText.matches("a\n…\nd\n", "a\nb\nc\nD\n"))
        #expect(!ElidedText.matches("a\n…\n", "b\nc\n"))
        // Without `…`, byte for byte: a missing final line break is a difference.
        #expect(!ElidedText.matches("a\n", "a"))
    }

    @Test func aDirectiveBelongsToTheBlockRightAfterIt() {
        let page = DocPage(path: "test.md", text: """
            <!-- fragment -->

            ```yaml
            a: 1
            ```

            <!-- not tested: prose follows -->
            Some prose.

            ```
            $ transitionc rules
            ```
            """)
        #expect(page.blocks.map(\.directive) == ["fragment", nil])
        #expect(page.blocks.map(\.line) == [3, 10])
        #expect(page.blocks[0].text == "a: 1\n")
    }

    @Test func aLongerFenceHoldsAShorterOne() {
        let page = DocPage(path: "test.md", text: "````markdown\n```yaml\na: 1\n```\n````\n")
        #expect(page.blocks.count == 1)
        #expect(page.blocks[0].lines == ["```yaml", "a: 1", "```"])
    }

    @Test func aHiddenFileIsItsLinesUpToTheCommentsEnd() {
        let page = DocPage(path: "test.md", text: "<!-- file: Specs/a.yaml\nversion: 1\nscreens:\n  home: {}\n-->\n")
        #expect(page.blocks.isEmpty)
        #expect(page.hiddenFiles.map(\.path) == ["Specs/a.yaml"])
        #expect(page.hiddenFiles.first?.text == "version: 1\nscreens:\n  home: {}\n")
    }

    @Test func aBlockNoDirectiveExplainsIsAFailureNotASkip() {
        let page = DocPage(path: "test.md", text: "```\nsome output\n```\n\n<!-- fragmnet -->\n```yaml\na: 1\n```\n")
        for block in page.blocks {
            guard case .unclassified = DocExample.classify(block) else {
                Issue.record("block at line \(block.line) was classified")
                continue
            }
        }
    }

    @Test func anEditNamesAFileAndTwoQuotedStrings() {
        let directive = Directive(#"edit Specs/app.yaml: "threshold:" -> "treshold:"\#noutput: transitionc check"#)
        #expect(directive.problem == nil)
        #expect(directive.edits.map { [$0.path, $0.old, $0.new] } == [["Specs/app.yaml", "threshold:", "treshold:"]])
        #expect(Directive(#"edit Specs/app.yaml: threshold: -> treshold:\#noutput: transitionc check"#).problem != nil)
    }
}
