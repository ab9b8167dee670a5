/// Gives each distinct scalar text one index into the document's `scalars`.
///
/// A spec repeats the same few words thousands of times (`kind`, `present`,
/// `from`, a screen id once as a key and again in every reference), so
/// looking the bytes up is much cheaper than making a `String` of each, and
/// the document holds each text once. Equal texts get equal indexes, which
/// also makes comparing two keys an integer comparison.
internal import CTreeBuilder

struct ScalarInterner {
    /// Open addressing: each slot is an index into `texts`, or -1; at most
    /// half of them taken.
    private var slots: FlatStack<Int32>
    /// Each distinct text: where its bytes are in `arena`, and, for a text of
    /// at most eight bytes (most of a spec's: `push`, `0.3`, `s42`), the
    /// bytes themselves packed into one word, so that finding it is one
    /// comparison rather than a loop over bytes.
    private var texts: FlatStack<tc_interned_text>
    private var arena: FlatStack<UInt8>
    /// Different in every run, so that no file can be written to make its
    /// words collide (indexes, and so every output, do not depend on it).
    private let seed = UInt64.random(in: 0...UInt64.max)

    /// Room for the distinct texts of `expectedBytes` of YAML, and `scalars`
    /// made as large: specs hold a new text every hundred bytes or so (ids,
    /// mostly). Growing each array by doubling copied it into fresh memory,
    /// which costs more to fault in than the copy itself.
    ///
    /// The slots are the one table filled at once (with -1), so every page
    /// of it is touched whether used or not: as many slots as expected texts
    /// (rounded up to a power of two), not twice as many. Real specs, at a
    /// text every 60–100 bytes, fill a quarter to a third of them; a file
    /// as dense as expected grows the table once, when it is half full.
    /// Twice as many slots cost page faults for nothing.
    init(expectedBytes: Int, scalars: inout [String]) {
        let expected = expectedBytes / 32 + 64
        var slotCount = 1024
        while slotCount < expected { slotCount *= 2 }
        slots = FlatStack(repeating: -1, count: slotCount)
        texts = FlatStack(capacity: expected)
        arena = FlatStack(capacity: expected * 12)
        scalars.reserveCapacity(expected)
    }

    /// The index of `bytes` in `scalars`, appending a new `String` there the
    /// first time these bytes are seen. Hashing, lookup and insertion are
    /// CTreeBuilder's, which the tree builder's C loop also uses.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, into scalars: inout [String]) -> Int32 {
        let count = bytes.count
        let word = count <= 8 ? tc_packed_text(bytes.baseAddress, count) : 0
        let hash = tc_text_hash(bytes.baseAddress, count, word, seed)
        while true {
            var table = self.table
            let index = tc_interned_index(&table, bytes.baseAddress, count, word, hash)
            update(from: table, scalars: &scalars)
            if index >= 0 { return index }
            makeRoom(forBytes: count)
        }
    }

    /// The table as CTreeBuilder reads and extends it, until `update`.
    var table: tc_interner_table {
        tc_interner_table(slots: slots.base, slot_mask: slots.count - 1,
                          texts: texts.base, text_count: texts.count, text_capacity: texts.capacity,
                          arena: arena.base, arena_count: arena.count, arena_capacity: arena.capacity, seed: seed)
    }

    /// Takes in the texts that C added to `table`, and makes each one's
    /// `String` in `scalars`, which holds one for every earlier text.
    mutating func update(from table: tc_interner_table, scalars: inout [String]) {
        guard table.text_count > texts.count else { return }
        texts.count = table.text_count
        arena.count = table.arena_count
        for index in scalars.count..<texts.count {
            let text = texts[index]
            scalars.append(String(decoding: UnsafeBufferPointer(start: arena.base + Int(text.start), count: Int(text.count)),
                                  as: UTF8.self))
        }
    }

    /// Room for one more text of `count` bytes, which C found none for: more
    /// slots (keeping at most half of them taken), texts or arena.
    mutating func makeRoom(forBytes count: Int) {
        // The arena's offsets are 32-bit, as they always were here.
        precondition(arena.count + count <= Int(Int32.max), "more than 2 GiB of distinct scalar text")
        if (texts.count + 1) * 2 > slots.count { growSlots() }
        texts.reserve(room: 1)
        arena.reserve(room: count)
    }

    private mutating func growSlots() {
        var larger = FlatStack<Int32>(repeating: -1, count: slots.count * 2)
        let mask = larger.count - 1
        for index in 0..<texts.count {
            let text = texts[index]
            let hash = tc_text_hash(arena.base + Int(text.start), Int(text.count), text.word, seed)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while larger[slot] >= 0 { slot = (slot + 1) & mask }
            larger[slot] = Int32(index)
        }
        slots = larger
    }
}
