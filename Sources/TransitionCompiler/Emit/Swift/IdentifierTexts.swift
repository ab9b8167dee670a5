import ParallelWork
import YAMLSource

/// The Swift identifiers of a list of ids (the screens, or the transitions)
/// as the generated table writes them, made once as UTF-8 bytes: there are
/// tens of thousands, and a `String` for each was most of the time of naming
/// long ids.
struct IdentifierTexts: Sendable {
    /// Id `i`'s identifier, as an enum case names it.
    private(set) var cases = ByteTexts()
    /// The same after a `.`: how rows and managers name it.
    private(set) var members = ByteTexts()

    /// In runs on all cores, joined in order.
    init(_ ids: [String]) {
        let runLength = 4096
        let runs = stride(from: 0, to: ids.count, by: runLength).map { $0..<min(ids.count, $0 + runLength) }
        for run in runs.concurrentMap(runLength: 1, { run in
            // Room for 24 bytes an identifier; the buffers grow if more is needed.
            let bytes = run.count * 24
            var cases = ByteTexts.Builder(texts: run.count, bytes: bytes)
            var members = ByteTexts.Builder(texts: run.count, bytes: bytes + run.count)
            for index in run {
                let id = ids[index]
                SwiftIdentifier.withIdentifier(of: id) { identifier in
                    cases.add(identifier)
                    members.add(identifier, after: ".")
                }
            }
            return IdentifierTexts(cases: cases.finish(), members: members.finish())
        }) {
            cases.append(contentsOf: run.cases)
            members.append(contentsOf: run.members)
        }
    }

    private init(cases: ByteTexts, members: ByteTexts) {
        self.cases = cases
        self.members = members
    }
}
