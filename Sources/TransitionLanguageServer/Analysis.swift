import LanguageServerProtocol

/// One compiled state of the workspace, with what the features derive from
/// it made when first asked: each file's positions and outline.
final class Analysis {
    let checked: CheckedWorkspace
    private var positions: [String: DocumentPositions] = [:]
    private var outlines: [String: SpecOutline] = [:]

    init(_ checked: CheckedWorkspace) {
        self.checked = checked
    }

    /// The bytes of a file as compiled.
    func bytes(of path: String) -> [UInt8]? { checked.sources[path] }

    func positions(of path: String) -> DocumentPositions? {
        if let known = positions[path] { return known }
        guard let bytes = checked.sources[path] else { return nil }
        let made = DocumentPositions(bytes)
        positions[path] = made
        return made
    }

    func outline(of path: String) -> SpecOutline {
        if let known = outlines[path] { return known }
        let made = SpecOutline(checked.names[path] ?? [])
        outlines[path] = made
        return made
    }

    /// A place as an LSP range, in `encoding`.
    func range(of place: CheckedWorkspace.Place, in encoding: PositionEncoding) -> DocumentRange {
        guard let lines = positions(of: place.path) else {
            return DocumentRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
        }
        return DocumentRange(start: lines.position(ofByte: place.start, in: encoding),
                             end: lines.position(ofByte: place.end, in: encoding))
    }

    /// Every spec file's occurrences of a symbol, definitions first.
    func occurrences(of kind: CheckedWorkspace.SymbolKind, named name: String) -> [CheckedWorkspace.Place] {
        var definitions: [CheckedWorkspace.Place] = [], uses: [CheckedWorkspace.Place] = []
        for path in checked.files {
            for occurrence in outline(of: path).occurrences where occurrence.kind == kind && occurrence.name == name {
                let place = CheckedWorkspace.Place(path: path, start: occurrence.start, end: occurrence.end)
                if occurrence.isDefinition { definitions.append(place) } else { uses.append(place) }
            }
        }
        return definitions + uses
    }
}
