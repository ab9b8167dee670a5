import JSONCodec

/// A plain scalar of a JSON text: a number as JSON writes one (`-0`, `1.5e-3`;
/// not `+1`, `.5`, `012`, `0x1F`, `1_000` or `.inf`, which YAML reads as
/// numbers), `true`, `false` or `null` (not `yes`, `~`, `Null` or nothing).
enum JSONNumbers {
    /// What is wrong with `text` as a JSON value; nil when it is one.
    /// `written`: the scalar as it is in the file, for the message.
    static func problem(_ text: String, written: String) -> String? {
        if text.isEmpty { return "expected a value" }
        if text == "true" || text == "false" || text == "null" { return nil }
        guard let first = text.utf8.first,
              first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
              || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return "`\(written)` is not a JSON value: a string is written in double quotes, and JSON's words are `true`, `false` and `null`"
        }
        guard isNumber(text.utf8) else { return "`\(written)` is not a number as JSON writes one" }
        if case .double(let value) = value(text), !value.isFinite { return "the number `\(written)` is too large" }
        return nil
    }

    /// The value of a plain scalar `problem` accepted: an integer when it is
    /// written as one and fits, else a double.
    static func value(_ text: String) -> JSONValue {
        switch text {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default:
            if !text.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }), let int = Int(text) {
                return .int(int)
            }
            return .double(Double(text) ?? .nan)
        }
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
    private static func isNumber(_ text: String.UTF8View) -> Bool {
        var bytes = text[...]
        func digits() -> Int {
            let count = bytes.prefix(while: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }).count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let leadingZero = bytes.first == UInt8(ascii: "0")
        let integerDigits = digits()
        guard integerDigits > 0, !leadingZero || integerDigits == 1 else { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return false }
        }
        if let e = bytes.first, e | 0x20 == UInt8(ascii: "e") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}
