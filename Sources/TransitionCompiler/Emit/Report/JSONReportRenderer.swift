import TransitionRuntime

/// `report --format json`: one object, its shape versioned by
/// `reportVersion` and documented in Docs/report.md. Keys are written in a
/// fixed order; optional values are `null`, never left out.
public enum JSONReportRenderer {
    typealias Format = ReportValueFormatter

    public static func render(_ report: TransitionReport) -> String {
        let totals = report.totals
        let root = JSONValue.object([
            ("reportVersion", .int(TransitionReport.version)),
            ("files", .array(report.files.map(JSONValue.string))),
            ("graph", report.graph.map(graph) ?? .null),
            ("totals", .object([
                ("files", .int(totals.files)),
                ("screens", int(totals.screens)),
                ("transitions", int(totals.transitions)),
                ("managers", int(totals.managers)),
                ("modalManagers", int(totals.modalManagers)),
                ("navigationManagers", int(totals.navigationManagers)),
                ("tabManagers", int(totals.tabManagers)),
                ("interactiveTransitions", int(totals.interactiveTransitions)),
                ("errors", .int(totals.errors)),
                ("warnings", .int(totals.warnings)),
            ])),
            ("diagnostics", .array(report.diagnostics.map(JSONDiagnosticRenderer.json))),
        ])
        return root.serialized(pretty: true) + "\n"
    }

    private static func int(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }
    private static func double(_ value: Double?) -> JSONValue { value.map(JSONValue.double) ?? .null }
    private static func string(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    private static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }

    private static func graph(_ graph: TransitionReport.Graph) -> JSONValue {
        .object([
            ("managers", .array(graph.managers.map { manager(_: $0, in: graph) })),
            ("screens", .array(graph.screens.map { screen(_: $0, in: graph) })),
            ("transitions", .array(graph.transitions.map(transition))),
        ])
    }

    private static func manager(_ manager: TransitionReport.ManagerFacts, in graph: TransitionReport.Graph) -> JSONValue {
        .object([
            ("kind", .string(manager.kind.rawValue)),
            ("owner", .string(manager.owner)),
            ("presentation", string(manager.manager.presentation?.rawValue)),
            ("presentationController", .bool(manager.manager.vendsPresentationController)),
            ("animators", strings(manager.animators.map { graph.transitions[$0].id })),
            ("interactionControllers", strings(manager.interactionControllers.map { graph.transitions[$0].id })),
            ("screens", strings(manager.screens)),
        ])
    }

    private static func screen(_ screen: TransitionReport.ScreenFacts, in graph: TransitionReport.Graph) -> JSONValue {
        let start = screen.screen.location.range.start
        return .object([
            ("id", .string(screen.id)),
            ("file", .string(screen.screen.location.file)),
            ("line", .int(Int(start.line))),
            ("column", .int(Int(start.column))),
            ("root", .bool(screen.screen.isRoot)),
            ("container", string(screen.screen.container?.rawValue)),
            ("tabs", strings(screen.screen.tabs.map(\.id))),
            ("scrollable", .bool(screen.screen.scrollable)),
            ("textInput", .bool(screen.screen.textInput)),
            ("confirmDismiss", .bool(screen.screen.confirmDismiss)),
            ("tabOf", strings(screen.tabOf)),
            ("navigationRoot", string(screen.navigationRoot)),
            ("reachable", .bool(screen.reachable)),
            ("managers", .array(screen.managers.map(JSONValue.int))),
            ("incoming", strings(screen.incoming.map { graph.transitions[$0].id })),
            ("outgoing", strings(screen.outgoing.map { graph.transitions[$0].id })),
        ])
    }

    private static func transition(_ facts: TransitionReport.TransitionFacts) -> JSONValue {
        let transition = facts.transition
        let start = transition.location.range.start
        var members: [(String, JSONValue)] = [
            ("id", .string(transition.id)),
            ("file", .string(transition.location.file)),
            ("line", .int(Int(start.line))),
            ("column", .int(Int(start.column))),
        ]
        // Every field, set or not, in the language's order; what the graph
        // says about the target follows `to`.
        for field in TransitionField.resolved {
            members.append((field.rawValue, value(of: field, facts)))
            if field == .to {
                members += [("toImplied", .bool(facts.targetsImplied)), ("manager", int(facts.manager))]
            }
        }
        return .object(members)
    }

    /// How the report writes each field's resolved value.
    private static func value(of field: TransitionField, _ facts: TransitionReport.TransitionFacts) -> JSONValue {
        let transition = facts.transition
        return switch field {
        case .timing: .null  // not among the resolved fields the report writes
        case .kind: .string(transition.kind.rawValue)
        case .from: .string(transition.from.id)
        case .to: strings(facts.targets)
        case .duration: .double(transition.duration)
        case .delay: .double(transition.delay)
        case .curve: curve(transition.curve)
        case .interaction: .string(transition.interaction.rawValue)
        case .threshold: double(transition.threshold)
        case .gesture: transition.gesture.map(gesture) ?? .null
        case .completionSpeed: transition.completionSpeed.map(completionSpeed) ?? .null
        case .presentation: string(transition.presentation?.rawValue)
        case .interruptible: .bool(transition.interruptible)
        case .snapshot: .bool(transition.snapshot)
        case .hint: transition.hint.map(hint) ?? .null
        case .effect: effect(facts.motion.motion.effect)
        case .backdrop: backdrop(facts.motion.motion.backdrop)
        case .reducedMotion: reducedMotion(facts.motion.reducedMotion)
        }
    }

    /// `{"kind": "slide", "from": "bottom", "rotate": 0}`, `{"kind": "fade"}`.
    private static func effect(_ effect: Effect) -> JSONValue {
        switch effect {
        case .none: .object([("kind", .string("none"))])
        case .fade: .object([("kind", .string("fade"))])
        case let .slide(edge, rotate):
            .object([("kind", .string("slide")), ("from", .string(edge.rawValue)), ("rotate", .double(rotate))])
        case let .scale(from, rotate):
            .object([("kind", .string("scale")), ("from", .double(from)), ("rotate", .double(rotate))])
        }
    }

    private static func backdrop(_ backdrop: Backdrop) -> JSONValue {
        .object([("dim", .double(backdrop.dim)), ("parallax", .double(backdrop.parallax)), ("scale", .double(backdrop.scale))])
    }

    /// `{"kind": "fade"}`, or `{"kind": "replacing", "effect", "duration", "curve"}` (null where kept).
    private static func reducedMotion(_ reduced: ReducedMotion) -> JSONValue {
        switch reduced {
        case .fade: .object([("kind", .string("fade"))])
        case .instant: .object([("kind", .string("instant"))])
        case .same: .object([("kind", .string("same"))])
        case .replacing(let replacement):
            .object([
                ("kind", .string("replacing")),
                ("effect", replacement.effect.map(effect) ?? .null),
                ("duration", double(replacement.duration)),
                ("curve", replacement.curve.map(curve) ?? .null),
            ])
        }
    }

    private static func curve(_ curve: TimingCurve) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("kind", .string(Format.curveKind(curve))),
            ("text", .string(Format.curve(curve))),
        ]
        switch curve {
        case .linear, .easeIn, .easeOut, .easeInOut:
            break
        case let .cubicBezier(x1, y1, x2, y2):
            members.append(("controlPoints", .array([x1, y1, x2, y2].map(JSONValue.double))))
        case .spring(let spring):
            switch spring.parameters {
            case let .dampingRatio(ratio, response):
                members += [("dampingRatio", .double(ratio)), ("response", .double(response))]
            case let .physical(mass, stiffness, damping):
                members += [("mass", .double(mass)), ("stiffness", .double(stiffness)), ("damping", .double(damping))]
            }
            members.append(("initialVelocity", .double(spring.initialVelocity)))
        }
        return .object(members)
    }

    private static func gesture(_ gesture: Gesture) -> JSONValue {
        .object(GestureField.allCases.map { field in
            let value: JSONValue = switch field {
            case .direction: .string(gesture.direction.rawValue)
            case .distance:
                switch gesture.distance {
                case .container: .string("container")
                case .points(let points): .double(points)
                }
            case .velocity: double(gesture.velocity)
            case .edge: .bool(gesture.edge)
            case .startsWhen: .string(gesture.startsWhen.rawValue)
            }
            return (field.rawValue, value)
        })
    }

    private static func completionSpeed(_ speed: CompletionSpeed) -> JSONValue {
        switch speed {
        case .remaining: .string("remaining")
        case .constant(let value): .double(value)
        }
    }

    private static func hint(_ hint: GestureHint) -> JSONValue {
        .object(HintField.allCases.map { field in
            let value: Double = switch field {
            case .delay: hint.delay
            case .duration: hint.duration
            case .travel: hint.travel
            }
            return (field.rawValue, .double(value))
        })
    }
}
