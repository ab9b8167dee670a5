import TransitionRuntime

/// Writes the table's managers, `Manager(…)` one argument a line: a manager
/// never fits on one line (its labels and parentheses alone are 100
/// characters), which is the layout `SwiftExpression.write` would give it.
/// Like `TransitionRows`, from text made once, without a tree per manager.
struct ManagerRows: Sendable {
    /// The arguments of `Manager(…)`, in the order the generated initializer
    /// takes them; each is labelled with its name.
    enum Argument: Int, CaseIterable {
        case kind, owner, presentation, vendsPresentationController, animators, interactionControllers
    }

    /// What one run of managers keeps between them: the fixed text, made
    /// for the indent of the first (every manager has the same one).
    typealias RunState = CallLineTexts<Argument>?

    /// Each argument's label is its name (made once: naming a case reflects on its type).
    private static let labels = Argument.allCases.map { "\($0)" }

    /// What each element of a list of transitions is prefixed with.
    private static let elementType: StaticString = "TransitionID"

    private let graph: TransitionGraph
    /// `.identifier` by node number and by transition index.
    private let nodes: ByteTexts
    private let transitions: ByteTexts
    private let kinds = CaseTexts<TransitionManager.Kind>()
    private let presentations = CaseTexts<Presentation>()

    init(graph: TransitionGraph, nodes: ByteTexts, transitions: ByteTexts) {
        self.graph = graph
        self.nodes = nodes
        self.transitions = transitions
    }

    /// Appends manager `index` (from `Manager(` to `)`), laid out at `indent`.
    func write(_ index: Int, lines: inout RunState, to output: inout ByteBuffer, indent: Int) {
        if lines?.indent != indent {
            lines = CallLineTexts(name: "Manager", indent: indent, labels: Self.labels)
        }
        let lines = lines!
        let manager = graph.managers
        lines.start(.kind, to: &output)
        kinds.append(manager[index].kind, to: &output)
        lines.start(.owner, to: &output)
        // The owner is a screen, so a node; its identifier is the node's.
        nodes.append(graph.nodes.node(manager[index].owner)!, to: &output)
        lines.start(.presentation, to: &output)
        if let presentation = manager[index].presentation {
            presentations.append(presentation, to: &output)
        } else {
            output.append(static: "nil")
        }
        lines.start(.vendsPresentationController, to: &output)
        output.append(static: manager[index].vendsPresentationController ? "true" : "false")
        lines.start(.animators, to: &output)
        memberList(manager[index].animators, indent: indent + 1, to: &output)
        lines.start(.interactionControllers, to: &output)
        memberList(manager[index].interactionControllers, indent: indent + 1, to: &output)
        lines.close(to: &output)
    }

    /// `[TransitionID.a, TransitionID.b]` for these transitions, or one a
    /// line when that is wider than the line has room for: what
    /// `SwiftExpression.write` makes of an array at `indent`. Each element
    /// names its type: a literal of thousands of `.a` members costs the type
    /// checker memory that grows faster than the list (a navigation stack's
    /// manager vends half of a large spec's transitions).
    private func memberList(_ list: [Int], indent: Int, to output: inout ByteBuffer) {
        guard !list.isEmpty else {
            output.append(static: "[]")
            return
        }
        // The brackets, and each member after a `, `.
        var width = 2 + 2 * (list.count - 1)
        for transition in list { width += Self.elementType.utf8CodeUnitCount + transitions.length(transition) }
        if width <= 100 - indent * 4 {
            output.append(static: "[")
            for (position, transition) in list.enumerated() {
                if position > 0 { output.append(static: ", ") }
                output.append(static: Self.elementType)
                transitions.append(transition, to: &output)
            }
            output.append(static: "]")
        } else {
            output.append(static: "[\n")
            for transition in list {
                SwiftExpression.indent(indent + 1, into: &output)
                output.append(static: Self.elementType)
                transitions.append(transition, to: &output)
                output.append(static: ",\n")
            }
            SwiftExpression.indent(indent, into: &output)
            output.append(static: "]")
        }
    }
}
