import TransitionRuntime

/// The forms of `effect`, `backdrop` and `reducedMotion` (motion.md).
extension SpecSchema {
    static var motionDefinitions: [(String, JSONValue)] {
        [("effect", effect), ("effectOptions", effectOptions), ("backdrop", backdrop), ("reducedMotion", reducedMotion)]
    }

    static var effect: JSONValue {
        SchemaNode.anyOf("What the moving screen does.", [
            SchemaNode.words(EffectWord.allCases.map(\.rawValue), "An effect with its defaults (`slide` from the kind's edge, `scale` from 0.9)."),
            SchemaNode.mapping("An effect with options.", properties: EffectWord.withOptions.map {
                ($0.rawValue, SchemaNode.ref("effectOptions", $0 == .slide ? "A slide, with where it comes from." : "A scale, with what it starts at."))
            },
                               extra: [("minProperties", .int(1)), ("maxProperties", .int(1))]),
        ])
    }

    static var effectOptions: JSONValue {
        SchemaNode.mapping("Where a slide comes from (`from: EDGE`) or what a scale starts at (`from: S`, 0.1 up to 1), and the angle at the off-screen end.",
                           properties: [
                               ("from", SchemaNode.anyOf("`top`, `bottom`, `leading` or `trailing` for a slide; a number in [0.1, 1) for a scale.", [
                                   SchemaNode.words(ScreenEdge.allCases.map(\.rawValue), "The edge a slide comes from."),
                                   SchemaNode.number("The scale a scale starts at.", minimum: 0.1, exclusiveMaximum: 1),
                               ])),
                               ("rotate", SchemaNode.number("Degrees at the off-screen end, -180 to 180.", minimum: -180, maximum: 180)),
                           ], nullable: true)
    }

    static var backdrop: JSONValue {
        SchemaNode.mapping("What happens to the screen behind the moving one.", properties: [
            ("dim", SchemaNode.number("A black dimming view's end alpha.", minimum: 0, maximum: 1)),
            ("parallax", SchemaNode.number("The fraction of the container the backdrop moves away.", minimum: 0, maximum: 1)),
            ("scale", SchemaNode.number("The backdrop's end scale.", minimum: 0.5, maximum: 1)),
        ], nullable: true)
    }

    static var reducedMotion: JSONValue {
        SchemaNode.anyOf("What the transition becomes with Reduce Motion on.", [
            SchemaNode.words(ReducedMotionWord.allCases.map(\.rawValue), "`fade` in place, `instant`, or the `same`."),
            SchemaNode.mapping("The transition with any of these replaced.", properties: [
                ("effect", SchemaNode.ref("effect", "The effect with Reduce Motion on.")),
                ("duration", SchemaNode.ref("delay", "The duration with Reduce Motion on: 0 is at once.")),
                ("curve", SchemaNode.ref("curve", "The curve with Reduce Motion on.")),
            ]),
        ])
    }
}
