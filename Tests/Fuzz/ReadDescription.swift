// What both fuzz harnesses compare of two reads of one file.
import YAMLSource

/// Everything a read gives, for comparing two reads: every problem, and every
/// node reached from the root with its kind, style, tag, range and text.
struct ReadDescription: Equatable {
    var lines: [String] = []

    init(_ result: YAMLReadResult) {
        for problem in result.problems {
            lines.append("\(problem.kind) \(problem.message) \(problem.range) \(problem.notes.map { "\($0.message) \($0.range)" })")
        }
        guard let document = result.document, let root = document.root else { return }
        var stack = [root]
        while let id = stack.popLast() {
            let node = document[id]
            lines.append("\(node.kind) \(node.style) \(node.isFlow) \(document.tag(id) ?? "-") \(document.range(of: id)) \(document.text(id) ?? "")")
            switch node.kind {
            case .sequence: stack += document.items(id).reversed()
            case .mapping: for (key, value) in document.entries(id).reversed() { stack += [value, key] }
            case .scalar, .alias: break
            }
        }
    }

    /// Byte for byte: `String` equality is canonical equivalence, which
    /// would take a key `e\u{301}` for a key `\u{E9}`.
    static func == (lhs: ReadDescription, rhs: ReadDescription) -> Bool {
        lhs.lines.count == rhs.lines.count && zip(lhs.lines, rhs.lines).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
    }

    /// The first line that differs, for the message of a failure.
    func firstDifference(from expected: ReadDescription) -> String {
        for (index, (mine, theirs)) in zip(lines, expected.lines).enumerated() where !mine.utf8.elementsEqual(theirs.utf8) {
            return "line \(index): \(mine)\n  whole: \(theirs)"
        }
        return "\(lines.count) lines, whole \(expected.lines.count)"
    }
}
