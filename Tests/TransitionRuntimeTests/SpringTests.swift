import Testing
import TransitionRuntime

/// Springs against references from References/curve_references.py, which
/// integrates m·x'' = k(1 − x) − c·x' numerically in 40-digit arithmetic
/// (mpmath's Taylor-series ODE solver) instead of using the closed form the
/// runtime uses, and finds the settling time as the last crossing of
/// |x − 1| = 0.001 by a dense scan and bisection on that solution.
struct SpringTests {
    struct Reference: Sendable, CustomTestStringConvertible {
        var name: String
        var spring: Spring
        var kind: SpringDampingKind
        /// Position at t = 0, 0.1, …, 1 s.
        var positions: [Double]
        var settlingTime: Double
        /// `TimingCurve.spring(…).value(at:)` at progress 0, 0.1, …, 1: the
        /// position at progress × settling time.
        var values: [Double]
        var testDescription: String { name }
    }

    static let references: [Reference] = [
        Reference(name: "underdamped: dampingRatio 0.5, response 0.5",
                  spring: Spring(.dampingRatio(0.5, response: 0.5)), kind: .underdamped,
                  positions: [0.0, 0.479612146884555, 1.02697195043334, 1.16146082845784, 1.07226078565152,
                              0.989822129014736, 0.974394952691395, 0.990219976827249, 1.00244547225205,
                              1.00399421100942, 1.00128147975235],
                  settlingTime: 1.01076534715808,
                  values: [0.0, 0.486991759247926, 1.03417290165746, 1.16047266999739, 1.06754686616481,
                           0.98741264308304, 0.974982867481969, 0.99150815626986, 1.00294225865891,
                           1.00379878123041, 1.0]),
        Reference(name: "critically damped: mass 1, stiffness 100, damping 20",
                  spring: Spring(.physical(mass: 1, stiffness: 100, damping: 20)), kind: .criticallyDamped,
                  positions: [0.0, 0.264241117657115, 0.593994150290162, 0.800851726528544, 0.908421805556329,
                              0.959572318005487, 0.982648734763335, 0.992704944275564, 0.996980836348877,
                              0.998765901959133, 0.999500600772613],
                  settlingTime: 0.923341347645159,
                  values: [0.0, 0.236068679825044, 0.550908374119556, 0.763768415312573, 0.88319103987867,
                           0.944477183561927, 0.974321560466836, 0.988360837329947, 0.994805110853794,
                           0.997709477428053, 1.0]),
        Reference(name: "overdamped: mass 2, stiffness 50, damping 40, initialVelocity 3",
                  spring: Spring(.physical(mass: 2, stiffness: 50, damping: 40), initialVelocity: 3), kind: .overdamped,
                  positions: [0.0, 0.194391182694373, 0.306082054254358, 0.394743038411751, 0.470890483923091,
                              0.537273877980717, 0.595300171481627, 0.646045506342006, 0.69042719886847,
                              0.729243848394379, 0.76319334767604],
                  settlingTime: 5.08080647111444,
                  values: [0.0, 0.542257437501492, 0.768265582045439, 0.882681440233783, 0.940605954781187,
                           0.969930992892469, 0.98477717446081, 0.992293246778389, 0.996098356046589,
                           0.998024742053956, 1.0]),
        // appBouncy in Specs/app.yaml.
        Reference(name: "underdamped with velocity: mass 1, stiffness 220, damping 18, initialVelocity 1.5",
                  spring: Spring(.physical(mass: 1, stiffness: 220, damping: 18), initialVelocity: 1.5),
                  kind: .underdamped,
                  positions: [0.0, 0.605709187976713, 1.04286776717128, 1.07848669031094, 1.01728488426839,
                              0.992393361549269, 0.994780892837629, 0.99963678548907, 1.00074993098327,
                              1.00029289979814, 0.99996698547015],
                  settlingTime: 0.680615956140431,
                  values: [0.0, 0.375452843010216, 0.823263257782049, 1.05031231232707, 1.08981168529726,
                           1.05287584507548, 1.013450617497, 0.994601161187565, 0.99198233846406,
                           0.995546187449271, 1.0]),
    ]

    static let steps = (0...10).map { Double($0) / 10 }

    @Test(arguments: references)
    func positionMatchesIntegratedMotion(_ reference: Reference) {
        let motion = reference.spring.motion
        #expect(motion.kind == reference.kind)
        for (time, expected) in zip(Self.steps, reference.positions) {
            let actual = motion.position(at: time)
            #expect(abs(actual - expected) < 1e-9, "at \(time) s: \(actual), expected \(expected)")
        }
    }

    @Test(arguments: references)
    func settlingTimeMatchesReference(_ reference: Reference) {
        let settling = reference.spring.settlingTime()
        #expect(abs(settling - reference.settlingTime) < 1e-6, "\(settling), expected \(reference.settlingTime)")
    }

    @Test(arguments: references)
    func curveValueStretchesTheSpringOverItsSettlingTime(_ reference: Reference) {
        let curve = TimingCurve.spring(reference.spring)
        for (progress, expected) in zip(Self.steps, reference.values) {
            let actual = curve.value(at: progress)
            #expect(abs(actual - expected) < 1e-6, "at \(progress): \(actual), expected \(expected)")
        }
    }

    /// After the settling time the spring never leaves the band again; just
    /// before it, it is outside.
    @Test(arguments: references)
    func settledMeansStaysSettled(_ reference: Reference) {
        let motion = reference.spring.motion
        let settling = motion.settlingTime()
        for index in 0...20_000 {
            let time = settling + Double(index) * 0.0005
            #expect(abs(motion.position(at: time) - 1) <= Spring.settlingTolerance + 1e-12, "at \(time) s")
        }
        #expect(abs(motion.position(at: settling - 1e-4) - 1) > Spring.settlingTolerance)
    }

    @Test func initialVelocityIsTheStartingSlope() {
        for velocity in [-2.0, 0, 1.5, 8] {
            for parameters in [Spring.Parameters.dampingRatio(0.3, response: 0.4), .dampingRatio(1, response: 0.4),
                               .dampingRatio(2.5, response: 0.4)] {
                let motion = Spring(parameters, initialVelocity: velocity).motion
                #expect(motion.position(at: 0) == 0)
                #expect(abs(motion.velocity(at: 0) - velocity) < 1e-9)
                // The velocity is the derivative of the position.
                let h = 1e-6
                let numeric = (motion.position(at: 0.2 + h) - motion.position(at: 0.2 - h)) / (2 * h)
                #expect(abs(numeric - motion.velocity(at: 0.2)) < 1e-5)
            }
        }
    }

    @Test func dampingRatioAndResponseConvertToPhysics() {
        let spring = Spring(.dampingRatio(0.7, response: 0.45), initialVelocity: 0.4)
        let physical = spring.inPhysicalForm
        let omega = 2 * Double.pi / 0.45
        #expect(physical.mass == 1)
        #expect(abs(physical.stiffness - omega * omega) < 1e-9)
        #expect(abs(physical.damping - 2 * 0.7 * omega) < 1e-9)
        #expect(physical.initialVelocity == 0.4)
        let back = physical.inDampingRatioForm
        #expect(abs(back.dampingRatio - 0.7) < 1e-12)
        #expect(abs(back.response - 0.45) < 1e-12)
        // Both forms move the same way.
        for time in Self.steps {
            #expect(abs(spring.motion.position(at: time) - physical.motion.position(at: time)) < 1e-12)
        }
    }

    @Test func physicsConvertsToDampingRatioAndResponse() {
        let spring = Spring(.physical(mass: 2, stiffness: 50, damping: 40))
        // ω₀ = √(50 / 2) = 5, ζ = 40 / (2√100) = 2, response = 2π / 5.
        #expect(abs(spring.dampingRatio - 2) < 1e-12)
        #expect(abs(spring.response - 2 * Double.pi / 5) < 1e-12)
        #expect(spring.dampingKind == .overdamped)
        let feel = spring.inDampingRatioForm
        // Converted with mass 1: the same motion.
        for time in Self.steps {
            #expect(abs(spring.motion.position(at: time) - feel.motion.position(at: time)) < 1e-12)
        }
    }

    @Test func dampingKinds() {
        #expect(Spring(.dampingRatio(0.2, response: 1)).dampingKind == .underdamped)
        #expect(Spring(.dampingRatio(1, response: 1)).dampingKind == .criticallyDamped)
        #expect(Spring(.dampingRatio(1 + 1e-9, response: 1)).dampingKind == .criticallyDamped)
        #expect(Spring(.dampingRatio(1.5, response: 1)).dampingKind == .overdamped)
    }

    /// Just either side of critical damping, the motion is continuous in ζ.
    @Test func motionIsContinuousAcrossCriticalDamping() {
        let below = Spring(.dampingRatio(1 - 1e-5, response: 0.5)).motion
        let critical = Spring(.dampingRatio(1, response: 0.5)).motion
        let above = Spring(.dampingRatio(1 + 1e-5, response: 0.5)).motion
        for time in Self.steps {
            #expect(abs(below.position(at: time) - critical.position(at: time)) < 1e-4)
            #expect(abs(above.position(at: time) - critical.position(at: time)) < 1e-4)
        }
    }

    @Test func onlyUnderdampedSpringsOvershoot() {
        let samples = (0...2000).map { Double($0) / 1000 }
        #expect(samples.contains { Spring(.dampingRatio(0.5, response: 0.5)).motion.position(at: $0) > 1 })
        #expect(!samples.contains { Spring(.dampingRatio(1, response: 0.5)).motion.position(at: $0) > 1 })
        #expect(!samples.contains { Spring(.dampingRatio(3, response: 0.5)).motion.position(at: $0) > 1 })
    }
}
