/// The first index at which each key was seen, for the rules that look for a
/// repeat among tens of thousands of transitions. Keys are packed into one
/// integer and kept in a fixed open-addressing table: a `Dictionary` keyed by
/// a `Hashable` struct runs every lookup through SipHash, which was most of
/// those rules' time.
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
    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
