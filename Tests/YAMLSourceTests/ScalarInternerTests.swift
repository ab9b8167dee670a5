import Testing
@testable import YAMLSource

/// Equal texts get one index and different texts different ones, whatever
/// their length: texts of up to eight bytes are compared as one word, longer
/// ones byte by byte, and the table grows as texts arrive.
struct ScalarInternerTests {
    @Test func equalTextsShareAnIndexAndDifferentTextsDoNot() {
        // Lengths around the eight-byte word, a NUL that a packed word would
        // not tell from its end, shared prefixes, and enough texts to grow.
        var texts: [[UInt8]] = [[], [0], [0, 0], Array("a".utf8), Array("a\u{0}".utf8), Array("abcdefg".utf8),
                                Array("abcdefgh".utf8), Array("abcdefghi".utf8), Array("abcdefgh\u{0}".utf8),
                                Array("ünïcödé".utf8), Array("ünïcödé!".utf8)]
        texts += (0..<5000).map { Array("screen\($0)".utf8) }
        var scalars: [String] = []
        var interner = ScalarInterner(expectedBytes: 0, scalars: &scalars)
        func intern(_ text: [UInt8]) -> Int32 {
            text.withUnsafeBufferPointer { interner.intern($0, into: &scalars) }
        }
        let first = texts.map(intern)
        #expect(Set(first).count == texts.count)
        #expect(first == Array(0..<Int32(texts.count)))
        #expect(texts.map(intern) == first)
        #expect(scalars == texts.map { String(decoding: $0, as: UTF8.self) })
    }
}
