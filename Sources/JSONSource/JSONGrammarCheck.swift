import YAMLSource

/// Walks the tree libyaml's events made of a JSON text, in the order it is
/// written, and stops at the first thing that YAML allows and JSON does not:
/// a node's style (a block collection, a single-quoted or block scalar), an
/// anchor, tag or alias, a plain scalar that is not a JSON number, `true`,
/// `false` or `null`, a key that is not a string, what a string may not hold
/// (`JSONStrings`), and, between the nodes, anything but JSON's whitespace
/// and the one `:` or `,` that belongs there (a comment, a trailing comma, a
/// `?`, a `<<` merge, a `---`). Tabs, line feeds and carriage returns are
/// whitespace anywhere, as JSON has it.
///
/// It recurses once a level, which the reader's depth limit bounds.
struct JSONGrammarCheck {
    let document: YAMLDocument
    /// The original text, which the check reads; libyaml read `standIns.bytes`.
    let bytes: UnsafeBufferPointer<UInt8>
    let standIns: StandIns
    /// Where the last token read ends: what lies between it and the next
    /// node is the gap `gap(to:expecting:)` checks.
    private var cursor: Int
    /// The strings that held a stand-in, decoded from the original bytes.
    private(set) var decodedStrings: [YAMLNodeID: String] = [:]

    init(document: YAMLDocument, bytes: UnsafeBufferPointer<UInt8>, standIns: StandIns, start: Int) {
        self.document = document
        self.bytes = bytes
        self.standIns = standIns
        cursor = start
    }

    /// The whole text: one value, with nothing but whitespace around it.
    mutating func checkText() throws(JSONReadError) {
        guard let root = document.root else {
            try gap(to: bytes.count, expecting: nil)
            throw error("expected a JSON value, found the end of the text", at: bytes.count)
        }
        try gap(to: Int(document[root].span.start), expecting: nil)
        try value(root)
        try gap(to: bytes.count, expecting: nil)
    }

    private mutating func value(_ id: YAMLNodeID) throws(JSONReadError) {
        let node = try plainNode(id)
        let start = Int(node.span.start)
        switch node.kind {
        case .mapping:
            guard bytes[start] == UInt8(ascii: "{") else {
                throw error(node.isFlow ? "a `key: value` pair inside `[…]` is YAML; JSON writes an object as `{…}`"
                                        : "an indented (block) mapping is YAML; JSON writes an object as `{…}`", at: start)
            }
            cursor = start + 1
            let entries = document.entries(id)
            for index in entries.indices {
                let (key, value) = entries[index]
                try gap(to: Int(document[key].span.start), expecting: index == 0 ? nil : UInt8(ascii: ","))
                try self.key(key)
                try gap(to: Int(document[value].span.start), expecting: UInt8(ascii: ":"))
                try self.value(value)
            }
            try close(node, UInt8(ascii: "}"))
        case .sequence:
            guard bytes[start] == UInt8(ascii: "[") else {
                throw error("an indented (block) list of `- ` items is YAML; JSON writes an array as `[…]`", at: start)
            }
            cursor = start + 1
            for (index, item) in document.items(id).enumerated() {
                try gap(to: Int(document[item].span.start), expecting: index == 0 ? nil : UInt8(ascii: ","))
                try value(item)
            }
            try close(node, UInt8(ascii: "]"))
        case .scalar:
            switch node.style {
            case .doubleQuoted: try string(id, node)
            case .plain:
                if let message = JSONNumbers.problem(document.text(id) ?? "", written: sourceText(node.span)) {
                    throw error(message, at: start, to: Int(node.span.end))
                }
            case .singleQuoted:
                throw error("a string in single quotes is YAML; JSON writes a string in double quotes", at: start, to: Int(node.span.end))
            case .literal, .folded:
                throw error("a block scalar (`|` or `>`) is YAML; JSON writes a string in double quotes", at: start, to: Int(node.span.end))
            }
            cursor = Int(node.span.end)
        case .alias:
            preconditionFailure("`plainNode` throws for an alias")
        }
    }

    /// A key: a string in double quotes.
    private mutating func key(_ id: YAMLNodeID) throws(JSONReadError) {
        let node = try plainNode(id)
        guard node.kind == .scalar, node.style == .doubleQuoted else {
            throw error("a key is a string in double quotes in JSON", at: Int(node.span.start), to: Int(node.span.end))
        }
        try string(id, node)
        cursor = Int(node.span.end)
    }

    /// The node, unless it is an alias or has an anchor or a tag, which JSON
    /// has not. (An anchor or a tag is part of its node's span, before it.)
    private func plainNode(_ id: YAMLNodeID) throws(JSONReadError) -> YAMLNode {
        let node = document[id]
        let start = Int(node.span.start)
        if node.kind == .alias { throw error("an alias (`\(word(at: start))`) is YAML, not JSON", at: start) }
        if document.tag(id) != nil { throw error("a tag (`\(word(at: start))`) is YAML, not JSON", at: start) }
        if start < bytes.count, bytes[start] == UInt8(ascii: "&") {
            throw error("an anchor (`\(word(at: start))`) is YAML, not JSON", at: start)
        }
        return node
    }

    private mutating func string(_ id: YAMLNodeID, _ node: YAMLNode) throws(JSONReadError) {
        let inside = (Int(node.span.start) + 1, Int(node.span.end) - 1)
        if let problem = JSONStrings.firstProblem(in: bytes, from: inside.0, to: inside.1) {
            throw error(problem.message, at: problem.offset)
        }
        guard standIns.any(in: node.span.start, node.span.end) else { return }
        do {
            decodedStrings[id] = try JSONStrings.decode(bytes, from: inside.0, to: inside.1)
        } catch {
            throw self.error(error.message, at: error.offset)
        }
    }

    /// The end of a collection: its bracket, after nothing but whitespace.
    private mutating func close(_ node: YAMLNode, _ bracket: UInt8) throws(JSONReadError) {
        let end = Int(node.span.end)
        try gap(to: end - 1, expecting: nil, closing: true)
        guard end >= 1, bytes[end - 1] == bracket else {
            throw error("expected `\(String(UnicodeScalar(bracket)))`", at: max(end - 1, 0))
        }
        cursor = end
    }

    /// What lies between the last token and the next, at `end`: whitespace,
    /// and `punctuation` once if it is given.
    private mutating func gap(to end: Int, expecting punctuation: UInt8?, closing: Bool = false) throws(JSONReadError) {
        var found = false
        var index = cursor
        while index < end {
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D: break
            case _ where byte == punctuation && !found: found = true
            default: throw error(Self.unexpected(byte, at: index, in: bytes, closing: closing), at: index)
            }
            index += 1
        }
        if let punctuation, !found {
            throw error("expected `\(String(UnicodeScalar(punctuation)))`", at: end)
        }
        cursor = max(cursor, end)
    }

    /// Why a byte between two values is not JSON, in the words of what YAML
    /// would have made of it.
    private static func unexpected(_ byte: UInt8, at index: Int, in bytes: UnsafeBufferPointer<UInt8>, closing: Bool) -> String {
        func follows(_ text: String) -> Bool {
            index + text.utf8.count <= bytes.count && text.utf8.enumerated().allSatisfy { bytes[index + $0.offset] == $0.element }
        }
        switch byte {
        case UInt8(ascii: "#"): return "a comment is YAML, not JSON"
        case UInt8(ascii: ",") where closing: return "a comma after the last item is not JSON"
        case UInt8(ascii: "?"): return "an explicit key (`?`) is YAML, not JSON"
        case UInt8(ascii: "<") where follows("<<"): return "a merge key (`<<`) is YAML, not JSON"
        case UInt8(ascii: "-") where follows("---"): return "a document marker (`---`) is YAML, not JSON"
        case UInt8(ascii: ".") where follows("..."): return "a document end marker (`...`) is YAML, not JSON"
        case UInt8(ascii: "%"): return "a directive (`%`) is YAML, not JSON"
        default: return "unexpected `\(JSONStrings.printable(byte))`"
        }
    }

    /// The characters from `start` to the next space or bracket: an anchor's,
    /// a tag's or an alias's name as written.
    private func word(at start: Int) -> String {
        var end = start
        while end < bytes.count, end - start < 64, ![0x20, 0x09, 0x0A, 0x0D, 0x2C, 0x5B, 0x5D, 0x7B, 0x7D].contains(bytes[end]) { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    private func sourceText(_ span: SourceSpan) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(span.start)..<Int(span.end)]), as: UTF8.self)
    }

    /// An error at `offset`, or over the text up to `end`.
    private func error(_ message: String, at offset: Int, to end: Int? = nil) -> JSONReadError {
        JSONReadError(message, at: document.lines.range(SourceSpan(start: offset, end: end ?? offset)))
    }
}
