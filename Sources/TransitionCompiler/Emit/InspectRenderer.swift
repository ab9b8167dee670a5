import YAMLSource

/// `transitionc inspect`: the document as the compiler reads it, as JSON.
/// Aliases are expanded, merge keys applied, plain scalars resolved by the
/// YAML 1.1 rules (so `no` shows as `false`), quoted scalars kept as strings.
///
/// Expanded, a document can nest far deeper than it is written (an alias
/// inside an alias...), so the walk keeps its own stack instead of recursing.
public enum InspectRenderer {
    public static func render(_ document: YAMLDocument) -> String {
        guard let root = document.root else { return "null\n" }
        var output = ""
        var stack: [Frame] = []
        write(root, in: document, to: &output, stack: &stack, indent: 0)
        while !stack.isEmpty {
            let index = stack.count - 1
            let frame = stack[index]
            let indent = index + 1
            if frame.next == frame.children.count {
                stack.removeLast()
                if !frame.children.isEmpty { output += "\n" + String(repeating: "  ", count: indent - 1) }
                output += frame.isMapping ? "}" : "]"
                continue
            }
            output += (frame.next == 0 ? "\n" : ",\n") + String(repeating: "  ", count: indent)
            stack[index].next += frame.isMapping ? 2 : 1
            let position = frame.children.startIndex + frame.next
            if frame.isMapping {
                JSONValue.writeString(keyText(frame.children[position], in: document), to: &output)
                output += ": "
                write(frame.children[position + 1], in: document, to: &output, stack: &stack, indent: indent)
            } else {
                write(frame.children[position], in: document, to: &output, stack: &stack, indent: indent)
            }
        }
        return output + "\n"
    }

    private struct Frame {
        var children: ArraySlice<YAMLNodeID>
        var isMapping: Bool
        var next: Int
    }

    /// Writes a scalar, or opens a collection by pushing a frame.
    private static func write(_ id: YAMLNodeID, in document: YAMLDocument, to output: inout String,
                              stack: inout [Frame], indent: Int) {
        let target = document.target(of: id)
        let node = document[target]
        switch node.kind {
        case .mapping:
            output += "{"
            stack.append(Frame(children: document.entries(target).ids, isMapping: true, next: 0))
        case .sequence:
            output += "["
            stack.append(Frame(children: document.items(target), isMapping: false, next: 0))
        case .scalar, .alias:
            switch document.value(target) {
            case .null?, nil: output += "null"
            case .bool(let value)?: output += value ? "true" : "false"
            case .int(let value)?: output += String(value)
            case .float(let value)?:
                if value.isNaN { JSONValue.writeString(".nan", to: &output) }
                else if value.isInfinite { JSONValue.writeString(value < 0 ? "-.inf" : ".inf", to: &output) }
                else { output += String(value) }
            case .string(let text)?: JSONValue.writeString(text, to: &output)
            }
        }
    }

    /// JSON keys are strings: a scalar key's text, or a marker for the rare
    /// collection used as a key.
    private static func keyText(_ id: YAMLNodeID, in document: YAMLDocument) -> String {
        if let text = document.text(id) { return text }
        let start = document.range(of: id).start
        return "<\(document[document.target(of: id)].kind == .mapping ? "mapping" : "list") key at \(start.line):\(start.column)>"
    }
}
