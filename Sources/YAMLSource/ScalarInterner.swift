/// Gives each distinct scalar text one index into the document's `scalars`.
///
/// A spec repeats the same few words thousands of times (`kind`, `present`,
/// `from`, a screen id once as a key and again in every reference), so
/// looking the bytes up is much cheaper than making a `String` of each, and
/// the document holds each text once. Equal texts get equal indexes, which
/// also makes comparing two keys an integer comparison.
internal import CTreeBuilder

struct ScalarInterner {
    /// Open addressing: each slot is an index into `texts`, or -1.
    private var slots: [Int32]
    /// Each distinct text: where its bytes are in `arena`, and, for a text of
    /// at most eight bytes (most of a spec's: `push`, `0.3`, `s42`), the
    /// bytes themselves packed into one word, so that finding it is one
    /// comparison rather than a loop over bytes.
    private var texts: [tc_interned_text] = []
    private var arena: [UInt8] = []
    /// Different in every run, so that no file can be written to make its
    /// words collide (indexes, and so every output, do not depend on it).
    private let seed = UInt64.random(in: 0...UInt64.max)

    /// Room for the distinct texts of `expectedBytes` of YAML, and `scalars`
    /// made as large: specs hold a new text every hundred bytes or so (ids,
    /// mostly). Growing each array by doubling copied it into fresh memory,
    /// which costs more to fault in than the copy itself.
    init(expectedBytes: Int, scalars: inout [String]) {
        let expected = expectedBytes / 32 + 64
        var slotCount = 1024
        while slotCount < expected * 2 { slotCount *= 2 }
        slots = Array(repeating: -1, count: slotCount)
        texts.reserveCapacity(expected)
        arena.reserveCapacity(expected * 12)
        scalars.reserveCapacity(expected)
    }

    /// The index of `bytes` in `scalars`, appending a new `String` there the
    /// first time these bytes are seen. Hashing and lookup are
    /// CTreeBuilder's, which the tree builder's fast path also uses.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, into scalars: inout [String]) -> Int32 {
        let count = bytes.count
        let word = count <= 8 ? tc_packed_text(bytes.baseAddress, count) : 0
        let hash = tc_text_hash(bytes.baseAddress, count, word, seed)
        var slot = 0
        let found = withTable { table in
            withUnsafePointer(to: table) { tc_interned_index($0, bytes.baseAddress, count, word, hash, &slot) }
        }
        if found >= 0 { return found }
        let index = Int32(scalars.count)
        scalars.append(String(decoding: bytes, as: UTF8.self))
        texts.append(tc_interned_text(start: Int32(arena.count), count: Int32(count), word: word))
        arena.append(contentsOf: bytes)
        slots[slot] = index
        if texts.count * 2 > slots.count { grow() }
        return index
    }

    /// The table as CTreeBuilder reads it, valid inside `body` only.
    func withTable<Result>(_ body: (tc_interner_table) -> Result) -> Result {
        slots.withUnsafeBufferPointer { slots in
            texts.withUnsafeBufferPointer { texts in
                arena.withUnsafeBufferPointer { arena in
                    body(tc_interner_table(slots: slots.baseAddress, slot_mask: slots.count - 1,
                                           texts: texts.baseAddress, arena: arena.baseAddress, seed: seed))
                }
            }
        }
    }

    private mutating func grow() {
        var larger = [Int32](repeating: -1, count: slots.count * 2)
        let mask = larger.count - 1
        arena.withUnsafeBufferPointer { stored in
            for (index, text) in texts.enumerated() {
                let hash = tc_text_hash(stored.baseAddress.map { $0 + Int(text.start) }, Int(text.count), text.word, seed)
                var slot = Int(truncatingIfNeeded: hash) & mask
                while larger[slot] >= 0 { slot = (slot + 1) & mask }
                larger[slot] = Int32(index)
            }
        }
        slots = larger
    }
}
