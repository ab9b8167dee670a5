import TransitionRuntime

/// Writes the table's rows, `Transition(…)` one argument a line: the layout
/// `SwiftExpression.write` gives a call too wide for one line, without
/// building a tree per row. An argument whose value is the generated
/// initializer's default is left out: most transitions are not interactive,
/// and writing every row's defaults made the table much larger, for the
/// compiler that builds the app to read as well.
///
/// A row is fixed text with values between. The fixed text (line breaks,
/// indent, labels) is made once for the rows' indent, the identifiers and
/// enum cases once as bytes; the values (doubles, curves, gestures, hints)
/// are written through the run's memo, so each distinct one is laid out
/// once per run. Writing a row is then mostly copying bytes.
struct TransitionRows: Sendable {
    /// The arguments of `Transition(…)`, in the order the generated
    /// initializer takes them; each is labelled with its name.
    enum Argument: Int, CaseIterable {
        case id, kind, from, to, duration, delay, curve, interaction, threshold, gesture, completionSpeed,
             presentation, interruptible, snapshot, hint
    }

    /// What one run of rows keeps between its rows.
    struct RunState {
        /// Made for the indent of the first row (every row has the same one).
        fileprivate var lines: CallLineTexts<Argument>?
        fileprivate var values = RowValues()

        init() {}
    }

    /// Each argument's label is its name (made once: naming a case reflects on its type).
    private static let labels = Argument.allCases.map { "\($0)" }

    private let graph: TransitionGraph
    /// `.identifier` by node number and by transition index.
    private let nodes: ByteTexts
    private let transitions: ByteTexts
    private let kinds = CaseTexts<TransitionKind>()
    private let interactions = CaseTexts<InteractionType>()
    private let presentations = CaseTexts<Presentation>()

    init(graph: TransitionGraph, nodes: ByteTexts, transitions: ByteTexts) {
        self.graph = graph
        self.nodes = nodes
        self.transitions = transitions
    }

    /// Appends row `index` (from `Transition(` to `)`), laid out at `indent`.
    func write(_ index: Int, state: inout RunState, to output: inout ByteBuffer, indent: Int) {
        if state.lines?.indent != indent {
            state.lines = CallLineTexts(name: "Transition", indent: indent, labels: Self.labels)
        }
        let lines = state.lines!
        // Values are written at the arguments' indent, one level in.
        let valueIndent = indent + 1
        // Read field by field: a copy of the whole `Transition` would retain
        // and release every string and array in it.
        let transition = graph.transitions
        lines.start(.id, to: &output)
        transitions.append(index, to: &output)
        lines.start(.kind, to: &output)
        kinds.append(transition[index].kind, to: &output)
        lines.start(.from, to: &output)
        nodes.append(graph.nodes.from[index], to: &output)
        lines.start(.to, to: &output)
        if let to = graph.soleTargetNode(ofTransitionAt: index) {
            nodes.append(to, to: &output)
        } else {
            output.append(static: "nil")
        }
        lines.start(.duration, to: &output)
        state.values.double(transition[index].duration, indent: valueIndent, to: &output)
        // By bits: a delay of -0 is written, not left to the default 0.
        if transition[index].delay.bitPattern != Double(0).bitPattern {
            lines.start(.delay, to: &output)
            state.values.double(transition[index].delay, indent: valueIndent, to: &output)
        }
        lines.start(.curve, to: &output)
        state.values.curve(transition[index].curve, indent: valueIndent, to: &output)
        if transition[index].interaction != .none {
            lines.start(.interaction, to: &output)
            interactions.append(transition[index].interaction, to: &output)
        }
        if let threshold = transition[index].threshold {
            lines.start(.threshold, to: &output)
            state.values.double(threshold, indent: valueIndent, to: &output)
        }
        if let gesture = transition[index].gesture {
            lines.start(.gesture, to: &output)
            state.values.gesture(gesture, indent: valueIndent, to: &output)
        }
        if let speed = transition[index].completionSpeed {
            lines.start(.completionSpeed, to: &output)
            state.values.speed(speed, indent: valueIndent, to: &output)
        }
        if let presentation = transition[index].presentation {
            lines.start(.presentation, to: &output)
            presentations.append(presentation, to: &output)
        }
        if transition[index].interruptible {
            lines.start(.interruptible, to: &output)
            output.append(static: "true")
        }
        if transition[index].snapshot {
            lines.start(.snapshot, to: &output)
            output.append(static: "true")
        }
        if let hint = transition[index].hint {
            lines.start(.hint, to: &output)
            state.values.hint(hint, indent: valueIndent, to: &output)
        }
        lines.close(to: &output)
    }
}

/// The values one run of rows has written, each by its memo key (nil for an
/// absent optional, written `nil`).
private struct RowValues {
    var doubles = WrittenValues<UInt64?>()
    var curves = WrittenValues<ValueKey.Curve>()
    var gestures = WrittenValues<ValueKey.Gesture?>()
    var speeds = WrittenValues<ValueKey.Speed?>()
    var hints = WrittenValues<ValueKey.Hint?>()

    mutating func double(_ value: Double?, indent: Int, to output: inout ByteBuffer) {
        doubles.write(value?.bitPattern, indent: indent, to: &output) { value.map { .double($0) } ?? .nil }
    }

    mutating func curve(_ curve: TimingCurve, indent: Int, to output: inout ByteBuffer) {
        curves.write(ValueKey.Curve(curve), indent: indent, to: &output) { SwiftTableEmitter.expression(curve) }
    }

    mutating func gesture(_ gesture: Gesture?, indent: Int, to output: inout ByteBuffer) {
        gestures.write(gesture.map(ValueKey.Gesture.init), indent: indent, to: &output) {
            gesture.map(SwiftTableEmitter.expression) ?? .nil
        }
    }

    mutating func speed(_ speed: CompletionSpeed?, indent: Int, to output: inout ByteBuffer) {
        speeds.write(speed.map(ValueKey.Speed.init), indent: indent, to: &output) {
            speed.map(SwiftTableEmitter.expression) ?? .nil
        }
    }

    mutating func hint(_ hint: GestureHint?, indent: Int, to output: inout ByteBuffer) {
        hints.write(hint.map(ValueKey.Hint.init), indent: indent, to: &output) {
            hint.map(SwiftTableEmitter.expression) ?? .nil
        }
    }
}
