/// A text that compares and hashes by its UTF-8 bytes, as libyaml and the
/// whole-file read (whose `ScalarInterner` interns bytes) tell keys apart.
///
/// Swift's `String` equality is canonical equivalence: `"\u{E9}"` and
/// `"e\u{301}"` (é written as one character, or as e and an accent) are
/// equal `String`s, but two different keys in YAML. Wherever the reader
/// compares texts that libyaml keeps apart, it compares these.
struct UTF8Key: Hashable {
    let text: String

    init(_ text: String) { self.text = text }

    static func == (lhs: UTF8Key, rhs: UTF8Key) -> Bool {
        lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(text.utf8.count)
        // In place for a native string, which every text read here is.
        if text.utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
            for byte in text.utf8 { hasher.combine(byte) }
        }
    }
}

extension String {
    /// Whether the two hold the same bytes (not merely equivalent characters).
    func hasSameUTF8(as other: String) -> Bool {
        utf8.elementsEqual(other.utf8)
    }
}
