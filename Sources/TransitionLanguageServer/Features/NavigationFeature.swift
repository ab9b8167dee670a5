import JSONCodec
import LanguageServerProtocol

/// Definition, references and rename of screen ids, transition ids and
/// tokens, across every file of the set.
enum NavigationFeature {
    typealias Occurrence = SpecOutline.Occurrence

    private static func occurrence(at request: TextDocumentPosition, in analysis: Analysis,
                                   server: SpecLanguageServer) -> (path: String, Occurrence)? {
        guard let (path, lines) = server.document(request.uri, in: analysis) else { return nil }
        let offset = lines.byteOffset(of: request.position, in: server.encoding)
        return analysis.outline(of: path).occurrence(at: offset).map { (path, $0) }
    }

    static func definition(at request: TextDocumentPosition, in analysis: Analysis, server: SpecLanguageServer) -> JSONValue {
        guard let (_, occurrence) = occurrence(at: request, in: analysis, server: server) else { return .null }
        // The compiler's definition (the first, where an id is given twice),
        // else any place the outline found one.
        if let symbol = analysis.checked.symbol(occurrence.kind, named: occurrence.name) {
            // A built-in token (`material3`) is written in no file.
            guard symbol.definition.path.hasPrefix("/") else { return .null }
            return server.location(symbol.definition, in: analysis)
        }
        guard let place = analysis.occurrences(of: occurrence.kind, named: occurrence.name).first,
              analysis.outline(of: place.path).occurrences.contains(where: { $0.start == place.start && $0.isDefinition }) else {
            return .null
        }
        return server.location(place, in: analysis)
    }

    static func references(at request: TextDocumentPosition, includeDeclaration: Bool, in analysis: Analysis,
                           server: SpecLanguageServer) -> JSONValue {
        guard let (_, occurrence) = occurrence(at: request, in: analysis, server: server) else { return .null }
        let places = analysis.occurrences(of: occurrence.kind, named: occurrence.name).filter { place in
            includeDeclaration || !analysis.outline(of: place.path).occurrences.contains {
                $0.start == place.start && $0.isDefinition
            }
        }
        return .array(places.map { server.location($0, in: analysis) })
    }

    static func prepareRename(at request: TextDocumentPosition, in analysis: Analysis, server: SpecLanguageServer) -> JSONValue {
        guard let (path, occurrence) = occurrence(at: request, in: analysis, server: server),
              !isImportedToken(occurrence, in: analysis) else { return .null }
        let place = CheckedWorkspace.Place(path: path, start: occurrence.start, end: occurrence.end)
        let text = String(decoding: (analysis.bytes(of: path) ?? [])[occurrence.start..<occurrence.end], as: UTF8.self)
        return .object([("range", analysis.range(of: place, in: server.encoding).json), ("placeholder", .string(text))])
    }

    /// An imported design token: the specs only use it, so renaming it there would break them.
    private static func isImportedToken(_ occurrence: Occurrence, in analysis: Analysis) -> Bool {
        occurrence.kind == .token && analysis.checked.symbol(.token, named: occurrence.name)?.isImported == true
    }

    static func rename(at request: TextDocumentPosition, to newName: String, in analysis: Analysis,
                       server: SpecLanguageServer) throws(ResponseError) -> JSONValue {
        guard let (_, occurrence) = occurrence(at: request, in: analysis, server: server) else {
            throw .requestFailed("there is no screen, transition or token id here to rename")
        }
        if isImportedToken(occurrence, in: analysis) {
            throw .requestFailed("`\(occurrence.name)` is a design token, defined in its token file: rename it there")
        }
        var newID = newName
        var category = ""
        if occurrence.kind == .token {
            // `$durations.quick`: the category stays, the name changes.
            let parts = occurrence.name.dropFirst().split(separator: ".", maxSplits: 1)
            category = parts.first.map(String.init) ?? ""
            if newID.hasPrefix("$") {
                guard newID.hasPrefix("$\(category).") else {
                    throw .requestFailed("`\(newName)` is not a `$\(category).…` token: a rename keeps the token's kind")
                }
                newID = String(newID.dropFirst(category.count + 2))
            }
        }
        if let problem = IDSyntax.problem(with: newID) {
            throw .requestFailed("cannot rename to `\(newName)`: \(problem)")
        }
        let newReference = occurrence.kind == .token ? "$\(category).\(newID)" : newID
        guard newReference != occurrence.name else { return .object([("changes", .object([]))]) }
        if analysis.checked.symbol(occurrence.kind, named: newReference) != nil
            || !analysis.occurrences(of: occurrence.kind, named: newReference).isEmpty {
            throw .requestFailed("cannot rename to `\(newReference)`: a \(occurrence.kind.rawValue) of that id already exists")
        }
        var changes: [(String, [JSONValue])] = []
        for place in analysis.occurrences(of: occurrence.kind, named: occurrence.name) {
            let isDefinition = analysis.outline(of: place.path).occurrences.contains { $0.start == place.start && $0.isDefinition }
            let text = occurrence.kind == .token && isDefinition ? newID : newReference
            let edit = JSONValue.object([("range", analysis.range(of: place, in: server.encoding).json), ("newText", .string(text))])
            let uri = FileURI.uri(of: place.path)
            if let index = changes.firstIndex(where: { $0.0 == uri }) { changes[index].1.append(edit) } else { changes.append((uri, [edit])) }
        }
        return .object([("changes", .object(changes.map { ($0.0, .array($0.1)) }))])
    }
}
