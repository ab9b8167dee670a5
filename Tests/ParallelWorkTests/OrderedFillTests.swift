import Testing
@testable import ParallelWork

/// `filledInOrder`: runs that write fewer values than their room leave no
/// gap, and values and summaries come back in run order, whatever ran where.
struct OrderedFillTests {
    @Test(arguments: [0, 1, 2, 7, 300])
    func valuesAreInRunOrderWithoutGaps(runs: Int) {
        let capacities = (0..<runs).map { $0 % 5 + 1 }
        // Run r writes its even offsets only: most runs leave a gap.
        let (values, summaries) = [String].filledInOrder(capacities: capacities) { run, output in
            for offset in 0..<capacities[run] where offset % 2 == 0 { output.append("\(run).\(offset)") }
            return output.count
        }
        let expected = (0..<runs).flatMap { run in
            (0..<capacities[run]).filter { $0 % 2 == 0 }.map { "\(run).\($0)" }
        }
        #expect(values == expected)
        #expect(summaries == capacities.map { ($0 + 1) / 2 })
    }

    @Test func runsWithNoRoomStillGiveTheirSummaries() {
        let (values, summaries) = [Int].filledInOrder(capacities: [0, 0, 0]) { run, _ in run }
        #expect(values.isEmpty)
        #expect(summaries == [0, 1, 2])
    }
}
