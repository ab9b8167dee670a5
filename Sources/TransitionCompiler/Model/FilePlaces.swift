import YAMLSource

/// A spec file's path and lines: what turns a span the model keeps into a
/// location a diagnostic reports. The model keeps spans, 8 bytes each, and
/// works out lines and columns only for what it reports (see `LineMap`):
/// for every value of tens of thousands of transitions and screens, most
/// of which are never reported.
struct FileLines: Sendable {
    let path: String
    let lines: LineMap

    func location(_ span: SourceSpan) -> SourceLocation {
        SourceLocation(file: path, range: lines.range(span))
    }
}

/// One place in a spec file, made into a `SourceLocation` when asked.
/// Equal when the file and the bytes are: the lines follow from them.
struct FilePlace: Hashable, Sendable {
    let file: FileLines
    let span: SourceSpan

    var location: SourceLocation { file.location(span) }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.span == rhs.span && lhs.file.path == rhs.file.path
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(file.path)
        hasher.combine(span)
    }
}
