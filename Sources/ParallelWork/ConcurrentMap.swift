extension Array where Element: Sendable {
    /// `map`, on all cores for long arrays: the elements are cut into runs of
    /// `runLength`, each run mapped by one worker into its own slot, and the
    /// runs joined in order, so the result is the same as `map`'s.
    ///
    /// Inlinable, so that it is specialised where it is called: generic, it
    /// read each element through the collection's witness, allocating the
    /// accessor's frame for each.
    @inlinable
    public func concurrentMap<Result: Sendable>(runLength: Int = 4096,
                                                _ transform: @escaping @Sendable (Element) -> Result) -> [Result] {
        let runCount = (count + runLength - 1) / runLength
        guard runCount > 1 else { return map(transform) }
        let runs = Slots<[Result]>(count: runCount)
        WorkerPool.perform(iterations: runCount) { run in
            runs[run] = self[run * runLength..<Swift.min(count, (run + 1) * runLength)].map(transform)
        }
        var result: [Result] = []
        result.reserveCapacity(count)
        for run in 0..<runCount { result += runs.take(run) }
        return result
    }
}
