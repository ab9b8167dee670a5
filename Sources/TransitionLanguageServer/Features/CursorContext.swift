/// Where in a spec's structure the cursor is, read from the lines above it
/// by indentation. Completion runs while a line is half-typed (`  cur`,
/// `to: `), when the document often does not read as YAML at all, so this
/// looks at the text's layout only to name the place; every answer (keys,
/// words, ids, tokens) comes from the compiler's schema and spec set.
struct CursorContext: Equatable {
    enum Spot: Equatable {
        /// Writing a key of the mapping at `path`.
        case key
        /// Writing the value of `key` (after `key: `, or an item of `key: [ … ]`).
        case value(key: String)
        /// In a comment; `afterIgnore`: after `transitionc:ignore`.
        case comment(afterIgnore: Bool)
    }

    /// The keys of the mappings around the cursor, outermost first.
    var path: [String]
    var spot: Spot
    /// The part of the word before the cursor.
    var prefix: String

    init(path: [String], spot: Spot, prefix: String) {
        self.path = path
        self.spot = spot
        self.prefix = prefix
    }

    init(bytes: [UInt8], offset: Int) {
        let offset = max(0, min(offset, bytes.count))
        var lineStart = offset
        while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
        let line = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
        prefix = String(line.reversed().prefix { !" \t[{,:".contains($0) }.reversed())
        if let hash = Self.commentStart(in: line) {
            path = []
            spot = .comment(afterIgnore: line[hash...].contains("transitionc:ignore"))
            return
        }
        var indent = line.prefix { $0 == " " }.count
        var content = line.dropFirst(indent)
        // `- ` starts a sequence item: its content is indented past the dash.
        while content.hasPrefix("- ") {
            content = content.dropFirst(2)
            indent += 2
        }
        path = Self.parents(of: bytes, before: lineStart, indent: indent)
        let text = String(content)
        if let flow = Self.lastKey(in: text), flow.inFlowMapping {
            // `gesture: { direction: …`: the braces hold the mapping of the key before them.
            if let outer = Self.firstKey(in: text) { path.append(outer) }
            spot = flow.afterColon ? .value(key: flow.name) : .key
        } else if let key = Self.firstKey(in: text), text.hasPrefix(key + ":") {
            spot = .value(key: key)
        } else {
            spot = .key
        }
    }

    /// Where a comment starts in the line (a `#` at its start or after a space), if it has one.
    private static func commentStart(in line: String) -> String.Index? {
        var previous: Character = " "
        var quote: Character?
        for index in line.indices {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " || previous == "\t" {
                return index
            }
            previous = character
        }
        return nil
    }

    /// The first `key:` of a line.
    private static func firstKey(in content: String) -> String? {
        guard let colon = content.firstIndex(of: ":") else { return nil }
        let key = content[..<colon].trimmingSpaces
        return key.isEmpty || key.contains(where: { "{[,".contains($0) }) ? nil : key
    }

    /// The last `key:` before the end of `content`: a plain key in block
    /// style, or the last one inside an open `{`.
    private static func lastKey(in content: String) -> (name: String, inFlowMapping: Bool, afterColon: Bool)? {
        if let brace = content.lastIndex(of: "{") {
            let inside = content[content.index(after: brace)...]
            let lastEntry = inside.split(separator: ",", omittingEmptySubsequences: false).last ?? ""
            if let colon = lastEntry.firstIndex(of: ":") {
                return (lastEntry[..<colon].trimmingSpaces, true, true)
            }
            return (lastEntry.trimmingSpaces, true, false)
        }
        guard let key = firstKey(in: content), content.hasPrefix(key + ":") else { return nil }
        return (key, false, true)
    }

    /// The keys of the lines above `lineStart` that open the mappings the
    /// cursor is in: each line less indented than the last one taken.
    private static func parents(of bytes: [UInt8], before lineStart: Int, indent: Int) -> [String] {
        var path: [String] = []
        var limit = indent
        var end = lineStart
        while end > 0, limit > 0 {
            // The line ending at `end`.
            var lineEnd = end
            while lineEnd > 0, bytes[lineEnd - 1] == 0x0A || bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            var start = lineEnd
            while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
            end = start
            let text = String(decoding: bytes[start..<lineEnd], as: UTF8.self)
            var lineIndent = text.prefix { $0 == " " }.count
            var content = text.dropFirst(lineIndent)
            if content.isEmpty || content.hasPrefix("#") { continue }
            while content.hasPrefix("- ") {
                content = content.dropFirst(2)
                lineIndent += 2
            }
            guard lineIndent < limit else { continue }
            limit = lineIndent
            if let key = firstKey(in: String(content)) { path.insert(key, at: 0) }
        }
        return path
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
