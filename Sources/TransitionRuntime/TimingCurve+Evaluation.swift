extension TimingCurve {
    /// The fraction of the motion done when `progress` of the duration has
    /// passed. `progress` is clamped to [0, 1] (NaN counts as 0); every curve
    /// gives exactly 0 at 0 and exactly 1 at 1. Between, a Bézier with y
    /// control values outside [0, 1], and an underdamped spring, overshoot.
    ///
    /// To evaluate one curve many times, make a `PreparedCurve` once.
    public func value(at progress: Double) -> Double {
        PreparedCurve(self).value(at: progress)
    }

    /// The Bézier a non-spring curve is drawn with (UIKit's control points
    /// for the named ones); nil for a spring.
    public var bezier: CubicBezier? {
        switch self {
        case .linear: .linear
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .easeInOut: .easeInOut
        case let .cubicBezier(x1, y1, x2, y2): CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        case .spring: nil
        }
    }
}
