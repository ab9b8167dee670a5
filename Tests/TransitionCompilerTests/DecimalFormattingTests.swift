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
}
