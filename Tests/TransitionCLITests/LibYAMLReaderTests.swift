#if os(Linux)
import CYAML
import Foundation
import Testing
@testable import LibYAMLInterposition

/// The executable replaces libyaml's reader step, `yaml_parser_update_buffer`,
/// with one that copies plain ASCII at once and hands everything else back to
/// libyaml (LibYAMLReading.swift). Whatever the input, libyaml must then see
/// exactly what its own reader gives it: these tests scan each input with the
/// replacement and with libyaml's own reader (the replacement switched off on
/// this thread) and require the same events, marks and error, to the byte.
/// The test bundle links the executable's module, so the replacement is in
/// effect here as in `transitionc`.
struct LibYAMLReaderTests {
    /// libyaml reads its input 16 KiB at a time (its raw buffer).
    static let chunk = 16384

    /// Bytes that are not plain ASCII, each a different way through libyaml's
    /// decoder: multi-byte characters of every width, characters YAML does
    /// not allow, bad or cut UTF-8 sequences.
    static let intruders: [(name: String, bytes: [UInt8])] = [
        ("é", Array("é".utf8)), ("€", Array("€".utf8)), ("emoji", Array("😀".utf8)),
        ("next line U+0085", [0xC2, 0x85]), ("control 0x01", [0x01]), ("DEL", [0x7F]), ("NUL", [0x00]),
        ("escape", [0x1B]), ("invalid 0xFF", [0xFF]), ("lone continuation", [0x80]),
        ("surrogate", [0xED, 0xA0, 0x80]), ("overlong", [0xC0, 0xAF]), ("cut sequence", [0xE2, 0x82]),
        ("byte order mark inside", [0xEF, 0xBB, 0xBF]), ("carriage return", [0x0D]), ("tab", [0x09]),
        // Copied as they are only when YAML allows them, as libyaml checks.
        ("C1 control U+0080", [0xC2, 0x80]), ("U+00A0", [0xC2, 0xA0]), ("U+D7FF", [0xED, 0x9F, 0xBF]),
        ("U+E000", [0xEE, 0x80, 0x80]), ("U+FFFD", [0xEF, 0xBF, 0xBD]), ("noncharacter U+FFFE", [0xEF, 0xBF, 0xBE]),
        ("U+10FFFF", [0xF4, 0x8F, 0xBF, 0xBF]), ("past U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
        ("overlong three bytes", [0xE0, 0x80, 0xAF]), ("overlong four bytes", [0xF0, 0x80, 0x80, 0xAF]),
        ("a run of Japanese", Array(String(repeating: "日本語の説明、", count: 30).utf8)),
        ("accents between ASCII", Array(String(repeating: "é a ü ", count: 40).utf8)),
    ]

    /// A block mapping of plain scalars with `intruder` placed at byte
    /// `offset` (inside a scalar), so that it falls on, before or after the
    /// edge of libyaml's chunks; `end` says how the input ends after it.
    static func input(intruderAt offset: Int, _ intruder: [UInt8], prefix: [UInt8] = [], endingRightAfter: Bool = false) -> [UInt8] {
        var bytes = prefix
        var line = 0
        while bytes.count < offset - 80 {
            bytes += Array("key\(line): a plain value, number \(line)\n".utf8)
            line += 1
        }
        bytes += Array("last: ".utf8)
        bytes += Array(repeating: UInt8(ascii: "x"), count: max(0, offset - bytes.count))
        bytes += intruder
        if !endingRightAfter { bytes += Array("tail\nafter: [1, 2, {a: b}]\n".utf8) }
        return bytes
    }

    static var edgeCases: [(name: String, bytes: [UInt8])] {
        var cases: [(String, [UInt8])] = [
            ("empty", []), ("one line", Array("a: b\n".utf8)), ("no final line break", Array("a: b".utf8)),
            ("UTF-8 byte order mark", [0xEF, 0xBB, 0xBF] + Array("a: b\n".utf8)),
            ("UTF-16LE", [0xFF, 0xFE] + Array("a: b\n".utf8).flatMap { [$0, 0] }),
            ("UTF-16BE", [0xFE, 0xFF] + Array("a: b\n".utf8).flatMap { [0, $0] }),
            ("two bytes", Array("a:".utf8)), ("CRLF", Array("a: b\r\nc: d\r\n".utf8)),
        ]
        for size in [chunk - 1, chunk, chunk + 1, 2 * chunk, 3 * chunk + 7] {
            cases.append(("plain, \(size) bytes", input(intruderAt: size, [], endingRightAfter: true)))
        }
        for (name, intruder) in intruders {
            for offset in [100, chunk - 3, chunk - 2, chunk - 1, chunk, chunk + 1, 2 * chunk - 1, 2 * chunk + 5] {
                cases.append(("\(name) at \(offset)", input(intruderAt: offset, intruder)))
            }
            cases.append(("\(name) at the very end", input(intruderAt: chunk - 1, intruder, endingRightAfter: true)))
            cases.append(("\(name) after a byte order mark", input(intruderAt: chunk + 2, intruder, prefix: [0xEF, 0xBB, 0xBF])))
        }
        return cases
    }

    @Test func libyamlSeesWhatItsOwnReaderGivesOnEveryEdgeCase() {
        for (name, bytes) in Self.edgeCases {
            expectSameScan(bytes, name: name)
        }
    }

    @Test func libyamlSeesWhatItsOwnReaderGivesOnEverySpecFixtureAndHostileFile() throws {
        var count = 0
        for directory in ["Specs", "Tests/TransitionCompilerTests/Fixtures", "Tests/Corpus/hostile"] {
            let enumerator = FileManager.default.enumerator(
                at: CLI.repositoryRoot.appendingPathComponent(directory), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard ["yaml", "yml"].contains(url.pathExtension) else { continue }
                expectSameScan(try [UInt8](Data(contentsOf: url)), name: url.lastPathComponent)
                count += 1
            }
        }
        #expect(count > 50)
    }

    static let testSuite = CLI.repositoryRoot.appendingPathComponent("../shared/external/yaml-test-suite").standardizedFileURL

    @Test(.enabled(if: FileManager.default.fileExists(atPath: testSuite.path), "the YAML test suite is not checked out next to the repository"))
    func libyamlSeesWhatItsOwnReaderGivesOnTheYAMLTestSuite() throws {
        var count = 0
        let enumerator = FileManager.default.enumerator(at: Self.testSuite, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.lastPathComponent == "in.yaml" else { continue }
            expectSameScan(try [UInt8](Data(contentsOf: url)), name: url.deletingLastPathComponent().lastPathComponent)
            count += 1
        }
        #expect(count > 300)
    }

    /// The comparisons above mean something only if the replacement answers:
    /// on a large plain file, nearly every request.
    @Test func theReplacementAnswersLibyamlsRequests() {
        LibYAMLReplacementsInUse.whileUnswitched {
            let bytes = Self.input(intruderAt: 4 * Self.chunk, [], endingRightAfter: true)
            let before = libYAMLFastReaderCalls()
            _ = Self.scan(bytes, fast: true)
            #expect(libYAMLFastReaderCalls() - before >= 4)
            let beforeOff = libYAMLFastReaderCalls()
            _ = Self.scan(bytes, fast: false)
            #expect(libYAMLFastReaderCalls() == beforeOff)
        }
    }

    private func expectSameScan(_ bytes: [UInt8], name: String) {
        let fast = Self.scan(bytes, fast: true), own = Self.scan(bytes, fast: false)
        let same = fast == own  // (not inside #expect, which would print every event of both)
        let difference = zip(fast, own).enumerated().first { $1.0 != $1.1 }
        #expect(same, "\(name): \(difference.map { "event \($0): \($1.0) against libyaml's \($1.1)" } ?? "\(fast.count) lines against \(own.count)")")
    }

    /// Every event libyaml gives for `bytes`, with its marks, and its error if it stops on one.
    static func scan(_ bytes: [UInt8], fast: Bool) -> [String] {
        // A scan meant to use the replacement must not run while a test has
        // switched it off for the process.
        LibYAMLReplacementsInUse.whileUnswitched { scanUnlocked(bytes, fast: fast) }
    }

    private static func scanUnlocked(_ bytes: [UInt8], fast: Bool) -> [String] {
        setLibYAMLFastReader(enabled: fast)
        defer { setLibYAMLFastReader(enabled: true) }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return ["no parser"] }
        defer { yaml_parser_delete(&parser) }
        var lines: [String] = []
        bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                var line = "\(event.type.rawValue) \(mark(event.start_mark))-\(mark(event.end_mark))"
                if event.type == YAML_SCALAR_EVENT {
                    let scalar = event.data.scalar
                    let value = UnsafeBufferPointer(start: scalar.value, count: Int(scalar.length))
                    line += " \(scalar.style.rawValue) \(Array(value))"
                }
                lines.append(line)
                if event.type == YAML_STREAM_END_EVENT { return }
            }
            lines.append("error \(parser.error.rawValue) \(text(parser.problem)) at \(parser.problem_offset) "
                + "value \(parser.problem_value) mark \(mark(parser.problem_mark)) context \(text(parser.context))")
        }
        return lines
    }

    private static func mark(_ mark: yaml_mark_t) -> String { "\(mark.index):\(mark.line):\(mark.column)" }

    private static func text(_ pointer: UnsafePointer<CChar>?) -> String { pointer.map { String(cString: $0) } ?? "-" }
}
#endif
