/// Eight bytes at a time, whether any needs a look: the scans over every
/// byte of a text (`StandIns`, `JSONStrings.firstProblem`) skip the long
/// runs of ordinary characters a word at a time, as a language server
/// message's document text is (one string of up to megabytes).
enum PlainWords {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether the eight bytes at `offset` hold none under 0x20 and no
    /// backslash, and, when `asciiOnly`, none from 0x7F up.
    @inline(__always)
    static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, asciiOnly: Bool) -> Bool {
        let word = UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self)
        // Some byte under 0x20 (of those under 0x80): the high bit of
        // `byte - 0x20` where the byte's own is clear. Exact for whether
        // there is one, which is all that is asked; a backslash likewise,
        // as a byte that `xor 0x5C` makes zero.
        let control = (word &- ones &* 0x20) & ~word & highBits
        let backslash = word ^ (ones &* 0x5C)
        let hasBackslash = (backslash &- ones) & ~backslash & highBits
        guard control | hasBackslash == 0 else { return false }
        guard asciiOnly else { return true }
        // 0x7F and up: its own high bit, or that of `byte + 1` (a carry
        // comes only from a byte whose own high bit is set).
        return (word | (word &+ ones)) & highBits == 0
    }
}
