/// `check --format json`: the contract's fixed shape, keys in its order.
public enum JSONDiagnosticRenderer {
    public static func render(_ diagnostics: [Diagnostic], fileCount: Int) -> String {
        let errors = diagnostics.count(where: { $0.severity == .error })
        // Written one diagnostic at a time, the same bytes as serialising one
        // tree of the whole object: with 200 000 diagnostics the tree would
        // take hundreds of MiB on top of the text.
        var output = "{\n  \"version\": 1,\n  \"diagnostics\": ["
        output += DiagnosticRuns.render(count: diagnostics.count) { index, output in
            output += index == 0 ? "\n    " : ",\n    "
            JSONDiagnosticStream.append(diagnostics[index], to: &output)
        }
        output += diagnostics.isEmpty ? "],\n" : "\n  ],\n"
        output += "  \"summary\": "
        JSONValue.object([
            ("files", .int(fileCount)),
            ("errors", .int(errors)),
            ("warnings", .int(diagnostics.count - errors)),
        ]).appendPretty(to: &output, indent: 1)
        return output + "\n}\n"
    }

    static func json(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("rule", .string(diagnostic.rule.rawValue)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
            ("file", .string(diagnostic.location.file)),
            ("line", .int(Int(diagnostic.location.range.start.line))),
            ("column", .int(Int(diagnostic.location.range.start.column))),
            ("notes", .array(diagnostic.notes.map { note in
                .object([
                    ("message", .string(note.message)),
                    ("file", .string(note.location.file)),
                    ("line", .int(Int(note.location.range.start.line))),
                    ("column", .int(Int(note.location.range.start.column))),
                ])
            })),
            ("fixIts", .array(diagnostic.fixIts.map { fixIt in
                .object([
                    ("title", .string(fixIt.title)),
                    ("replacement", .string(fixIt.replacement)),
                    ("line", .int(Int(fixIt.range.start.line))),
                    ("column", .int(Int(fixIt.range.start.column))),
                    ("endLine", .int(Int(fixIt.range.end.line))),
                    ("endColumn", .int(Int(fixIt.range.end.column))),
                ])
            })),
        ])
    }
}
