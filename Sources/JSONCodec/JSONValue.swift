/// A JSON value whose objects keep their keys in the order given, so output
/// follows the documented shape and is the same bytes on every run.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    /// Compact JSON (`pretty: false`) or two-space indented JSON.
    public func serialized(pretty: Bool = false) -> String {
        var bytes: [UInt8] = []
        write(to: &bytes, pretty: pretty, indent: 0)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends this value as it would appear `indent` levels deep in pretty
    /// output, so a large document can be written piece by piece instead of
    /// held whole as a tree first.
    package func appendPretty(to output: inout String, indent: Int) {
        var bytes: [UInt8] = []
        write(to: &bytes, pretty: true, indent: indent)
        output += String(decoding: bytes, as: UTF8.self)
    }

    /// Written as bytes, made a `String` once at the end: appending the
    /// pieces (a quote, a key, two spaces a level) to a `String` one by one
    /// cost hundreds of instructions a byte of output.
    private func write(to output: inout [UInt8], pretty: Bool, indent: Int) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): output.append(contentsOf: String(value).utf8)
        case .double(let value): output.append(contentsOf: JSONValue.format(value).utf8)
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .array(let items):
            guard !items.isEmpty else { output.append(contentsOf: "[]".utf8); return }
            output.append(UInt8(ascii: "["))
            for index in items.indices {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                if pretty { JSONValue.startLine(at: indent + 1, in: &output) }
                items[index].write(to: &output, pretty: pretty, indent: indent + 1)
            }
            if pretty { JSONValue.startLine(at: indent, in: &output) }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { output.append(contentsOf: "{}".utf8); return }
            output.append(UInt8(ascii: "{"))
            for index in members.indices {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                if pretty { JSONValue.startLine(at: indent + 1, in: &output) }
                JSONValue.writeString(members[index].0, to: &output)
                output.append(contentsOf: (pretty ? ": " : ":").utf8)
                members[index].1.write(to: &output, pretty: pretty, indent: indent + 1)
            }
            if pretty { JSONValue.startLine(at: indent, in: &output) }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// A line break and the indentation of each depth a document reaches.
    private static let lineStarts: [[UInt8]] = (0..<16).map { [UInt8(ascii: "\n")] + Array(repeating: UInt8(ascii: " "), count: 2 * $0) }

    /// A line break and two spaces for each of `depth` levels.
    private static func startLine(at depth: Int, in output: inout [UInt8]) {
        if depth < lineStarts.count {
            output.append(contentsOf: lineStarts[depth])
            return
        }
        output.append(contentsOf: lineStarts[lineStarts.count - 1])
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * (depth - lineStarts.count + 1)))
    }

    /// Shortest round-tripping form; integral values without a fraction.
    /// JSON has no infinity or NaN: callers map those before they get here.
    package static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// Whether any byte of `string` may need an escape. Walks the bytes
    /// through a pointer: this runs for every string of a large output.
    private static func needsEscaping(_ string: String) -> Bool {
        string.utf8.withContiguousStorageIfAvailable(needsEscaping) ?? true
    }

    private static func needsEscaping(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return false }
        for index in 0..<buffer.count {
            let byte = base[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2 { return true }
        }
        return false
    }

    package static func writeString(_ string: String, to output: inout String) {
        // Most strings need no escape: appended whole rather than scalar by
        // scalar. (0xE2 starts U+2028 and U+2029, which are escaped.)
        if !needsEscaping(string) {
            output += "\""
            output += string
            output += "\""
            return
        }
        var bytes: [UInt8] = []
        writeString(string, to: &bytes)
        output += String(decoding: bytes, as: UTF8.self)
    }

    package static func writeString(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Copied whole, as its bytes lie, when nothing in it needs an escape.
        let copied = string.utf8.withContiguousStorageIfAvailable { bytes in
            guard !needsEscaping(bytes) else { return false }
            output.append(contentsOf: bytes)
            return true
        }
        if copied == true {
            output.append(UInt8(ascii: "\""))
            return
        }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output.append(contentsOf: "\\\"".utf8)
            case "\\": output.append(contentsOf: "\\\\".utf8)
            case "\n": output.append(contentsOf: "\\n".utf8)
            case "\r": output.append(contentsOf: "\\r".utf8)
            case "\t": output.append(contentsOf: "\\t".utf8)
            case "\u{08}": output.append(contentsOf: "\\b".utf8)
            case "\u{0C}": output.append(contentsOf: "\\f".utf8)
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                output.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            default: output.append(contentsOf: String(scalar).utf8)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
