/// Collects generated lines with scoped indentation (four spaces a level).
struct SwiftPrinter {
    private(set) var text = ""
    private var level = 0

    mutating func line(_ content: String = "") {
        text += content.isEmpty ? "\n" : String(repeating: "    ", count: level) + content + "\n"
    }

    /// `header {`, the body one level in, then `}`.
    mutating func block(_ header: String, _ body: (inout SwiftPrinter) -> Void) {
        line(header + " {")
        level += 1
        body(&self)
        level -= 1
        line("}")
    }

    /// An expression as the value of a declaration, laid out at this level.
    mutating func assignment(_ declaration: String, _ expression: SwiftExpression) {
        text += String(repeating: "    ", count: level) + declaration + " = "
        expression.write(to: &text, indent: level)
        text += "\n"
    }

    var indentLevel: Int { level }
}
