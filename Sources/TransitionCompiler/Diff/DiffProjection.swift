import TransitionRuntime
import YAMLSource

/// One side of a diff: every screen and transition as the values the app
/// gets (tokens and defaults applied, targets and managers from the graph),
/// each value with where it was written kept beside it, never in it.
struct DiffSide: Sendable {
    struct Field: Sendable {
        var name: String
        var value: ChangeValue
        /// What the value means in points in the default container (a threshold, a distance).
        var points: Double?
        var place: ChangePlace?
        /// The token the value is written as (`$durations.quick`).
        var token: String?
        /// Written under `defaults` rather than in the transition.
        var inherited = false
    }

    struct Entity: Sendable {
        var subject: SpecChange.Subject
        var id: String
        /// Where the id is written.
        var place: ChangePlace
        /// In one fixed order for each subject.
        var fields: [Field]
        /// The Swift the id generates (`TransitionID.closeCompose`).
        var swift: String

        func field(_ name: String) -> Field? { fields.first { $0.name == name } }
    }

    /// In the order the side read them.
    var files: [String]
    var screens: [Entity]
    var transitions: [Entity]
}

/// The adapter between the compiler's model and the diff: the one place that
/// knows how a checked spec set holds its values and places. The comparison
/// reads only `DiffSide`, so when the model keeps values apart from places
/// (issue #43's source map), only this file changes. Values still to come to
/// the language (effect, backdrop, a Reduce Motion variant, imported tokens)
/// are new fields here and a category in `SpecComparison.category`.
enum DiffProjection {
    /// The container a threshold or distance is measured in, the runtime's
    /// default (the iPhone screen `simulate` and `plot` use).
    static let container = ContainerSize.iPhone

    /// The side of a compilation without errors (its graph built).
    static func side(_ compilation: Compilation) -> DiffSide {
        guard let graph = compilation.graph else { return DiffSide(files: compilation.files, screens: [], transitions: []) }
        var managers: [String: [String]] = [:]
        for kind in TransitionManager.Kind.allCases {
            for manager in graph.managers where manager.kind == kind { managers[manager.owner, default: []].append(kind.rawValue) }
        }
        let screens = graph.screens.map { screen(_: $0, managers: managers[$0.id] ?? []) }
        let motions = SpecSetMotions(graph.transitions)
        let transitions = graph.transitions.map {
            transition(_: $0, targets: graph.targets(of: $0), motion: motions.motion(of: $0), sources: compilation.sources)
        }
        return DiffSide(files: compilation.files, screens: screens, transitions: transitions)
    }

    private static func place(_ location: SourceLocation) -> ChangePlace {
        ChangePlace(file: location.file, line: Int(location.range.start.line))
    }

    private static func screen(_ screen: Screen, managers: [String]) -> DiffSide.Entity {
        let at = place(screen.location)
        func field(_ name: String, _ value: ChangeValue) -> DiffSide.Field {
            DiffSide.Field(name: name, value: value, place: at)
        }
        return DiffSide.Entity(subject: .screen, id: screen.id, place: at, fields: [
            field("root", .bool(screen.isRoot)),
            field("container", screen.container.map { .word($0.rawValue) } ?? .none),
            field("tabs", .screens(screen.tabs.map(\.id))),
            field("scrollable", .bool(screen.scrollable)),
            field("textInput", .bool(screen.textInput)),
            field("confirmDismiss", .bool(screen.confirmDismiss)),
            field("managers", .words(managers)),
        ], swift: "ScreenID." + SwiftIdentifier.make(screen.id))
    }

    private static func transition(_ transition: Transition, targets: [String], motion: TransitionMotion,
                                   sources: [String: SourceText]) -> DiffSide.Entity {
        let locations = transition.fieldLocations
        func field(_ name: String, _ value: ChangeValue, from source: TransitionField, points: Double? = nil,
                   tokens: Bool = false) -> DiffSide.Field {
            guard let location = locations[source] else { return DiffSide.Field(name: name, value: value, points: points) }
            return DiffSide.Field(name: name, value: value, points: points, place: place(location),
                                  token: tokens ? token(at: location, in: sources[location.file]) : nil,
                                  inherited: !transition.ownFields.contains(source))
        }
        func written(_ source: TransitionField, _ value: ChangeValue) -> ChangeValue {
            locations[source] == nil ? .none : value
        }
        let gesture = transition.gesture
        let interaction = gesture.map {
            GestureInteraction(gesture: $0, threshold: transition.threshold ?? 0.5, container: container)
        }
        // Every field in the language's order; a gesture is compared field by field.
        var fields: [DiffSide.Field] = []
        for source in TransitionField.resolved {
            switch source {
            case .timing: break  // not among the resolved fields: its duration, delay and curve are compared
            case .kind: fields.append(field("kind", .word(transition.kind.rawValue), from: source))
            case .from: fields.append(field("from", .screen(transition.from.id), from: source))
            case .to: fields.append(field("to", .screens(targets), from: source))
            case .duration: fields.append(field("duration", .seconds(transition.duration), from: source, tokens: true))
            case .delay: fields.append(field("delay", .seconds(transition.delay), from: source, tokens: true))
            case .curve: fields.append(field("curve", .curve(transition.curve), from: source, tokens: true))
            case .interaction: fields.append(field("interaction", .word(transition.interaction.rawValue), from: source))
            case .threshold:
                fields.append(field("threshold", transition.threshold.map(ChangeValue.number) ?? .none, from: source,
                                    points: interaction.map { $0.threshold * $0.distance }))
            case .gesture:
                for part in GestureField.allCases {
                    let value: ChangeValue? = switch part {
                    case .direction: gesture.map { .word($0.direction.rawValue) }
                    case .distance: gesture.map { .distance($0.distance) }
                    case .velocity: gesture?.velocity.map(ChangeValue.speed)
                    case .edge: gesture.map { .bool($0.edge) }
                    case .startsWhen: gesture.map { .word($0.startsWhen.rawValue) }
                    }
                    fields.append(field(Self.name(of: part), value ?? .none, from: source,
                                        points: part == .distance ? interaction?.distance : nil))
                }
            case .completionSpeed:
                fields.append(field("completionSpeed",
                                    transition.completionSpeed.map { .text(ReportValueFormatter.completionSpeed($0)) } ?? .none,
                                    from: source))
            case .presentation:
                fields.append(field("presentation", transition.presentation.map { .word($0.rawValue) } ?? .none, from: source))
            case .interruptible: fields.append(field("interruptible", .bool(transition.interruptible), from: source))
            case .snapshot: fields.append(field("snapshot", .bool(transition.snapshot), from: source))
            case .hint: fields.append(field("hint", transition.hint.map { .text(ReportValueFormatter.hint($0)) } ?? .none, from: source))
            // What moves is compared where a side writes it: the language's
            // defaults follow the kind, the presentation and what brought a
            // screen in, each reported as itself.
            case .effect:
                fields.append(field("effect", written(source, .text(MotionFormatter.effect(motion.motion.effect))), from: source))
            case .backdrop:
                fields.append(field("backdrop", written(source, .text(MotionFormatter.backdrop(motion.motion.backdrop))),
                                    from: source))
            case .reducedMotion:
                fields.append(field("reducedMotion", written(source, .text(MotionFormatter.reducedMotion(motion.reducedMotion))),
                                    from: source))
            }
        }
        // A value the language supplies has no place of its own: the transition's.
        let at = place(transition.location)
        for index in fields.indices where fields[index].place == nil { fields[index].place = at }
        return DiffSide.Entity(subject: .transition, id: transition.id, place: at, fields: fields,
                               swift: "TransitionID." + SwiftIdentifier.make(transition.id))
    }

    /// A gesture's field as the diff names it: `gesture.direction`.
    static func name(of field: GestureField) -> String { "gesture." + field.rawValue }

    /// The diff's names of a transition field's values: its own, or each of its gesture's.
    static func names(of field: TransitionField) -> [String] {
        field == .gesture ? GestureField.allCases.map(name(of:)) : [field.rawValue]
    }

    /// The token a value is written as: the text at its place, when that is a
    /// `$name` scalar (plain or quoted). The model resolves tokens and keeps
    /// only the values; the text still says which token was used.
    private static func token(at location: SourceLocation, in source: SourceText?) -> String? {
        guard let bytes = source?.bytes else { return nil }
        let start = Int(location.range.start.offset), end = Int(location.range.end.offset)
        guard start >= 0, start < end, end <= bytes.count else { return nil }
        var text = bytes[start..<end]
        if let first = text.first, first == UInt8(ascii: "\"") || first == UInt8(ascii: "'"), text.count >= 2,
           text.last == first {
            text = text.dropFirst().dropLast()
        }
        guard text.first == UInt8(ascii: "$"), !text.contains(where: { $0 <= 0x20 || $0 == UInt8(ascii: "\\") }) else {
            return nil
        }
        return String(decoding: text, as: UTF8.self)
    }
}
