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
        var left = "", right = ""
        lhs.writeFlat(to: &left)
        rhs.writeFlat(to: &right)
        return left == right
    }

    /// Fits on one line when short and flat; otherwise one argument or
    /// element a line, indented.
    func rendered(indent: Int) -> String {
        var output = ""
        write(to: &output, indent: indent)
        return output
    }

    /// Appends the expression to `output`. Whether it fits on one line is
    /// measured (stopping at the limit) before anything is written, so each
    /// node is written once, however deep the tree.
    func write(to output: inout String, indent: Int) {
        let budget = 100 - indent * 4
        guard isCompound, flatWidth(limit: budget) == nil else {
            writeFlat(to: &output)
            return
        }
        let inner = String(repeating: "    ", count: indent + 1)
        let outer = String(repeating: "    ", count: indent)
        switch self {
        case .call(let name, let arguments):
            output += name + "(\n"
            for (index, argument) in arguments.enumerated() {
                output += inner + Self.label(argument.label)
                argument.value.write(to: &output, indent: indent + 1)
                output += index == arguments.count - 1 ? "\n" : ",\n"
            }
            output += outer + ")"
        case .array(let elements):
            output += "[\n"
            for element in elements {
                output += inner
                element.write(to: &output, indent: indent + 1)
                output += ",\n"
            }
            output += outer + "]"
        default:
            writeFlat(to: &output)
        }
    }

    private var isCompound: Bool {
        switch self {
        case .call(_, let arguments): !arguments.isEmpty
        case .array(let elements): !elements.isEmpty
        default: false
        }
    }

    /// The one-line width, or nil as soon as it passes `limit`.
    private func flatWidth(limit: Int) -> Int? {
        switch self {
        case .call(let name, let arguments):
            var width = name.utf8.count + 2
            for (index, argument) in arguments.enumerated() {
                width += (argument.label.isEmpty ? 0 : argument.label.utf8.count + 2) + (index > 0 ? 2 : 0)
                guard width <= limit, let inner = argument.value.flatWidth(limit: limit - width) else { return nil }
                width += inner
            }
            return width <= limit ? width : nil
        case .array(let elements):
            var width = 2
            for (index, element) in elements.enumerated() {
                width += index > 0 ? 2 : 0
                guard width <= limit, let inner = element.flatWidth(limit: limit - width) else { return nil }
                width += inner
            }
            return width <= limit ? width : nil
        default:
            var text = ""
            writeFlat(to: &text)
            return text.utf8.count <= limit ? text.utf8.count : nil
        }
    }

    private func writeFlat(to output: inout String) {
        switch self {
        case .string(let value): output += SwiftLiteral.string(value)
        case .double(let value): output += SwiftLiteral.double(value)
        case .bool(let value): output += value ? "true" : "false"
        case .nil: output += "nil"
        case .member(let name): output += "." + name
        case .call(let name, let arguments):
            output += name + "("
            for (index, argument) in arguments.enumerated() {
                if index > 0 { output += ", " }
                output += Self.label(argument.label)
                argument.value.writeFlat(to: &output)
            }
            output += ")"
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += ", " }
                element.writeFlat(to: &output)
            }
            output += "]"
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
