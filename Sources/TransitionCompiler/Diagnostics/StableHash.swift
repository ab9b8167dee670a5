/// FNV-1a with 64 bits: a small hash that gives the same value on every
/// machine and every run. Swift's `Hasher` is seeded per process, so it
/// cannot name a finding that a later run must recognise.
struct StableHash {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func combine(bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
    }

    /// One field, prefixed with its length in bytes, so that the fields
    /// ("ab", "c") and ("a", "bc") hash differently.
    mutating func combine(field: String) {
        combine(bytes: String(field.utf8.count).utf8)
        combine(bytes: [UInt8(ascii: ":")])
        combine(bytes: field.utf8)
    }

    /// Sixteen lowercase hex digits.
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
