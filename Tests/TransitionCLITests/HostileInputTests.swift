import Foundation
import Testing

/// Inputs built to hurt a parser. Each must end quickly, with a diagnostic
/// and exit 1, never a signal or a hang.
@Suite(.serialized) struct HostileInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: @Sendable () -> [UInt8]
        var rule: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "100000 levels of flow nesting", bytes: {
            Array(("version: 1\nx: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n").utf8)
        }, rule: "yaml-limit"),
        Case(name: "100000 levels of block nesting", bytes: {
            Array(("version: 1\nx:\n" + String(repeating: "- ", count: 100_000) + "a\n").utf8)
        }, rule: "yaml-limit"),
        Case(name: "billion laughs", bytes: {
            var text = "version: 1\na: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
            let names = ["b", "c", "d", "e", "f", "g", "h", "i"]
            var previous = "a"
            for name in names {
                text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
                previous = name
            }
            return Array(text.utf8)
        }, rule: "yaml-limit"),
        Case(name: "50 MB of input", bytes: {
            Array("version: 1\nx: \"".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 50_000_000) + Array("\"\n".utf8)
        }, rule: "yaml-limit"),
        Case(name: "invalid UTF-8", bytes: { Array("version: 1\nscreens:\n  a".utf8) + [0xFF, 0xFE] + Array(": {}\n".utf8) },
             rule: "yaml-syntax"),
        Case(name: "NUL byte", bytes: { Array("version: 1\nscreens:\n  a".utf8) + [0] + Array(": {}\n".utf8) },
             rule: "yaml-syntax"),
        Case(name: "CRLF and BOM with an error", bytes: {
            [0xEF, 0xBB, 0xBF] + Array("version: 1\r\nscreens:\r\n  home: { rot: true }\r\n".utf8)
        }, rule: "unknown-key"),
    ]

    @Test(arguments: cases)
    func endsQuicklyWithTheRightRule(_ hostile: Case) throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(hostile.bytes()).write(to: directory.appendingPathComponent("hostile.yaml"))
        let result = try CLI.run(["check", "--format", "json", "hostile.yaml"], in: directory, timeout: 20)
        #expect(!result.crashed)
        #expect(result.status == 1)
        #expect(result.seconds < 5, "took \(result.seconds) s")
        #expect(result.stdout.contains("\"rule\": \"\(hostile.rule)\""), "\(result.stdout.prefix(500))")
    }

    @Test func crlfAndBOMKeepPositions() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("version: 1\r\nscreens:\r\n  home: { rot: true }\r\n".utf8)
        try Data(bytes).write(to: directory.appendingPathComponent("s.yaml"))
        let result = try CLI.run(["check", "s.yaml"], in: directory)
        // (After `no-root` at 3:3: the unknown key leaves the graph whole.)
        #expect(result.stdout.contains("""
            s.yaml:3:11: error: unknown key `rot` in screen `home`; did you mean `root`? [unknown-key]
             3 |   home: { rot: true }
               |           ^~~
            """))
    }

    @Test func symlinkLoopIsReadOnce() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(CommandLineTests.clean.utf8).write(to: directory.appendingPathComponent("a.yaml"))
        try FileManager.default.createSymbolicLink(at: directory.appendingPathComponent("loop"), withDestinationURL: directory)
        let result = try CLI.run(["check", directory.path])
        #expect(result.status == 0)
        #expect(result.stdout == "checked 1 file: no problems\n")
    }
}
