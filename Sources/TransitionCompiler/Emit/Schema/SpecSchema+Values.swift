import TransitionRuntime

/// The value forms the language shares: seconds and curves, in the forms a
/// field takes and the forms a token takes (no token of a token).
extension SpecSchema {
    /// What `NodeReader.parseDuration` accepts: digits, an optional
    /// fraction, a unit; no sign, no space.
    static let secondsPattern = #"^([0-9]+(\.[0-9]*)?|\.[0-9]+)(ms|s)$"#
    /// A token: `$durations.NAME`, `$curves.NAME`, or an imported design
    /// token's `$` and path, whose type only its file says.
    /// (A spec's own token of the other kind is the one a schema can rule out.)
    static let durationTokenPattern = #"^\$(?!curves\.).+$"#
    static let curveTokenPattern = #"^\$(?!durations\.).+$"#
    /// A plain YAML number as the `cubicBezier(…)` call takes it.
    static let numberPattern = #"[-+]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][-+]?[0-9]+)?"#
    static var cubicBezierPattern: String {
        let number = " *" + numberPattern + " *"
        return #"^cubicBezier\("# + Array(repeating: number, count: 4).joined(separator: ",") + #"\)$"#
    }

    static var valueDefinitions: [(String, JSONValue)] {
        [
            ("duration", seconds(
                "Seconds, over 0 and at most 10: a number (`0.35`), a string with a unit (`350ms`, `0.35s`) or a `$durations.NAME` token.",
                allowsZero: false, allowsToken: true)),
            ("delay", seconds(
                "Seconds, at least 0 and at most 10: a number, a string with a unit (`100ms`, `0.1s`) or a `$durations.NAME` token.",
                allowsZero: true, allowsToken: true)),
            ("durationTokenValue", seconds(
                "A duration token's value: seconds from 0 to 10, a number or a string with a unit (`350ms`, `0.35s`); not another token.",
                allowsZero: true, allowsToken: false)),
            ("curve", curve(allowsToken: true)),
            ("curveTokenValue", curve(allowsToken: false)),
            ("curveName", SchemaNode.words(TimingCurve.named.map(\.name), "A named timing curve, as UIKit's `UIView.AnimationCurve`.")),
            ("cubicBezierPoints", cubicBezierPoints),
            ("spring", spring),
        ]
    }

    static func seconds(_ description: String, allowsZero: Bool, allowsToken: Bool) -> JSONValue {
        var forms: [JSONValue] = [
            SchemaNode.number("Seconds.", exclusiveMinimum: allowsZero ? nil : 0, minimum: allowsZero ? 0 : nil, maximum: 10),
            SchemaNode.pattern(secondsPattern, "Seconds with a unit: `350ms` or `0.35s`."),
        ]
        if allowsToken {
            forms.append(SchemaNode.token(.duration, pattern: durationTokenPattern, "A duration token: `$durations.NAME`, or an imported one (`$` and its path)."))
        }
        return SchemaNode.anyOf(description, forms)
    }

    static func curve(allowsToken: Bool) -> JSONValue {
        var forms: [JSONValue] = [
            SchemaNode.ref("curveName"),
            SchemaNode.ref("cubicBezierPoints"),
            SchemaNode.pattern(cubicBezierPattern,
                               "A cubic Bézier as `cubicBezier(x1, y1, x2, y2)`, x1 and x2 in [0, 1]; quote it inside `{ … }`."),
            SchemaNode.ref("spring"),
        ]
        if allowsToken {
            forms.append(SchemaNode.token(.curve, pattern: curveTokenPattern, "A curve token: `$curves.NAME`, or an imported one (`$` and its path)."))
        }
        let description = allowsToken
            ? "The timing curve: a name, a cubic Bézier (`[x1, y1, x2, y2]` or `cubicBezier(…)`), a spring or a `$curves.NAME` token."
            : "A curve token's value: a name, a cubic Bézier or a spring; not another token."
        return SchemaNode.anyOf(description, forms)
    }

    static var cubicBezierPoints: JSONValue {
        let x = { (name: String) in
            SchemaNode.number("`\(name)`, the time of a control point: in [0, 1].", minimum: 0, maximum: 1)
        }
        let y = { (name: String) in JSONValue.object([
            ("description", .string("`\(name)`, the progress of a control point: any number (over 1 or under 0 overshoots).")),
            ("type", .string("number")),
        ]) }
        return .object([
            ("description", .string("A cubic Bézier's control points `[x1, y1, x2, y2]`, as CSS `cubic-bezier` and `UICubicTimingParameters`.")),
            ("type", .string("array")),
            ("prefixItems", .array([x("x1"), y("y1"), x("x2"), y("y2")])),
            ("items", .object([("type", .string("number"))])),
            ("minItems", .int(4)),
            ("maxItems", .int(4)),
        ])
    }

    /// `{ spring: { … } }` with one of the two parameter sets, never both.
    static var spring: JSONValue {
        let positive = { (description: String) in SchemaNode.number(description, exclusiveMinimum: 0) }
        let velocity = JSONValue.object([
            ("description", .string("The initial velocity, relative to the distance: any finite number; default 0.")),
            ("type", .string("number")),
            ("default", .int(0)),
        ])
        let byRatio = SchemaNode.mapping(
            "A spring by damping ratio and response, as SwiftUI and `UISpringTimingParameters(dampingRatio:…)`.",
            properties: [
                ("dampingRatio", positive("Damping ratio, over 0: 1 settles without overshoot, less bounces.")),
                ("response", positive("Response in seconds, over 0: about how long one oscillation takes.")),
                ("initialVelocity", velocity),
            ],
            required: ["dampingRatio", "response"])
        let physical = SchemaNode.mapping(
            "A spring by its physical parameters, as `CASpringAnimation`.",
            properties: [
                ("mass", positive("Mass, over 0.")),
                ("stiffness", positive("Stiffness, over 0.")),
                ("damping", positive("Damping, over 0.")),
                ("initialVelocity", velocity),
            ],
            required: ["mass", "stiffness", "damping"])
        return SchemaNode.mapping(
            "A spring curve: `{ spring: { dampingRatio, response } }` or `{ spring: { mass, stiffness, damping } }`.",
            properties: [
                ("spring", .object([
                    ("description", .string("The spring's parameters: one of the two sets, not a mix.")),
                    ("oneOf", .array([byRatio, physical])),
                ])),
            ],
            required: ["spring"])
    }
}
