/// What the bench reports of its rounds: medians, and ratios and differences
/// taken round by round, so that runs made moments apart are compared with
/// each other rather than with runs made in another moment of a shared
/// machine.
enum Statistics {
    /// The middle value; of an even count, the upper of the two middle ones
    /// (a value that was measured, not an average of two).
    static func median(_ values: [Double]) -> Double {
        precondition(!values.isEmpty, "the median of no values")
        return values.sorted()[values.count / 2]
    }

    /// The median time and the median CPU time (each of its own: the run
    /// with the median time need not have the median CPU time), the largest
    /// peak memory and the worst exit status.
    static func summary(_ measurements: [ChildProcess.Measurement]) -> ChildProcess.Measurement {
        ChildProcess.Measurement(
            seconds: median(measurements.map(\.seconds)),
            cpuSeconds: median(measurements.map(\.cpuSeconds)),
            peakBytes: measurements.map(\.peakBytes).max() ?? 0,
            status: measurements.map(\.status).max() ?? 0)
    }

    /// The median of each round's ratio of `runs` to `floors`.
    static func medianRatio(_ runs: [ChildProcess.Measurement], to floors: [ChildProcess.Measurement]) -> Double {
        precondition(runs.count == floors.count, "a run and a floor in every round")
        return median(zip(runs, floors).map { run, floor in run.seconds / max(floor.seconds, 1e-9) })
    }

    /// The median of each round's `runs` less its `baselines` (never below
    /// zero), in `time`: wall or CPU seconds.
    static func medianDifference(_ runs: [ChildProcess.Measurement], less baselines: [ChildProcess.Measurement],
                                 in time: KeyPath<ChildProcess.Measurement, Double>) -> Double {
        precondition(runs.count == baselines.count, "a run and a baseline in every round")
        return median(zip(runs, baselines).map { run, baseline in max(0, run[keyPath: time] - baseline[keyPath: time]) })
    }

    /// The slowest of `values` against the fastest: flat when the slowest is
    /// within `tolerance` (0.25 for 25 %) of the fastest. Nil when there is
    /// nothing to compare (no values, or a fastest of zero).
    static func spread(_ values: [Double], tolerance: Double)
        -> (fastest: Double, slowest: Double, ratio: Double, isFlat: Bool)?
    {
        guard let fastest = values.min(), let slowest = values.max(), fastest > 0 else { return nil }
        return (fastest, slowest, slowest / fastest, slowest <= fastest * (1 + tolerance))
    }
}
