/// One diagnostic of `check --format json`, written straight into the output
/// at its place in the document (an element of `diagnostics`), in the shape
/// `JSONDiagnosticRenderer.json` describes; a test holds the two to the same
/// bytes. Building a `JSONValue` tree for each of 200 000 diagnostics first
/// cost a third of the run.
enum JSONDiagnosticStream {
    static func append(_ diagnostic: Diagnostic, to output: inout String) {
        let location = diagnostic.location.range.start
        output += "{\n      \"rule\": "
        JSONValue.writeString(diagnostic.rule.rawValue, to: &output)
        output += ",\n      \"severity\": "
        JSONValue.writeString(diagnostic.severity.rawValue, to: &output)
        output += ",\n      \"message\": "
        JSONValue.writeString(diagnostic.message, to: &output)
        output += ",\n      \"file\": "
        JSONValue.writeString(diagnostic.location.file, to: &output)
        output += ",\n      \"line\": \(location.line),\n      \"column\": \(location.column),\n      \"notes\": "
        appendArray(diagnostic.notes, to: &output) { note, output in
            let start = note.location.range.start
            output += "{\n          \"message\": "
            JSONValue.writeString(note.message, to: &output)
            output += ",\n          \"file\": "
            JSONValue.writeString(note.location.file, to: &output)
            output += ",\n          \"line\": \(start.line),\n          \"column\": \(start.column)\n        }"
        }
        output += ",\n      \"fixIts\": "
        appendArray(diagnostic.fixIts, to: &output) { fixIt, output in
            let (start, end) = (fixIt.range.start, fixIt.range.end)
            output += "{\n          \"title\": "
            JSONValue.writeString(fixIt.title, to: &output)
            output += ",\n          \"replacement\": "
            JSONValue.writeString(fixIt.replacement, to: &output)
            output += ",\n          \"line\": \(start.line),\n          \"column\": \(start.column)"
            output += ",\n          \"endLine\": \(end.line),\n          \"endColumn\": \(end.column)\n        }"
        }
        output += "\n    }"
    }

    /// An array three levels deep, each element on its own line.
    private static func appendArray<Element>(_ elements: [Element], to output: inout String,
                                             _ element: (Element, inout String) -> Void) {
        guard !elements.isEmpty else {
            output += "[]"
            return
        }
        output += "["
        for (index, item) in elements.enumerated() {
            output += index == 0 ? "\n        " : ",\n        "
            element(item, &output)
        }
        output += "\n      ]"
    }
}
