/// `transitionc simulate --format json`: one object,
/// `{"transition", "samples": [{"translation": [x, y], "progress", "value"}], "decision", "completionSpeed"}`,
/// keys in that order. Numbers are rounded to `SimulationJSONRenderer.places`
/// decimals so the bytes do not depend on the platform's maths library.
public enum SimulationJSONRenderer {
    public static let places = 6

    public static func render(_ simulation: Simulation) -> String {
        json(simulation).serialized() + "\n"
    }

    public static func json(_ simulation: Simulation) -> JSONValue {
        let samples = simulation.samples.map { sample in
            JSONValue.object([
                ("translation", .array([number(sample.translation.x), number(sample.translation.y)])),
                ("progress", number(sample.progress)),
                ("value", number(sample.value)),
            ])
        }
        return .object([
            ("transition", .string(simulation.transition.id)),
            ("samples", .array(samples)),
            ("decision", .string(simulation.decision.rawValue)),
            ("completionSpeed", number(simulation.completionSpeed)),
        ])
    }

    private static func number(_ value: Double) -> JSONValue {
        .double(DecimalFormatting.rounded(value, places: places))
    }
}
