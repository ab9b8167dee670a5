/// The first index at which each key was seen, for finding a repeat among
/// tens of thousands of transitions (the resolver's ids across files, the
/// rules' edges and identifiers). Keys are packed into one integer, or are
/// hashes made beforehand on all cores, and kept in a fixed open-addressing
/// table: a `Dictionary` keyed by a `Hashable` struct or a `String` runs every
/// lookup through SipHash on one core, which was most of those steps' time.
struct FirstIndexTable {
    private var keys: [UInt64]
    /// The index stored in each slot; -1 for an empty slot.
    private var indexes: [Int32]
    private let mask: Int
    /// Different in every run, so that no spec can be written to make its
    /// keys collide; what the table answers does not depend on it.
    private let seed = UInt64.random(in: 0...UInt64.max)

    /// Room for `capacity` keys, at most half full.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        keys = Array(repeating: 0, count: size)
        indexes = Array(repeating: -1, count: size)
        mask = size - 1
    }

    /// The index first stored for `key`; if there is none, stores `index`
    /// and returns nil. At most `capacity` keys may be stored.
    mutating func firstIndex(of key: UInt64, orInsert index: Int) -> Int? {
        var slot = Int(truncatingIfNeeded: Self.mix(key ^ seed)) & mask
        while indexes[slot] >= 0 {
            if keys[slot] == key { return Int(indexes[slot]) }
            slot = (slot + 1) & mask
        }
        keys[slot] = key
        indexes[slot] = Int32(truncatingIfNeeded: index)
        return nil
    }

    /// SplitMix64's finaliser: every bit of the key moves the low bits used for the slot.
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension FirstIndexTable {
    /// `firstIndex(of:orInsert:)` for texts by their hash: equal hashes are
    /// equal texts but for a rare collision, which `isSameText(earlier)`
    /// decides; a different text under the same hash sends the search on to
    /// a key derived from both, the same way for every text of that hash.
    mutating func firstIndex(ofTextHashed hash: UInt64, orInsert index: Int,
                             isSameText: (Int) -> Bool) -> Int? {
        var earlier = firstIndex(of: hash, orInsert: index)
        while let candidate = earlier, !isSameText(candidate) {
            earlier = firstIndex(of: hash &+ UInt64(truncatingIfNeeded: candidate) &+ 1, orInsert: index)
        }
        return earlier
    }

    /// The hash `firstIndex(ofTextHashed:…)` expects: seeded per process, so
    /// that no spec can make its ids collide.
    static func hash(_ text: String) -> UInt64 {
        UInt64(UInt(bitPattern: text.hashValue))
    }
}
