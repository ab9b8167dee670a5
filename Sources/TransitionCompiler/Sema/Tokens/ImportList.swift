import YAMLSource

extension NodeReader {
    /// `tokens.import`: a list of paths (a single one may stand alone). What
    /// each path may reach is checked where the files are read, against the
    /// project's directory (`TokenImportPath`); here only its shape.
    mutating func importPaths(_ id: YAMLNodeID) -> [Located<String>] {
        guard checkTag(id) else { return [] }
        let target = document.target(of: id)
        let items: [YAMLNodeID] = switch document[target].kind {
        case .sequence: Array(document.items(target))
        case .scalar, .alias: [id]
        case .mapping:
            {
                report(.typeMismatchFieldExpects("tokens.import", "a list of design token files", found: "a mapping", at: location(id)))
                return []
            }()
        }
        var paths: [Located<String>] = []
        for item in items {
            guard let text = string(item, field: "tokens.import", expected: "a path") else { continue }
            guard !text.isEmpty else {
                report(.invalidValueImportPath(at: location(item)))
                continue
            }
            paths.append(Located(value: text, span: span(item)))
        }
        return paths
    }
}

extension NodeReader {
    /// `timing: $motion.enter`: the reference of a `transition` token,
    /// looked up where the transition is lowered.
    mutating func timingToken(_ id: YAMLNodeID) -> Located<String>? {
        guard let text = string(id, field: "timing", expected: "a `$` transition token") else { return nil }
        guard text.hasPrefix("$"), text.count > 1 else {
            report(.invalidValueTimingReference(text, at: location(id)))
            return nil
        }
        recordName(.token, text, at: id, definition: false)
        return Located(value: text, span: span(id))
    }
}
