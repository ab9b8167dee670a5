import YAMLSource

/// The DTCG types transitionc reads; tokens of any other type are passed over.
enum DesignTokenType: String, Sendable {
    case duration, cubicBezier, transition

    /// The kind of spec token it makes.
    var kind: TokenDefinition.Kind {
        switch self {
        case .duration: .duration
        case .cubicBezier: .curve
        case .transition: .timing
        }
    }
}

/// One token of a used type in a design token file, its value still a node
/// of the file's tree: an alias may name a token of another file, so values
/// are read once every file's tokens are known (`DesignTokenValues`).
struct DesignTokenEntry {
    /// The dotted path: `motion.duration.short4`.
    var path: String
    /// The type written on the token or its nearest group; nil when neither
    /// says and the value is an alias, whose target then decides.
    var type: DesignTokenType?
    /// The file's position among the token files read.
    var file: Int
    var key: YAMLNodeID
    var value: YAMLNodeID
    /// `$extensions."org.transitionc.spring"`: a spring, which DTCG lacks.
    var spring: YAMLNodeID?
    /// `$extensions."org.transitionc.curve"`: the name of a curve
    /// (`easeInOut`) whose control points the value holds, so that a file
    /// `tokens --format dtcg` wrote reads back to the named curve.
    var curveName: YAMLNodeID?
}

/// Reads one DTCG file's tree into its tokens of used types: groups nest,
/// `$type` is inherited from the nearest group that sets it, a `$root`
/// token stands for its group's own path.
struct DesignTokenFile {
    static let springExtension = "org.transitionc.spring"
    static let curveExtension = "org.transitionc.curve"

    var reader: NodeReader
    let fileIndex: Int
    private(set) var entries: [DesignTokenEntry] = []

    init(document: YAMLDocument, path: String, fileIndex: Int) {
        reader = NodeReader(document: document, file: path)
        self.fileIndex = fileIndex
    }

    var document: YAMLDocument { reader.document }

    mutating func read() {
        guard let root = document.root else { return }
        guard let entries = reader.mapping(root, expected: "a design token file: a JSON object of groups and tokens")
        else { return }
        readGroup(entries, path: [], inheritedType: nil, depth: 0)
    }

    /// A group's members, the group's own `$` properties first, so that its
    /// `$type` holds for every member whatever their order.
    private mutating func readGroup(_ entries: MappingEntries, path: [String], inheritedType: String?, depth: Int) {
        var type = inheritedType
        for (keyID, valueID) in entries where reader.document.text(keyID) == "$type" {
            type = reader.string(valueID, field: "$type", expected: "a type name")
        }
        for (keyID, valueID) in entries {
            guard let name = reader.keyText(keyID) else { continue }
            if name == "$root" {
                readMember(valueID, key: keyID, path: path, inheritedType: type, depth: depth)
            } else if name == "$extends", isUsed(type) {
                reader.report(.invalidValueExtends(at: reader.location(keyID)))
            } else if name.hasPrefix("$") {
                continue  // `$type`, `$description`, `$extensions`, `$deprecated`, `$schema`: nothing to read
            } else if name.isEmpty || name.contains(where: { $0 == "." || $0 == "{" || $0 == "}" }) {
                reader.report(.invalidValueTokenName(name, at: reader.location(keyID)))
            } else {
                readMember(valueID, key: keyID, path: path + [name], inheritedType: type, depth: depth)
            }
        }
    }

    /// A group or a token (an object with `$value`).
    private mutating func readMember(_ id: YAMLNodeID, key: YAMLNodeID, path: [String], inheritedType: String?, depth: Int) {
        guard depth < 64 else {
            reader.report(.invalidValueGroupDepth(at: reader.location(key)))
            return
        }
        let target = document.target(of: id)
        guard document[target].kind == .mapping else {
            // A bare value where a group or token belongs: DTCG requires `$value`.
            if isUsed(inheritedType) {
                reader.report(.typeMismatchTokenObject(found: reader.describe(id), at: reader.location(id)))
            }
            return
        }
        let members = document.entries(target)
        var type = inheritedType, value: YAMLNodeID?, extensions: YAMLNodeID?
        for (keyID, valueID) in members {
            switch document.text(keyID) {
            case "$value"?: value = valueID
            case "$type"?: type = reader.string(valueID, field: "$type", expected: "a type name")
            case "$extensions"?: extensions = valueID
            case "$ref"? where isUsed(type):
                reader.report(.invalidValueJSONPointer(at: reader.location(keyID)))
                return
            default: break
            }
        }
        guard let value else {
            readGroup(members, path: path, inheritedType: type, depth: depth + 1)
            return
        }
        let usedType = type.flatMap(DesignTokenType.init(rawValue:))
        // A token of another type is some other tool's business; one with no
        // type at all may still be an alias to a used one.
        guard usedType != nil || (type == nil && isAlias(value)) else { return }
        var entry = DesignTokenEntry(path: path.joined(separator: "."), type: usedType, file: fileIndex, key: key, value: value)
        if let extensions, let pairs = reader.mapping(extensions, expected: "`$extensions` to be an object") {
            for (keyID, valueID) in pairs {
                switch document.text(keyID) {
                case Self.springExtension?: entry.spring = valueID
                case Self.curveExtension?: entry.curveName = valueID
                default: break
                }
            }
        }
        entries.append(entry)
    }

    private func isUsed(_ type: String?) -> Bool {
        type.flatMap(DesignTokenType.init(rawValue:)) != nil
    }

    /// `"{group.token}"`.
    func isAlias(_ id: YAMLNodeID) -> Bool {
        aliasPath(id) != nil
    }

    /// The path an alias names, or nil when the node is not one.
    func aliasPath(_ id: YAMLNodeID) -> String? {
        let target = document.target(of: id)
        guard document[target].kind == .scalar, !document[target].style.isPlain, let text = document.text(target),
              text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        return String(text.dropFirst().dropLast())
    }
}
