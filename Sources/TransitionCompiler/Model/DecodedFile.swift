import ParallelWork
import TransitionRuntime
import YAMLSource

/// A value with the place it was written. Only the span is kept: every
/// value of a decoded file comes from that file, and a file path in each of
/// the thousands of values would be a reference to count on every copy.
struct Located<Value> {
    var value: Value
    var span: SourceSpan

    init(value: Value, span: SourceSpan) {
        self.value = value
        self.span = span
    }

    func location(in file: FileLines) -> SourceLocation {
        file.location(span)
    }
}

extension Located: Sendable where Value: Sendable {}

/// A duration as written: seconds, or a token to look up.
enum DurationValue: Sendable {
    case seconds(Double)
    case token(String)
}

/// A curve as written: a curve, or a token to look up.
enum CurveValue: Sendable {
    case curve(TimingCurve)
    case token(String)
}

/// The `gesture` mapping; every field optional so that defaults can fill in.
struct GestureFields: Sendable {
    var direction: Located<GestureDirection>?
    var distance: Located<GestureDistance>?
    var velocity: Located<Double>?
    var edge: Located<Bool>?
    var startsWhen: Located<GestureStart>?
}

/// The `hint` mapping.
struct HintFields: Sendable {
    var delay: Located<DurationValue>?
    var duration: Located<DurationValue>?
    var travel: Located<Double>?
}

/// The fields a transition shares with `defaults`, all optional: a transition's
/// value wins over its kind's block in `defaults`, which wins over `defaults`.
struct TransitionFields: Sendable {
    /// `timing`: a `transition` token's reference (`$motion.enter`).
    var timing: Located<String>?
    var duration: Located<DurationValue>?
    var delay: Located<DurationValue>?
    var curve: Located<CurveValue>?
    var interaction: Located<InteractionType>?
    var threshold: Located<Double>?
    var completionSpeed: Located<CompletionSpeed>?
    var presentation: Located<Presentation>?
    var interruptible: Located<Bool>?
    var snapshot: Located<Bool>?

    // The two nested mappings are most of the size of these fields and most
    // transitions leave them out, so they are kept behind a reference: tens
    // of thousands of decoded transitions then take half the memory.
    var gesture: Located<GestureFields>? {
        get { gestureBox?.value }
        set { gestureBox = newValue.map(Box.init) }
    }
    var hint: Located<HintFields>? {
        get { hintBox?.value }
        set { hintBox = newValue.map(Box.init) }
    }
    /// What moves, kept behind one reference for the same reason: most
    /// transitions take their kind's defaults.
    var effect: Located<EffectValue>? {
        get { motionBox?.value.effect }
        set { motion { $0.effect = newValue } }
    }
    var backdrop: Located<Backdrop>? {
        get { motionBox?.value.backdrop }
        set { motion { $0.backdrop = newValue } }
    }
    var reducedMotion: Located<ReducedMotionValue>? {
        get { motionBox?.value.reducedMotion }
        set { motion { $0.reducedMotion = newValue } }
    }
    private(set) var motionBox: Box<MotionFields>?

    private mutating func motion(_ change: (inout MotionFields) -> Void) {
        var fields = motionBox?.value ?? MotionFields()
        change(&fields)
        motionBox = Box(fields)
    }
    /// Readable as boxes too, so that the resolver can hold on to a layer's
    /// mapping without copying it.
    private(set) var gestureBox: Box<Located<GestureFields>>?
    private(set) var hintBox: Box<Located<HintFields>>?

    /// Where `field` is written in this layer, if it is: for the rules that
    /// go by the declarations (`unused-field`) rather than by each field.
    func span(of field: TransitionField) -> SourceSpan? {
        switch field {
        case .kind, .from, .to: nil  // not in `defaults`; a transition keeps them apart
        case .timing: timing?.span
        case .duration: duration?.span
        case .delay: delay?.span
        case .curve: curve?.span
        case .interaction: interaction?.span
        case .threshold: threshold?.span
        case .gesture: gestureBox?.value.span
        case .completionSpeed: completionSpeed?.span
        case .presentation: presentation?.span
        case .interruptible: interruptible?.span
        case .snapshot: snapshot?.span
        case .hint: hintBox?.value.span
        case .effect: effect?.span
        case .backdrop: backdrop?.span
        case .reducedMotion: reducedMotion?.span
        }
    }
}

/// `effect`, `backdrop` and `reducedMotion` of one layer.
struct MotionFields: Sendable {
    var effect: Located<EffectValue>?
    var backdrop: Located<Backdrop>?
    var reducedMotion: Located<ReducedMotionValue>?
}

/// An immutable value on the heap.
final class Box<Value: Sendable>: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// One entry under `transitions`, decoded whole by the decode stage: what
/// the lowering needs of it, without the YAML tree it was read from (which
/// is freed when decoding ends). Places are kept as spans in its file: a
/// path in each of three locations was three references to one string,
/// counted up and down for every transition by every core at once.
///
/// Compact, since a spec set's transitions are all held at once between
/// decoding and lowering: the shared fields, hundreds of bytes, lie behind
/// one reference (none for an entry that writes none of them).
struct DecodedTransition: Sendable {
    var id: String
    /// Where the id is written.
    var idSpan: SourceSpan
    var kind: Located<TransitionKind>?
    /// The screen ids of `from` and `to`.
    var from: Located<String>?
    var to: Located<String>?
    /// The fields it shares with `defaults`, as its own entry writes them:
    /// its layer of the values (`TransitionLayers`).
    var layer: Box<TransitionFields>?
    /// Keys written, valid or not: a field written with a bad value is
    /// reported as such, not also as missing.
    var writtenKeys = TransitionFieldSet()
    var entryShape: MappingShape?
    var gestureShape: MappingShape?
    /// False for an entry that is neither a mapping nor null (reported):
    /// it is not lowered.
    var isMapping = true
    /// The problems of reading this entry. Reported by the lowering, before
    /// what lowering it finds, and only for a transition that is lowered:
    /// one whose id an earlier one took is left out, and so are its problems.
    var problems = Diagnostics()

    /// Where `field` is written in the entry itself, if it is.
    func span(of field: TransitionField) -> SourceSpan? { layer?.value.span(of: field) }
}

/// A named value: one under a spec's `tokens`, or one an imported design
/// token file defines (Docs/tokens.md).
struct TokenDefinition: Sendable {
    enum Value: Sendable {
        case duration(Double)
        case curve(TimingCurve)
        /// A DTCG `transition` token: what `timing` sets.
        case timing(TransitionTiming)

        var kind: Kind {
            switch self {
            case .duration: .duration
            case .curve: .curve
            case .timing: .timing
            }
        }
    }

    /// Where a token fits: a duration field, a curve, or `timing`.
    enum Kind: Sendable {
        case duration, curve, timing

        /// The word for it, as the schema's token forms and the editor name
        /// it: `duration`, `curve`, `transition` (DTCG's composite type).
        var typeName: String {
            switch self {
            case .duration: "duration"
            case .curve: "curve"
            case .timing: "transition"
            }
        }

        /// How a message names the kind: "a duration token".
        var phrase: String { "a \(typeName) token" }
    }

    /// The groups of a spec's own tokens, under `tokens`.
    enum Category: String, CaseIterable, Sendable {
        case durations, curves

        var kind: Kind { self == .durations ? .duration : .curve }
    }

    /// How it is referred to: `$durations.quick`, or `$` and an imported
    /// token's dotted path (`$motion.duration.short4`).
    var reference: String
    var value: Value
    /// Where its name is written (for an imported token, its key in the file).
    var location: SourceLocation
    /// Whether a design token file, or `material3`, defines it: a design
    /// system's tokens are there to be picked from, so one unused is no warning.
    var isImported = false

    init(category: Category, name: String, value: Value, location: SourceLocation) {
        self.reference = "$\(category.rawValue).\(name)"
        self.value = value
        self.location = location
    }

    init(importedPath path: String, value: Value, location: SourceLocation) {
        self.reference = "$" + path
        self.value = value
        self.location = location
        self.isImported = true
    }
}

/// What one file says, checked for shape but not yet against the other files.
struct DecodedFile: Sendable {
    /// The file's path and lines, for the places of what is reported.
    let lines: FileLines
    var path: String { lines.path }
    var tokens: [TokenDefinition] = []
    /// `tokens.import`: design token files by their path relative to this
    /// file, or `material3`; read by the import stage.
    var tokenImports: [Located<String>] = []
    /// `defaults`, as a layer of every transition's values (nil when absent).
    var defaults: Box<TransitionFields>?
    var kindDefaults = KindDefaults()
    var screens: [Screen] = []
    /// The entries under `transitions`, decoded (nil without any).
    var transitions: DecodedTransitions?
    /// Every id, screen reference and token use written in the file, for the
    /// source map (`WrittenName`): in the order read, a place read twice
    /// (through a merge) listed twice.
    var names: [WrittenName] = []
}

/// The entries under `transitions`, decoded, with their ids checked.
struct DecodedTransitions: Sendable {
    /// In source order; entries whose key is not a valid id are left out (and reported).
    var entries: [DecodedTransition]
    /// Each entry's id hashed (`FirstIndexTable.hash`), for the search for
    /// ids that another file repeats; made by `hashIDs` on the core that
    /// read the file (on every core for a file read on its own), and empty
    /// until then.
    var idHashes: [UInt64] = []

    mutating func hashIDs() {
        // By position: mapped over the entries themselves, each whole entry
        // was copied (and its references counted) to hash its id.
        let entries = entries
        idHashes = Array(entries.indices).concurrentMap { FirstIndexTable.hash(entries[$0].id) }
    }

    /// Where an entry's id is written.
    func location(of index: Int, in file: FileLines) -> SourceLocation {
        file.location(entries[index].idSpan)
    }
}

/// The blocks under `defaults` named by a kind (`defaults.push: …`), one slot
/// a kind: the resolver looks one up for every transition, and indexing costs
/// less than hashing the kind (whose hash is its name's).
struct KindDefaults: Sendable {
    private var fields = [Box<TransitionFields>?](repeating: nil, count: TransitionKind.allCases.count)

    subscript(kind: TransitionKind) -> Box<TransitionFields>? {
        get { fields[kind.ordinal] }
        set { fields[kind.ordinal] = newValue }
    }
}

extension TransitionKind {
    /// Position in `allCases`, for `KindDefaults`.
    var ordinal: Int {
        switch self {
        case .present: 0
        case .dismiss: 1
        case .push: 2
        case .pop: 3
        case .tab: 4
        }
    }
}

/// Boxes compare and hash by their values: a resolved transition that keeps
/// one compares as if it held the value itself.
extension Box: Equatable where Value: Equatable {
    static func == (lhs: Box, rhs: Box) -> Bool { lhs.value == rhs.value }
}

extension Box: Hashable where Value: Hashable {
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
