/// A small Swift expression tree for the generated table. Values become
/// expressions, and only the renderer turns them into text, so escaping and
/// layout are decided in one place.
indirect enum SwiftExpression: Equatable {
    case string(String)
    case double(Double)
    case bool(Bool)
    case `nil`
    /// `.name` — an enum case or static member, resolved from context.
    case member(String)
    /// `name(label: value, …)` or `.name(…)`; an empty label means unlabelled.
    case call(String, [(label: String, value: SwiftExpression)])
    case array([SwiftExpression])

    static func == (lhs: SwiftExpression, rhs: SwiftExpression) -> Bool {
        lhs.rendered(indent: 0) == rhs.rendered(indent: 0)
    }

    /// Fits on one line when short and flat; otherwise one argument or
    /// element a line, indented.
    func rendered(indent: Int) -> String {
        let flat = renderedFlat()
        if flat.count + indent * 4 <= 100 || !isCompound { return flat }
        let inner = String(repeating: "    ", count: indent + 1)
        let outer = String(repeating: "    ", count: indent)
        switch self {
        case .call(let name, let arguments):
            let lines = arguments.map { inner + Self.label($0.label) + $0.value.rendered(indent: indent + 1) + "," }
            return "\(name)(\n" + lines.joined(separator: "\n").dropLast() + "\n\(outer))"
        case .array(let elements):
            let lines = elements.map { inner + $0.rendered(indent: indent + 1) + "," }
            return "[\n" + lines.joined(separator: "\n") + "\n\(outer)]"
        default:
            return flat
        }
    }

    private var isCompound: Bool {
        switch self {
        case .call(_, let arguments): !arguments.isEmpty
        case .array(let elements): !elements.isEmpty
        default: false
        }
    }

    private func renderedFlat() -> String {
        switch self {
        case .string(let value): return SwiftLiteral.string(value)
        case .double(let value): return SwiftLiteral.double(value)
        case .bool(let value): return value ? "true" : "false"
        case .nil: return "nil"
        case .member(let name): return "." + name
        case .call(let name, let arguments):
            return "\(name)(" + arguments.map { Self.label($0.label) + $0.value.renderedFlat() }.joined(separator: ", ") + ")"
        case .array(let elements):
            return "[" + elements.map { $0.renderedFlat() }.joined(separator: ", ") + "]"
        }
    }

    private static func label(_ label: String) -> String { label.isEmpty ? "" : label + ": " }
}

/// Literals that no input can break out of.
enum SwiftLiteral {
    /// A string literal. Everything outside printable ASCII is written as a
    /// `\u{…}` escape, so no quote, backslash, newline, `\(`, comment marker
    /// or invisible Unicode (bidi controls, line separators) reaches the file raw.
    static func string(_ value: String) -> String {
        var output = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case " "..."~": output.unicodeScalars.append(scalar)
            default: output += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return output + "\""
    }

    /// The shortest literal that reads back as the same Double. Values are
    /// finite: the checker rejects anything else.
    static func double(_ value: Double) -> String {
        value.description
    }

    /// Text for a `//` comment: one line, printable ASCII, so a path cannot
    /// end the comment or smuggle in code on a new line.
    static func commentText(_ value: String) -> String {
        String(String.UnicodeScalarView(value.unicodeScalars.map { (" "..."~").contains($0) ? $0 : "?" }))
    }
}
