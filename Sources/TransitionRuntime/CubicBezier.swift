/// A cubic Bézier timing function from (0, 0) to (1, 1), the way Core
/// Animation's `CAMediaTimingFunction` defines one: x is the fraction of the
/// duration, y the fraction of the motion. Evaluating it means finding the
/// curve parameter t where x(t) equals the given progress, then reading y(t).
public struct CubicBezier: Hashable, Sendable {
    public var x1: Double
    public var y1: Double
    public var x2: Double
    public var y2: Double

    /// `x1` and `x2` should be in [0, 1] (the language checks it): then x(t)
    /// rises monotonically and every progress has exactly one t.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// The largest error in x the solver accepts. Much tighter than the 1e-6
    /// promised for values, so that steep curves (a large dy/dx) still land
    /// well inside it.
    static let solverTolerance = 1e-12

    /// y at the point where x equals `progress` (clamped to [0, 1]).
    public func value(at progress: Double) -> Double {
        let x = progress.isNaN ? 0 : min(max(progress, 0), 1)
        // The ends are exact, whatever rounding the solver would add.
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        return Self.coordinate(at: parameter(forX: x), p1: y1, p2: y2)
    }

    /// The curve parameter t in [0, 1] where x(t) = x. Newton's method
    /// converges in a few steps almost everywhere; where the slope of x(t)
    /// is flat (x1 or x2 at 0 or 1) it can stall or leave [0, 1], and
    /// bisection, which always converges because x(t) is monotonic, takes over.
    public func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = Self.coordinate(at: t, p1: x1, p2: x2) - x
            if abs(error) < Self.solverTolerance { return t }
            let slope = Self.slope(at: t, p1: x1, p2: x2)
            if abs(slope) < 1e-9 { break }
            t -= error / slope
            if !(0...1).contains(t) { break }
        }
        return bisect(forX: x)
    }

    private func bisect(forX x: Double) -> Double {
        var low = 0.0, high = 1.0
        var t = x
        // 64 halvings shrink [0, 1] below the spacing of doubles near 1.
        for _ in 0..<64 {
            t = (low + high) / 2
            let value = Self.coordinate(at: t, p1: x1, p2: x2)
            if abs(value - x) < Self.solverTolerance { return t }
            if value < x { low = t } else { high = t }
        }
        return t
    }

    /// One coordinate of the curve, with end points 0 and 1 and control
    /// values p1, p2: 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³, in Horner form.
    static func coordinate(at t: Double, p1: Double, p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    /// d/dt of `coordinate`.
    static func slope(at t: Double, p1: Double, p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (3 * a * t + 2 * b) * t + c
    }
}

extension CubicBezier {
    /// UIKit's named curves (`UIView.AnimationCurve`, `CAMediaTimingFunctionName`).
    public static let easeIn = CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    public static let easeOut = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    public static let easeInOut = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    public static let linear = CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
}
