import YAMLSource

/// Which new names rename accepts: text that YAML reads back, written plain
/// as a key or a value, as the same string (no quotes needed, not a number,
/// boolean or null), and that is not a token's `$` or a merge key.
enum IDSyntax {
    /// Why `name` cannot be an id, or nil when it can.
    static func problem(with name: String) -> String? {
        if name.isEmpty { return "an id cannot be empty" }
        if name.hasPrefix("$") { return "an id cannot start with `$` (that is how tokens are written)" }
        if name == "<<" { return "`<<` is YAML's merge key" }
        let indicators: Set<Character> = [":", "#", ",", "[", "]", "{", "}", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`", "?", "-"]
        if let first = name.first, indicators.contains(first) { return "an id cannot start with `\(first)`" }
        if name.contains(where: { $0.isWhitespace || $0.unicodeScalars.contains { $0.properties.generalCategory == .control } }) {
            return "an id cannot hold spaces or control characters"
        }
        if name.contains(": ") || name.contains(" #") || name.contains(where: { ",[]{}".contains($0) }) {
            return "an id cannot hold `,`, brackets or braces"
        }
        guard case .string = ScalarValue.resolve(name, style: .plain, tag: nil) else {
            return "YAML reads `\(name)` as a number, a boolean or null, not as an id"
        }
        return nil
    }
}
