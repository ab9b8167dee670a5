import JSONCodec
import LanguageServerProtocol

/// `check`'s findings as LSP diagnostics: the rule id as `code`, notes as
/// related information.
enum DiagnosticsFeature {
    static func diagnostics(for path: String, in analysis: Analysis, encoding: PositionEncoding) -> [JSONValue] {
        (analysis.checked.findings[path] ?? []).map { finding in
            var members: [(String, JSONValue)] = [
                ("range", analysis.range(of: finding.place, in: encoding).json),
                ("severity", .int(finding.isError ? 1 : 2)),
                ("code", .string(finding.rule)),
                ("source", .string("transitionc")),
                ("message", .string(finding.message)),
            ]
            if !finding.notes.isEmpty {
                members.append(("relatedInformation", .array(finding.notes.map { note in
                    .object([
                        ("location", .object([
                            ("uri", .string(FileURI.uri(of: note.place.path))),
                            ("range", analysis.range(of: note.place, in: encoding).json),
                        ])),
                        ("message", .string(note.message)),
                    ])
                })))
            }
            return .object(members)
        }
    }
}
