/// A strict JSON (RFC 8259) reader into `JSONValue`, for the files
/// transitionc reads back (the baseline). Objects keep their key order;
/// a repeated key, a trailing comma, a control character in a string,
/// invalid UTF-8 or nesting past `maxDepth` is an error with its line and
/// column. It recurses once per nesting level, which `maxDepth` bounds.
public struct JSONParser {
    public struct Failure: Error, Equatable {
        public var line: Int
        public var column: Int
        public var message: String
        public var description: String { "line \(line), column \(column): \(message)" }

        public init(line: Int, column: Int, message: String) {
            self.line = line
            self.column = column
            self.message = message
        }
    }

    public static let maxDepth = 64

    private let bytes: [UInt8]
    private var index = 0

    public static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        // A byte order mark is not JSON, but editors add one.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.failure("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard depth < Self.maxDepth else { throw failure("nested more than \(Self.maxDepth) levels deep") }
        switch current {
        case UInt8(ascii: "{")?: return try object(depth: depth)
        case UInt8(ascii: "[")?: return try array(depth: depth)
        case UInt8(ascii: "\"")?: return .string(try string())
        case UInt8(ascii: "t")?: try literal("true"); return .bool(true)
        case UInt8(ascii: "f")?: try literal("false"); return .bool(false)
        case UInt8(ascii: "n")?: try literal("null"); return .null
        case let byte? where byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte):
            return try number()
        case nil: throw failure("unexpected end of the file; expected a value")
        default: throw failure("expected a value")
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        index += 1
        var members: [(String, JSONValue)] = []
        var keys: Set<String> = []
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a key in quotes") }
            let keyStart = index
            let key = try string()
            guard keys.insert(key).inserted else { throw failure("the key `\(key)` is repeated", at: keyStart) }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure("expected `:` after the key") }
            index += 1
            skipWhitespace()
            members.append((key, try value(depth: depth + 1)))
            skipWhitespace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            if current == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw failure("expected `,` or `}`")
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
            skipWhitespace()
            items.append(try value(depth: depth + 1))
            skipWhitespace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            if current == UInt8(ascii: "]") { index += 1; return .array(items) }
            throw failure("expected `,` or `]`")
        }
    }

    private mutating func string() throws(Failure) -> String {
        let start = index
        index += 1
        var utf8: [UInt8] = []
        while true {
            guard let byte = current else { throw failure("the string is not closed") }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                let text = String(decoding: utf8, as: UTF8.self)
                guard text.utf8.elementsEqual(utf8) else { throw failure("the string is not valid UTF-8", at: start) }
                return text
            case UInt8(ascii: "\\"):
                index += 1
                try escape(into: &utf8)
            case 0..<0x20:
                throw failure("a control character in a string must be escaped")
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    private mutating func escape(into utf8: inout [UInt8]) throws(Failure) {
        guard let byte = current else { throw failure("the string is not closed") }
        index += 1
        if let replacement = Self.simpleEscapes[byte] { utf8.append(replacement); return }
        guard byte == UInt8(ascii: "u") else { throw failure("unknown escape in a string", at: index - 2) }
        var value = try hexQuad()
        if (0xD800...0xDBFF).contains(value) {
            guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                throw failure("a high surrogate must be followed by a low one")
            }
            index += 2
            let low = try hexQuad()
            guard (0xDC00...0xDFFF).contains(low) else { throw failure("a high surrogate must be followed by a low one") }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else { throw failure("a lone surrogate is not a character") }
        utf8.append(contentsOf: String(Character(scalar)).utf8)
    }

    /// `\n` and the like: the escaped byte and what it stands for.
    private static let simpleEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
        UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    private mutating func hexQuad() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexDigit(byte) else { throw failure("expected four hex digits after `\\u`") }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func number() throws(Failure) -> JSONValue {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        let firstDigit = index
        let digits = skipDigits()
        // JSON has no leading zeros: `0` alone, or `0.5`, but not `012`.
        guard digits > 0, bytes[firstDigit] != UInt8(ascii: "0") || digits == 1 else {
            throw failure("not a valid number", at: start)
        }
        var isInteger = true
        if current == UInt8(ascii: ".") {
            index += 1
            isInteger = false
            guard skipDigits() > 0 else { throw failure("not a valid number", at: start) }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            isInteger = false
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() > 0 else { throw failure("not a valid number", at: start) }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let int = Int(text) { return .int(int) }
        guard let double = Double(text), double.isFinite else { throw failure("the number is too large", at: start) }
        return .double(double)
    }

    private mutating func skipDigits() -> Int {
        let start = index
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        return index - start
    }

    private mutating func literal(_ word: String) throws(Failure) {
        guard bytes[index...].starts(with: word.utf8) else { throw failure("expected a value") }
        index += word.utf8.count
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    /// An error at `position` (by default the current one); columns count
    /// characters. Counted only when there is an error.
    private func failure(_ message: String, at position: Int? = nil) -> Failure {
        var line = 1
        var column = 1
        for byte in bytes[..<min(position ?? index, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return Failure(line: line, column: column, message: message)
    }
}
