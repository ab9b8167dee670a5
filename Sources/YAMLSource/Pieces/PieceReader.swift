import Dispatch

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
    }

    static func read(_ source: SourceText, plan: PiecePlan, isASCII: Bool, limits: YAMLLimits) -> YAMLDocument? {
        let cuts = plan.cuts
        var t0 = PClock.now()
        let slots = Slots<Piece?>(count: cuts.count + 1)
        source.bytes.withUnsafeBufferPointer { bytes in
            // The buffer is only read, and outlives the workers.
            nonisolated(unsafe) let bytes = bytes
            DispatchQueue.concurrentPerform(iterations: cuts.count + 1) { index in
                var tp = PClock.now()
                slots[index] = readPiece(index, cuts: cuts, bytes: bytes, source: source, isASCII: isASCII, limits: limits)
                PClock.lap("      piece \(index)", &tp)
            }
        }
        PClock.lap("    pieces", &t0)
        var pieces: [Piece] = []
        for piece in slots.takeValues() {
            guard let piece else { return nil }
            pieces.append(piece)
        }
        // Each piece after the first adds three nodes the file does not have:
        // its root, the header key, and the header's mapping.
        let total = pieces.reduce(0) { $0 + $1.expandedNodes } - 3 * cuts.count
        guard total <= limits.maxNodes else { return nil }
        let d = DocumentJoin.join(&pieces, headers: cuts.map(\.header))
        PClock.lap("    join", &t0)
        return d
    }

    private static func readPiece(_ index: Int, cuts: [PiecePlan.Cut], bytes: UnsafeBufferPointer<UInt8>,
                                  source: SourceText, isASCII: Bool, limits: YAMLLimits) -> Piece? {
        let start = index == 0 ? 0 : cuts[index - 1].offset
        let end = index < cuts.count ? cuts[index].offset : bytes.count
        let prefix = index == 0 ? [] : cuts[index - 1].header + [UInt8(ascii: ":"), UInt8(ascii: "\n")]
        let body = UnsafeBufferPointer(rebasing: bytes[start..<end])
        guard let parser = LibYAMLParser(prefix: prefix, body: body) else { return nil }
        var continuation = SourcePosition.start
        if index < cuts.count {
            let cut = cuts[index]
            continuation = SourcePosition(line: cut.line + 1, column: cut.indent + 1, offset: cut.offset + cut.indent)
        }
        let geometry = PieceGeometry(
            lineShift: index == 0 ? 0 : cuts[index - 1].line - 1,
            offsetShift: start - prefix.count,
            cutEnd: index < cuts.count ? prefix.count + end - start : nil,
            continuation: continuation)
        var builder = TreeBuilder(
            limits: limits, source: source,
            mapper: CharacterOffsetMapper(bytes: UnsafeBufferPointer(parser.input), isASCII: isASCII,
                                          byteOrderMarkLength: index == 0 ? source.byteOrderMarkLength : 0),
            piece: geometry, expectedBytes: index == 0 ? bytes.count : end - start)
        builder.run(parser)
        guard !builder.failed, builder.problems.isEmpty else { return nil }
        return Piece(document: builder.document, expandedNodes: builder.expandedNodes,
                     mappingsWithMergeKeys: builder.mappingsWithMergeKeys)
    }
}

import Glibc
enum PClock {
    static func now() -> Double { var ts = timespec(); clock_gettime(CLOCK_MONOTONIC, &ts); return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9 }
    static func lap(_ name: String, _ t: inout Double) {
        let n = now(); if getenv("TC_TIMING") != nil { var u = rusage(); getrusage(RUSAGE_SELF.rawValue, &u); print("\(name): \(Int((n - t) * 1e6)) us  minflt \(u.ru_minflt) maxrss \(u.ru_maxrss / 1024) MiB") }; t = n
    }
}
