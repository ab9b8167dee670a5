import Foundation
import Testing

/// The docs are tested: every example in README.md and Docs/*.md runs, and
/// what it shows must be what transitionc does, byte for byte. A failure
/// names the doc's file and the line of the block's opening fence. How to
/// write and mark examples: Docs/contributing.md, "Doc tests".
@Suite(.serialized) struct DocTests {
    @Test(arguments: DocExample.all)
    func exampleHolds(_ example: DocExample) throws {
        guard let mismatch = try DocExampleRunner.run(example) else { return }
        if DocRecorder.isRecording, let replacement = mismatch.replacement {
            try DocRecorder.replace(example, with: replacement)
            Issue.record("\(example.location): recorded the block; review the diff, unset TRANSITIONC_RECORD and run again",
                         sourceLocation: example.sourceLocation)
            return
        }
        Issue.record("\(example.location): \(mismatch.message)", sourceLocation: example.sourceLocation)
    }

    /// The harness finds what the pages hold; were it to find nothing (a
    /// moved folder, a broken parser), every example above would pass unseen.
    @Test func thePagesHaveExamplesOfEveryKind() {
        var kinds: [String: Int] = [:]
        for example in DocExample.all {
            let name = switch example.kind {
            case .spec: "spec"
            case .yamlFragment: "fragment"
            case .configuration: "config"
            case .transcript: "transcript"
            case .output: "output"
            case .golden: "golden"
            case .synopsis: "synopsis"
            case .unclassified: "unclassified"
            }
            kinds[name, default: 0] += 1
        }
        #expect(DocPage.all.map(\.path).contains("README.md"))
        #expect(DocPage.all.count >= 10, "pages: \(DocPage.all.map(\.path))")
        for kind in ["spec", "fragment", "config", "transcript", "output", "golden", "synopsis"] {
            #expect(kinds[kind, default: 0] > 0, "no \(kind) example in the docs: \(kinds)")
        }
    }
}

/// `TRANSITIONC_RECORD=1` writes a block back from what transitionc
/// printed, as it does golden files, so a change to the output is one run
/// and a diff. Like those, a recording run fails on purpose.
enum DocRecorder {
    static let isRecording = ProcessInfo.processInfo.environment["TRANSITIONC_RECORD"] == "1"

    static func replace(_ example: DocExample, with text: String) throws {
        let url = DocPage.repositoryRoot.appendingPathComponent(example.page.path)
        let current = try String(contentsOf: url, encoding: .utf8)
        // Earlier recordings in this run may have moved the block: find it again by its index.
        let page = DocPage(path: example.page.path, text: current)
        guard example.block.index < page.blocks.count else { return }
        let block = page.blocks[example.block.index]
        var lines = current.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let body = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        lines.replaceSubrange(block.line..<(block.line + block.lines.count), with: body)
        try Data(lines.joined(separator: "\n").utf8).write(to: url, options: .atomic)
    }
}
