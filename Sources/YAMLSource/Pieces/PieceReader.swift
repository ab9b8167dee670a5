import ParallelWork

/// Reads the pieces of a cut file on as many cores, then joins their
/// documents. Returns nil whenever the pieces might not read as the whole file
/// would: any piece with a problem (an error, a duplicate key, a limit), and
/// anything `DocumentJoin` cannot prove to be the same. The caller then reads
/// the file whole, so every problem is reported exactly as without cutting.
enum PieceReader {
    struct Piece {
        var document: YAMLDocument
        var expandedNodes: Int
        var mappingsWithMergeKeys: Set<YAMLNodeID>
        /// For every piece but the first, and every piece but the last:
        /// `DocumentJoin.edgeEntryKeys`.
        var firstEntryKeys: KeyHashes?
        var lastEntryKeys: KeyHashes?
        /// The piece's anchors as it ends, and its aliases that name none of
        /// them (`TreeBuilder`): linked across pieces by `CrossPieceAliases`.
        var anchors: [String: (node: YAMLNodeID, size: Int)]
        var aliasesToEarlierPieces: [(node: YAMLNodeID, name: Int32)]
        var earlierAnchorNames: [String]
        var mergesLeftToJoin: [(mapping: YAMLNodeID, mergeValues: [YAMLNodeID])]
    }

    /// `giveUp`: shared by the pieces; a test passes one already raised.
    static func read(_ source: SourceText, plan: PiecePlan, isASCII: Bool, limits: YAMLLimits,
                     giveUp: GiveUpFlag = GiveUpFlag()) -> YAMLDocument? {
        let cuts = plan.cuts
        let slots = Slots<Piece?>(count: cuts.count + 1)
        let regions = nodeRegions(cuts: cuts, fileBytes: source.bytes.count, limits: limits)
        source.bytes.withUnsafeBufferPointer { bytes in
            // The buffer is only read, and outlives the workers. Each piece reads
            // between two cuts, and every cut lies within `0...bytes.count`.
            nonisolated(unsafe) let bytes = bytes
            WorkerPool.perform(iterations: cuts.count + 1) { index in
                slots[index] = readPiece(index, cuts: cuts, bytes: bytes, source: source, isASCII: isASCII, limits: limits,
                                         region: regions[index], giveUp: giveUp)
            }
        }
        var pieces: [Piece] = []
        for piece in slots.takeValues() {
            guard let piece else { return nil }
            pieces.append(piece)
        }
        guard let linkedNodes = CrossPieceAliases.link(pieces, in: regions[0].storage) else { return nil }
        // Each piece after the first adds three nodes the file does not have:
        // its root, the header key, and the header's mapping.
        let total = pieces.reduce(0) { $0 + $1.expandedNodes } - 3 * cuts.count + linkedNodes
        guard total <= limits.maxNodes else { return nil }
        let merges = pieces.flatMap(\.mergesLeftToJoin)
        guard var joined = DocumentJoin.join(&pieces, headers: cuts.map(\.header), flow: plan.isFlowStyle),
              CrossPieceAliases.applyMerges(merges, to: &joined)
        else { return nil }
        return joined
    }

    /// One region of a shared node storage for each piece, in file order,
    /// with room for a node every two bytes of the piece and what it adds:
    /// several times what specs hold (about one every eight to ten bytes),
    /// and only what is written takes memory. A piece denser than that fails
    /// and the file is read whole.
    private static func nodeRegions(cuts: [PiecePlan.Cut], fileBytes: Int, limits: YAMLLimits) -> [NodeRegion] {
        var sizes: [Int] = []
        var start = 0
        for index in 0...cuts.count {
            let end = index < cuts.count ? cuts[index].offset : fileBytes
            let added = (index == 0 ? 0 : cuts[index - 1].prefix.count) + (index < cuts.count ? cuts[index].suffix.count : 0)
            sizes.append(min((added + end - start) / 2, limits.maxNodes) + 16)
            start = end
        }
        // Not cut from the shared huge-page chunks (`HugePageBlocks`), where
        // a storage of this size would otherwise go: the pieces fill about a
        // fifth of it, so the nodes of a file of a few hundred kilobytes lie
        // in one or two 2 MiB pages, which the pieces' threads first touch at
        // once. The kernel clears a whole page for one of them while the
        // others wait, and each piece took longer than in pages of 4 KiB.
        let storage = NodeStorage(capacity: sizes.reduce(0, +), packed: false)
        var regions: [NodeRegion] = []
        var regionStart = 0
        for size in sizes {
            regions.append(NodeRegion(storage: storage, start: regionStart, limit: regionStart + size, canGrow: false))
            regionStart += size
        }
        return regions
    }

    private static func readPiece(_ index: Int, cuts: [PiecePlan.Cut], bytes: UnsafeBufferPointer<UInt8>,
                                  source: SourceText, isASCII: Bool, limits: YAMLLimits, region: NodeRegion,
                                  giveUp: GiveUpFlag) -> Piece? {
        let start = index == 0 ? 0 : cuts[index - 1].offset
        let end = index < cuts.count ? cuts[index].offset : bytes.count
        let prefix = index == 0 ? [] : cuts[index - 1].prefix
        let body = UnsafeBufferPointer(rebasing: bytes[start..<end])
        guard let parser = LibYAMLParser(prefix: prefix, body: body, suffix: index < cuts.count ? cuts[index].suffix : [])
        else { return nil }
        let geometry = PieceGeometry(
            lineShift: index == 0 ? 0 : cuts[index - 1].line - 1,
            offsetShift: start - prefix.count,
            bodyStart: prefix.count,
            cutEnd: index < cuts.count ? prefix.count + end - start : nil,
            continuation: index < cuts.count ? cuts[index].offset + cuts[index].indent : 0)
        var builder = TreeBuilder(
            limits: limits, source: source,
            mapper: CharacterOffsetMapper(bytes: parser.input, isASCII: isASCII,
                                          byteOrderMarkLength: index == 0 ? source.byteOrderMarkLength : 0),
            piece: geometry, expectedBytes: prefix.count + end - start, region: region,
            childBytes: index == 0 ? bytes.count : nil, giveUp: giveUp)
        builder.run(parser)
        guard !builder.failed, !builder.hasProblems else {
            giveUp.raise()
            return nil
        }
        let keys = DocumentJoin.edgeEntryKeys(of: builder.document, first: index > 0, last: index < cuts.count)
        return Piece(document: builder.document, expandedNodes: builder.expandedNodes,
                     mappingsWithMergeKeys: builder.mappingsWithMergeKeys,
                     firstEntryKeys: keys.first, lastEntryKeys: keys.last,
                     anchors: builder.anchors, aliasesToEarlierPieces: builder.aliasesToEarlierPieces,
                     earlierAnchorNames: builder.earlierAnchorNames,
                     mergesLeftToJoin: builder.mergesLeftToJoin)
    }
}
