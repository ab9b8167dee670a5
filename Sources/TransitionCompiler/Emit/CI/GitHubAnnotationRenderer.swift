/// `check --format github`: one GitHub Actions workflow command per finding
/// (`::error file=…,line=…,col=…,endLine=…,endColumn=…,title=RULE::message`),
/// which the runner turns into an annotation on the file, then the summary
/// line as plain text for the log.
public enum GitHubAnnotationRenderer {
    public static func render(_ set: FindingSet) -> String {
        var output = ""
        for finding in set.findings { output += command(finding, set: set) + "\n" }
        output += TextDiagnosticRenderer.summary(set.diagnostics, fileCount: set.files.count) + "\n"
        return output
    }

    static func command(_ finding: Finding, set: FindingSet) -> String {
        let diagnostic = finding.diagnostic
        let region = ReportedRegion(highlighting: diagnostic.location.range)
        var properties = [("file", finding.path), ("line", String(region.startLine))]
        // GitHub takes columns only for a region on one line.
        if region.startLine == region.endLine {
            properties += [("col", String(region.startColumn)), ("endLine", String(region.endLine)),
                           ("endColumn", String(region.endColumn))]
        } else {
            // A block that ends at the start of a line (after its line break)
            // ends on the line before, for a reader who sees whole lines.
            let endLine = region.endColumn == 1 ? region.endLine - 1 : region.endLine
            properties.append(("endLine", String(endLine)))
        }
        properties.append(("title", diagnostic.rule.rawValue))
        // Annotations have no notes: they follow the message, one a line.
        var message = diagnostic.message
        for note in diagnostic.notes {
            let start = note.location.range.start
            message += "\n\(set.reportedPath(note.location.file)):\(start.line):\(start.column): note: \(note.message)"
        }
        let name = diagnostic.severity == .error ? "error" : "warning"
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name) \(list)::\(escapeData(message))"
    }

    /// The runner's escaping for a command's message.
    static func escapeData(_ text: String) -> String {
        escaped(text, separators: false)
    }

    /// A property value also escapes the separators of the property list.
    static func escapeProperty(_ text: String) -> String {
        escaped(text, separators: true)
    }

    /// `%`, CR and LF as `%25`, `%0D`, `%0A`, and with `separators` `:` and
    /// `,` as `%3A`, `%2C`: one pass over the bytes (all of these are ASCII),
    /// and the text itself when none is in it, as in most paths and messages.
    /// Scalar by scalar into a new `String`, it was most of the time of
    /// `check --format github` over a spec with many findings.
    private static func escaped(_ text: String, separators: Bool) -> String {
        func code(_ byte: UInt8) -> StaticString? {
            switch byte {
            case UInt8(ascii: "%"): "%25"
            case UInt8(ascii: "\r"): "%0D"
            case UInt8(ascii: "\n"): "%0A"
            case UInt8(ascii: ":") where separators: "%3A"
            case UInt8(ascii: ",") where separators: "%2C"
            default: nil
            }
        }
        guard text.utf8.contains(where: { code($0) != nil }) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            if let code = code(byte) {
                bytes.append(contentsOf: UnsafeBufferPointer(start: code.utf8Start, count: code.utf8CodeUnitCount))
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
