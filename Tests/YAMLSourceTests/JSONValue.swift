import Foundation
@testable import YAMLSource

/// A JSON value, compared the way the YAML test suite means it: objects ignore
/// key order, numbers compare numerically (`10` == `10.0` == `1e1`).
indirect enum JSONValue: Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    var description: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return String(b)
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .string(let s): return "\"\(s)\""
        case .array(let a): return "[" + a.map(\.description).joined(separator: ", ") + "]"
        case .object(let o):
            return "{" + o.keys.sorted().map { "\"\($0)\": \(o[$0]!)" }.joined(separator: ", ") + "}"
        }
    }
}

// MARK: Parsing a stream of JSON values (in.json may hold several, one per YAML document)

struct JSONStreamParser {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Every top-level value in the text, in order.
    static func parse(_ bytes: [UInt8]) throws -> [JSONValue] {
        var parser = JSONStreamParser(bytes)
        var values: [JSONValue] = []
        parser.skipWhitespace()
        while parser.index < parser.bytes.count {
            values.append(try parser.value())
            parser.skipWhitespace()
        }
        return values
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private func fail(_ message: String) -> Failure { Failure(description: "\(message) at byte \(index)") }

    private mutating func expect(_ literal: String) throws {
        let expected = Array(literal.utf8)
        guard bytes[index...].starts(with: expected) else { throw fail("expected \(literal)") }
        index += expected.count
    }

    private mutating func value() throws -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw fail("unexpected end") }
        switch bytes[index] {
        case UInt8(ascii: "n"): try expect("null"); return .null
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "["):
            index += 1
            var items: [JSONValue] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            while true {
                items.append(try value())
                skipWhitespace()
                guard index < bytes.count else { throw fail("unclosed array") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
                throw fail("expected , or ]")
            }
        case UInt8(ascii: "{"):
            index += 1
            var object: [String: JSONValue] = [:]
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(object) }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a key") }
                let key = try string()
                skipWhitespace()
                try expect(":")
                object[key] = try value()
                skipWhitespace()
                guard index < bytes.count else { throw fail("unclosed object") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(object) }
                throw fail("expected , or }")
            }
        default:
            let start = index
            while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
            guard index > start, let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
                throw fail("unexpected character")
            }
            return .number(number)
        }
    }

    private mutating func string() throws -> String {
        index += 1  // opening quote
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
            run = []
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                guard index < bytes.count else { throw fail("bad escape") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code), bytes[index...].starts(with: Array("\\u".utf8)) {
                        index += 2
                        let low = try hex4()
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw fail("bad \\u escape") }
                    scalars.append(scalar)
                default: throw fail("bad escape")
                }
            default:
                run.append(byte)
            }
        }
        throw fail("unclosed string")
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count,
              let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw fail("bad \\u escape")
        }
        index += 4
        return code
    }
}

// MARK: A YAML document as JSON

extension YAMLDocument {
    struct NotJSON: Error, CustomStringConvertible {
        var description: String
    }

    /// The document the way the YAML test suite's in.json writes it: scalars
    /// resolved (`value(_:)`), aliases expanded, keys as their text.
    func json(_ id: YAMLNodeID) throws -> JSONValue {
        let resolved = target(of: id)
        switch self[resolved].kind {
        case .scalar, .alias:
            switch value(resolved) {
            case .null?: return .null
            case .bool(let b)?: return .bool(b)
            case .int(let i)?: return .number(Double(i))
            case .float(let d)?: return .number(d)
            case .string(let s)?: return .string(s)
            case nil: throw NotJSON(description: "scalar without a value")
            }
        case .sequence:
            return .array(try items(resolved).map(json))
        case .mapping:
            var object: [String: JSONValue] = [:]
            for (key, value) in entries(resolved) {
                guard let text = text(key) else { throw NotJSON(description: "a collection used as a key") }
                object[text] = try json(value)
            }
            return .object(object)
        }
    }
}
