import JSONCodec
import LanguageServerProtocol

/// Each fix-it of a diagnostic in the range as a `quickfix`.
enum CodeActionFeature {
    static func actions(uri: String, range: DocumentRange, in analysis: Analysis, server: SpecLanguageServer) -> JSONValue {
        guard let (path, lines) = server.document(uri, in: analysis) else { return .array([]) }
        let start = lines.byteOffset(of: range.start, in: server.encoding)
        let end = lines.byteOffset(of: range.end, in: server.encoding)
        var actions: [JSONValue] = []
        for finding in analysis.checked.findings[path] ?? [] where !finding.fixes.isEmpty {
            // Overlapping the range, or touching it (an empty range at a diagnostic's edge).
            guard finding.place.start <= end, start <= finding.place.end else { continue }
            let diagnostic = DiagnosticsFeature.diagnostics(for: path, in: analysis, encoding: server.encoding)
                .first { $0["range"] == analysis.range(of: finding.place, in: server.encoding).json && $0["message"]?.string == finding.message }
            for fix in finding.fixes {
                let edit = JSONValue.object([
                    ("range", analysis.range(of: fix.edit.place, in: server.encoding).json), ("newText", .string(fix.edit.newText)),
                ])
                var members: [(String, JSONValue)] = [("title", .string(fix.title)), ("kind", .string("quickfix"))]
                if let diagnostic { members.append(("diagnostics", .array([diagnostic]))) }
                members.append(("isPreferred", .bool(finding.fixes.count == 1)))
                members.append(("edit", .object([("changes", .object([(FileURI.uri(of: fix.edit.place.path), .array([edit]))]))])))
                actions.append(.object(members))
            }
        }
        return .array(actions)
    }
}
