import PropertyBased
import Testing
@testable import TransitionRuntime

/// Invariants of every curve, over random curves and progress values.
struct CurvePropertyTests {
    /// Any curve the language accepts: named, a Bézier with x1, x2 in [0, 1]
    /// (y anywhere in a generous range), or a spring in either form.
    static let anyCurve = Gen.oneOf(
        Gen.element(of: [TimingCurve.linear, .easeIn, .easeOut, .easeInOut]).map { $0 ?? .linear }.eraseToAny(),
        bezier.map { TimingCurve.cubicBezier(x1: $0.x1, y1: $0.y1, x2: $0.x2, y2: $0.y2) }.eraseToAny(),
        spring.map { TimingCurve.spring($0) }.eraseToAny()
    )

    static let bezier = zip(Gen.double(in: 0...1), Gen.double(in: -1...2), Gen.double(in: 0...1), Gen.double(in: -1...2))
        .map { values in CubicBezier(x1: values.0, y1: values.1, x2: values.2, y2: values.3) }

    static let spring = zip(Gen.double(in: 0.05...3), Gen.double(in: 0.1...2), Gen.double(in: -5...5), Gen.bool)
        .map { values in
            let spring = Spring(.dampingRatio(values.0, response: values.1), initialVelocity: values.2)
            return values.3 ? spring.inPhysicalForm : spring
        }

    @Test func curvesArePinnedAtZeroAndOne() async {
        await propertyCheck(input: Self.anyCurve) { curve in
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
        }
    }

    @Test func curvesAreFiniteEverywhere() async {
        await propertyCheck(input: Self.anyCurve, Gen.double(in: -1...2)) { curve, progress in
            #expect(curve.value(at: progress).isFinite)
        }
    }

    /// x(t) rises with t, so the solved parameter rises with progress, and so
    /// does the value whenever the y control values keep y(t) rising too.
    @Test func bezierIsMonotonicInProgress() async {
        await propertyCheck(input: Self.bezier, Gen.double(in: 0...1), Gen.double(in: 0...1)) { bezier, a, b in
            let (low, high) = (min(a, b), max(a, b))
            #expect(bezier.parameter(forX: low) <= bezier.parameter(forX: high) + 1e-12)
            let rising = CubicBezier(x1: bezier.x1, y1: min(max(bezier.y1, 0), 1),
                                     x2: bezier.x2, y2: min(max(bezier.y2, 0), 1))
            #expect(rising.value(at: low) <= rising.value(at: high) + 1e-12)
        }
    }

    /// The solver reaches the promised accuracy for every Bézier the language accepts.
    @Test func bezierSolvesXWithinTolerance() async {
        await propertyCheck(input: Self.bezier, Gen.double(in: 0...1)) { bezier, x in
            let t = bezier.parameter(forX: x)
            #expect((0...1).contains(t))
            let residual = CubicBezier.coordinate(at: t, p1: bezier.x1, p2: bezier.x2) - x
            #expect(abs(residual) < 1e-9)
        }
    }

    @Test func springsSettleWithinTheirSettlingTime() async {
        await propertyCheck(count: 40, input: Self.spring) { spring in
            let motion = spring.motion
            let settling = motion.settlingTime()
            #expect(settling > 0)
            for step in 0...50 {
                let time = settling * (1 + Double(step) / 25)
                #expect(abs(motion.position(at: time) - 1) <= Spring.settlingTolerance + 1e-9)
            }
        }
    }
}
