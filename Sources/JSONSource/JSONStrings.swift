/// What JSON asks of a string beyond what YAML's double-quoted scalars ask,
/// checked on the original bytes between the quotes, and the decoding of
/// the strings libyaml was given stand-ins for (`StandIns`).
enum JSONStrings {
    /// What is wrong in a string, at the offset of its first byte.
    struct Problem: Error {
        var offset: Int
        var message: String
    }

    /// The first thing JSON does not allow in the string between `start` and
    /// `end` (the bytes inside the quotes): its offset and what is wrong.
    /// YAML allows a raw tab or line break in a string (folding a break to a
    /// space) and escapes JSON has not (`\x41`, `\e`, `\N`, `\U0001F600`).
    static func firstProblem(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Problem? {
        var index = start
        while index < end {
            if index + 8 <= end, PlainWords.isPlain(bytes, at: index, asciiOnly: false) {
                index += 8
                continue
            }
            let byte = bytes[index]
            if byte >= 0x20, byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            if byte < 0x20 { return Problem(offset: index, message: rawControlMessage(byte)) }
            guard index + 1 < end else { return nil }  // libyaml let the quote through: not an escape
            let escaped = bytes[index + 1]
            if escaped == UInt8(ascii: "u") {
                index += 6
            } else if simpleEscapes[Int(escaped)] != 0 {
                index += 2
            } else {
                return Problem(offset: index, message: "`\\\(printable(escaped))` is an escape of YAML, not of JSON, which has only \(jsonEscapes)")
            }
        }
        return nil
    }

    static let jsonEscapes = #"`\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t` and `\uXXXX`"#

    private static func rawControlMessage(_ byte: UInt8) -> String {
        switch byte {
        case 0x09: "a tab in a string must be written `\\t`"
        case 0x0A, 0x0D: "a line break in a string must be written `\\n` (or `\\r`)"
        default: "a control character (U+00\(hex2(byte))) in a string must be written as an escape, `\\u00\(hex2(byte))`"
        }
    }

    /// A string's value, decoded from the bytes inside its quotes, which
    /// `firstProblem` found to be JSON. Fails only on a surrogate escape
    /// that is not half of a pair.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) throws(Problem) -> String {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(end - start)
        var index = start
        while index < end {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\") else {
                utf8.append(byte)
                index += 1
                continue
            }
            let escaped = bytes[index + 1]
            guard escaped == UInt8(ascii: "u") else {
                utf8.append(simpleEscapes[Int(escaped)])
                index += 2
                continue
            }
            var value = hexQuad(bytes, at: index + 2)
            let escapeStart = index
            index += 6
            if (0xD800...0xDBFF).contains(value) {
                guard index + 6 <= end, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                      case let low = hexQuad(bytes, at: index + 2), (0xDC00...0xDFFF).contains(low) else {
                    throw Problem(offset: escapeStart,
                                  message: "the high surrogate `\\u\(hex4(value))` must be followed by a low one (`\\uDC00` to `\\uDFFF`)")
                }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                index += 6
            } else if (0xDC00...0xDFFF).contains(value) {
                throw Problem(offset: escapeStart, message: "the low surrogate `\\u\(hex4(value))` follows no high one")
            }
            // Not a surrogate: a character.
            UTF8.encode(Unicode.Scalar(value)!) { utf8.append($0) }
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// The byte each one-letter escape stands for, by the letter; 0 for none.
    private static let simpleEscapes: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for (letter, value) in [("\"", 0x22), ("\\", 0x5C), ("/", 0x2F), ("b", 0x08), ("f", 0x0C), ("n", 0x0A), ("r", 0x0D), ("t", 0x09)] {
            table[Int(UInt8(ascii: Unicode.Scalar(letter)!))] = UInt8(value)
        }
        return table
    }()

    /// Four hex digits, which libyaml has already checked are there.
    private static func hexQuad(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> UInt32 {
        (start..<start + 4).reduce(0) { $0 << 4 | UInt32(hexValue(bytes[$1]) ?? 0) }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func hex2(_ byte: UInt8) -> String {
        let text = String(byte, radix: 16, uppercase: true)
        return text.count == 1 ? "0" + text : text
    }

    private static func hex4(_ value: UInt32) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }

    /// A byte as a message shows it: itself when printable ASCII.
    static func printable(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "U+00" + hex2(byte)
    }
}
