/// Gives each distinct scalar text one index into the document's `scalars`.
///
/// A spec repeats the same few words thousands of times (`kind`, `present`,
/// `from`, a screen id once as a key and again in every reference), so
/// looking the bytes up is much cheaper than making a `String` of each, and
/// the document holds each text once. Equal texts get equal indexes, which
/// also makes comparing two keys an integer comparison.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct ScalarInterner {
    /// Open addressing: each slot is an index into `texts`, or -1.
    private var slots: [Int32]
    /// Each distinct text: where its bytes are in `arena`, and, for a text of
    /// at most eight bytes (most of a spec's: `push`, `0.3`, `s42`), the
    /// bytes themselves packed into one word, so that finding it is one
    /// comparison rather than a loop over bytes.
    private var texts: [(start: Int32, count: Int32, word: UInt64)] = []
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
    /// first time these bytes are seen.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, into scalars: inout [String]) -> Int32 {
        let count = bytes.count
        let word = count <= 8 ? Self.packed(bytes) : 0
        let hash = count <= 8 ? Self.mix(word ^ UInt64(truncatingIfNeeded: count) << 60, seed: seed)
                              : Self.hash(bytes, seed: seed)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        let found: Int32? = slots.withUnsafeBufferPointer { slots in
            texts.withUnsafeBufferPointer { texts in
                while true {
                    let index = slots[slot]
                    if index < 0 { return nil }
                    let text = texts[Int(index)]
                    if Int(text.count) == count {
                        if count <= 8 {
                            if text.word == word { return index }
                        } else if arena.withUnsafeBufferPointer({
                            memcmp($0.baseAddress! + Int(text.start), bytes.baseAddress!, count) == 0
                        }) {
                            return index
                        }
                    }
                    slot = (slot + 1) & mask
                }
            }
        }
        if let found { return found }
        let index = Int32(scalars.count)
        scalars.append(String(decoding: bytes, as: UTF8.self))
        texts.append((Int32(arena.count), Int32(count), word))
        arena.append(contentsOf: bytes)
        slots[slot] = index
        if texts.count * 2 > slots.count { grow() }
        return index
    }

    private mutating func grow() {
        var larger = [Int32](repeating: -1, count: slots.count * 2)
        let mask = larger.count - 1
        arena.withUnsafeBufferPointer { stored in
            for (index, text) in texts.enumerated() {
                let count = Int(text.count)
                let hash = count <= 8
                    ? Self.mix(text.word ^ UInt64(truncatingIfNeeded: count) << 60, seed: seed)
                    : Self.hash(UnsafeBufferPointer(rebasing: stored[Int(text.start)..<Int(text.start) + count]), seed: seed)
                var slot = Int(truncatingIfNeeded: hash) & mask
                while larger[slot] >= 0 { slot = (slot + 1) & mask }
                larger[slot] = Int32(index)
            }
        }
        slots = larger
    }

    /// Up to eight bytes as one word (in memory order), zero after them.
    private static func packed(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var word: UInt64 = 0
        withUnsafeMutableBytes(of: &word) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
        return word
    }

    /// A word mixed (splitmix64's finaliser) from a random start, so that
    /// the low bits used for the slot depend on every bit.
    private static func mix(_ word: UInt64, seed: UInt64) -> UInt64 {
        var hash = word ^ seed
        hash = (hash ^ (hash >> 30)) &* 0xbf58_476d_1ce4_e5b9
        hash = (hash ^ (hash >> 27)) &* 0x94d0_49bb_1331_11eb
        return hash ^ (hash >> 31)
    }

    /// FNV-1a from a random start, then mixed so that the low bits used for
    /// the slot depend on every byte.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ seed
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash ^ (hash >> 29)
    }
}
