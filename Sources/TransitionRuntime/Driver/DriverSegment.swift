/// One stretch of a driven transition: the eased value going from `from` to
/// `to` over `duration` seconds from `start`, shaped by `curve`. The first
/// segment plays the transition's own curve from 0 to 1; a release or a
/// reversal starts a new one from wherever the value is, so the screens never
/// jump. An app hands `curve` and `duration` to UIKit's timing parameters.
public struct DriverSegment: Hashable, Sendable {
    /// When the motion starts, seconds (after any delay).
    public let start: Double
    public let from: Double
    /// 1 to finish, 0 to cancel.
    public let to: Double
    /// Seconds; 0 jumps to `to` at `start`.
    public let duration: Double
    /// The timing of this segment alone, from its start to its end.
    public let curve: TimingCurve
    private let prepared: PreparedCurve

    public init(start: Double, from: Double, to: Double, duration: Double, curve: TimingCurve) {
        self.start = start
        self.from = from
        self.to = to
        // A duration too short to move the clock (a release a hair from its
        // end) is none at all, so that the end is reached at `end`.
        self.duration = start + duration > start ? duration : 0
        self.curve = curve
        self.prepared = PreparedCurve(curve)
    }

    /// When the segment is done.
    public var end: Double { start + duration }

    /// The eased value at `time`: `from` until the start, exactly `to` from
    /// the end on (at the start itself for a segment of no duration).
    public func value(at time: Double) -> Double {
        if time <= start && duration > 0 { return from }
        if time >= end { return to }
        return from + (to - from) * prepared.value(at: (time - start) / duration)
    }
}

extension DriverSegment {
    /// The curve a released transition plays its rest with, so that it leaves
    /// at the finger's speed: `rate` is the finger's speed in units of the
    /// segment's whole distance per second (positive toward `to`).
    ///
    /// A spring takes it as its initial velocity. A Bézier curve has no
    /// velocity of its own, so its first control point is set to start with
    /// that slope; the second stays the transition's. The slope is bounded,
    /// so that a wild flick overshoots a little rather than far.
    static func releaseCurve(continuing curve: TimingCurve, rate: Double, duration: Double) -> TimingCurve {
        let slope = min(max(rate * duration, -maximumSlope), maximumSlope)
        switch curve {
        case .spring(let spring):
            return .spring(Spring(spring.parameters, initialVelocity: springVelocity(spring, slope: slope)))
        case .linear, .easeIn, .easeOut, .easeInOut, .cubicBezier:
            let bezier = curve.bezier ?? .linear
            let x1 = 1.0 / 3
            return .cubicBezier(x1: x1, y1: min(max(slope * x1, -1), 2), x2: bezier.x2, y2: bezier.y2)
        }
    }

    /// The largest starting slope a release hands over, in segment distances
    /// per segment duration.
    static let maximumSlope = 6.0

    /// A spring's initial velocity (in its own seconds) that starts a
    /// segment with `slope`. `PreparedCurve` stretches a spring's settling
    /// time S over the segment, so the slope is velocity · S, and S depends
    /// a little on the velocity: a few rounds of v = slope / S(v) settle it.
    private static func springVelocity(_ spring: Spring, slope: Double) -> Double {
        var velocity = 0.0
        for _ in 0..<4 {
            let settling = PreparedCurve(.spring(Spring(spring.parameters, initialVelocity: velocity))).settlingTime ?? 1
            guard settling > 0, settling.isFinite else { return 0 }
            velocity = slope / settling
        }
        return velocity
    }
}
