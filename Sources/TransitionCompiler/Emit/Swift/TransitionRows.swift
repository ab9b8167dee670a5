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
    /// initializer takes them: the id, then each field in the language's
    /// order. Each is labelled with its name.
    struct Argument: CaseIterable, RawRepresentable {
        let rawValue: Int
        init(rawValue: Int) { self.rawValue = rawValue }
        init(_ field: TransitionField) { rawValue = Self.positions[field.ordinal] }

        /// Each field's argument by the field's ordinal: after the id, the
        /// resolved fields in order (`timing` has none).
        private static let positions: [Int] = {
            var positions = Array(repeating: -1, count: TransitionField.allCases.count)
            for (index, field) in TransitionField.resolved.enumerated() { positions[field.ordinal] = index + 1 }
            return positions
        }()

        static let id = Argument(rawValue: 0)
        static let allCases = (0...TransitionField.resolved.count).map(Argument.init(rawValue:))
    }

    /// How the generated `Transition` declares each field: its type, the
    /// comment above it, and its default in the initializer (the rows leave
    /// out a value that is its field's default).
    static func declaration(of field: TransitionField) -> (type: String, comment: String?, default: String?) {
        switch field {
        case .timing: preconditionFailure("`timing` is not a field of the generated table: it sets duration, delay and curve")
        case .kind: ("TransitionKind", nil, nil)
        case .from: ("ScreenID", nil, nil)
        case .to: ("ScreenID?", "For a dismiss or pop, the screen it returns to when only one can present or push it.", nil)
        case .duration: ("Double", "Seconds.", nil)
        case .delay: ("Double", "Seconds.", "0")
        case .curve: ("TimingCurve", nil, nil)
        case .interaction: ("InteractionType", nil, ".none")
        case .threshold: ("Double?", "Set when interactive: the fraction of the gesture past which a release finishes.", "nil")
        case .gesture: ("Gesture?", "Set when interactive.", "nil")
        case .completionSpeed: ("CompletionSpeed?", "Set when interactive.", "nil")
        case .presentation: ("Presentation?", "Set for a present.", "nil")
        case .interruptible: ("Bool", nil, "false")
        case .snapshot: ("Bool", nil, "false")
        case .hint: ("GestureHint?", nil, "nil")
        case .effect: ("Effect?", "What the moving screen does; nil: its kind's (`Effect.default(for:)`).", "nil")
        case .backdrop: ("Backdrop?", "What the screen behind does; nil: its kind's (`Backdrop.default(for:presentation:)`).", "nil")
        case .reducedMotion: ("ReducedMotion?", "Its Reduce Motion form; nil: the language's default for its effect, backdrop and curve.", "nil")
        }
    }

    /// What one run of rows keeps between its rows.
    struct RunState {
        /// Made for the indent of the first row (every row has the same one).
        fileprivate var lines: CallLineTexts<Argument>?
        fileprivate var values = RowValues()

        init() {}
    }

    /// Each argument's label is its name.
    private static let labels = ["id"] + TransitionField.resolved.map(\.rawValue)
    /// The fields, made once rather than for every row.
    private static let fields = TransitionField.resolved

    private let graph: TransitionGraph
    /// `.identifier` by node number and by transition index.
    private let nodes: ByteTexts
    private let transitions: ByteTexts
    private let kinds = CaseTexts<TransitionKind>()
    private let interactions = CaseTexts<InteractionType>()
    private let presentations = CaseTexts<Presentation>()

    /// What moves in each transition, the dismissals' inherited from what
    /// brought their screens in.
    private let motions: SpecSetMotions

    init(graph: TransitionGraph, nodes: ByteTexts, transitions: ByteTexts) {
        self.graph = graph
        self.motions = SpecSetMotions(graph.transitions)
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
        // What moves is written only where it is not what the runtime works
        // out from the kind alone: most rows leave all three out.
        let motion = motionArguments(of: index)
        lines.start(.id, to: &output)
        transitions.append(index, to: &output)
        for field in Self.fields {
            // What each field writes; a field left at the initializer's
            // default (`declaration(of:)`) is not written.
            switch field {
            case .timing:
                break  // not among `fields`: the row has its duration, delay and curve
            case .kind:
                lines.start(Argument(field), to: &output)
                kinds.append(transition[index].kind, to: &output)
            case .from:
                lines.start(Argument(field), to: &output)
                nodes.append(graph.nodes.from[index], to: &output)
            case .to:
                lines.start(Argument(field), to: &output)
                if let to = graph.soleTargetNode(ofTransitionAt: index) {
                    nodes.append(to, to: &output)
                } else {
                    output.append(static: "nil")
                }
            case .duration:
                lines.start(Argument(field), to: &output)
                state.values.double(transition[index].duration, indent: valueIndent, to: &output)
            case .delay:
                // By bits: a delay of -0 is written, not left to the default 0.
                if transition[index].delay.bitPattern != Double(0).bitPattern {
                    lines.start(Argument(field), to: &output)
                    state.values.double(transition[index].delay, indent: valueIndent, to: &output)
                }
            case .curve:
                lines.start(Argument(field), to: &output)
                state.values.curve(transition[index].curve, indent: valueIndent, to: &output)
            case .interaction:
                if transition[index].interaction != .none {
                    lines.start(Argument(field), to: &output)
                    interactions.append(transition[index].interaction, to: &output)
                }
            case .threshold:
                if let threshold = transition[index].threshold {
                    lines.start(Argument(field), to: &output)
                    state.values.double(threshold, indent: valueIndent, to: &output)
                }
            case .gesture:
                if let gesture = transition[index].gesture {
                    lines.start(Argument(field), to: &output)
                    state.values.gesture(gesture, indent: valueIndent, to: &output)
                }
            case .completionSpeed:
                if let speed = transition[index].completionSpeed {
                    lines.start(Argument(field), to: &output)
                    state.values.speed(speed, indent: valueIndent, to: &output)
                }
            case .presentation:
                if let presentation = transition[index].presentation {
                    lines.start(Argument(field), to: &output)
                    presentations.append(presentation, to: &output)
                }
            case .interruptible:
                if transition[index].interruptible {
                    lines.start(Argument(field), to: &output)
                    output.append(static: "true")
                }
            case .snapshot:
                if transition[index].snapshot {
                    lines.start(Argument(field), to: &output)
                    output.append(static: "true")
                }
            case .hint:
                if let hint = transition[index].hint {
                    lines.start(Argument(field), to: &output)
                    state.values.hint(hint, indent: valueIndent, to: &output)
                }
            case .effect, .backdrop, .reducedMotion:
                guard let expression = motion.expression(for: field) else { break }
                lines.start(Argument(field), to: &output)
                expression.write(to: &output, indent: valueIndent)
            }
        }
        lines.close(to: &output)
    }
}

extension TransitionRows {
    /// A row's `effect`, `backdrop` and `reducedMotion` arguments, each nil
    /// where the generated `motion` works out the same from the kind.
    struct MotionArguments {
        var effect: SwiftExpression?
        var backdrop: SwiftExpression?
        var reducedMotion: SwiftExpression?

        func expression(for field: TransitionField) -> SwiftExpression? {
            switch field {
            case .effect: effect
            case .backdrop: backdrop
            case .reducedMotion: reducedMotion
            default: nil
            }
        }
    }

    /// Worked out once per row, and only for a row that writes what moves or
    /// plays another transition backwards (a dismiss or pop); the others are
    /// read in place, not copied.
    private func motionArguments(of index: Int) -> MotionArguments {
        let kind = graph.transitions[index].kind
        guard graph.transitions[index].writtenMotion != nil || kind == .dismiss || kind == .pop else {
            return MotionArguments()
        }
        let transition = graph.transitions[index]
        let resolved = motions.motion(of: transition)
        let effect = resolved.motion.effect, backdrop = resolved.motion.backdrop
        return MotionArguments(
            effect: effect == .default(for: kind) ? nil : MotionExpressions.expression(effect),
            backdrop: backdrop == .default(for: kind, presentation: transition.presentation)
                ? nil : MotionExpressions.expression(backdrop),
            reducedMotion: resolved.reducedMotion == .default(effect: effect, backdrop: backdrop, curve: transition.curve)
                ? nil : MotionExpressions.expression(resolved.reducedMotion))
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
