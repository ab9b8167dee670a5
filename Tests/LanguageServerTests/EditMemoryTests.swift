import Foundation
import JSONCodec
import LanguageServerProtocol
import Testing

/// A long editing session: memory must not grow with the number of edits.
struct EditMemoryTests {
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status"), "reads /proc"))
    func memoryStaysFlatOverTenThousandEdits() throws {
        let workspace = try TemporaryWorkspace(["Specs/a.yaml": LanguageServerFeatureTests.a, "Specs/b.yaml": LanguageServerFeatureTests.b])
        let server = try ServerProcess(in: workspace.root)
        let a = workspace.uri("Specs/a.yaml")
        server.send(Message.initialize(root: workspace.root))
        _ = try #require(server.messages(until: 1))
        server.send(Message.notification("initialized"))
        server.send(Message.open(a, LanguageServerFeatureTests.a))
        var samples: [Int: Int] = [:]
        for edit in 1...10_000 {
            // `quick: 0.2` and `quick: 0.3` in turn, one character each time, then a request that needs the new analysis.
            let range = DocumentRange(start: Position(line: 3, character: 13), end: Position(line: 3, character: 14))
            server.send(Message.notification("textDocument/didChange", .object([
                ("textDocument", .object([("uri", .string(a)), ("version", .int(edit + 1))])),
                ("contentChanges", .array([.object([("range", range.json), ("text", .string(edit % 2 == 0 ? "2" : "3"))])])),
            ])))
            server.send(Message.request(edit + 1, "textDocument/hover", Message.at(a, line: 12, character: 20)))
            let replies = try #require(server.messages(until: edit + 1))
            if edit % 1000 == 0 {
                #expect(replies.last?["result", "contents", "value"] == .string("`$durations.quick` = `0.\(edit % 2 == 0 ? 2 : 3)s` (\(edit % 2 == 0 ? 2 : 3)00 ms)"))
                samples[edit] = server.residentKilobytes
            }
        }
        server.send(Message.request(20_000, "shutdown"))
        _ = server.messages(until: 20_000)
        server.send(Message.notification("exit"))
        #expect(server.finish() == 0)
        // After the first thousand edits have warmed the allocator, no growth:
        // 1 MB of slack for the allocator's own rounding.
        let warm = try #require(samples[2000]), end = try #require(samples[10_000])
        #expect(end - warm < 1024, "resident memory after each 1000 edits (kB): \(samples.sorted { $0.key < $1.key }.map(\.value))")
    }
}
