/// Where each id and token of one file is written: definitions (the keys
/// under `screens`, `transitions`, `tokens`) and uses (`from`, `to`, `tabs`,
/// `$…` values), each place once, however many aliases or merges read it.
///
/// Made from the names the compiler's decoder read (`SourceMap.names`,
/// carried by `CheckedWorkspace.names`): the server does not read the YAML
/// itself, and a transition with an error still has its names here.
struct SpecOutline: Sendable {
    struct Occurrence: Hashable, Sendable {
        var kind: CheckedWorkspace.SymbolKind
        var name: String
        var isDefinition: Bool
        /// The name's bytes, without quotes.
        var start: Int
        var end: Int
    }

    var occurrences: [Occurrence] = []

    /// `written`: a file's names as the compiler read them, in any order,
    /// a place read twice listed twice.
    init(_ written: [Occurrence]) {
        var seen: Set<Occurrence> = []
        occurrences = written.filter { seen.insert($0).inserted }
        occurrences.sort { ($0.start, $0.end) < ($1.start, $1.end) }
    }

    /// The occurrence whose name holds `offset` (or ends right at it, as a
    /// cursor after a word does).
    func occurrence(at offset: Int) -> Occurrence? {
        occurrences.first { $0.start <= offset && offset < $0.end } ?? occurrences.first { $0.end == offset }
    }
}
