/// Applying a mapping's `<<` merge keys, once its own keys are known: the
/// entries of each mapping a merge names are appended in order, unless the
/// key is already there (explicit keys win, then earlier sources win over
/// later ones). The tree builder does this when a mapping ends; joining the
/// pieces of a cut file does it for a mapping whose merge names an anchor of
/// an earlier piece, once that is linked (`CrossPieceAliases`).
enum MergeKeys {
    /// Appends what `mergeValues` merge into `pairs`. `isNew` adds a key to
    /// those seen and says whether it was not there yet; `report` is given
    /// each merge value that names something other than mappings.
    static func appendMerged(
        from mergeValues: [YAMLNodeID], to pairs: inout [YAMLNodeID], in document: YAMLDocument,
        isNew: (YAMLNodeID) -> Bool, report: (SpannedProblem) -> Void
    ) {
        for mergeValue in mergeValues {
            for source in sources(mergeValue, in: document, report: report) {
                let entries = document.entries(source)
                for index in entries.indices {
                    let (key, value) = entries[index]
                    guard isNew(key) else { continue }
                    pairs.append(key)
                    pairs.append(value)
                }
            }
        }
    }

    /// The mappings a merge value names: itself, or each item of a list.
    private static func sources(_ value: YAMLNodeID, in document: YAMLDocument,
                                report: (SpannedProblem) -> Void) -> [YAMLNodeID] {
        let resolved = document.target(of: value)
        switch document[resolved].kind {
        case .mapping:
            return [resolved]
        case .sequence:
            var sources: [YAMLNodeID] = []
            for item in document.items(resolved) {
                let target = document.target(of: item)
                if document[target].kind == .mapping {
                    sources.append(target)
                } else {
                    report(SpannedProblem(
                        .invalidMerge, "each item of a merge list `<<` must be a mapping or an alias of one",
                        at: document[item].span))
                }
            }
            return sources
        default:
            report(SpannedProblem(
                .invalidMerge, "the merge key `<<` takes a mapping, an alias of one, or a list of them",
                at: document[value].span))
            return []
        }
    }
}
