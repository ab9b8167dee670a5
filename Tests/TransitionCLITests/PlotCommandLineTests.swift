import Foundation
import Testing

/// `transitionc plot` as a user runs it.
@Suite(.serialized) struct PlotCommandLineTests {
    @Test func writesThePageAndLeavesAnUnchangedFileAlone() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("curves.html")
        let specs = CLI.repositoryRoot.appendingPathComponent("Specs/interactive-swipe.yaml").path
        let first = try CLI.run(["plot", specs, "--output", output.path])
        #expect(first.status == 0)
        #expect(first.stdout == "")
        let page = try String(contentsOf: output, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.components(separatedBy: "<svg ").count - 1 == 2)
        #expect(page.contains(">threshold 0.5</text>"))

        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: output.path)
        let second = try CLI.run(["plot", specs, "--output", output.path])
        #expect(second.status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date == old)
    }

    @Test func printsToStandardOutputWithoutOutput() throws {
        let result = try CLI.run(["plot", "Specs/drag-down-to-dismiss.yaml"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("<h2>dragCloseModal</h2>"))
    }

    @Test func unwritableOutputExitsTwo() throws {
        let result = try CLI.run(["plot", "Specs/drag-down-to-dismiss.yaml", "--output", "/nonexistent-dir/curves.html"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: cannot write `/nonexistent-dir/curves.html`: "))
    }
}
