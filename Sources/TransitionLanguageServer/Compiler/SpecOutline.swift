import YAMLSource

/// Where each id and token of one file is written: definitions (the keys
/// under `screens`, `transitions`, `tokens`) and uses (`from`, `to`, `tabs`,
/// `$…` values). Read from the compiler's own YAML tree, the one `check`
/// decodes, walked as the decoder walks it; each place once, however many
/// aliases or merges read it.
///
/// The compiler keeps the places of definitions but not of every use (a
/// token's uses are resolved away), so navigation and rename read them here.
struct SpecOutline: Sendable {
    struct Occurrence: Hashable, Sendable {
        var kind: CheckedWorkspace.SymbolKind
        var name: String
        var isDefinition: Bool
        /// The name's bytes, without quotes.
        var start: Int
        var end: Int
    }

    var occurrences: [Occurrence] = []

    init(_ bytes: [UInt8]) {
        let result = YAMLReader.read(SourceText(bytes), parallelism: .serial)
        guard let document = result.document, let root = document.root else { return }
        var seen: Set<Occurrence> = []
        func add(_ kind: CheckedWorkspace.SymbolKind, _ name: String, _ node: YAMLNodeID, definition: Bool) {
            guard document[node].kind == .scalar else { return }
            var start = Int(document[node].span.start), end = Int(document[node].span.end)
            // A quoted scalar's span holds its quotes; the name is inside them.
            if end - start >= 2, end <= bytes.count, [UInt8(ascii: "\""), UInt8(ascii: "'")].contains(bytes[start]),
               bytes[end - 1] == bytes[start] {
                start += 1
                end -= 1
            }
            let occurrence = Occurrence(kind: kind, name: name, isDefinition: definition, start: start, end: end)
            if seen.insert(occurrence).inserted { occurrences.append(occurrence) }
        }
        for (key, value) in document.entries(root) {
            guard document[key].kind == .scalar else { continue }
            switch document.text(key) {
            case "screens":
                for (id, screen) in document.entries(value) {
                    if let name = document.text(id) { add(.screen, name, id, definition: true) }
                    for (field, fieldValue) in document.entries(screen) where document.text(field) == "tabs" {
                        for item in document.items(fieldValue) where document[item].kind == .scalar {
                            if let name = document.text(item) { add(.screen, name, item, definition: false) }
                        }
                    }
                }
            case "transitions":
                for (id, transition) in document.entries(value) {
                    if let name = document.text(id) { add(.transition, name, id, definition: true) }
                    for (field, fieldValue) in document.entries(transition) {
                        let fieldName = document.text(field)
                        if fieldName == "from" || fieldName == "to", document[fieldValue].kind == .scalar,
                           let name = document.text(fieldValue) {
                            add(.screen, name, fieldValue, definition: false)
                        }
                    }
                }
            case "tokens":
                for (category, names) in document.entries(value) {
                    guard let categoryName = document.text(category) else { continue }
                    for (name, _) in document.entries(names) {
                        if let text = document.text(name) { add(.token, "$\(categoryName).\(text)", name, definition: true) }
                    }
                }
            default:
                break
            }
        }
        // Token uses: any scalar value written `$…` (the language's only use of `$`).
        var stack = [root]
        while let node = stack.popLast() {
            switch document[node].kind {
            case .scalar, .alias:
                break
            case .sequence:
                stack.append(contentsOf: document.items(node))
            case .mapping:
                for (_, value) in document.entries(node) {
                    if document[value].kind == .scalar, let text = document.text(value), text.hasPrefix("$") {
                        add(.token, text, value, definition: false)
                    } else if document[value].kind != .alias {
                        stack.append(value)
                    }
                }
            }
        }
        occurrences.sort { ($0.start, $0.end) < ($1.start, $1.end) }
    }

    /// The occurrence whose name holds `offset` (or ends right at it, as a
    /// cursor after a word does).
    func occurrence(at offset: Int) -> Occurrence? {
        occurrences.first { $0.start <= offset && offset < $0.end } ?? occurrences.first { $0.end == offset }
    }
}
