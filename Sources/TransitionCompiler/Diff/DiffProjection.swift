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
        let transitions = graph.transitions.map { transition(_: $0, targets: graph.targets(of: $0), sources: compilation.sources) }
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

    private static func transition(_ transition: Transition, targets: [String],
                                   sources: [String: SourceText]) -> DiffSide.Entity {
        let locations = transition.fieldLocations
        func field(_ name: String, _ value: ChangeValue, from source: TransitionField, points: Double? = nil,
                   tokens: Bool = false) -> DiffSide.Field {
            guard let location = locations[source] else { return DiffSide.Field(name: name, value: value, points: points) }
            return DiffSide.Field(name: name, value: value, points: points, place: place(location),
                                  token: tokens ? token(at: location, in: sources[location.file]) : nil,
                                  inherited: !transition.ownFields.contains(source))
        }
        let gesture = transition.gesture
        let interaction = gesture.map {
            GestureInteraction(gesture: $0, threshold: transition.threshold ?? 0.5, container: container)
        }
        var fields = [
            field("kind", .word(transition.kind.rawValue), from: .kind),
            field("from", .screen(transition.from.id), from: .from),
            field("to", .screens(targets), from: .to),
            field("duration", .seconds(transition.duration), from: .duration, tokens: true),
            field("delay", .seconds(transition.delay), from: .delay, tokens: true),
            field("curve", .curve(transition.curve), from: .curve, tokens: true),
            field("interaction", .word(transition.interaction.rawValue), from: .interaction),
            field("threshold", transition.threshold.map(ChangeValue.number) ?? .none, from: .threshold,
                  points: interaction.map { $0.threshold * $0.distance }),
            field("gesture.direction", gesture.map { .word($0.direction.rawValue) } ?? .none, from: .gesture),
            field("gesture.distance", gesture.map { .distance($0.distance) } ?? .none, from: .gesture,
                  points: interaction?.distance),
            field("gesture.velocity", gesture?.velocity.map(ChangeValue.speed) ?? .none, from: .gesture),
            field("gesture.edge", gesture.map { .bool($0.edge) } ?? .none, from: .gesture),
            field("gesture.startsWhen", gesture.map { .word($0.startsWhen.rawValue) } ?? .none, from: .gesture),
            field("completionSpeed", transition.completionSpeed.map { .text(ReportValueFormatter.completionSpeed($0)) } ?? .none,
                  from: .completionSpeed),
            field("presentation", transition.presentation.map { .word($0.rawValue) } ?? .none, from: .presentation),
            field("interruptible", .bool(transition.interruptible), from: .interruptible),
            field("snapshot", .bool(transition.snapshot), from: .snapshot),
            field("hint", transition.hint.map { .text(ReportValueFormatter.hint($0)) } ?? .none, from: .hint),
        ]
        // A value the language supplies has no place of its own: the transition's.
        let at = place(transition.location)
        for index in fields.indices where fields[index].place == nil { fields[index].place = at }
        return DiffSide.Entity(subject: .transition, id: transition.id, place: at, fields: fields,
                               swift: "TransitionID." + SwiftIdentifier.make(transition.id))
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
