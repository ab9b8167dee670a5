import TransitionRuntime

/// `transitionc simulate --format json`: one object. For a drag,
/// `{"transition", "reduceMotion", "samples": [{"translation": [x, y], "progress", "value", "moving", "backdrop", "dimming"}], "decision", "completionSpeed"}`,
/// then `"afterRelease": [{"time", "value", "moving", "backdrop", "dimming"}]`
/// when `--at` asked for times; without a drag,
/// `{"transition", "reduceMotion", "samples": [{"time", "value", "moving", "backdrop", "dimming"}]}`.
/// `moving` and `backdrop` are `{"x", "y", "width", "height", "alpha", "scale", "rotation"}`.
/// Keys in those orders. Numbers are rounded to `SimulationJSONRenderer.places`
/// decimals so the bytes do not depend on the platform's maths library.
public enum SimulationJSONRenderer {
    public static let places = 6

    public static func render(_ simulation: Simulation) -> String {
        json(simulation).serialized() + "\n"
    }

    public static func render(_ playback: Playback) -> String {
        json(playback).serialized() + "\n"
    }

    public static func json(_ simulation: Simulation) -> JSONValue {
        let samples = simulation.samples.map { sample in
            JSONValue.object([
                ("translation", .array([number(sample.translation.x), number(sample.translation.y)])),
                ("progress", number(sample.progress)),
                ("value", number(sample.value)),
            ] + members(of: sample.frame))
        }
        var object: [(String, JSONValue)] = [
            ("transition", .string(simulation.transition.id)),
            ("reduceMotion", .bool(simulation.reduceMotion)),
            ("samples", .array(samples)),
            ("decision", .string(simulation.decision.rawValue)),
            ("completionSpeed", number(simulation.completionSpeed)),
        ]
        if !simulation.afterRelease.isEmpty {
            object.append(("afterRelease", .array(simulation.afterRelease.map(json))))
        }
        return .object(object)
    }

    public static func json(_ playback: Playback) -> JSONValue {
        .object([
            ("transition", .string(playback.transition.id)),
            ("reduceMotion", .bool(playback.reduceMotion)),
            ("samples", .array(playback.samples.map(json))),
        ])
    }

    private static func json(_ sample: TimedSample) -> JSONValue {
        .object([("time", number(sample.time)), ("value", number(sample.value))] + members(of: sample.frame))
    }

    private static func members(of frame: MotionFrame) -> [(String, JSONValue)] {
        [("moving", json(frame.moving)), ("backdrop", json(frame.backdrop)), ("dimming", number(frame.dimming))]
    }

    private static func json(_ state: ParticipantState) -> JSONValue {
        .object([
            ("x", number(state.x)), ("y", number(state.y)), ("width", number(state.width)),
            ("height", number(state.height)), ("alpha", number(state.alpha)), ("scale", number(state.scale)),
            ("rotation", number(state.rotation)),
        ])
    }

    private static func number(_ value: Double) -> JSONValue {
        .double(DecimalFormatting.rounded(value, places: places))
    }
}
