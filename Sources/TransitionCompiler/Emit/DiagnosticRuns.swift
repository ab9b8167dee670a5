import ParallelWork
import YAMLSource

/// Renders a long list of diagnostics on all cores: runs of them, each into
/// a string of its own, joined in order, so the output is the same bytes as
/// one loop's. A spec that sets off a warning in each of 20 000 transitions
/// spent about as long printing them as checking the spec.
enum DiagnosticRuns {
    static let runLength = 512

    /// `append(index, output)` writes diagnostic `index` (and whatever goes
    /// before it) at the end of `output`.
    static func render(count: Int, _ append: @escaping @Sendable (Int, inout String) -> Void) -> String {
        let starts = Array(stride(from: 0, to: count, by: runLength))
        let runs = starts.concurrentMap(runLength: 1) { start in
            var output = ""
            for index in start..<min(count, start + runLength) { append(index, &output) }
            return output
        }
        return runs.count == 1 ? runs[0] : runs.joined()
    }
}
