import Testing
@testable import transitionc_bench

/// The bench's command line: a mistake is an error before anything runs,
/// not a minute and a half of measuring with the option ignored.
struct BenchOptionsTests {
    @Test func withNoOptionsItRunsTwentyOneRoundsAndWritesNothing() throws {
        let options = try BenchOptions.parse([])
        #expect(options.runs == 21)
        #expect(options.write == nil)
    }

    @Test func theRoundsAndTheDirectoryAreTakenAsGiven() throws {
        #expect(try BenchOptions.parse(["--runs", "5"]).runs == 5)
        #expect(try BenchOptions.parse(["--write", "sets"]).write == "sets")
    }

    @Test(arguments: [["--runs", "0"], ["--runs", "-3"], ["--runs", "many"], ["--runs"], ["--rnus", "3"], ["extra"]])
    func aMistakeIsAnError(arguments: [String]) {
        #expect(throws: (any Error).self) { try BenchOptions.parse(arguments) }
    }
}
