import TransitionRuntime

/// Resolved values written the way a person reads them, and the way the spec
/// language writes them: `0.35s`, `easeInOut`, `cubicBezier(0.2, 0, 0, 1)`,
/// `spring(dampingRatio: 0.7, response: 0.45)`. Shared by the text, Markdown
/// and diagram reports; none of these strings contains an id, so none needs
/// escaping.
enum ReportValueFormatter {
    /// A number for people: rounded to 9 decimals, so that binary noise
    /// (`350ms` read as 0.35000000000000003) shows as `0.35`, then the
    /// shortest text that reads back as that; whole numbers without a
    /// fraction (`1`, not `1.0`). The JSON report keeps exact values.
    static func number(_ value: Double) -> String {
        let magnitude = abs(value)
        guard magnitude >= 1e-6, magnitude < 1e6 else { return JSONValue.format(value) }
        return JSONValue.format((value * 1e9).rounded() / 1e9)
    }

    static func seconds(_ value: Double) -> String {
        number(value) + "s"
    }

    static func curve(_ curve: TimingCurve) -> String {
        switch curve {
        case .linear: return "linear"
        case .easeIn: return "easeIn"
        case .easeOut: return "easeOut"
        case .easeInOut: return "easeInOut"
        case let .cubicBezier(x1, y1, x2, y2):
            return "cubicBezier(\([x1, y1, x2, y2].map(number).joined(separator: ", ")))"
        case .spring(let spring):
            var arguments: [String]
            switch spring.parameters {
            case let .dampingRatio(ratio, response):
                arguments = ["dampingRatio: \(number(ratio))", "response: \(number(response))"]
            case let .physical(mass, stiffness, damping):
                arguments = ["mass: \(number(mass))", "stiffness: \(number(stiffness))", "damping: \(number(damping))"]
            }
            if spring.initialVelocity != 0 { arguments.append("initialVelocity: \(number(spring.initialVelocity))") }
            return "spring(\(arguments.joined(separator: ", ")))"
        }
    }

    /// The curve's kind as the JSON report names it.
    static func curveKind(_ curve: TimingCurve) -> String {
        switch curve {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInOut: "easeInOut"
        case .cubicBezier: "cubicBezier"
        case .spring: "spring"
        }
    }

    static func distance(_ distance: GestureDistance) -> String {
        switch distance {
        case .container: "container"
        case .points(let points): "\(number(points)) pt"
        }
    }

    static func velocity(_ velocity: Double?) -> String {
        velocity.map { "\(number($0)) pt/s" } ?? "none"
    }

    static func completionSpeed(_ speed: CompletionSpeed) -> String {
        switch speed {
        case .remaining: "remaining (1 − progress)"
        case .constant(let value): number(value)
        }
    }

    /// `duration 0.35s, delay 0s, curve linear`
    static func timing(_ transition: Transition) -> String {
        timing(TransitionTiming(duration: transition.duration, delay: transition.delay, curve: transition.curve))
    }

    /// The same for a `transition` token's value.
    static func timing(_ timing: TransitionTiming) -> String {
        "duration \(seconds(timing.duration)), delay \(seconds(timing.delay)), curve \(curve(timing.curve))"
    }

    /// `interaction standard, threshold 0.3, completionSpeed 1`, or `interaction none`.
    static func interaction(_ transition: Transition) -> String {
        var parts = ["interaction \(transition.interaction.rawValue)"]
        if let threshold = transition.threshold { parts.append("threshold \(number(threshold))") }
        if let speed = transition.completionSpeed { parts.append("completionSpeed \(completionSpeed(speed))") }
        return parts.joined(separator: ", ")
    }

    /// `direction down, distance container, velocity 600 pt/s, edge false, startsWhen always`
    static func gesture(_ gesture: Gesture) -> String {
        [
            "direction \(gesture.direction.rawValue)",
            "distance \(distance(gesture.distance))",
            "velocity \(velocity(gesture.velocity))",
            "edge \(gesture.edge)",
            "startsWhen \(gesture.startsWhen.rawValue)",
        ].joined(separator: ", ")
    }

    /// `delay 0.25s, duration 0.5s, travel 200 pt`
    static func hint(_ hint: GestureHint) -> String {
        "delay \(seconds(hint.delay)), duration \(seconds(hint.duration)), travel \(number(hint.travel)) pt"
    }

    /// The animator options that are on: `interruptible`, `snapshot`.
    static func options(_ transition: Transition) -> [String] {
        var options: [String] = []
        if transition.interruptible { options.append("interruptible") }
        if transition.snapshot { options.append("snapshot") }
        return options
    }

    /// Why a dismiss or pop lands nowhere.
    static func noTarget(_ kind: TransitionKind) -> String {
        kind == .pop ? "nothing (no screen pushes it)" : "nothing (no screen presents it)"
    }

    /// Text safe to print on one line of a terminal: control characters, line
    /// and paragraph separators become visible escapes (`\n`, `\u{1B}`).
    static func printable(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029:
                output += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// `file:line:column: severity: message [rule]`, on one line.
    static func headline(_ diagnostic: Diagnostic) -> String {
        let start = diagnostic.location.range.start
        return printable("\(diagnostic.location.file):\(start.line):\(start.column): \(diagnostic.severity.rawValue): "
            + "\(diagnostic.message) [\(diagnostic.rule.rawValue)]")
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
