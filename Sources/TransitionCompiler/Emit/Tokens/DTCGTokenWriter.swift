import YAMLSource

/// `transitionc tokens --format dtcg`: the spec set's tokens (its own
/// `durations` and `curves`, and every imported one) and each transition's
/// resolved timing as a `transition` token under `transitions.<id>`, as a
/// DTCG 2025.10 file that reads back to the same values (`tokens.import`).
public enum DTCGTokenWriter {
    /// The file's first bytes: a file without them was not written by
    /// transitionc, and is replaced only with `--force` (it may be the design
    /// system's own token file).
    public static let marker = "{\n  \"$description\": \"Written by transitionc tokens"

    static let description = "Written by transitionc tokens: the spec set's motion tokens, and each transition's timing under `transitions`."

    /// A token or transition whose name DTCG cannot hold, or two at one path.
    public struct Problem: Error, Sendable {
        public var message: String
    }

    /// The file, pretty-printed through the project's JSON writer: the same
    /// bytes for the same spec set (tokens in the set's order, then the
    /// transitions in theirs).
    public static func render(_ specSet: SpecSet) throws(Problem) -> String {
        var tree = DTCGTokenTree()
        for token in specSet.tokens {
            let value: DTCGToken = switch token.value {
            case .duration(let seconds): .duration(seconds)
            case .curve(let curve): .curve(curve)
            case .timing(let timing): .timing(duration: timing.duration, delay: timing.delay, curve: timing.curve)
            }
            try add(value, at: String(token.reference.dropFirst()), to: &tree,
                    what: "token `\(token.reference)`", at: token.location)
        }
        for transition in specSet.transitions {
            let timing = DTCGToken.timing(duration: transition.duration, delay: transition.delay, curve: transition.curve)
            try add(timing, at: "transitions." + transition.id, to: &tree,
                    what: "transition `\(transition.id)`", at: transition.location)
        }
        return tree.json(leading: [("$description", .string(description))]).serialized(pretty: true) + "\n"
    }

    private static func add(_ token: DTCGToken, at path: String, to tree: inout DTCGTokenTree, what: String,
                            at location: SourceLocation) throws(Problem) {
        do {
            try tree.add(token, at: path)
        } catch {
            let place = "\(location.file):\(location.range.start.line):\(location.range.start.column)"
            switch error {
            case .invalidName(let name):
                throw Problem(message: "\(place): \(what) cannot be written as a DTCG token: its name `\(name)` is empty, starts with `$` or holds `{` or `}`")
            case .taken:
                throw Problem(message: "\(place): \(what) would be written at `\(path)`, where another token is already")
            }
        }
    }
}
