import TransitionRuntime
import YAMLSource

/// A screen id as written in a reference (`from`, `to`, `tabs`), with where.
/// The place is made into lines and columns only when asked: most
/// references are read for their id.
public struct ScreenReference: Hashable, Sendable {
    public var id: String
    let place: FilePlace
    public var location: SourceLocation { place.location }
}

/// A view controller. Compared by value: the same screen written elsewhere
/// is equal (where it is written is the source map's, `SourceMap`).
public struct Screen: Hashable, Sendable {
    public var id: String
    /// Where the id is defined (its key under `screens`).
    let definition: FilePlace
    public var location: SourceLocation { definition.location }
    public var isRoot: Bool
    public var container: ContainerKind?
    public var tabs: [ScreenReference]
    public var scrollable: Bool
    public var textInput: Bool
    public var confirmDismiss: Bool

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id && lhs.isRoot == rhs.isRoot && lhs.container == rhs.container
            && lhs.tabs.map(\.id) == rhs.tabs.map(\.id) && lhs.scrollable == rhs.scrollable
            && lhs.textInput == rhs.textInput && lhs.confirmDismiss == rhs.confirmDismiss
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(isRoot)
        hasher.combine(container)
        for tab in tabs { hasher.combine(tab.id) }
        hasher.combine(scrollable)
        hasher.combine(textInput)
        hasher.combine(confirmDismiss)
    }
}

/// A set of fields, as bits: one per transition costs no allocation. Room
/// for 32 fields, in the same bytes of `Transition` as 16 took; a field past
/// the last bit stops every build at `insert` (and fails a test) rather than
/// being left out of the set.
public struct TransitionFieldSet: Hashable, Sendable {
    private typealias Bits = UInt32
    private var bits: Bits = 0

    public init() {}

    /// How many fields a set can hold.
    static var capacity: Int { Bits.bitWidth }

    // Inlined, as the shifts it replaced were: these run a few dozen times a
    // transition, and the message is a literal so as not to stop that.
    @inline(__always)
    private static func bit(_ field: TransitionField) -> Bits {
        let ordinal = field.ordinal
        precondition(ordinal < Bits.bitWidth, "TransitionFieldSet has no bit for a new field: widen `Bits`")
        return 1 << ordinal
    }

    @inline(__always)
    public func contains(_ field: TransitionField) -> Bool { bits & Self.bit(field) != 0 }

    @inline(__always)
    public mutating func insert(_ field: TransitionField) { bits |= Self.bit(field) }

    /// How many fields of the set come before `field`, in `allCases` order.
    @inline(__always)
    func count(before field: TransitionField) -> Int { (bits & (Self.bit(field) - 1)).nonzeroBitCount }

    /// The ordinals of the fields in the set, in order, without going through every field.
    func forEachOrdinal(_ body: (Int) -> Void) {
        var rest = bits
        while rest != 0 {
            body(rest.trailingZeroBitCount)
            rest &= rest - 1
        }
    }
}

/// Where each written field of a transition is, in the transition's own
/// file (all of its values come from there: defaults are per file). Only
/// the fields written have a range: a transition has a handful of its
/// fields, and tens of thousands of transitions each holding a slot for
/// every field took more memory than the transitions themselves. The ranges lie
/// in a pool shared by a run of transitions (`FieldRangePool`), not in an
/// array of each one's own.
struct TransitionFieldRanges: Hashable, Sendable {
    private let written: TransitionFieldSet
    /// Where the first of this transition's ranges is in `pool`.
    private let start: Int32
    private let pool: FieldRangePool

    fileprivate init(written: TransitionFieldSet, start: Int, pool: FieldRangePool) {
        self.written = written
        self.start = Int32(start)
        self.pool = pool
    }

    subscript(field: TransitionField) -> SourceSpan? {
        written.contains(field) ? pool.spans[Int(start) + written.count(before: field)] : nil
    }

    /// The lines of the file the transition is written in.
    var lines: FileLines { pool.lines }

    // The file counts: spans are only places within one.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.written == rhs.written && lhs.lines.path == rhs.lines.path
            && TransitionField.allCases.allSatisfy { lhs[$0] == rhs[$0] }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(written)
        hasher.combine(lines.path)
        for field in TransitionField.allCases { hasher.combine(self[field]) }
    }

    /// Collects one transition's ranges, in any order, before they go into a pool.
    struct Builder {
        /// A slot for each field, and two to spare. A test fails when the
        /// fields outgrow it: then make it larger.
        typealias Slots = SpanSlots
        private var written = TransitionFieldSet()
        /// Each field's span at the field's ordinal; only those in `written`
        /// count. Inline, fixed-size storage, as the 14-span tuple it replaces
        /// was, but its subscript is checked in every build: a field past the
        /// last slot stops the run instead of writing beside it (`SpanSlots`).
        private var spans = Slots(repeating: SourceSpan(at: 0))

        /// Where `field` was written; a second call for a field replaces its span.
        mutating func set(_ field: TransitionField, _ span: SourceSpan) {
            spans[field.ordinal] = span
            written.insert(field)
        }

        /// The spans set, in field order, appended to `pool` at once.
        func finish(in pool: FieldRangePool) -> TransitionFieldRanges {
            let start = pool.spans.count
            written.forEachOrdinal { ordinal in pool.spans.append(spans[ordinal]) }
            return TransitionFieldRanges(written: written, start: start, pool: pool)
        }
    }
}

/// The field ranges of a run of transitions, one transition's after
/// another's. An array for each transition was a block of memory of its
/// own, with room to spare, for tens of thousands of transitions: much more
/// fresh memory than the ranges themselves, and as many calls to malloc and
/// free. Filled by one resolver, then only read.
final class FieldRangePool: @unchecked Sendable {
    fileprivate var spans: [SourceSpan] = []
    /// The file's lines: a run of transitions is in one file.
    let lines: FileLines

    init(expectedTransitions: Int, lines: FileLines) {
        self.lines = lines
        // Most transitions write or inherit about six fields.
        spans.reserveCapacity(expectedTransitions * 7)
    }

}

/// Where each field's value was written (in the transition or in
/// `defaults`); fields left to the language's default have no entry.
public struct TransitionFieldLocations: Hashable, Sendable {
    public let file: String
    let ranges: TransitionFieldRanges

    public subscript(field: TransitionField) -> SourceLocation? {
        ranges[field].map { ranges.lines.location($0) }
    }
}

/// A transition with every value resolved: tokens looked up, defaults and
/// the language's own defaults applied. Compared by value: the same
/// transition written on other lines, or with a value from `defaults`
/// rather than its own entry, is equal (a diff of two spec sets needs
/// that); where each value is written is the source map's (`SourceMap`).
///
/// Every place it names is in its own file, so places are kept as spans,
/// each once, and the file once, with its lines, in the pool of field
/// ranges its run of transitions shares: a path in each of six locations,
/// and the places of `from` and `to` kept twice, were six references to
/// count on every copy, and a third more bytes of each of tens of thousands
/// of transitions to write into fresh memory.
public struct Transition: Hashable, Sendable {
    public var id: String
    let idSpan: SourceSpan
    public var kind: TransitionKind
    /// Where `from` and `to` are in the spec set's screens, as the resolver
    /// found them: the graph numbers screens the same way, and need not look
    /// the ids up again. Next to `kind`, on the same cache line: building the
    /// graph reads these two of every transition and nothing else.
    var screens: ResolvedScreens
    let fromID: String
    let toID: String?
    public var duration: Double
    public var delay: Double
    public var curve: TimingCurve
    public var interaction: InteractionType
    /// Set when the transition is interactive (default 0.5).
    public var threshold: Double?
    /// Set when the transition is interactive, with its defaults applied.
    public var gesture: Gesture?
    /// Set when the transition is interactive (default: a constant 1).
    public var completionSpeed: CompletionSpeed?
    /// Set for `present` (default `custom`).
    public var presentation: Presentation?
    public var interruptible: Bool
    public var snapshot: Bool
    public var hint: GestureHint?
    /// `effect`, `backdrop` and `reducedMotion` where written (in the
    /// transition or in `defaults`); nil where the language's defaults
    /// apply, which `SpecSetMotions` works out with the rest of the set.
    /// Kept behind one reference: most transitions write none of them.
    var writtenMotion: Box<WrittenMotion>?
    public var effect: Effect? { writtenMotion?.value.effect }
    public var backdrop: Backdrop? { writtenMotion?.value.backdrop }
    public var reducedMotion: ReducedMotion? { writtenMotion?.value.reducedMotion }
    let fieldRanges: TransitionFieldRanges
    /// The fields written in the transition's own entry (not inherited from
    /// `defaults`): a fix-it may edit these in place.
    public var ownFields: TransitionFieldSet
    let entryShape: MappingShape?
    let gestureShape: MappingShape?

    /// The file the transition is written in.
    public var file: String { fieldRanges.lines.path }

    /// Where the transition's id is written.
    public var location: SourceLocation { fieldRanges.lines.location(idSpan) }

    // `from` and `to`, when there is one, were written: their places are
    // among the field ranges, and not kept twice.
    public var from: ScreenReference {
        ScreenReference(id: fromID, place: FilePlace(file: fieldRanges.lines, span: fieldRanges[.from] ?? idSpan))
    }

    /// Always set for `present`, `push`, `tab`; for `dismiss` and `pop` only
    /// when written (the graph implies it otherwise).
    public var to: ScreenReference? {
        toID.map { ScreenReference(id: $0, place: FilePlace(file: fieldRanges.lines, span: fieldRanges[.to] ?? idSpan)) }
    }

    /// Where each value that was written (in the transition or in `defaults`)
    /// was written; fields left to the language's default have no entry.
    public var fieldLocations: TransitionFieldLocations { TransitionFieldLocations(file: file, ranges: fieldRanges) }

    /// The transition's own mapping, and its own `gesture` mapping, where fix-its
    /// can insert a field (nil when they come through an alias or a merge).
    public var entrySpan: MappingSpan? { entryShape.map { MappingSpan($0, in: fieldRanges.lines) } }
    public var gestureSpan: MappingSpan? { gestureShape.map { MappingSpan($0, in: fieldRanges.lines) } }

    /// The values, none of the places.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id && lhs.kind == rhs.kind && lhs.fromID == rhs.fromID && lhs.toID == rhs.toID
            && lhs.duration == rhs.duration && lhs.delay == rhs.delay && lhs.curve == rhs.curve
            && lhs.interaction == rhs.interaction && lhs.threshold == rhs.threshold && lhs.gesture == rhs.gesture
            && lhs.completionSpeed == rhs.completionSpeed && lhs.presentation == rhs.presentation
            && lhs.interruptible == rhs.interruptible && lhs.snapshot == rhs.snapshot && lhs.hint == rhs.hint
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(kind)
        hasher.combine(fromID)
        hasher.combine(toID)
        hasher.combine(duration)
        hasher.combine(delay)
        hasher.combine(curve)
        hasher.combine(interaction)
        hasher.combine(threshold)
        hasher.combine(gesture)
        hasher.combine(completionSpeed)
        hasher.combine(presentation)
        hasher.combine(interruptible)
        hasher.combine(snapshot)
        hasher.combine(hint)
    }
}

/// The motion fields a transition's spec wrote, resolved for its kind.
struct WrittenMotion: Hashable, Sendable {
    var effect: Effect?
    var backdrop: Backdrop?
    var reducedMotion: ReducedMotion?

    var isEmpty: Bool { effect == nil && backdrop == nil && reducedMotion == nil }
}

/// A `MappingSpan` without its file, as a transition keeps it.
struct MappingShape: Hashable, Sendable {
    var span: SourceSpan
    var isFlow: Bool
    var isEmpty: Bool

    init(span: SourceSpan, isFlow: Bool, isEmpty: Bool) {
        self.span = span
        self.isFlow = isFlow
        self.isEmpty = isEmpty
    }
}

/// A transition's `from` and `to` as positions in `SpecSet.screens`.
struct ResolvedScreens: Hashable, Sendable {
    private var fromIndex: Int32
    private var toIndex: Int32

    init(from: Int, to: Int?) {
        fromIndex = Int32(from)
        toIndex = to.map(Int32.init) ?? -1
    }

    var from: Int { Int(fromIndex) }
    var to: Int? { toIndex < 0 ? nil : Int(toIndex) }
}

/// Where a mapping is written and how, so that a fix-it can add an entry.
public struct MappingSpan: Hashable, Sendable {
    public var location: SourceLocation
    /// `{ … }` rather than one key a line.
    public var isFlow: Bool
    public var isEmpty: Bool

    init(location: SourceLocation, isFlow: Bool, isEmpty: Bool) {
        self.location = location
        self.isFlow = isFlow
        self.isEmpty = isEmpty
    }

    init(_ shape: MappingShape, in file: FileLines) {
        self.init(location: file.location(shape.span), isFlow: shape.isFlow, isEmpty: shape.isEmpty)
    }

    /// The fix-it that adds `key: value` to this mapping, titled `add `key: value``: after `{` in flow
    /// style, or as a new first line at the same indentation in block style.
    public func inserting(_ entry: String) -> FixIt? {
        let start = location.range.start
        if isFlow {
            let afterBrace = SourcePosition(line: Int(start.line), column: Int(start.column) + 1, offset: Int(start.offset) + 1)
            return FixIt("add `\(entry)`", replacing: SourceRange(at: afterBrace), with: isEmpty ? " \(entry) " : " \(entry),")
        }
        let indentation = String(repeating: " ", count: max(0, Int(start.column) - 1))
        return FixIt("add `\(entry)`", replacing: SourceRange(at: start), with: "\(entry)\n\(indentation)")
    }
}

/// Every screen and transition of a spec set, checked. Screens and
/// transitions are in file order, then source order. Screen ids are unique,
/// and so are transition ids: the resolver reports and drops duplicates.
///
/// Two spec sets are equal when their screens and transitions are, wherever
/// and in whichever files they are written; `sourceMap` says where.
public struct SpecSet: Sendable, Equatable {
    public var files: [String]
    public var screens: [Screen]
    public var transitions: [Transition]
    /// Screen id -> position in `screens`, as the resolver built it.
    var screenIndex: TextIndexTable
    /// Every token defined, first definitions only, in file order.
    public var tokens: [Token] = []
    /// Where each token is defined and used, for `sourceMap`.
    let tokenPlaces: TokenPlaces
    /// Each file's written names, as the decoder read them, for `sourceMap`.
    let writtenNames: [(file: FileLines, names: [WrittenName])]

    init(files: [String], screens: [Screen], transitions: [Transition], screenIndex: TextIndexTable,
         tokens: [Token] = [], tokenPlaces: TokenPlaces = TokenPlaces(definitions: [], uses: []),
         writtenNames: [(file: FileLines, names: [WrittenName])] = []) {
        self.files = files
        self.screens = screens
        self.transitions = transitions
        self.screenIndex = screenIndex
        self.tokens = tokens
        self.tokenPlaces = tokenPlaces
        self.writtenNames = writtenNames
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.screens == rhs.screens && lhs.transitions == rhs.transitions
    }

    /// Where each id, field and token of the set is written.
    public var sourceMap: SourceMap { SourceMap(self) }
}

/// A token as defined under `tokens` or in an imported design token file,
/// with its value.
public struct Token: Sendable {
    public enum Value: Sendable {
        case duration(Double)
        case curve(TimingCurve)
        case timing(TransitionTiming)
    }

    /// How it is referred to: `$durations.quick`, `$motion.duration.short4`.
    public var reference: String
    public var value: Value
    /// Where its name is written.
    public var location: SourceLocation
    /// Whether an imported design token file (or `material3`) defines it.
    public var isImported: Bool

    /// Where it fits, in a word: `duration`, `curve` or `transition` (for `timing`).
    public var typeName: String {
        switch value {
        case .duration: TokenDefinition.Kind.duration.typeName
        case .curve: TokenDefinition.Kind.curve.typeName
        case .timing: TokenDefinition.Kind.timing.typeName
        }
    }

    init(_ definition: TokenDefinition) {
        reference = definition.reference
        location = definition.location
        isImported = definition.isImported
        value = switch definition.value {
        case .duration(let seconds): .duration(seconds)
        case .curve(let curve): .curve(curve)
        case .timing(let timing): .timing(timing)
        }
    }
}
