import Foundation
import Testing
@testable import YAMLSource

/// The YAML test suite (https://github.com/yaml/yaml-test-suite, data branch),
/// checked out next to the repository at ../shared/external/yaml-test-suite.
enum YAMLTestSuite {
    /// `#filePath` is <repo>/Tests/YAMLSourceTests/ConformanceTests.swift; the suite is at
    /// <repo>/../shared/external/yaml-test-suite.
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Tests/YAMLSourceTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the repository root
        .appendingPathComponent("../shared/external/yaml-test-suite")
        .standardizedFileURL

    static var exists: Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    struct Case {
        var id: String          // "229Q", or "2G84/01" for a numbered sub-case
        var directory: URL
        var yaml: [UInt8]
        var json: [UInt8]?
        var isError: Bool
    }

    /// Every case: a directory with an in.yaml, or the numbered directories inside one.
    static func cases() throws -> [Case] {
        let fm = FileManager.default
        var result: [Case] = []
        for name in try fm.contentsOfDirectory(atPath: directory.path).sorted() {
            let top = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: top.path, isDirectory: &isDirectory), isDirectory.boolValue,
                  !name.hasPrefix(".") else { continue }
            var dirs: [(String, URL)] = []
            if fm.fileExists(atPath: top.appendingPathComponent("in.yaml").path) {
                dirs.append((name, top))
            } else {
                for sub in try fm.contentsOfDirectory(atPath: top.path).sorted() {
                    let url = top.appendingPathComponent(sub)
                    if fm.fileExists(atPath: url.appendingPathComponent("in.yaml").path) {
                        dirs.append(("\(name)/\(sub)", url))
                    }
                }
            }
            for (id, url) in dirs {
                let yaml = try [UInt8](Data(contentsOf: url.appendingPathComponent("in.yaml")))
                let jsonURL = url.appendingPathComponent("in.json")
                let json = fm.fileExists(atPath: jsonURL.path) ? try [UInt8](Data(contentsOf: jsonURL)) : nil
                let isError = fm.fileExists(atPath: url.appendingPathComponent("error").path)
                result.append(Case(id: id, directory: url, yaml: yaml, json: json, isError: isError))
            }
        }
        return result
    }
}

/// Known differences between this reader (libyaml 0.2.5, YAML 1.1) and the
/// suite (YAML 1.2). Each entry is checked to still differ, so the lists
/// cannot go stale silently.
enum KnownDifferences {
    /// Invalid YAML that libyaml reads without complaint.
    static let errorsLibYAMLAccepts: [String: String] = {
        var list: [String: String] = [:]
        let reasons: [(String, [String])] = [
            ("libyaml does not require whitespace before a `#` comment (after `]`, `,`, a quoted scalar, "
                + "a block scalar header or a directive)", ["9JBA", "CVW2", "SU5Z", "X4QW", "MUS6/00"]),
            ("libyaml does not check the indentation of flow collections and multi-line quoted scalars "
                + "(continuation lines less indented than their parent, or a tab there)",
             ["9C9N", "QB6E", "DK95/01", "Y79Y/003"]),
            ("libyaml reads a lone `-` inside a flow sequence as a plain scalar", ["G5U8", "YJV2"]),
            ("libyaml accepts leading blank lines of a block scalar that are more indented than its first "
                + "content line", ["S98Z"]),
        ]
        for (reason, ids) in reasons { for id in ids { list[id] = reason } }
        return list
    }()

    /// Valid YAML (1.2) that libyaml rejects with a syntax error.
    static let validLibYAMLRejects: [String: String] = {
        var list: [String: String] = [:]
        let reasons: [(String, [String])] = [
            ("a tab used as separation or inside indentation, which YAML 1.2 allows in places libyaml does not",
             ["6BCT", "6CA3", "A2M4", "DK95/00", "DK95/03", "DK95/04", "Q5MG", "96NN/00", "96NN/01",
              "R4YG", "Y79Y/001", "Y79Y/010"]),
            ("a reserved directive (`%FOO`, `%YAM`) or `%YAML 1.3`, which libyaml refuses instead of warning",
             ["2LFX", "6LVF", "MUS6/05", "MUS6/06", "BEC7"]),
            ("an anchor name with characters YAML 1.1 does not allow there (`:`, punctuation, non-ASCII)",
             ["2SXE", "8XYN", "W5VH"]),
            ("a flow mapping key followed by `:` on the next line, `:` adjacent to a JSON-like key's value, "
                + "or a multi-line key in a flow mapping",
             ["4MUZ/00", "4MUZ/01", "4MUZ/02", "5MUD", "5T43", "K3WX", "VJP3/01", "9SA2", "NJ66", "UT92"]),
            ("a plain scalar starting with or containing `:` in a flow collection (`:x`, `::vector`, `http://…`)",
             ["58MP", "DBG4", "HM87/00", "4ABK", "FRK4"]),
            ("a block scalar at the top level whose content is not indented (`--- >` then column-0 lines)",
             ["DK3J", "FP8R", "W4TN"]),
            ("an empty implicit key (`: value`), which YAML 1.1 does not have",
             ["2JQS", "6M2F", "CFD4", "M2N8/00", "NHX8", "NKF9", "S3PD", "SM9W/01", "UKK6/00"]),
            ("a bare document after `...`, or a `...` with no document before it",
             ["7Z25", "M7A3", "HWV9", "QT73"]),
        ]
        for (reason, ids) in reasons { for id in ids { list[id] = reason } }
        return list
    }()

    /// Valid YAML that libyaml reads, but not as the suite's in.json says.
    static let jsonDiffers: [String: String] = [
        "652Z": "libyaml reads `?` directly followed by text in a flow mapping as an explicit-key indicator (`?foo` is a key `foo`)",
        "HM87/01": "libyaml reads `?` directly followed by text in a flow sequence as an explicit-key indicator (`[?x]` is `[{x: null}]`)",
        "Y2GN": "libyaml ends an anchor name at `:` (`&an:chor value` is anchor `an` and the text `:chor value`)",
        "JEF9/02": "libyaml drops a trailing line of spaces of a `|+` block scalar when the file does not end in a line break",
        "L24T/01": "libyaml drops a trailing line of spaces of a block scalar when the file does not end in a line break",
    ]

    // YAML 1.1 vs 1.2 resolution (`yes`/`on`, `017`, `1:30`) would belong here too, but no
    // case of the suite with an in.json uses those forms in a plain scalar, so none is needed.
}

@Suite("YAML test suite conformance")
struct ConformanceTests {
    struct Counts: CustomStringConvertible {
        var read = 0
        var errorCasesReported = 0
        var errorCasesAllowed = 0
        var jsonCompared = 0
        var jsonAllowed = 0
        var multiDocumentRejected = 0
        var emptyStreams = 0
        var validWithoutJSONAccepted = 0
        var validRejectedByLibYAML = 0
        var positionsChecked = 0

        var description: String {
            """
            YAML test suite: \(read) cases read
              error cases reported: \(errorCasesReported) (+\(errorCasesAllowed) libyaml accepts, allow-listed)
              valid cases equal to in.json: \(jsonCompared) (+\(jsonAllowed) known differences, allow-listed)
              valid multi-document streams rejected by design: \(multiDocumentRejected)
              valid empty streams (no root, no problem): \(emptyStreams)
              valid cases without in.json accepted: \(validWithoutJSONAccepted)
              valid cases libyaml rejects (allow-listed): \(validRejectedByLibYAML)
              positions cross-checked: \(positionsChecked)
            """
        }
    }

    @Test("every case of the YAML test suite",
          .enabled(if: YAMLTestSuite.exists, "the YAML test suite is not at \(YAMLTestSuite.directory.path)"))
    func suite() throws {
        let cases = try YAMLTestSuite.cases()
        var counts = Counts()
        var seen = Set<String>()
        for c in cases {
            seen.insert(c.id)
            let source = SourceText(c.yaml)
            let result = YAMLReader.read(source)
            counts.read += 1
            counts.positionsChecked += checkPositions(result, source: source, id: c.id)

            if c.isError {
                if let reason = KnownDifferences.errorsLibYAMLAccepts[c.id] {
                    counts.errorCasesAllowed += 1
                    #expect(result.problems.isEmpty,
                            "\(c.id) is allow-listed (\(reason)) but is now reported: remove it from the list")
                } else {
                    counts.errorCasesReported += result.problems.isEmpty ? 0 : 1
                    #expect(!result.problems.isEmpty, "\(c.id) (\(title(c))) is invalid YAML but read without a problem")
                }
                continue
            }

            if let reason = KnownDifferences.validLibYAMLRejects[c.id] {
                counts.validRejectedByLibYAML += 1
                #expect(result.kinds == [.syntax] && result.document == nil,
                        "\(c.id) is allow-listed (\(reason)) but was read: remove it from the list")
                continue
            }

            guard let jsonBytes = c.json else {
                // Valid, but not expressible as JSON (complex keys, tags…): it must at least be accepted.
                #expect(result.problems.isEmpty, "\(c.id) (\(title(c))) is valid YAML: \(describe(result))")
                #expect(result.document != nil)
                if result.problems.isEmpty { counts.validWithoutJSONAccepted += 1 }
                continue
            }
            let expected = try JSONStreamParser.parse(jsonBytes)
            switch expected.count {
            case 0:
                // An empty stream (comments only): no document and no problem.
                #expect(result.problems.isEmpty, "\(c.id): \(describe(result))")
                #expect(result.document != nil && result.document?.root == nil, "\(c.id)")
                counts.emptyStreams += 1
            case 1:
                #expect(result.problems.isEmpty, "\(c.id) (\(title(c))) is valid YAML: \(describe(result))")
                guard let doc = result.document, let root = doc.root else {
                    Issue.record("\(c.id): no document")
                    continue
                }
                let ours = try doc.json(root)
                if let reason = KnownDifferences.jsonDiffers[c.id] {
                    counts.jsonAllowed += 1
                    #expect(ours != expected[0],
                            "\(c.id) is allow-listed (\(reason)) but now matches in.json: remove it from the list")
                } else {
                    #expect(ours == expected[0], "\(c.id) (\(title(c)))\n  ours:    \(ours)\n  in.json: \(expected[0])")
                    if ours == expected[0] { counts.jsonCompared += 1 }
                }
            default:
                // A stream of several documents: a spec file holds one, by design.
                #expect(result.kinds == [.syntax], "\(c.id): \(describe(result))")
                #expect(result.problems.first?.message.contains("second") == true, "\(c.id): \(describe(result))")
                #expect(result.document == nil)
                counts.multiDocumentRejected += 1
            }
        }

        // Every allow-listed id must exist, or the list has a typo.
        for id in Array(KnownDifferences.errorsLibYAMLAccepts.keys) + Array(KnownDifferences.validLibYAMLRejects.keys)
            + Array(KnownDifferences.jsonDiffers.keys) {
            #expect(seen.contains(id), "allow-listed case \(id) is not in the suite")
        }

        print(counts)
        // Floors, so that a suite that went missing or empty cannot pass.
        #expect(counts.read >= 400)
        #expect(counts.errorCasesReported >= 75)
        #expect(counts.jsonCompared >= 200)
        #expect(counts.multiDocumentRejected >= 10)
        #expect(counts.validWithoutJSONAccepted >= 15)
        #expect(counts.positionsChecked >= 3_000)
    }

    /// Every node and problem position agrees with a count from the start of
    /// the file, and lies inside it. Returns how many positions were checked.
    func checkPositions(_ result: YAMLReadResult, source: SourceText, id: String) -> Int {
        var positions: [SourcePosition] = []
        for problem in result.problems {
            positions += [problem.range.start, problem.range.end]
            for note in problem.notes { positions += [note.range.start, note.range.end] }
        }
        if let doc = result.document {
            for node in doc.nodes { positions += [doc.lines.range(node.span).start, doc.lines.range(node.span).end] }
        }
        for position in positions {
            let offset = Int(position.offset)
            guard offset >= 0, offset <= source.bytes.count else {
                Issue.record("\(id): position \(Where(position)) is outside the file of \(source.bytes.count) bytes")
                continue
            }
            let counted = source.position(ofByte: offset)
            #expect(counted == position, "\(id): reader says \(Where(position)), counting says \(Where(counted))")
        }
        return positions.count
    }

    func title(_ c: YAMLTestSuite.Case) -> String {
        let data = (try? Data(contentsOf: c.directory.appendingPathComponent("==="))) ?? Data()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func describe(_ result: YAMLReadResult) -> String {
        result.problems.map { "\($0.kind) \($0.message) at \(Where($0.range.start))" }.joined(separator: "; ")
    }

    @Test("every prefix of every case reads without crashing",
          .enabled(if: YAMLTestSuite.exists, "the YAML test suite is not at \(YAMLTestSuite.directory.path)"))
    func truncatedInputs() throws {
        var reads = 0
        for c in try YAMLTestSuite.cases() {
            let step = max(1, c.yaml.count / 40)
            for length in stride(from: 0, through: c.yaml.count, by: step) {
                let source = SourceText(Array(c.yaml.prefix(length)))
                let result = YAMLReader.read(source)
                // Cut in the middle of a character, or in the middle of a construct: whatever the
                // outcome, every position must lie inside the file.
                for problem in result.problems {
                    #expect(Int(problem.range.start.offset) <= length, "\(c.id) cut at \(length)")
                }
                reads += 1
            }
        }
        print("YAML test suite: \(reads) truncated inputs read")
        #expect(reads >= 5_000)
    }
}
