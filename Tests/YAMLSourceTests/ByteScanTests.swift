import PropertyBased  // its seeded generator, so that every run tests the same bytes
import Testing
@testable import YAMLSource

/// The scans that read a whole file a word at a time before it is parsed
/// (the UTF-8 check, and the line feeds a cut is placed by) must agree with a
/// plain byte-by-byte answer wherever in a word the interesting byte falls.
@Suite struct ByteScanTests {
    /// Random bytes of the kinds the scans treat differently, at every
    /// alignment: ASCII, line feeds, NUL, valid multi-byte characters and
    /// bytes that can never start one.
    static func randomText(length: Int, random: inout Xoshiro, rareBytes: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        while bytes.count < length {
            switch Int.random(in: 0..<40, using: &random) {
            case 0 where rareBytes: bytes.append(0)
            case 1 where rareBytes: bytes += Array("é".utf8)
            case 2 where rareBytes: bytes += Array("日".utf8)
            case 3 where rareBytes: bytes += Array("🙂".utf8)
            case 4 where rareBytes: bytes.append(UInt8.random(in: 0x80...0xFF, using: &random))
            case 5...9: bytes.append(UInt8(ascii: "\n"))
            case 10: bytes.append(0x8A)  // a line feed's low bits under a high bit
            default: bytes.append(UInt8.random(in: 0x20...0x7E, using: &random))
            }
        }
        return bytes
    }

    /// The first problem as the standard library's UTF-8 decoder sees it:
    /// the first byte no valid character starts at, or the first NUL (which
    /// is valid UTF-8, but not in a spec file), whichever comes first.
    static func expectedProblem(_ bytes: [UInt8]) -> (offset: Int, isNUL: Bool)? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, encoded.first == 0 { return (offset, true) }
                offset += encoded.count
            case .error:
                return (offset, false)
            case .emptyInput:
                return nil
            }
        }
    }

    @Test func utf8CheckAgreesWithTheStandardLibrary() {
        var random = Xoshiro(seed: (0x7574_6638, 1, 2, 3))
        for length in 0..<300 {
            for _ in 0..<12 {
                let bytes = Self.randomText(length: length, random: &random, rareBytes: Int.random(in: 0..<3, using: &random) != 0)
                let check = SourceText(bytes).validateUTF8()
                let (isASCII, problem) = (check.isASCII, check.problem)
                let expected = Self.expectedProblem(bytes)
                #expect(problem?.offset == expected?.offset, "\(bytes)")
                if let problem, let expected {
                    #expect(problem.message.contains("NUL") == expected.isNUL, "\(problem.message) \(bytes)")
                }
                if expected == nil { #expect(isASCII == bytes.allSatisfy { $0 < 0x80 }, "\(bytes)") }
            }
        }
    }

    @Test func aBadByteIsFoundAtEveryPlaceInALongASCIIRun() {
        let run = Array(String(repeating: "transitions:\n  open: x\n", count: 8).utf8)
        for bad: UInt8 in [0, 0x80, 0xC3, 0xFF] {
            for offset in run.indices {
                var bytes = run
                bytes[offset] = bad
                #expect(SourceText(bytes).validateUTF8().problem?.offset == offset, "byte \(bad) at \(offset)")
            }
        }
        let clean = SourceText(run).validateUTF8()
        #expect(clean.isASCII && clean.problem == nil)
    }

    /// NEL, LS and PS make a file read whole; the UTF-8 check, which skips
    /// ASCII a word at a time, finds them, wherever they fall in a word, and
    /// not the characters whose bytes come close.
    @Test func unicodeLineBreaksAreFoundAtEveryAlignment() {
        var random = Xoshiro(seed: (0x6c73_7073, 1, 2, 3))
        let breaks: [[UInt8]] = [[0xC2, 0x85], [0xE2, 0x80, 0xA8], [0xE2, 0x80, 0xA9]]
        let lookalikes: [[UInt8]] = [[0xC2, 0x84], [0xE2, 0x80, 0xA7], [0xE2, 0x81, 0xA8], Array("é".utf8)]
        for length in 0..<90 {
            let text = Self.randomText(length: length, random: &random, rareBytes: false)
                .map { $0 >= 0x80 ? UInt8(ascii: "x") : $0 }
            for (index, inserted) in (breaks + lookalikes).enumerated() {
                for cut in [inserted, Array(inserted.dropLast())] {
                    let bytes = text + cut + Array("ab".utf8)
                    let check = SourceText(bytes).validateUTF8()
                    // A character cut short is a problem, where the check stops.
                    let isWhole = cut.count == inserted.count
                    #expect((check.problem == nil) == isWhole, "\(bytes)")
                    if isWhole { #expect(check.hasUnicodeLineBreak == (index < breaks.count), "\(bytes)") }
                }
            }
        }
    }

    /// libyaml counts characters, and positions are bytes: the mapper's
    /// answer must be where that character starts, however far and in which
    /// direction each lookup moves from the last (it skips ASCII a word at a
    /// time), with a header before the body and an ending after it, as a
    /// piece of a file has. The last cases have ASCII stretches longer than
    /// the run the cursor looks ahead (4 KiB), and move further.
    @Test func characterIndexesBecomeTheBytesTheyStartAt() {
        var random = Xoshiro(seed: (0x6368_6172, 1, 2, 3))
        for testCase in 0..<72 {
            let isLong = testCase >= 60
            let stretch = { (count: Int) in [UInt8](repeating: UInt8(ascii: "a"), count: count) }
            var body = Self.randomText(length: Int.random(in: 0...300, using: &random), random: &random, rareBytes: true)
                .map { $0 == 0 || ($0 >= 0x80 && $0 < 0xC0) ? UInt8(ascii: "x") : $0 }
            if isLong { body = stretch(Int.random(in: 4000...9000, using: &random)) + body + stretch(5000) }
            let text = String(decoding: body, as: UTF8.self)
            let prefix = Array("héader:\n".utf8), suffix = Array("\n…".utf8)
            let all = prefix + Array(text.utf8) + suffix
            // Where each character starts, and the end as one past the last.
            var starts = all.indices.filter { all[$0] & 0xC0 != 0x80 }
            starts.append(all.count)
            prefix.withUnsafeBufferPointer { head in
                Array(text.utf8).withUnsafeBufferPointer { middle in
                    suffix.withUnsafeBufferPointer { tail in
                        let input = ParserInput(prefix: head, body: middle, suffix: tail)
                        var mapper = CharacterOffsetMapper(bytes: input, isASCII: false, byteOrderMarkLength: 0)
                        var character = 0
                        for _ in 0..<(isLong ? 600 : 200) {
                            let move = isLong ? Int.random(in: -300...700, using: &random) : Int.random(in: -12...40, using: &random)
                            character = max(0, min(starts.count - 1, character + move))
                            #expect(mapper.byteOffset(ofCharacter: character) == starts[character],
                                    "character \(character) of case \(testCase), \(all.count) bytes")
                        }
                    }
                }
            }
        }
    }

    @Test func lineStartsAreFoundFromEveryOffset() {
        var random = Xoshiro(seed: (0x6c69_6e65, 1, 2, 3))
        for length in [0, 1, 7, 8, 9, 63, 200, 1000] {
            let bytes = Self.randomText(length: length, random: &random, rareBytes: true)
            bytes.withUnsafeBufferPointer { buffer in
                for offset in 0...length + 2 {
                    var expected = min(offset, length)
                    while expected > 0, bytes[expected - 1] != UInt8(ascii: "\n") { expected -= 1 }
                    #expect(PiecePlan.startOfLine(containing: offset, in: buffer) == expected, "offset \(offset) of \(length)")
                }
            }
        }
    }

    /// Line feeds are counted in runs of 255 words; ranges here cross those
    /// runs' ends and start at every alignment.
    @Test func lineFeedsAreCountedAcrossLongRanges() {
        var random = Xoshiro(seed: (0x6665_6564, 1, 2, 3))
        let bytes = Self.randomText(length: 9000, random: &random, rareBytes: true)
        bytes.withUnsafeBufferPointer { buffer in
            for start in 0..<17 {
                for end in stride(from: start, through: bytes.count, by: 97) + [bytes.count] {
                    let expected = bytes[start..<end].filter { $0 == UInt8(ascii: "\n") }.count
                    #expect(PiecePlan.countLineFeeds(buffer, from: start, to: end) == expected, "\(start)..<\(end)")
                }
            }
        }
        let allFeeds = [UInt8](repeating: UInt8(ascii: "\n"), count: 8 * 255 * 3 + 5)
        allFeeds.withUnsafeBufferPointer { buffer in
            #expect(PiecePlan.countLineFeeds(buffer, from: 0, to: allFeeds.count) == allFeeds.count)
        }
    }

    /// A CR that no line feed follows makes a file read whole; CR LF (and
    /// bytes that only look like CR, 0x8D) do not. Every start, every
    /// alignment, a lone CR last.
    @Test func loneCarriageReturnsAreFoundFromEveryStart() {
        var random = Xoshiro(seed: (0x6372_6c66, 1, 2, 3))
        for _ in 0..<400 {
            let length = Int.random(in: 0...40, using: &random)
            let text: [UInt8] = (0..<length).map { _ in [0x0D, 0x0A, 0x8D, 0x61][Int.random(in: 0...3, using: &random)] }
            text.withUnsafeBufferPointer { buffer in
                for start in 0...text.count {
                    let expected = (start..<text.count).contains { text[$0] == 0x0D && ($0 + 1 == text.count || text[$0 + 1] != 0x0A) }
                    #expect(PiecePlan.hasLoneCarriageReturn(buffer, from: start) == expected, "\(text) from \(start)")
                }
            }
        }
    }
}
