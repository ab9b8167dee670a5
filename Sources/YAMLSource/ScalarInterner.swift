/// Gives each distinct scalar text one index into the document's `scalars`.
///
/// A spec repeats the same few words thousands of times (`kind`, `present`,
/// `from`, a screen id once as a key and again in every reference), so
/// looking the bytes up is much cheaper than making a `String` of each, and
/// the document holds each text once. Equal texts get equal indexes, which
/// also makes comparing two keys an integer comparison.
struct ScalarInterner {
    /// Open addressing: each slot is an index into `spans`, or -1.
    private var slots: [Int32]
    /// Where each distinct text's bytes are in `arena`.
    private var spans: [(start: Int32, count: Int32)] = []
    private var arena: [UInt8] = []
    /// Different in every run, so that no file can be written to make its
    /// words collide (indexes, and so every output, do not depend on it).
    private let seed = UInt64.random(in: 0...UInt64.max)

    /// Room for the distinct texts of `expectedBytes` of YAML, and `scalars`
    /// made as large: specs hold a new text every hundred bytes or so (ids,
    /// mostly). Growing each array by doubling copied it into fresh memory,
    /// which costs more to fault in than the copy itself.
    init(expectedBytes: Int, scalars: inout [String]) {
        let texts = expectedBytes / 32 + 64
        var slotCount = 1024
        while slotCount < texts * 2 { slotCount *= 2 }
        slots = Array(repeating: -1, count: slotCount)
        spans.reserveCapacity(texts)
        arena.reserveCapacity(texts * 12)
        scalars.reserveCapacity(texts)
    }

    /// The index of `bytes` in `scalars`, appending a new `String` there the
    /// first time these bytes are seen.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, into scalars: inout [String]) -> Int32 {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: Self.hash(bytes, seed: seed)) & mask
        while true {
            let index = slots[slot]
            if index < 0 { break }
            if matches(bytes, spans[Int(index)]) { return index }
            slot = (slot + 1) & mask
        }
        let index = Int32(scalars.count)
        scalars.append(String(decoding: bytes, as: UTF8.self))
        spans.append((Int32(arena.count), Int32(bytes.count)))
        arena.append(contentsOf: bytes)
        slots[slot] = index
        if spans.count * 2 > slots.count { grow() }
        return index
    }

    private func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ span: (start: Int32, count: Int32)) -> Bool {
        guard Int(span.count) == bytes.count else { return false }
        return arena.withUnsafeBufferPointer { stored in
            var offset = 0
            let start = Int(span.start)
            while offset < bytes.count {
                if stored[start + offset] != bytes[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    private mutating func grow() {
        var larger = [Int32](repeating: -1, count: slots.count * 2)
        let mask = larger.count - 1
        arena.withUnsafeBufferPointer { stored in
            for (index, span) in spans.enumerated() {
                let bytes = UnsafeBufferPointer(rebasing: stored[Int(span.start)..<Int(span.start + span.count)])
                var slot = Int(truncatingIfNeeded: Self.hash(bytes, seed: seed)) & mask
                while larger[slot] >= 0 { slot = (slot + 1) & mask }
                larger[slot] = Int32(index)
            }
        }
        slots = larger
    }

    /// FNV-1a from a random start, then mixed so that the low bits used for
    /// the slot depend on every byte.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ seed
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash ^ (hash >> 29)
    }
}
