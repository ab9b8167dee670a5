import Testing
@testable import TransitionRuntime

/// Curve values at progress 0, 0.1, …, 1 against references computed
/// independently of this code by References/curve_references.py: each Bézier
/// by bisection on x(t) = p in 40-digit arithmetic (Python's mpmath), printed
/// to 15 significant digits.
struct CurveReferenceTests {
    static let steps = (0...10).map { Double($0) / 10 }
    /// The promise is 1e-6; the solver does far better.
    static let tolerance = 1e-9

    static let references: [(name: String, curve: TimingCurve, values: [Double])] = [
        ("easeIn", .easeIn, [0.0, 0.0170266096515629, 0.0622820001367323, 0.129576760845353, 0.214860938752893,
                             0.315356812572539, 0.429119769296317, 0.554814032528663, 0.691633933319313,
                             0.839427845762467, 1.0]),
        ("easeOut", .easeOut, [0.0, 0.160572154237533, 0.308366066680687, 0.445185967471337, 0.570880230703683,
                               0.684643187427461, 0.785139061247107, 0.870423239154647, 0.937717999863268,
                               0.982973390348437, 1.0]),
        ("easeInOut", .easeInOut, [0.0, 0.0197224535483112, 0.0816598562658975, 0.187395906705313, 0.331883870097646,
                                   0.5, 0.668116129902354, 0.812604093294687, 0.918340143734103, 0.980277546451689,
                                   1.0]),
        // tmGlide in Specs/transition-manager.yaml: a quick start and a long landing.
        ("cubicBezier(0.2, 0.8, 0.2, 1)", .cubicBezier(x1: 0.2, y1: 0.8, x2: 0.2, y2: 1),
         [0.0, 0.396693549045816, 0.681792440292636, 0.827630706668951, 0.903364691846822, 0.946079461513195,
          0.9712918481704, 0.986231804528179, 0.99468666447776, 0.998830259295301, 1.0]),
        // appStandard in Specs/app.yaml.
        ("cubicBezier(0.25, 0.1, 0.25, 1)", .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1),
         [0.0, 0.0947963057160432, 0.295244334267822, 0.513315160973358, 0.68254050597814, 0.802403387584857,
          0.88522930987612, 0.94076461429764, 0.975625355623567, 0.994316477484556, 1.0]),
        // y control values outside [0, 1]: dips below 0, overshoots 1.
        ("cubicBezier(0.68, -0.55, 0.265, 1.55)", .cubicBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55),
         [0.0, -0.0662914773335287, -0.0927016948233135, -0.0493167184886675, 0.142922970123789, 0.606679897223772,
          0.947542443516838, 1.0692605606109, 1.09209042321034, 1.06237319516637, 1.0]),
    ]

    @Test(arguments: references.map(\.name))
    func bezierMatchesReference(_ name: String) throws {
        let reference = try #require(Self.references.first { $0.name == name })
        for (progress, expected) in zip(Self.steps, reference.values) {
            let actual = reference.curve.value(at: progress)
            #expect(abs(actual - expected) < Self.tolerance, "\(name) at \(progress): \(actual), expected \(expected)")
        }
    }

    @Test func linearIsTheIdentity() {
        for progress in Self.steps {
            #expect(TimingCurve.linear.value(at: progress) == progress)
        }
    }

    @Test func namedCurvesUseUIKitsControlPoints() {
        #expect(TimingCurve.easeIn.bezier == CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
        #expect(TimingCurve.easeOut.bezier == CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
        #expect(TimingCurve.easeInOut.bezier == CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    }

    /// Across a dense grid the solved parameter reproduces x to far better than 1e-6.
    @Test func solverResidualIsTiny() {
        let curves = [CubicBezier.easeIn, .easeOut, .easeInOut, CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1),
                      CubicBezier(x1: 0, y1: 1, x2: 1, y2: 0), CubicBezier(x1: 1, y1: 1, x2: 1, y2: 1)]
        for bezier in curves {
            for index in 0...10_000 {
                let x = Double(index) / 10_000
                let t = bezier.parameter(forX: x)
                let residual = abs(CubicBezier.coordinate(at: t, p1: bezier.x1, p2: bezier.x2) - x)
                #expect(residual < 1e-9, "\(bezier) at \(x): residual \(residual)")
            }
        }
    }

    @Test func progressOutsideTheRangeIsClamped() {
        #expect(TimingCurve.easeIn.value(at: -0.5) == 0)
        #expect(TimingCurve.easeIn.value(at: 1.5) == 1)
        #expect(TimingCurve.easeOut.value(at: .nan) == 0)
        #expect(TimingCurve.linear.value(at: .infinity) == 1)
    }
}
