/// The keys of one mapping as a sorted list of 64-bit hashes of their text:
/// what joining pieces compares to prove that no key repeats across a cut.
///
/// Each piece's worker makes the lists for the mappings a cut splits, on its
/// own core, so that the join, which runs on one, only walks two sorted
/// lists side by side instead of hashing every key into a set. Two keys with
/// the same hash count as the same key: the file is then read whole, which
/// is always correct and finds a real repeat, so a collision only costs time.
struct KeyHashes: Equatable {
    private(set) var sorted: [UInt64]

    /// The hashes of the keys among `pairs` (keys and values alternating);
    /// nil when a key is not a scalar, which cannot be compared by text.
    init?(pairs: some Collection<YAMLNodeID>, in document: YAMLDocument) {
        var hashes: [UInt64] = []
        hashes.reserveCapacity(pairs.count / 2)
        var isKey = true
        for id in pairs {
            defer { isKey.toggle() }
            guard isKey else { continue }
            guard let text = document.text(id) else { return nil }
            hashes.append(Self.hash(text))
        }
        hashes.sort()
        sorted = hashes
    }

    /// Whether the two lists share no hash.
    func isDisjoint(with other: KeyHashes) -> Bool {
        var mine = sorted.startIndex, theirs = other.sorted.startIndex
        while mine < sorted.endIndex, theirs < other.sorted.endIndex {
            let left = sorted[mine], right = other.sorted[theirs]
            if left == right { return false }
            if left < right { mine += 1 } else { theirs += 1 }
        }
        return true
    }

    /// Both lists in one, still sorted: the keys of a mapping continued over
    /// several cuts.
    func merged(with other: KeyHashes) -> KeyHashes {
        var result: [UInt64] = []
        result.reserveCapacity(sorted.count + other.sorted.count)
        var mine = sorted.startIndex, theirs = other.sorted.startIndex
        while mine < sorted.endIndex, theirs < other.sorted.endIndex {
            if sorted[mine] <= other.sorted[theirs] {
                result.append(sorted[mine]); mine += 1
            } else {
                result.append(other.sorted[theirs]); theirs += 1
            }
        }
        result += sorted[mine...]
        result += other.sorted[theirs...]
        return KeyHashes(sorted: result)
    }

    private init(sorted: [UInt64]) { self.sorted = sorted }

    /// FNV-1a, then mixed so that every byte reaches every bit. Fixed, not
    /// seeded: a file made to collide only makes itself read whole.
    static func hash(_ text: String) -> UInt64 {
        func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            return hash
        }
        // In place where the text is stored contiguously (a native string,
        // which every key is): a key longer than 15 bytes, such as
        // `main_screen_1234`, cost several times as much through `utf8`'s iterator.
        var hash = text.utf8.withContiguousStorageIfAvailable(fnv1a) ?? fnv1a(text.utf8)
        hash ^= hash >> 32
        hash &*= 0xd6e8_feb8_6659_fd93
        return hash ^ (hash >> 32)
    }
}
