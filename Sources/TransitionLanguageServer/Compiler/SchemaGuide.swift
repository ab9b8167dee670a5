import JSONCodec
import LanguageServerProtocol
import TransitionCompiler

/// What `transitionc schema` says about each key: the keys a mapping takes,
/// their documentation and the words a field accepts. Completion and hover
/// read the schema rather than a list of their own, so the editor offers
/// what the decoder accepts.
struct SchemaGuide: Sendable {
    struct Key: Sendable {
        var name: String
        var documentation: String
    }

    private let root: JSONValue

    /// Made once a server (not a global: a server's memory is its own, and
    /// goes with it).
    init() {
        root = (try? JSONParser.parse(Array(SpecSchema.render().utf8))) ?? .object([])
    }

    /// The schema node for the value at `path` (keys from the top; an id
    /// under `screens` or `transitions` is any key), nil when the path leaves the schema.
    func node(at path: [String]) -> JSONValue? {
        var node = resolve(root)
        for key in path {
            guard let next = child(of: node, named: key) else { return nil }
            node = resolve(next)
        }
        return node
    }

    /// The keys a mapping at `path` takes, in the schema's order.
    func keys(at path: [String]) -> [Key] {
        guard let node = node(at: path) else { return [] }
        var keys: [Key] = []
        for alternative in alternatives(of: node) {
            guard case .object(let members)? = alternative["properties"] else { continue }
            for (name, value) in members where !keys.contains(where: { $0.name == name }) {
                keys.append(Key(name: name, documentation: documentation(of: value) ?? ""))
            }
        }
        return keys
    }

    /// The words a scalar at `path` may be (`enum` and `const` strings), with their documentation.
    func words(at path: [String]) -> [Key] {
        guard let node = node(at: path) else { return [] }
        var words: [Key] = []
        for alternative in alternatives(of: node) {
            for item in alternative["enum"]?.array ?? [] {
                if let word = item.string { words.append(Key(name: word, documentation: "")) }
            }
            if let word = alternative["const"]?.string {
                words.append(Key(name: word, documentation: alternative["description"]?.string ?? ""))
            }
        }
        return words
    }

    /// The kind of token (`duration`, `curve`, `transition`) the value at
    /// `path` may name: the title of the schema's token form there
    /// (`duration token`), which the language's declarations give each field
    /// that takes seconds, a curve or a `timing`.
    func tokenKind(at path: [String]) -> String? {
        guard let node = node(at: path) else { return nil }
        for alternative in alternatives(of: node) {
            guard let title = alternative["title"]?.string, title.hasSuffix(" token") else { continue }
            return String(title.dropLast(" token".count))
        }
        return nil
    }

    /// The documentation of the key at the end of `path`.
    func documentation(at path: [String]) -> String? {
        guard let last = path.last, let parent = node(at: Array(path.dropLast())),
              let value = child(of: parent, named: last) else { return nil }
        return documentation(of: value)
    }

    private func documentation(of value: JSONValue) -> String? {
        value["description"]?.string ?? resolve(value)["description"]?.string
    }

    private func child(of node: JSONValue, named key: String) -> JSONValue? {
        for alternative in alternatives(of: node) {
            if let property = alternative["properties"]?[key] { return property }
        }
        for alternative in alternatives(of: node) {
            if let additional = alternative["additionalProperties"], case .object = additional { return additional }
            if case .object(let patterns)? = alternative["patternProperties"], let first = patterns.first { return first.1 }
        }
        return nil
    }

    /// The node and each `anyOf` / `oneOf` / `allOf` branch, references followed.
    private func alternatives(of node: JSONValue) -> [JSONValue] {
        var result = [node]
        for combinator in ["anyOf", "oneOf", "allOf"] {
            for branch in node[combinator]?.array ?? [] { result += alternatives(of: resolve(branch)) }
        }
        return result
    }

    /// Follows `$ref` (local `#/$defs/…` only), keeping the referring node's description.
    private func resolve(_ node: JSONValue) -> JSONValue {
        var node = node
        var hops = 0
        while let reference = node["$ref"]?.string, reference.hasPrefix("#/$defs/"), hops < 16 {
            let name = String(reference.dropFirst("#/$defs/".count))
            guard let target = root["$defs"]?[name] else { break }
            node = target
            hops += 1
        }
        return node
    }
}
