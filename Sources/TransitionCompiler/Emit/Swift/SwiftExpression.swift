/// A small Swift expression tree for the generated table. Values become
/// expressions, and only the renderer turns them into text, so escaping and
/// layout are decided in one place.
indirect enum SwiftExpression {
    case string(String)
    case double(Double)
    case bool(Bool)
    case `nil`
    /// `.name` — an enum case or static member, resolved from context.
    case member(String)
    /// `name(label: value, …)` or `.name(…)`; an empty label means unlabelled.
    case call(String, [(label: String, value: SwiftExpression)])
    case array([SwiftExpression])

    /// Appends the expression, as UTF-8, to `output`. Whether it fits on one
    /// line is measured (stopping at the limit) before anything is written,
    /// so each node is written once, however deep the tree.
    func write(to output: inout ByteBuffer, indent: Int) {
        let budget = 100 - indent * 4
        guard isCompound, flatWidth(limit: budget) == nil else {
            writeFlat(to: &output)
            return
        }
        switch self {
        case .call(let name, let arguments):
            var lines = CallLines(name: name, indent: indent, into: &output)
            for argument in arguments { lines.argument(argument.label, argument.value, into: &output) }
            lines.close(into: &output)
        case .array(let elements):
            output.append(static: "[\n")
            for element in elements {
                Self.indent(indent + 1, into: &output)
                element.write(to: &output, indent: indent + 1)
                output.append(static: ",\n")
            }
            Self.indent(indent, into: &output)
            output.append(UInt8(ascii: "]"))
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
        let width: Int
        switch self {
        case .call(let name, let arguments):
            var total = name.utf8.count + 2
            for (index, argument) in arguments.enumerated() {
                total += (argument.label.isEmpty ? 0 : argument.label.utf8.count + 2) + (index > 0 ? 2 : 0)
                guard total <= limit, let inner = argument.value.flatWidth(limit: limit - total) else { return nil }
                total += inner
            }
            width = total
        case .array(let elements):
            var total = 2
            for (index, element) in elements.enumerated() {
                total += index > 0 ? 2 : 0
                guard total <= limit, let inner = element.flatWidth(limit: limit - total) else { return nil }
                total += inner
            }
            width = total
        case .string(let value): width = SwiftLiteral.width(ofString: value)
        case .double(let value): width = SwiftLiteral.double(value).utf8.count
        case .bool(let value): width = value ? 4 : 5
        case .nil: width = 3
        case .member(let name): width = 1 + name.utf8.count
        }
        return width <= limit ? width : nil
    }

    private func writeFlat(to output: inout ByteBuffer) {
        switch self {
        case .string(let value): SwiftLiteral.append(string: value, to: &output)
        case .double(let value): output.append(utf8: SwiftLiteral.double(value))
        case .bool(let value): output.append(static: value ? "true" : "false")
        case .nil: output.append(static: "nil")
        case .member(let name):
            output.append(UInt8(ascii: "."))
            output.append(utf8: name)
        case .call(let name, let arguments):
            output.append(utf8: name)
            output.append(UInt8(ascii: "("))
            for (index, argument) in arguments.enumerated() {
                if index > 0 { output.append(static: ", ") }
                Self.label(argument.label, into: &output)
                argument.value.writeFlat(to: &output)
            }
            output.append(UInt8(ascii: ")"))
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(static: ", ") }
                element.writeFlat(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        }
    }

    static func label(_ label: String, into output: inout ByteBuffer) {
        guard !label.isEmpty else { return }
        output.append(utf8: label)
        output.append(static: ": ")
    }

    /// Four spaces a level.
    static func indent(_ level: Int, into output: inout ByteBuffer) {
        output.append(repeating: UInt8(ascii: " "), count: level * 4)
    }
}

/// A call written one argument a line: how `SwiftExpression.write` lays out
/// a `.call` too wide for one line, and how table rows are written without
/// building them as a tree.
struct CallLines {
    private let indent: Int
    private var isFirst = true

    /// Writes `name(`.
    init(name: String, indent: Int, into output: inout ByteBuffer) {
        self.indent = indent
        output.append(utf8: name)
        output.append(static: "(")
    }

    /// `label: .name`
    mutating func member(_ label: String, _ name: String, into output: inout ByteBuffer) {
        start(label, into: &output)
        output.append(static: ".")
        output.append(utf8: name)
    }

    /// `label: value`, or just `value` for an empty label.
    mutating func argument(_ label: String, _ value: SwiftExpression, into output: inout ByteBuffer) {
        start(label, into: &output)
        value.write(to: &output, indent: indent + 1)
    }

    /// `label: ` and then what `value(&output, indent)` writes at the
    /// argument's indent (a remembered value's text).
    mutating func argument(_ label: String, into output: inout ByteBuffer, _ value: (inout ByteBuffer, Int) -> Void) {
        start(label, into: &output)
        value(&output, indent + 1)
    }

    /// Ends the last argument's line and writes `)`.
    func close(into output: inout ByteBuffer) {
        output.append(static: "\n")
        SwiftExpression.indent(indent, into: &output)
        output.append(static: ")")
    }

    private mutating func start(_ label: String, into output: inout ByteBuffer) {
        output.append(static: isFirst ? "\n" : ",\n")
        isFirst = false
        SwiftExpression.indent(indent + 1, into: &output)
        SwiftExpression.label(label, into: &output)
    }
}

/// Literals that no input can break out of.
enum SwiftLiteral {
    /// A string literal. Everything outside printable ASCII is written as a
    /// `\u{…}` escape, so no quote, backslash, newline, `\(`, comment marker
    /// or invisible Unicode (bidi controls, line separators) reaches the file raw.
    static func string(_ value: String) -> String {
        // Most values (ids) need no escape: quoted as they are, rather than
        // rebuilt a scalar at a time, which cost thousands of instructions an id.
        if needsNoEscape(value) { return "\"" + value + "\"" }
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

    /// `string(value)`, written straight into `output` when it needs no escape.
    static func append(string value: String, to output: inout ByteBuffer) {
        guard needsNoEscape(value) else { return output.append(utf8: string(value)) }
        output.append(UInt8(ascii: "\""))
        output.append(utf8: value)
        output.append(UInt8(ascii: "\""))
    }

    /// `string(value).utf8.count`, without making the literal when it needs no escape.
    static func width(ofString value: String) -> Int {
        needsNoEscape(value) ? value.utf8.count + 2 : string(value).utf8.count
    }

    /// Printable ASCII without a quote or a backslash: the literal is the text in quotes.
    static func needsNoEscape(_ value: String) -> Bool {
        func isPlain(_ bytes: some Sequence<UInt8>) -> Bool {
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        }
        // In place: through `utf8`'s iterator this cost more than the copy it saves.
        return value.utf8.withContiguousStorageIfAvailable(isPlain) ?? isPlain(value.utf8)
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
