import YAMLSource

/// The region a CI format shows for a diagnostic or a note. Our ranges are
/// half-open and may be empty (a point, such as "missing here"); SARIF and
/// GitHub would show an empty region as nothing, so it becomes one column
/// wide. Fix-its keep their exact range: there an empty range is an insertion.
struct ReportedRegion: Equatable {
    var startLine: Int
    var startColumn: Int
    var endLine: Int
    var endColumn: Int

    init(highlighting range: SourceRange) {
        startLine = Int(range.start.line)
        startColumn = Int(range.start.column)
        endLine = Int(range.end.line)
        endColumn = Int(range.end.column)
        if endLine < startLine || (endLine == startLine && endColumn <= startColumn) {
            endLine = startLine
            endColumn = startColumn + 1
        }
    }

    init(exactly range: SourceRange) {
        startLine = Int(range.start.line)
        startColumn = Int(range.start.column)
        endLine = Int(range.end.line)
        endColumn = Int(range.end.column)
    }

    var json: JSONValue {
        .object([
            ("startLine", .int(startLine)),
            ("startColumn", .int(startColumn)),
            ("endLine", .int(endLine)),
            ("endColumn", .int(endColumn)),
        ])
    }
}
