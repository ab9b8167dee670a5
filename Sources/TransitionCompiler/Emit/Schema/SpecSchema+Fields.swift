import TransitionRuntime

/// Screens, transitions and the fields transitions share with `defaults`.
extension SpecSchema {
    static var fieldDefinitions: [(String, JSONValue)] {
        [("screen", screen), ("transition", transition), ("gesture", gesture), ("hint", hint)]
    }

    static var screen: JSONValue {
        SchemaNode.mapping(
            "A screen: a view controller. Its id is the key; nothing after it is a screen with no fields.",
            properties: [
                ("root", SchemaNode.boolean("An entry point of the app; reachability starts at the root screens.")),
                ("container", SchemaNode.words(
                    ContainerKind.allCases.map(\.rawValue),
                    "A container this screen is: `navigation`, the root of a navigation stack (`UINavigationController`); `tabBar`, a `UITabBarController`.")),
                ("tabs", .object([
                    ("description", .string("The ids of the tab bar's screens; required with `container: tabBar`, not allowed otherwise.")),
                    ("type", .string("array")),
                    ("items", .object([("type", .string("string")), ("description", .string("A screen id."))])),
                ])),
                ("scrollable", SchemaNode.boolean("Has a scroll view that competes with a pan gesture.")),
                ("textInput", SchemaNode.boolean("Has text input (a keyboard).")),
                ("confirmDismiss", SchemaNode.boolean(
                    "Unsaved edits must be confirmed before a dismissal finishes (`isModalInPresentation`).")),
            ],
            nullable: true,
            extra: [
                ("if", .object([
                    ("properties", .object([("container", .object([("const", .string(ContainerKind.tabBar.rawValue))]))])),
                    ("required", .array([.string("container")])),
                ])),
                ("then", .object([("required", .array([.string("tabs")]))])),
                ("else", .object([("not", .object([("required", .array([.string("tabs")]))]))])),
            ])
    }

    static var transition: JSONValue {
        // Not `tab`: one from a tab bar has no `to`, and whether `from` is a
        // tab bar is a fact about another screen, which the schema cannot see.
        let needsTarget = [TransitionKind.present, .push].map { JSONValue.string($0.rawValue) }
        let own: [(String, JSONValue)] = [
            ("kind", SchemaNode.words(TransitionKind.allCases.map(\.rawValue), "What the transition does; required.")),
            ("from", .object([("description", .string("The screen id it starts from; required.")), ("type", .string("string"))])),
            ("to", .object([
                ("description", .string("The screen id it ends on: required for `present`, `push`, and a `tab` from a tab; none for a `tab` from a tab bar (every switch between its tabs); optional for `dismiss` and `pop`, where the graph implies it and a given one must agree.")),
                ("type", .string("string")),
            ])),
        ]
        return SchemaNode.mapping(
            "A transition from one screen to another: its animator and, optionally, the gesture that drives it. `duration` is required here or in `defaults`.",
            properties: own + sharedFields,
            required: ["kind", "from"],
            extra: [
                ("if", .object([
                    ("properties", .object([("kind", .object([("enum", .array(needsTarget))]))])),
                    ("required", .array([.string("kind")])),
                ])),
                ("then", .object([("required", .array([.string("to")]))])),
            ])
    }

    /// The fields of a transition that `defaults` (and its per-kind blocks) may set.
    static var sharedFields: [(String, JSONValue)] {
        [
            ("duration", SchemaNode.ref("duration", "How long the animation runs, in seconds: over 0, at most 10.")),
            ("delay", SchemaNode.ref("delay", "Seconds before the animation starts; default 0.")),
            ("curve", SchemaNode.ref("curve", "The timing curve; default `easeInOut`.")),
            ("interaction", SchemaNode.words(
                InteractionType.allCases.map(\.rawValue),
                "`none`: not interactive. `standard`: a pan gesture scrubs the transition. `input`: as standard, on a screen with text input (the gesture ends editing first).",
                default: InteractionType.none.rawValue)),
            ("threshold", SchemaNode.number(
                "The fraction of the gesture past which a release finishes the transition, between 0 and 1 (exclusive); default 0.5 when interactive.",
                exclusiveMinimum: 0, exclusiveMaximum: 1, default: 0.5)),
            ("gesture", SchemaNode.ref("gesture", "The pan gesture of an interactive transition.")),
            ("completionSpeed", SchemaNode.anyOf(
                "How fast the animation plays out after release: `remaining` (1 − progress) or a number over 0; default 1 when interactive.",
                [
                    .object([("const", .string("remaining")), ("description", .string("1 − progress, as in the classic recipe."))]),
                    SchemaNode.number("A constant speed, over 0.", exclusiveMinimum: 0),
                ])),
            ("presentation", SchemaNode.words(
                Presentation.allCases.map(\.rawValue),
                "How a `present` shows its screen (`UIModalPresentationStyle`); default `custom`. Only for `present`.",
                default: Presentation.custom.rawValue)),
            ("interruptible", SchemaNode.boolean("Drive the animation with an interruptible property animator.")),
            ("snapshot", SchemaNode.boolean("Animate snapshots instead of live views (text views flicker otherwise).")),
            ("hint", SchemaNode.ref("hint", "A coach mark that shows the gesture when the screen appears.")),
        ]
    }

    static var gesture: JSONValue {
        let directions = GestureDirection.allCases.map(\.rawValue)
        return SchemaNode.mapping(
            "The pan gesture of an interactive transition; each field has a default.",
            properties: [
                ("direction", SchemaNode.words(
                    directions, "The direction of the pan; default: dismiss `down`, pop `right`, present `up`, push and tab `left`.")),
                ("distance", SchemaNode.anyOf(
                    "The distance the pan covers for the whole transition: points over 0, or `container` (the default).",
                    [
                        SchemaNode.number("Points.", exclusiveMinimum: 0),
                        .object([("const", .string("container")), ("description", .string("The container's size along the gesture."))]),
                    ],
                    default: .string("container"))),
                ("velocity", SchemaNode.number(
                    "Points per second, over 0: a flick at least this fast in the direction finishes regardless of the threshold.",
                    exclusiveMinimum: 0)),
                ("edge", SchemaNode.boolean("Only a pan from the screen edge starts the transition.")),
                ("startsWhen", SchemaNode.words(
                    GestureStart.allCases.map(\.rawValue),
                    "When the pan may start: `always`, or `scrollAtTop` (only while the screen's scroll view is at its top).",
                    default: GestureStart.always.rawValue)),
            ],
            nullable: true)
    }

    static var hint: JSONValue {
        SchemaNode.mapping(
            "A coach mark that shows the gesture when the screen appears. `duration` and `travel` are required, here or in `defaults`.",
            properties: [
                ("delay", SchemaNode.ref("delay", "Seconds after the screen appears; default 0.")),
                ("duration", SchemaNode.ref("duration", "How long the hint's movement takes.")),
                ("travel", SchemaNode.number("How far the hint moves the view, in points over 0.", exclusiveMinimum: 0)),
            ],
            nullable: true)
    }
}
