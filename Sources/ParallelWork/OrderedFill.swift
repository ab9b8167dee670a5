/// Where one run of `Array.filledInOrder` writes its values: its own part
/// of the result, from the run's first slot on, in order.
@frozen
public struct RunOutput<Value>: ~Copyable {
    @usableFromInline let base: UnsafeMutablePointer<Value>
    @usableFromInline let start: Int
    @usableFromInline let end: Int
    @usableFromInline var next: Int

    @inlinable
    init(base: UnsafeMutablePointer<Value>, start: Int, end: Int) {
        self.base = base
        self.start = start
        self.end = end
        next = start
    }

    /// Adds a value after the run's last. A run writes at most its
    /// capacity: checked in every build, as this is a raw write.
    @inlinable
    public mutating func append(_ value: consuming Value) {
        precondition(next < end, "a run wrote past its part of the result")
        (base + next).initialize(to: value)
        next += 1
    }

    /// How many values the run has written.
    @inlinable
    public var count: Int { next - start }
}

extension Array {
    /// An array made run by run on all cores: run `r` writes at most
    /// `capacities[r]` values, with `fill(r, &output)`, straight into its own
    /// part of the result; where a run wrote fewer, the gap is closed
    /// afterwards, so the values are in run order, then in the order each
    /// run wrote them, whatever the number of cores or the timing. Each run
    /// also returns a summary (its diagnostics, say), given back in run order.
    ///
    /// No run's values are copied into an array of its own and then into
    /// the result: for tens of thousands of large values that copy (a
    /// retain and a release of each) cost a core as much as making them.
    /// `hugePages`: advise the result's memory for 2 MiB pages (`HugePages`).
    ///
    /// Inlinable, so that it is specialised for `Element` where it is
    /// called, as the loops it replaced were.
    @inlinable
    public static func filledInOrder<Summary>(
        capacities: [Int], hugePages: Bool = false,
        _ fill: (Int, inout RunOutput<Element>) -> Summary
    ) -> (values: [Element], summaries: [Summary]) {
        var starts: [Int] = []
        starts.reserveCapacity(capacities.count)
        var total = 0
        for capacity in capacities {
            starts.append(total)
            total += capacity
        }
        let summaries = Slots<(written: Int, summary: Summary)>(count: capacities.count)
        let values = [Element](unsafeUninitializedCapacity: total) { buffer, initialized in
            initialized = 0
            guard let base = buffer.baseAddress else {
                // No room at all: every run has a capacity of zero.
                for run in capacities.indices {
                    var output = RunOutput<Element>(base: .allocate(capacity: 0), start: 0, end: 0)
                    let summary = fill(run, &output)
                    output.base.deallocate()
                    summaries[run] = (0, summary)
                }
                return
            }
            if hugePages { HugePages.advise(UnsafeMutableRawBufferPointer(buffer)) }
            // Each run writes only its own slots, and the buffer outlives the workers.
            nonisolated(unsafe) let shared = base
            WorkerPool.perform(iterations: capacities.count) { run in
                var output = RunOutput<Element>(base: shared, start: starts[run], end: starts[run] + capacities[run])
                let summary = fill(run, &output)
                summaries[run] = (output.count, summary)
            }
            // A run that wrote fewer than its capacity left a gap: close it.
            var end = 0
            for run in capacities.indices {
                let written = summaries[run].written
                // Runs' parts follow one another, and each wrote at most its own.
                precondition(end <= starts[run] && starts[run] + written <= total, "a run past its part of the result")
                if starts[run] != end { (base + end).moveInitialize(from: base + starts[run], count: written) }
                end += written
            }
            initialized = end
        }
        return (values, summaries.takeValues().map(\.summary))
    }
}
