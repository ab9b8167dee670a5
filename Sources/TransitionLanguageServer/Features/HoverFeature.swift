import JSONCodec
import LanguageServerProtocol

/// A field's documentation, a token's value, a transition's resolved
/// summary, and the explanation of the rule of a diagnostic under the cursor.
enum HoverFeature {
    static func hover(at request: TextDocumentPosition, in analysis: Analysis, server: SpecLanguageServer) -> JSONValue {
        guard let (path, lines) = server.document(request.uri, in: analysis), let bytes = analysis.bytes(of: path) else {
            return .null
        }
        let offset = lines.byteOffset(of: request.position, in: server.encoding)
        var sections: [String] = []
        var range: CheckedWorkspace.Place?
        if let occurrence = analysis.outline(of: path).occurrence(at: offset) {
            range = CheckedWorkspace.Place(path: path, start: occurrence.start, end: occurrence.end)
            let symbol = analysis.checked.symbol(occurrence.kind, named: occurrence.name)
            switch occurrence.kind {
            case .token:
                if let symbol, let value = symbol.detail.first {
                    sections.append("`\(occurrence.name)` = `\(value)`" + symbol.detail.dropFirst().map { " (\($0))" }.joined())
                }
            case .transition:
                if let symbol { sections.append("transition `\(occurrence.name)`\n\n" + symbol.detail.map { "- \($0)" }.joined(separator: "\n")) }
            case .screen:
                if symbol != nil { sections.append("screen `\(occurrence.name)`") }
            }
        }
        if sections.isEmpty, let key = keyUnderCursor(bytes, offset) {
            let context = CursorContext(bytes: bytes, offset: key.start)
            if let documentation = server.schema.documentation(at: context.path + [key.name]) {
                sections.append("`\(key.name)`: \(documentation)")
                range = CheckedWorkspace.Place(path: path, start: key.start, end: key.start + key.name.utf8.count)
            }
        }
        for finding in analysis.checked.findings[path] ?? [] where contains(finding.place, offset) {
            if let explanation = RuleTexts.explanation(of: finding.rule) { sections.append("```\n" + explanation + "```") }
        }
        guard !sections.isEmpty else { return .null }
        var members: [(String, JSONValue)] = [
            ("contents", .object([("kind", .string("markdown")), ("value", .string(sections.joined(separator: "\n\n---\n\n")))])),
        ]
        if let range { members.append(("range", analysis.range(of: range, in: server.encoding).json)) }
        return .object(members)
    }

    /// A diagnostic's place holds the cursor; an empty place, the cursor right on it.
    private static func contains(_ place: CheckedWorkspace.Place, _ offset: Int) -> Bool {
        place.start == place.end ? offset == place.start : place.start <= offset && offset < place.end
    }

    /// The `key` of a `key:` the cursor is on.
    private static func keyUnderCursor(_ bytes: [UInt8], _ offset: Int) -> (name: String, start: Int)? {
        func isKeyByte(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
                || byte == 0x2D || byte >= 0x80
        }
        guard offset <= bytes.count else { return nil }
        var start = offset, end = offset
        while start > 0, isKeyByte(bytes[start - 1]) { start -= 1 }
        while end < bytes.count, isKeyByte(bytes[end]) { end += 1 }
        guard start < end, end < bytes.count, bytes[end] == UInt8(ascii: ":") else { return nil }
        return (String(decoding: bytes[start..<end], as: UTF8.self), start)
    }
}
