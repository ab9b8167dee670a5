import JSONCodec
import LanguageServerProtocol

/// Keys valid at the cursor, the words a field takes, screen ids, tokens of
/// the field's kind, and rule ids in suppression comments.
enum CompletionFeature {
    /// LSP's `CompletionItemKind`s used here.
    private enum Kind: Int {
        case property = 10, keyword = 14, reference = 18, enumMember = 20, constant = 21
    }

    static func complete(at request: TextDocumentPosition, in analysis: Analysis, server: SpecLanguageServer) -> JSONValue {
        guard let path = WorkspacePaths.path(ofURI: request.uri) else { return .array([]) }
        // The open text, even if the last compile has not seen it.
        let bytes = server.documents[request.uri]?.text.bytes ?? analysis.bytes(of: path) ?? []
        let lines = DocumentPositions(bytes)
        let context = CursorContext(bytes: bytes, offset: lines.byteOffset(of: request.position, in: server.encoding))
        var items: [(label: String, kind: Kind, detail: String)] = []
        switch context.spot {
        case .comment(let afterIgnore):
            guard afterIgnore else { break }
            items = RuleTexts.all.map { ($0.id, .keyword, $0.summary) }
        case .key:
            items = server.schema.keys(at: context.path).map { ($0.name, .property, $0.documentation) }
        case .value(let key):
            let field = context.path + [key]
            if ["from", "to", "tabs"].contains(key) {
                items += analysis.checked.symbols.filter { $0.kind == .screen }.map { ($0.name, .reference, "screen") }
            }
            if let kind = server.schema.tokenKind(at: field) {
                items += analysis.checked.symbols.filter { $0.kind == .token && $0.tokenKind == kind }
                    .map { ($0.name, .constant, $0.detail.first ?? "") }
            }
            items += server.schema.words(at: field).map { ($0.name, .enumMember, $0.documentation) }
        }
        var seen: Set<String> = []
        let matching = items.filter { $0.label.hasPrefix(context.prefix) && seen.insert($0.label).inserted }
        return .array(matching.map { item in
            var members: [(String, JSONValue)] = [("label", .string(item.label)), ("kind", .int(item.kind.rawValue))]
            if !item.detail.isEmpty { members.append(("detail", .string(item.detail))) }
            if item.kind == .property { members.append(("insertText", .string(item.label + ": "))) }
            return .object(members)
        })
    }
}
