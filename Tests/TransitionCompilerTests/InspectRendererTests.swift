import Foundation
import Testing
import YAMLSource
@testable import TransitionCompiler

struct InspectRendererTests {
    func render(_ yaml: String) throws -> String {
        let result = YAMLReader.read(SourceText(Array(yaml.utf8)))
        #expect(result.problems.isEmpty)
        return InspectRenderer.render(try #require(result.document))
    }

    @Test func nestedCollectionsAndAliases() throws {
        let output = try render("""
            list: &l [1, [2, []], {}, { a: ~ }]
            again: *l
            words: [yes, "yes", 'on', 1.5, -.inf, .nan, 0b101, "multi\\nline"]
            """)
        #expect(output == """
            {
              "list": [
                1,
                [
                  2,
                  []
                ],
                {},
                {
                  "a": null
                }
              ],
              "again": [
                1,
                [
                  2,
                  []
                ],
                {},
                {
                  "a": null
                }
              ],
              "words": [
                true,
                "yes",
                "on",
                1.5,
                "-.inf",
                ".nan",
                5,
                "multi\\nline"
              ]
            }

            """)
    }

    @Test func scalarAndEmptyDocuments() throws {
        #expect(try render("just text\n") == "\"just text\"\n")
        #expect(try render("") == "null\n")
        #expect(try render("[]") == "[]\n")
    }

    /// Aliases of aliases nest far deeper than the written document (here
    /// about 1000 levels from 50 written ones); the walk keeps its own stack,
    /// so it runs even on a thread with a stack too small for a recursive walk.
    @Test func deepExpansionDoesNotRecurse() throws {
        var yaml = "a0: &a0 [x]\n"
        for level in 1..<20 {
            yaml += "a\(level): &a\(level) " + String(repeating: "[", count: 50) + "*a\(level - 1)"
                + String(repeating: "]", count: 50) + "\n"
        }
        let document = try #require(YAMLReader.read(SourceText(Array(yaml.utf8))).document)
        nonisolated(unsafe) var output = ""
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            output = InspectRenderer.render(document)
            done.signal()
        }
        thread.stackSize = 64 << 10
        thread.start()
        done.wait()
        #expect(output.hasPrefix("{\n  \"a0\": [\n    \"x\"\n  ],"))
        // The innermost `x` sits about 1000 levels deep.
        var deepest = 0, run = 0, atLineStart = true
        for byte in output.utf8 {
            if byte == UInt8(ascii: "\n") { atLineStart = true; run = 0; continue }
            if atLineStart, byte == UInt8(ascii: " ") { run += 1; deepest = max(deepest, run) } else { atLineStart = false }
        }
        #expect(deepest / 2 > 950)
    }
}
