import Testing
@testable import transitionc_bench

/// The numbers `transitionc-bench` judges the performance targets by: each
/// case is one where a plausible slip (medians of whole columns instead of
/// round by round, the lower middle value, a negative difference) gives
/// another answer.
struct StatisticsTests {
    private func run(_ seconds: Double, cpu: Double = 0, peak: Int = 0, status: Int32 = 0) -> ChildProcess.Measurement {
        ChildProcess.Measurement(seconds: seconds, cpuSeconds: cpu, peakBytes: peak, status: status)
    }

    @Test func theMedianOfAnEvenCountIsTheUpperMiddleValue() {
        #expect(Statistics.median([3, 1, 2]) == 2)
        #expect(Statistics.median([4, 1, 3, 2]) == 3)
        #expect(Statistics.median([7]) == 7)
    }

    @Test func aSummaryTakesEachMedianOnItsOwnAndTheWorstOfTheRest() {
        let summary = Statistics.summary([
            run(0.010, cpu: 0.030, peak: 100, status: 0),
            run(0.030, cpu: 0.010, peak: 300, status: 1),
            run(0.020, cpu: 0.050, peak: 200, status: 0),
        ])
        #expect(summary.seconds == 0.020)
        // The run with the median time has 0.050 s of CPU; the median CPU time is 0.030.
        #expect(summary.cpuSeconds == 0.030)
        #expect(summary.peakBytes == 300)
        #expect(summary.status == 1)
    }

    @Test func ratiosAreTakenRoundByRound() {
        // A slow second round slows its floor and its check alike, and a
        // stolen core slows only the third round's check: the rounds' ratios
        // are 1.1, 1.1 and 3, so the median is 1.1, where the medians of
        // the two columns, 0.220 against 0.100, would say 2.2.
        let floors = [run(0.100), run(0.200), run(0.100)]
        let checks = [run(0.110), run(0.220), run(0.300)]
        #expect(abs(Statistics.medianRatio(checks, to: floors) - 1.1) < 1e-12)
    }

    @Test func differencesAreTakenRoundByRoundAndNeverBelowZero() {
        // Start-ups of 5, 9 and 5 ms beside checks of 7, 11 and 8: each
        // round's check is 2, 2 and 3 ms beyond its start-up, so the median
        // is 2 ms; the medians of the columns would say 3.
        let startUps = [run(0.005, cpu: 0.004), run(0.009, cpu: 0.008), run(0.005, cpu: 0.004)]
        let checks = [run(0.007, cpu: 0.010), run(0.011, cpu: 0.014), run(0.008, cpu: 0.012)]
        #expect(abs(Statistics.medianDifference(checks, less: startUps, in: \.seconds) - 0.002) < 1e-12)
        #expect(abs(Statistics.medianDifference(checks, less: startUps, in: \.cpuSeconds) - 0.006) < 1e-12)
        // A check that happened to finish before its start-up did costs nothing, not less.
        #expect(Statistics.medianDifference([run(0.004)], less: [run(0.005)], in: \.seconds) == 0)
    }

    @Test func flatMeansTheSlowestWithinTheToleranceOfTheFastest() throws {
        let flat = try #require(Statistics.spread([2.0, 2.5, 2.2], tolerance: 0.25))
        #expect(flat.fastest == 2.0 && flat.slowest == 2.5)
        #expect(flat.ratio == 1.25)
        #expect(flat.isFlat)
        let notFlat = try #require(Statistics.spread([2.0, 2.52], tolerance: 0.25))
        #expect(!notFlat.isFlat)
        #expect(Statistics.spread([], tolerance: 0.25) == nil)
        #expect(Statistics.spread([0, 1], tolerance: 0.25) == nil)
    }
}
