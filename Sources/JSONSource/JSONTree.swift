import JSONCodec
import YAMLSource

/// A JSON text read through the YAML front end and found to be JSON: the
/// YAML tree, whose nodes know where they are written, and each node's JSON
/// value. For a reader that reports errors at values' places (a design
/// token file): walk `members(of:)` and `items(of:)` from `root`, read a
/// value with `value(of:)` or `string(of:)`, and place a problem with
/// `range(of:)`.
public struct JSONTree: Sendable {
    /// Every node with its span (`document.range(of:)`); JSON's values only:
    /// a string is a double-quoted scalar, a number, `true`, `false` or `null`
    /// a plain one, an object a flow mapping, an array a flow sequence.
    public let document: YAMLDocument
    public let root: YAMLNodeID
    /// The strings libyaml read a stand-in of (`StandIns`), decoded here.
    let decodedStrings: [YAMLNodeID: String]

    /// Where the node is written: lines and columns, and byte offsets.
    public func range(of id: YAMLNodeID) -> SourceRange { document.range(of: id) }

    /// An object's keys, with their nodes, and values, in the order written.
    /// Empty for anything but an object.
    public func members(of id: YAMLNodeID) -> [(key: String, keyNode: YAMLNodeID, value: YAMLNodeID)] {
        document.entries(id).map { (string(of: $0.key) ?? "", $0.key, $0.value) }
    }

    /// An array's items; empty for anything but an array.
    public func items(of id: YAMLNodeID) -> ArraySlice<YAMLNodeID> { document.items(id) }

    /// A string's value; nil for anything but a string.
    public func string(of id: YAMLNodeID) -> String? {
        let node = document[id]
        guard node.kind == .scalar, node.style == .doubleQuoted else { return nil }
        return decodedStrings[id] ?? document.text(id)
    }

    /// The node and everything in it as a `JSONValue`.
    public func value(of id: YAMLNodeID) -> JSONValue {
        let node = document[id]
        switch node.kind {
        case .mapping: return .object(members(of: id).map { ($0.key, value(of: $0.value)) })
        case .sequence: return .array(items(of: id).map(value(of:)))
        case .scalar, .alias:
            if let string = string(of: id) { return .string(string) }
            return JSONNumbers.value(document.text(id) ?? "")
        }
    }

    /// The whole text's value.
    public var value: JSONValue { value(of: root) }
}
