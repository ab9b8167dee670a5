import Testing
@testable import TransitionCompiler

struct DecimalFormattingTests {
    @Test func fixedDecimals() {
        #expect(DecimalFormatting.fixed(0.5, places: 2) == "0.50")
        #expect(DecimalFormatting.fixed(216, places: 2) == "216.00")
        #expect(DecimalFormatting.fixed(-1.005, places: 1) == "-1.0")
        #expect(DecimalFormatting.fixed(-0.001, places: 2) == "0.00")
        #expect(DecimalFormatting.fixed(7, places: 0) == "7")
    }

    @Test func roundedThenShortest() {
        #expect(DecimalFormatting.short(100.0 / 844, places: 6) == "0.118483")
        #expect(DecimalFormatting.short(1 - 0.35, places: 6) == "0.65")
        #expect(DecimalFormatting.short(-1e-9, places: 6) == "0")
        #expect(DecimalFormatting.short(2, places: 6) == "2")
    }

    /// Milliseconds become the double nearest the decimal the spec wrote, so
    /// every output writes them back as that decimal (`350ms`: 0.35, not
    /// 350 × 0.001 = 0.35000000000000003).
    @Test(arguments: [("350ms", "0.35"), ("1500ms", "1.5"), ("12ms", "0.012"), (".5ms", "0.0005"),
                      ("0.35s", "0.35"), ("100.25ms", "0.10025"), ("1000ms", "1.0"), ("7ms", "0.007")])
    func millisecondsReadAsTheirDecimal(_ text: String, _ shortest: String) throws {
        let seconds = try #require(NodeReader.parseDuration(text))
        #expect("\(seconds)" == shortest)
    }
}
