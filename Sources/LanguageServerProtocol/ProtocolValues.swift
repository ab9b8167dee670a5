import JSONCodec

extension Position {
    public init?(json: JSONValue?) {
        guard let line = json?["line"]?.int, let character = json?["character"]?.int, line >= 0, character >= 0 else {
            return nil
        }
        self.init(line: line, character: character)
    }

    public var json: JSONValue { .object([("line", .int(line)), ("character", .int(character))]) }
}

extension DocumentRange {
    public init?(json: JSONValue?) {
        guard let start = Position(json: json?["start"]), let end = Position(json: json?["end"]), start <= end else {
            return nil
        }
        self.init(start: start, end: end)
    }

    public var json: JSONValue { .object([("start", start.json), ("end", end.json)]) }
}

/// A document and a position in it: the params of most requests.
public struct TextDocumentPosition: Sendable {
    public var uri: String
    public var position: Position

    public init(_ params: JSONValue) throws(ResponseError) {
        guard let uri = params["textDocument", "uri"]?.string else { throw .invalidParams("no `textDocument.uri`") }
        guard let position = Position(json: params["position"]) else { throw .invalidParams("no valid `position`") }
        self.uri = uri
        self.position = position
    }
}

/// `file://` URIs and paths: percent-encoded bytes, as RFC 3986 and editors write them.
public enum FileURI {
    /// The path of a `file:` URI; nil for any other scheme.
    public static func path(of uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = Array(uri.utf8.dropFirst(7))
        // `file://host/path`: only an empty host or `localhost` is this machine.
        if let slash = rest.firstIndex(of: UInt8(ascii: "/")) {
            let host = String(decoding: rest[..<slash], as: UTF8.self)
            guard host.isEmpty || host == "localhost" else { return nil }
            rest = Array(rest[slash...])
        } else {
            return nil
        }
        var bytes: [UInt8] = []
        var index = 0
        while index < rest.count {
            if rest[index] == UInt8(ascii: "%"), index + 2 < rest.count,
               let high = hexValue(rest[index + 1]), let low = hexValue(rest[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(rest[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The `file:` URI of an absolute path, with every byte outside the
    /// unreserved set and `/` percent-encoded.
    public static func uri(of path: String) -> String {
        var result = "file://"
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
