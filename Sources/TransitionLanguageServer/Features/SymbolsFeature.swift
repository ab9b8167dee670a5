import JSONCodec
import LanguageServerProtocol

/// A file's screens, transitions and tokens, for the editor's outline.
enum SymbolsFeature {
    static func documentSymbols(uri: String, in analysis: Analysis, server: SpecLanguageServer) -> JSONValue {
        guard let (path, _) = server.document(uri, in: analysis) else { return .array([]) }
        return .array(analysis.outline(of: path).occurrences.filter(\.isDefinition).map { occurrence in
            let place = CheckedWorkspace.Place(path: path, start: occurrence.start, end: occurrence.end)
            let range = analysis.range(of: place, in: server.encoding).json
            // LSP's SymbolKind: Class for a screen, Event for a transition, Constant for a token.
            let kind = switch occurrence.kind {
            case .screen: 5
            case .transition: 24
            case .token: 14
            }
            return .object([
                ("name", .string(occurrence.name)), ("detail", .string(occurrence.kind.rawValue)), ("kind", .int(kind)),
                ("range", range), ("selectionRange", range),
            ])
        })
    }
}
