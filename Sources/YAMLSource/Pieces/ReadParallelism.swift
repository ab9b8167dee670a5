import ParallelWork

/// How many cores may read one file, and from what size a file is cut.
public struct ReadParallelism: Hashable, Sendable {
    /// Most pieces one file is cut into.
    public var pieces: Int
    /// No piece is smaller than this: below it, starting another parser
    /// costs more than it saves.
    public var minimumPieceBytes: Int

    public init(pieces: Int, minimumPieceBytes: Int) {
        self.pieces = pieces
        self.minimumPieceBytes = minimumPieceBytes
    }

    /// One piece per available core, pieces of at least 32 KiB.
    public static let automatic = ReadParallelism(pieces: AvailableCores.count, minimumPieceBytes: 32 << 10)
    /// Every file read whole by one parser.
    public static let serial = ReadParallelism(pieces: 1, minimumPieceBytes: .max)

    /// Whether a file of this size may be cut at all.
    func mayCut(_ source: SourceText) -> Bool {
        pieces > 1 && source.bytes.count >= 2 * minimumPieceBytes
    }

    /// Where to cut the file; nil to read it whole. See `PiecePlan.init`
    /// for what the caller must check first.
    func plan(_ source: SourceText) -> PiecePlan? {
        guard mayCut(source) else { return nil }
        // `PiecePlan` reads only below `bytes.count`: each of its scans checks
        // that before it reads, and `memchr` is given the count.
        return source.bytes.withUnsafeBufferPointer {
            PiecePlan($0, pieces: pieces, minimumPieceBytes: minimumPieceBytes)
        }
    }
}

/// Where a piece's own coordinates sit in the whole file.
struct PieceGeometry {
    /// Added to libyaml's 0-based line numbers.
    var lineShift: Int
    /// Added to byte offsets in the piece's buffer (which may start with a
    /// header line the file does not have there).
    var offsetShift: Int
    /// Where the file's own bytes start in the piece's buffer, after that header.
    var bodyStart: Int
    /// The offset in the piece's buffer where the file was cut, nil for the
    /// last piece. Whatever ends there ends at byte `continuation` of the file.
    var cutEnd: Int?
    var continuation: Int

    /// Whether something that ends at `offset` of the piece's buffer ends
    /// where the file was cut (or after it, in the piece's own ending).
    func endsAtCut(_ offset: Int) -> Bool {
        guard let cutEnd else { return false }
        return offset >= cutEnd
    }

    /// Whether earlier pieces come before this one: only those start with a
    /// header line, and only their aliases may name another piece's anchors.
    var followsEarlierPieces: Bool { bodyStart > 0 }

    /// Whether this reads one piece of a cut file rather than a whole file.
    var isPieceOfCutFile: Bool { cutEnd != nil || followsEarlierPieces }

    /// A file read whole: its bytes are where they are.
    static let wholeFile = PieceGeometry(lineShift: 0, offsetShift: 0, bodyStart: 0, cutEnd: nil, continuation: 0)
}
