import Foundation
import Testing
@testable import TransitionCompiler
@testable import YAMLSource

/// Reading a large file in pieces on several cores promises output
/// byte-identical to reading it whole on one. This holds the promise to
/// every output a user sees: each file is compiled and inspected whole and
/// in 2, 3 and 4 pieces, and the diagnostics (JSON and text), the
/// generated Swift and `inspect`'s JSON must match to the byte.
///
/// The files are made from a fixed seed, so that CI checks the same ones
/// every run. For a long randomized run (Docs/robustness.md):
///
///     TRANSITIONC_PIECES_SEED=random TRANSITIONC_PIECES_FILES=200 \
///         swift test --filter PieceDifferentialTests
///
/// A failure names the seed and shape and saves the file to the temporary
/// directory; `TRANSITIONC_PIECES_SEED=<seed>` makes the same files again.
@Suite struct PieceDifferentialTests {
    static let pieceCounts = [2, 3, 4]

    /// The seed, from `TRANSITIONC_PIECES_SEED` (a number, or `random`).
    static let seed: UInt64 = {
        switch ProcessInfo.processInfo.environment["TRANSITIONC_PIECES_SEED"] {
        case "random"?:
            let seed = UInt64.random(in: 0...UInt64.max)
            // Printed before any file is made, so that a run stopped
            // midway can still be repeated.
            print("PieceDifferentialTests: TRANSITIONC_PIECES_SEED=\(seed)")
            return seed
        case let text?: return UInt64(text) ?? 35
        case nil: return 35
        }
    }()

    /// Files of each shape: `TRANSITIONC_PIECES_FILES`, else 2.
    static let filesPerShape = ProcessInfo.processInfo.environment["TRANSITIONC_PIECES_FILES"].flatMap { Int($0) } ?? 2

    @Test(arguments: LargeSpecShape.allCases)
    func generatedFilesReadInPiecesAsWhole(_ shape: LargeSpecShape) throws {
        var sizes = SeededRandom(seed: Self.seed ^ UInt64(shape.rawValue.hashValueStable))
        var joined = 0
        for number in 0..<Self.filesPerShape {
            let fileSeed = (Self.seed &+ UInt64(number) &* 1_000_003) ^ UInt64(shape.rawValue.hashValueStable)
            // Past libyaml's 16 KiB reads several times over, and around them.
            let bytes = shape.file(seed: fileSeed, bytes: Int.random(in: 24_000...120_000, using: &sizes))
            let name = "\(shape.rawValue)-\(fileSeed).yaml"
            if Self.expectSameOutputs(bytes, name: name, seedNote: "seed \(Self.seed), file \(number) of shape \(shape)") {
                joined += 1
            }
        }
        if shape.isAlwaysJoined {
            #expect(joined == Self.filesPerShape, "\(shape): only \(joined) of \(Self.filesPerShape) files were read in pieces")
        }
    }

    /// The inputs of issue 35, where one core and two disagreed, and the
    /// mistake in a shared mapping that was reported once per reader.
    @Test(arguments: PieceDivergenceCases.all.indices)
    func formerDivergencesReadInPiecesAsWhole(_ index: Int) throws {
        let fixed = PieceDivergenceCases.all[index]
        let joined = Self.expectSameOutputs(fixed.bytes, name: fixed.name + ".yaml", seedNote: "fixed case \(fixed.name)")
        #expect(joined == fixed.isJoined, "\(fixed.name): joined \(joined)")
        let whole = Outputs(fixed.bytes, path: fixed.name + ".yaml", parallelism: .serial)
        fixed.expectWhole(whole)
    }

    /// Compiles and inspects `bytes` whole and in pieces and expects every
    /// output the same; true if at least one piece count was joined.
    @discardableResult
    static func expectSameOutputs(_ bytes: [UInt8], name: String, seedNote: String) -> Bool {
        let whole = Outputs(bytes, path: name, parallelism: .serial)
        var joinedAny = false
        for pieces in pieceCounts {
            let parallelism = ReadParallelism(pieces: pieces, minimumPieceBytes: 1)
            joinedAny = joinedAny || isJoined(bytes, parallelism: parallelism)
            let cut = Outputs(bytes, path: name, parallelism: parallelism)
            if let difference = cut.firstDifference(from: whole) {
                let saved = FileManager.default.temporaryDirectory.appendingPathComponent(name)
                try? Data(bytes).write(to: saved)
                Issue.record("\(name) in \(pieces) pieces differs from the whole read (\(seedNote); saved to \(saved.path)):\n\(difference)")
            }
        }
        return joinedAny
    }

    /// Whether the pieces were read and joined, rather than given up on.
    static func isJoined(_ bytes: [UInt8], parallelism: ReadParallelism) -> Bool {
        let source = SourceText(bytes)
        let (validation, plan) = YAMLReader.validateAndPlan(source, parallelism: parallelism)
        guard let plan, validation.problem == nil else { return false }
        return PieceReader.read(source, plan: plan, isASCII: validation.isASCII, limits: .default) != nil
    }
}

/// Everything a user sees of one file: `check`'s JSON and text, the Swift
/// `generate swift` writes, and `inspect`'s JSON and diagnostics.
struct Outputs {
    var named: [(name: String, bytes: [UInt8])] = []

    init(_ bytes: [UInt8], path: String, parallelism: ReadParallelism) {
        let source = SourceText(bytes)
        let compilation = Driver.compile([(path, source)], limits: .default, configuration: nil, unread: [],
                                         managers: .besideRules, parallelism: parallelism)
        let diagnostics = compilation.diagnostics.all
        named.append(("check --format json", Array(JSONDiagnosticRenderer.render(diagnostics, fileCount: 1).utf8)))
        named.append(("check", Array(TextDiagnosticRenderer(sources: compilation.sources, colored: false)
                .render(diagnostics, fileCount: 1).utf8)))
        named.append(("generate swift", compilation.graph.map { SwiftTableEmitter.emitUTF8($0, options: SwiftTableOptions()) } ?? []))
        let inspected = Driver.inspect(source, path: path, limits: .default, parallelism: parallelism)
        named.append(("inspect", Array((inspected.json ?? "").utf8)))
        named.append(("inspect diagnostics", Array(JSONDiagnosticRenderer.render(inspected.diagnostics.all, fileCount: 1).utf8)))
    }

    func text(_ name: String) -> String {
        String(decoding: named.first { $0.name == name }?.bytes ?? [], as: UTF8.self)
    }

    /// The first output that differs, and its first differing line.
    func firstDifference(from expected: Outputs) -> String? {
        for ((name, mine), (_, theirs)) in zip(named, expected.named) where mine != theirs {
            let myLines = mine.split(separator: 0x0A, omittingEmptySubsequences: false)
            let theirLines = theirs.split(separator: 0x0A, omittingEmptySubsequences: false)
            for (index, (line, expectedLine)) in zip(myLines, theirLines).enumerated() where line != expectedLine {
                return "\(name), line \(index + 1): got\n  \(String(decoding: line, as: UTF8.self))\nexpected\n  \(String(decoding: expectedLine, as: UTF8.self))"
            }
            return "\(name): got \(myLines.count) lines, expected \(theirLines.count)"
        }
        return nil
    }
}

extension String {
    /// A hash that is the same on every run (`hashValue` is seeded per process).
    var hashValueStable: Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return Int(truncatingIfNeeded: hash >> 1)
    }
}
