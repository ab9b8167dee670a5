/// Texts numbered in the order they were first added: the screens' ids and
/// their positions. The resolver looks up one or two screen ids for every
/// transition, on every core; a `[String: Int]` hashed each with SipHash,
/// which cost several times as much a lookup. Here a lookup hashes the UTF-8 bytes
/// eight at a time and compares the text only when the stored hash agrees.
struct TextIndexTable: Sendable {
    /// Every text added, at its number.
    private(set) var texts: [String] = []
    /// The number stored in each slot, -1 for an empty slot, and the hash
    /// of its text beside it.
    private var numbers: [Int32]
    private var hashes: [UInt64]
    private var mask: Int
    /// Different in every run, so that no spec can be written to make its
    /// ids collide; what the table answers does not depend on it.
    private let seed = UInt64.random(in: 0...UInt64.max)

    /// Room for `capacity` texts before the table first grows.
    init(capacity: Int = 0) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        numbers = Array(repeating: -1, count: size)
        hashes = Array(repeating: 0, count: size)
        mask = size - 1
        texts.reserveCapacity(capacity)
    }

    var count: Int { texts.count }

    /// The number of `text`, or nil if it was never added.
    func number(of text: String) -> Int? {
        find(text, hash: Self.hash(text, seed: seed)).number
    }

    /// The number of `text`; a text not yet added gets the next number.
    mutating func add(_ text: String) -> (number: Int, isNew: Bool) {
        if (texts.count + 1) * 2 > numbers.count { grow() }
        let hash = Self.hash(text, seed: seed)
        let (slot, found) = find(text, hash: hash)
        if let found { return (found, false) }
        numbers[slot] = Int32(truncatingIfNeeded: texts.count)
        hashes[slot] = hash
        texts.append(text)
        return (texts.count - 1, true)
    }

    /// The slot holding `text` and its number, or the empty slot where it
    /// would go.
    @inline(__always)
    private func find(_ text: String, hash: UInt64) -> (slot: Int, number: Int?) {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while numbers[slot] >= 0 {
            if hashes[slot] == hash, texts[Int(numbers[slot])] == text { return (slot, Int(numbers[slot])) }
            slot = (slot + 1) & mask
        }
        return (slot, nil)
    }

    /// Twice the slots, every text placed again by its stored hash.
    private mutating func grow() {
        let old = (numbers, hashes)
        numbers = Array(repeating: -1, count: old.0.count * 2)
        hashes = Array(repeating: 0, count: old.0.count * 2)
        mask = numbers.count - 1
        for (number, hash) in zip(old.0, old.1) where number >= 0 {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while numbers[slot] >= 0 { slot = (slot + 1) & mask }
            numbers[slot] = number
            hashes[slot] = hash
        }
    }

    /// A hash of the text's UTF-8 bytes, packed little-endian eight to a
    /// word: each word mixed in by a multiply and a shift, then SplitMix64's
    /// finaliser (`FirstIndexTable.mix`), so that every byte moves the low
    /// bits a slot is taken from.
    static func hash(_ text: String, seed: UInt64) -> UInt64 {
        if let (low, high, count) = SmallText.words(of: text) {
            return hashWords(low, high, count: count, seed: seed)
        }
        let count = text.utf8.count
        // Up to 15 bytes, stored some other way: the same two words as a
        // text Swift keeps inline, so that equal texts hash alike.
        if count <= 15 {
            var low: UInt64 = 0, high: UInt64 = 0
            for (index, byte) in text.utf8.enumerated() {
                if index < 8 { low |= UInt64(byte) << (8 * index) } else { high |= UInt64(byte) << (8 * (index - 8)) }
            }
            return hashWords(low, high, count: UInt64(count), seed: seed)
        }
        // Longer texts are on the heap, where Swift hands out their bytes in place.
        if let hash = text.utf8.withContiguousStorageIfAvailable({ hashBytes($0, seed: seed) }) { return hash }
        // The whole array, lent as one buffer: `hashBytes` reads it a word at a
        // time while `offset + 8 <= count`, then the bytes left one at a time.
        return Array(text.utf8).withUnsafeBufferPointer { hashBytes($0, seed: seed) }
    }

    private static func hashBytes(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt64 {
        var hash = seed, offset = 0
        guard let base = bytes.baseAddress else { return FirstIndexTable.mix(hash) }
        let raw = UnsafeRawPointer(base)
        while offset + 8 <= bytes.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 29
            offset += 8
        }
        var tail: UInt64 = 0
        for index in offset..<bytes.count { tail |= UInt64(base[index]) << (8 * (index - offset)) }
        return FirstIndexTable.mix((hash ^ tail ^ UInt64(bytes.count)) &* 0x94D0_49BB_1331_11EB)
    }

    /// A text of up to 15 bytes, as the two words Swift would keep it in.
    private static func hashWords(_ low: UInt64, _ high: UInt64, count: UInt64, seed: UInt64) -> UInt64 {
        FirstIndexTable.mix((seed ^ low) &* 0xBF58_476D_1CE4_E5B9 ^ high ^ count)
    }
}

/// The bytes of a short text, read from the `String` value itself.
///
/// On 64-bit platforms Swift keeps a text of up to 15 UTF-8 bytes inside the
/// two words of the `String` ("small" strings): the bytes in order,
/// little-endian and zero-padded, with a discriminator in the top byte whose
/// bit 5 marks the form and whose low four bits are the count. Hashing the
/// two words directly takes a few instructions; reading the same bytes
/// through the UTF-8 view took about two hundred. The layout is checked
/// once against a known text; if it is not as described, every text goes
/// through the UTF-8 view.
enum SmallText {
    /// The text's two words (the second without its discriminator) and its
    /// count; nil for a text not held inline, or if the layout differs.
    @inline(__always)
    static func words(of text: String) -> (low: UInt64, high: UInt64, count: UInt64)? {
        guard layoutHolds else { return nil }
        let (low, high) = unsafeBitCast(text, to: (UInt64, UInt64).self)
        guard high & (1 << 61) != 0 else { return nil }
        return (low, high & 0x00FF_FFFF_FFFF_FFFF, (high >> 56) & 0xF)
    }

    static let layoutHolds: Bool = {
        guard MemoryLayout<String>.size == 16 else { return false }
        let (low, high) = unsafeBitCast("abcdefghijk" as String, to: (UInt64, UInt64).self)
        return low == 0x6867_6665_6463_6261 && high & 0x00FF_FFFF_FFFF_FFFF == 0x6B_6A69
            && high & (1 << 61) != 0 && (high >> 56) & 0xF == 11
    }()
}
