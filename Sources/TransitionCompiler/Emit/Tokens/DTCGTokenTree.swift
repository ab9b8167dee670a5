/// Dotted token paths made into DTCG's nested groups. A path that is a
/// token and also the start of others (Material's `md.sys.motion.easing.standard`
/// and `….standard.accelerate`) becomes a group whose `$root` token stands
/// for the group itself: in DTCG a token has no children. `DesignTokenFile`
/// reads `$root` back as the group's own path.
///
/// A group says `$type` when every token under it has that type and the
/// group around it does not say so already; a token says it only when no
/// group above it does.
struct DTCGTokenTree {
    private struct Node {
        var token: DTCGToken?
        var children: [(name: String, node: Int)] = []
        var childIndex: [String: Int] = [:]
    }

    /// Why a path cannot be written: DTCG's names are not empty, do not
    /// start with `$` and hold no `{` or `}` (nor `.`, which separates them).
    enum Problem: Error {
        case invalidName(String)
        case taken
    }

    private var nodes = [Node()]

    /// Adds the token at `path` (`md.sys.motion.duration.short1`).
    mutating func add(_ token: DTCGToken, at path: String) throws(Problem) {
        var current = 0
        for part in path.split(separator: ".", omittingEmptySubsequences: false) {
            let name = String(part)
            guard Self.isValidName(name) else { throw .invalidName(name) }
            if let next = nodes[current].childIndex[name] {
                current = next
                continue
            }
            nodes.append(Node())
            nodes[current].childIndex[name] = nodes.count - 1
            nodes[current].children.append((name, nodes.count - 1))
            current = nodes.count - 1
        }
        guard current != 0, nodes[current].token == nil else { throw .taken }
        nodes[current].token = token
    }

    /// `format.json`'s `tokenOrGroupName`.
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("$") && !name.contains(where: { $0 == "{" || $0 == "}" || $0 == "." })
    }

    /// The root group, `leading` members first (the file's `$description`).
    func json(leading: [(String, JSONValue)]) -> JSONValue {
        let types = subtreeTypes()
        return .object(leading + groupMembers(0, inheritedType: nil, types: types))
    }

    private func groupMembers(_ index: Int, inheritedType: String?, types: [String?]) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = []
        var type = inheritedType
        if let own = types[index], own != inheritedType {
            members.append(("$type", .string(own)))
            type = own
        }
        if let token = nodes[index].token { members.append(("$root", tokenJSON(token, inheritedType: type))) }
        for (name, child) in nodes[index].children {
            if nodes[child].children.isEmpty, let token = nodes[child].token {
                members.append((name, tokenJSON(token, inheritedType: type)))
            } else {
                members.append((name, .object(groupMembers(child, inheritedType: type, types: types))))
            }
        }
        return members
    }

    private func tokenJSON(_ token: DTCGToken, inheritedType: String?) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if token.type != inheritedType { members.append(("$type", .string(token.type))) }
        members.append(("$value", token.value))
        if let extensions = token.extensions { members.append(("$extensions", extensions)) }
        return .object(members)
    }

    /// Each node's one type, when every token under it (itself included)
    /// has the same; nil when they differ. Children come after their parent
    /// in `nodes`, so one pass from the end sees every child first.
    private func subtreeTypes() -> [String?] {
        var types = [String?](repeating: nil, count: nodes.count)
        var mixed = [Bool](repeating: false, count: nodes.count)
        for index in nodes.indices.reversed() {
            var type = nodes[index].token?.type
            var isMixed = false
            for (_, child) in nodes[index].children {
                guard !mixed[child], let childType = types[child] else { isMixed = true; break }
                if type == nil { type = childType } else if type != childType { isMixed = true; break }
            }
            mixed[index] = isMixed
            types[index] = isMixed ? nil : type
        }
        return types
    }
}
