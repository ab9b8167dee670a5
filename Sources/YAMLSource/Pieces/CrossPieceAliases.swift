/// Links the aliases that name an anchor of an earlier piece, as reading the
/// whole file would: each stands for the last node before it with that
/// anchor.
///
/// A spec that defines a gesture or a curve once (`&down`) and names it in
/// every transition after (`*down`) would otherwise be read whole, on one
/// core, as soon as a cut fell between the two. A piece cannot look the
/// anchor up itself (the earlier piece is being read at the same time, on
/// another core), so it leaves such an alias pointing nowhere, and this step
/// points it once every piece is read. The nodes are in the one storage all
/// pieces share, numbered by their place in it, so the link is the target's
/// id as it is. A merge key naming such an alias (`<<: *base`) is applied
/// once the pieces are joined.
enum CrossPieceAliases {
    /// How many nodes the linked aliases add to the pieces' own counts (each
    /// was counted there as one node); nil when an alias names no anchor
    /// before it, or one still open where its piece ended (an alias inside
    /// the node it names). Reading the whole file then reports it.
    static func link(_ pieces: [PieceReader.Piece], in storage: NodeStorage) -> Int? {
        guard let last = pieces.lastIndex(where: { !$0.aliasesToEarlierPieces.isEmpty }) else { return 0 }
        var visible: [String: (node: YAMLNodeID, size: Int)] = [:]
        var addedNodes = 0
        for piece in pieces[...last] {
            // Each name once, however many aliases use it.
            let targets = piece.earlierAnchorNames.map { visible[$0] }
            for alias in piece.aliasesToEarlierPieces {
                guard let target = targets[Int(alias.name)], target.size >= 0 else { return nil }
                storage.base[Int(alias.node.index)].payload = target.node.index
                addedNodes += target.size - 1
            }
            // A later anchor of the same name hides the earlier one.
            visible.merge(piece.anchors) { _, later in later }
        }
        return addedNodes
    }

    /// Applies the merge keys that named an alias to an earlier piece, now
    /// linked, to the joined document; false when a merge names something
    /// other than mappings, which reading the whole file reports.
    static func applyMerges(_ merges: [(mapping: YAMLNodeID, mergeValues: [YAMLNodeID])],
                            to document: inout YAMLDocument) -> Bool {
        // Kept from one mapping to the next, so that neither allocates for each.
        var pairs: [YAMLNodeID] = []
        var seen = TextKeys()
        for (mapping, mergeValues) in merges {
            pairs.removeAll(keepingCapacity: true)
            pairs += document.children(of: document[mapping])
            // Each piece interned its own texts, so keys from two pieces are
            // compared by their bytes rather than by index, as the whole
            // file's reader compares them: not as `String`s, which would
            // drop a merged `e\u{301}` beside an explicit `\u{E9}`.
            seen.removeAll()
            for index in stride(from: 0, to: pairs.count, by: 2) {
                if let text = document.text(pairs[index]) { _ = seen.insert(text) }
            }
            var isValid = true
            MergeKeys.appendMerged(
                from: mergeValues, to: &pairs, in: document,
                isNew: { key in document.text(key).map { seen.insert($0) } ?? true },
                report: { _ in isValid = false })
            guard isValid else { return false }
            let start = Int32(document.childIDs.count)
            document.childIDs += pairs
            document.modify(mapping) { [count = Int32(pairs.count)] node in
                node.payload = start
                node.count = count
            }
        }
        return true
    }
}

/// The keys of one mapping, by their bytes (`UTF8Key`): a short list, as
/// most mappings are (a set of strings cost ten times as much for them), and
/// a set for long ones.
private struct TextKeys {
    private var few: [UTF8Key] = []
    private var many: Set<UTF8Key>?

    mutating func removeAll() {
        few.removeAll(keepingCapacity: true)
        many = nil
    }

    /// Adds `text`; false if it was there already.
    mutating func insert(_ text: String) -> Bool {
        let text = UTF8Key(text)
        if many != nil { return many!.insert(text).inserted }
        if few.contains(text) { return false }
        few.append(text)
        if few.count > 16 {
            many = Set(few)
            few = []
        }
        return true
    }
}
