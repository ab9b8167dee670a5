#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TransitionRuntime

/// A token's `$type`, `$value` and `$extensions` as DTCG 2025.10 writes
/// them; `DesignTokenValues` reads each of them back to the same value
/// (the extensions' names are `DesignTokenFile`'s).
struct DTCGToken {
    var type: String
    var value: JSONValue
    var extensions: JSONValue?

    static func duration(_ seconds: Double) -> DTCGToken {
        DTCGToken(type: DesignTokenType.duration.rawValue, value: durationValue(seconds))
    }

    static func curve(_ curve: TimingCurve) -> DTCGToken {
        DTCGToken(type: DesignTokenType.cubicBezier.rawValue, value: bezierValue(curve), extensions: curveExtensions(curve))
    }

    /// A `transition` token; a curve that is not a plain Bézier keeps its
    /// extension on the token, which the reader takes for its timing function.
    static func timing(duration: Double, delay: Double, curve: TimingCurve) -> DTCGToken {
        DTCGToken(type: DesignTokenType.transition.rawValue,
                  value: .object([("duration", durationValue(duration)), ("delay", durationValue(delay)),
                                  ("timingFunction", bezierValue(curve))]),
                  extensions: curveExtensions(curve))
    }

    /// Milliseconds when they are whole and read back to the same seconds
    /// (`0.25` → 250 ms), else seconds (`0.0125` s), so the value is exact.
    static func durationValue(_ seconds: Double) -> JSONValue {
        let milliseconds = seconds * 1000
        if milliseconds == milliseconds.rounded(), milliseconds / 1000 == seconds {
            return .object([("value", .double(milliseconds)), ("unit", .string("ms"))])
        }
        return .object([("value", .double(seconds)), ("unit", .string("s"))])
    }

    /// `[x1, y1, x2, y2]`: a Bézier's own points, a named curve's UIKit
    /// control points, or for a spring the approximation below.
    static func bezierValue(_ curve: TimingCurve) -> JSONValue {
        let points: (Double, Double, Double, Double) = switch curve {
        case .linear: (0, 0, 1, 1)
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInOut: (0.42, 0, 0.58, 1)
        case let .cubicBezier(x1, y1, x2, y2): (x1, y1, x2, y2)
        case .spring(let spring): springApproximation(spring)
        }
        return .array([.double(points.0), .double(points.1), .double(points.2), .double(points.3)])
    }

    /// A spring as a Bézier, only for tools that do not read the
    /// `org.transitionc.spring` extension (transitionc reads the spring
    /// itself back). A spring released from rest moves fast and settles
    /// slowly, so the base is UIKit's ease-out; an underdamped spring
    /// overshoots its target by e^(−πζ/√(1−ζ²)) of the distance, and the
    /// second control point is raised by that much so the curve rises past
    /// 1 and comes back, as the spring does (less high: it is a hint of the
    /// overshoot, not its height). The duration stays the token's.
    static func springApproximation(_ spring: Spring) -> (Double, Double, Double, Double) {
        let ratio = spring.dampingRatio
        guard ratio < 1 else { return (0, 0, 0.58, 1) }
        let overshoot = exp(-Double.pi * ratio / (1 - ratio * ratio).squareRoot())
        return (0, 0, 0.58, 1 + (overshoot * 1000).rounded() / 1000)
    }

    /// What a named curve or a spring needs beyond its four numbers.
    static func curveExtensions(_ curve: TimingCurve) -> JSONValue? {
        switch curve {
        case .cubicBezier: return nil
        case .spring(let spring):
            return .object([(DesignTokenFile.springExtension, springParameters(spring))])
        case .linear, .easeIn, .easeOut, .easeInOut:
            guard let name = TimingCurve.named.first(where: { $0.curve == curve })?.name else { return nil }
            return .object([(DesignTokenFile.curveExtension, .string(name))])
        }
    }

    /// In the form it was written in, so that it reads back equal.
    private static func springParameters(_ spring: Spring) -> JSONValue {
        var members: [(String, JSONValue)] = switch spring.parameters {
        case let .dampingRatio(ratio, response): [("dampingRatio", .double(ratio)), ("response", .double(response))]
        case let .physical(mass, stiffness, damping):
            [("mass", .double(mass)), ("stiffness", .double(stiffness)), ("damping", .double(damping))]
        }
        if spring.initialVelocity != 0 { members.append(("initialVelocity", .double(spring.initialVelocity))) }
        return .object(members)
    }
}
