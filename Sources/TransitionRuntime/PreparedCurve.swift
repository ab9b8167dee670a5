/// A timing curve ready to be evaluated many times: the work that does not
/// depend on progress (a spring's closed form and settling time) is done once.
public struct PreparedCurve: Hashable, Sendable {
    public let curve: TimingCurve
    private let shape: Shape

    private enum Shape: Hashable, Sendable {
        case linear
        case bezier(CubicBezier)
        case spring(SpringMotion, settlingTime: Double)
    }

    public init(_ curve: TimingCurve) {
        self.curve = curve
        switch curve {
        case .linear:
            shape = .linear
        case .spring(let spring):
            let motion = spring.motion
            shape = .spring(motion, settlingTime: motion.settlingTime())
        case .easeIn, .easeOut, .easeInOut, .cubicBezier:
            shape = .bezier(curve.bezier ?? .linear)
        }
    }

    /// See `TimingCurve.value(at:)`.
    ///
    /// A spring has no duration of its own, so it is stretched to fill the
    /// transition's: progress 1 is the spring's settling time (within
    /// `Spring.settlingTolerance`), where it is snapped to rest. UIKit fits a
    /// spring into `animate(withDuration:…usingSpringWithDamping:)` in the same
    /// spirit; the exact stretch it uses is not documented, and this one is ours.
    public func value(at progress: Double) -> Double {
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        switch shape {
        case .linear:
            return p
        case .bezier(let bezier):
            return bezier.value(at: p)
        case let .spring(motion, settlingTime):
            if p == 0 { return 0 }
            if p == 1 { return 1 }
            return motion.position(at: p * settlingTime)
        }
    }

    /// A spring's settling time in seconds; nil for the other curves.
    public var settlingTime: Double? {
        if case let .spring(_, settlingTime) = shape { return settlingTime }
        return nil
    }
}
