/// Joins the documents of a cut file's pieces into the document of the whole.
///
/// Piece `i + 1` reads as `header:` followed by the rest of a top-level block
/// mapping (in flow style, `{"header": {` and the rest of a top-level flow
/// mapping), so its root's first entry continues the last entry of the file so
/// far. Joining adds each piece's nodes (already in place: every piece wrote
/// them into one `NodeStorage`), extends the continued mapping with the
/// piece's entries, and appends the piece's other top-level entries to the
/// root. It gives up (nil) on anything the whole file might read differently:
/// a key repeated across pieces, a merge key in a joined mapping, a root or
/// header that is not a mapping of the style the file was cut in.
enum DocumentJoin {
    /// `pieces` is emptied on the way, so that each piece's arrays are freed
    /// once appended and the first piece's are extended without a copy.
    /// `flow`: the file was cut in flow style (`PiecePlan`).
    static func join(_ pieces: inout [PieceReader.Piece], headers: [[UInt8]], flow: Bool) -> YAMLDocument? {
        var joined = pieces[0].document
        pieces[0].document = YAMLDocument()
        // Mappings whose merge keys were applied, as joined ids.
        var merged = pieces[0].mappingsWithMergeKeys
        guard let root = joined.root, isJoinable(root, in: joined, merged: merged, flow: flow) else { return nil }
        var rootPairs = Array(joined.children(of: joined[root]))
        guard var rootKeys = keySet(rootPairs, in: joined) else { return nil }
        // Joined mappings: their entries so far and their keys. A list, not a
        // dictionary: it holds one or two, and a dictionary of this type,
        // made only here, cost its first use a search of every conformance
        // the program has (tens of microseconds, once a process).
        var extended: [(mapping: YAMLNodeID, pairs: [YAMLNodeID], keys: KeyHashes)] = []
        var rootEnd = joined[root].span.end
        var lineMarks = joined.lines.marks

        var previousLastEntryKeys = pieces[0].lastEntryKeys
        for index in pieces.indices.dropFirst() {
            let piece = pieces[index]
            pieces[index].document = YAMLDocument()
            defer { previousLastEntryKeys = piece.lastEntryKeys }
            let document = piece.document
            let header = String(decoding: headers[index - 1], as: UTF8.self)
            // The file so far must end in `header:` with a mapping.
            guard rootPairs.count >= 2 else { return nil }
            let continuedKey = rootPairs[rootPairs.count - 2], continued = rootPairs[rootPairs.count - 1]
            guard isKey(continuedKey, named: header, in: joined, flow: flow),
                  isJoinable(continued, in: joined, merged: merged, flow: flow)
            else { return nil }

            guard let pieceRoot = document.root, isJoinable(pieceRoot, in: document, merged: piece.mappingsWithMergeKeys, flow: flow)
            else { return nil }
            let piecePairs = Array(document.children(of: document[pieceRoot]))
            guard piecePairs.count >= 2, isKey(piecePairs[0], named: header, in: document, flow: flow),
                  isJoinable(piecePairs[1], in: document, merged: piece.mappingsWithMergeKeys, flow: flow),
                  let continuationKeys = piece.firstEntryKeys
            else { return nil }

            // Taken out while extended, so that its keys are not copied.
            var entry: (pairs: [YAMLNodeID], keys: KeyHashes)
            if let soFar = extended.firstIndex(where: { $0.mapping == continued }) {
                let taken = extended.remove(at: soFar)
                entry = (taken.pairs, taken.keys)
            } else {
                // First extended now: it is the previous piece's last entry,
                // whose keys that piece's worker already hashed.
                guard let keys = previousLastEntryKeys else { return nil }
                entry = (Array(joined.children(of: joined[continued])), keys)
            }
            guard entry.keys.isDisjoint(with: continuationKeys) else { return nil }
            // Only a mapping that fills this whole piece goes on into the
            // next one; otherwise its keys are never compared again.
            if index < pieces.count - 1, piecePairs.count == 2 {
                entry.keys = entry.keys.merged(with: continuationKeys)
            }

            // Read before the piece's nodes are renumbered into the joined
            // document. Node ids need no renumbering: every piece numbered
            // its nodes by their place in the one storage.
            let continuation = document.children(of: document[piecePairs[1]])
            let continuationEnd = document[piecePairs[1]].span.end, pieceEnd = document[pieceRoot].span.end

            append(document, to: &joined)
            // Each piece marked only its own bytes: in file order already.
            let lastMarked = lineMarks.last?.offset ?? -1
            lineMarks += document.lines.marks.drop { $0.offset <= lastMarked }
            merged.formUnion(piece.mappingsWithMergeKeys)
            entry.pairs += continuation
            extended.append((continued, entry.pairs, entry.keys))
            setEnd(of: continued, to: continuationEnd, in: &joined)

            let newRootPairs = piecePairs.dropFirst(2)
            guard insertKeys(newRootPairs, into: &rootKeys, in: joined) else { return nil }
            rootPairs += newRootPairs
            rootEnd = pieceEnd
        }
        for (mapping, pairs, _) in extended { setChildren(of: mapping, to: pairs, in: &joined) }
        setChildren(of: root, to: rootPairs, in: &joined)
        setEnd(of: root, to: rootEnd, in: &joined)
        joined.lines = LineMap(source: joined.lines.source, marks: lineMarks)
        return joined
    }

    /// A mapping of the style the file was cut in, written in place, without
    /// merge keys.
    private static func isJoinable(_ id: YAMLNodeID, in document: YAMLDocument, merged: Set<YAMLNodeID>,
                                   flow: Bool) -> Bool {
        let node = document[id]
        return node.kind == .mapping && node.isFlow == flow && !merged.contains(id)
    }

    /// A plain key (or, in flow style, a double-quoted one: JSON's) with
    /// the text `name` and no tag.
    private static func isKey(_ id: YAMLNodeID, named name: String, in document: YAMLDocument, flow: Bool) -> Bool {
        let node = document[id]
        return node.kind == .scalar && (node.style == .plain || flow && node.style == .doubleQuoted)
            && node.tagIndex < 0 && document.scalars[Int(node.payload)].hasSameUTF8(as: name)
    }

    /// The keys of mapping pairs, nil if one is not a scalar (a complex key
    /// cannot be compared by text) or is repeated. By bytes, as the whole
    /// file's reader compares keys.
    private static func keySet(_ pairs: some Collection<YAMLNodeID>, in document: YAMLDocument) -> Set<UTF8Key>? {
        var keys = Set<UTF8Key>(minimumCapacity: pairs.count / 2)
        return insertKeys(pairs, into: &keys, in: document) ? keys : nil
    }

    /// The keys of the mappings a piece's first and last top-level entries
    /// hold: what it continues from the piece before it, and what the next
    /// piece may continue. Hashed by each piece's worker, on its own core, so
    /// that joining only compares. Nil where that entry's value is not a
    /// mapping or a key is not a scalar; the same list twice when the piece
    /// has one entry.
    static func edgeEntryKeys(of document: YAMLDocument, first: Bool, last: Bool)
        -> (first: KeyHashes?, last: KeyHashes?)
    {
        guard let root = document.root, document[root].kind == .mapping else { return (nil, nil) }
        let pairs = document.children(of: document[root])
        guard pairs.count >= 2 else { return (nil, nil) }
        func keys(ofValue value: YAMLNodeID) -> KeyHashes? {
            guard document[value].kind == .mapping else { return nil }
            return KeyHashes(pairs: document.children(of: document[value]), in: document)
        }
        let firstKeys = first ? keys(ofValue: pairs[pairs.startIndex + 1]) : nil
        guard last else { return (firstKeys, nil) }
        return (firstKeys, first && pairs.count == 2 ? firstKeys : keys(ofValue: pairs[pairs.endIndex - 1]))
    }

    /// Adds the keys of mapping pairs to `keys`; false if one is not a scalar
    /// or is already there. Each key is hashed once, to check and to add.
    private static func insertKeys(_ pairs: some Collection<YAMLNodeID>, into keys: inout Set<UTF8Key>,
                                   in document: YAMLDocument) -> Bool {
        var isKey = true
        for id in pairs {
            defer { isKey.toggle() }
            guard isKey else { continue }
            guard let text = document.text(id), keys.insert(UTF8Key(text)).inserted else { return false }
        }
        return true
    }

    /// Adds a piece's nodes, children, scalars and tags to `joined`. The
    /// nodes stay where the piece wrote them, in the storage both share;
    /// only their indexes into the piece's own children, scalars and tags
    /// are renumbered.
    private static func append(_ piece: YAMLDocument, to joined: inout YAMLDocument) {
        let childBase = Int32(joined.childIDs.count)
        let scalarBase = Int32(joined.scalars.count)
        let tagIndexes: [Int32] = piece.tags.map { tag in
            // By bytes, as each piece's reader numbered its tags.
            if let existing = joined.tags.firstIndex(where: { $0.hasSameUTF8(as: tag) }) { return Int32(existing) }
            joined.tags.append(tag)
            return Int32(joined.tags.count - 1)
        }
        let nodes = joined.storage.base
        for range in piece.nodeRanges {
            for index in range {
                switch nodes[index].kind {
                case .scalar: nodes[index].payload += scalarBase
                case .alias: break
                case .sequence, .mapping: nodes[index].payload += childBase
                }
                let tag = nodes[index].tagIndex
                if tag >= 0 { nodes[index].tagIndex = tagIndexes[Int(tag)] }
            }
        }
        joined.nodeRanges += piece.nodeRanges
        joined.childIDs.append(contentsOf: piece.childIDs)
        joined.scalars.append(contentsOf: piece.scalars)
    }

    private static func setChildren(of id: YAMLNodeID, to pairs: [YAMLNodeID], in document: inout YAMLDocument) {
        let start = Int32(document.childIDs.count)
        document.modify(id) { node in
            node.payload = start
            node.count = Int32(pairs.count)
        }
        document.childIDs.append(contentsOf: pairs)
    }

    private static func setEnd(of id: YAMLNodeID, to end: Int32, in document: inout YAMLDocument) {
        document.modify(id) { $0.span.end = end }
    }
}
