/// The motion of a spring that starts at 0 with the spring's initial velocity
/// and settles at 1, in closed form. With y = x − 1 (the distance still to go),
///
///     m·y'' + c·y' + k·y = 0,   y(0) = −1,   y'(0) = v₀,
///
/// whose solution, for ω₀ = √(k/m) and ζ = c / (2√(km)), is
/// - underdamped (ζ < 1): y = e^(−ζω₀t) (A cos ω_d t + B sin ω_d t), ω_d = ω₀√(1 − ζ²);
/// - critically damped (ζ = 1): y = (A + B t) e^(−ω₀t);
/// - overdamped (ζ > 1): y = A e^(r₁t) + B e^(r₂t), r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1)).
public struct SpringMotion: Hashable, Sendable {
    public let kind: SpringDampingKind
    let solution: Solution

    enum Solution: Hashable, Sendable {
        case underdamped(decay: Double, frequency: Double, a: Double, b: Double)
        case critical(rate: Double, a: Double, b: Double)
        case overdamped(r1: Double, r2: Double, a: Double, b: Double)
    }

    public init(_ spring: Spring) {
        let omega = spring.angularFrequency
        let zeta = spring.dampingRatio
        let v0 = spring.initialVelocity
        let start = -1.0
        kind = spring.dampingKind
        switch kind {
        case .underdamped:
            let frequency = omega * (1 - zeta * zeta).squareRoot()
            let decay = zeta * omega
            solution = .underdamped(decay: decay, frequency: frequency, a: start, b: (v0 + decay * start) / frequency)
        case .criticallyDamped:
            solution = .critical(rate: omega, a: start, b: v0 + omega * start)
        case .overdamped:
            let spread = omega * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * omega + spread
            let r2 = -zeta * omega - spread
            let a = (v0 - r2 * start) / (r1 - r2)
            solution = .overdamped(r1: r1, r2: r2, a: a, b: start - a)
        }
    }

    /// Where the spring is `time` seconds after it starts: 0 at the start, 1 at rest.
    public func position(at time: Double) -> Double {
        1 + offset(at: max(time, 0))
    }

    /// How fast it moves, in units of the whole distance per second.
    public func velocity(at time: Double) -> Double {
        let t = max(time, 0)
        switch solution {
        case let .underdamped(decay, frequency, a, b):
            let envelope = Math.exp(-decay * t)
            let cosine = Math.cos(frequency * t), sine = Math.sin(frequency * t)
            return envelope * ((b * frequency - a * decay) * cosine - (a * frequency + b * decay) * sine)
        case let .critical(rate, a, b):
            return (b - rate * (a + b * t)) * Math.exp(-rate * t)
        case let .overdamped(r1, r2, a, b):
            return a * r1 * Math.exp(r1 * t) + b * r2 * Math.exp(r2 * t)
        }
    }

    /// y(t) = position − 1.
    func offset(at t: Double) -> Double {
        switch solution {
        case let .underdamped(decay, frequency, a, b):
            Math.exp(-decay * t) * (a * Math.cos(frequency * t) + b * Math.sin(frequency * t))
        case let .critical(rate, a, b):
            (a + b * t) * Math.exp(-rate * t)
        case let .overdamped(r1, r2, a, b):
            a * Math.exp(r1 * t) + b * Math.exp(r2 * t)
        }
    }

    /// A bound on |y(s)| that holds for every s ≥ t and shrinks as t grows:
    /// what tells the settling search how far out to look.
    func envelope(at t: Double) -> Double {
        switch solution {
        case let .underdamped(decay, _, a, b):
            return Math.exp(-decay * t) * (a * a + b * b).squareRoot()
        case let .critical(rate, a, b):
            // (|a| + |b|s)e^(−rate·s) falls for s past its peak; hold the
            // peak value before that, so the bound never rises.
            let peak = max(0, 1 / rate - abs(a) / max(abs(b), .leastNormalMagnitude))
            let s = max(t, peak)
            return (abs(a) + abs(b) * s) * Math.exp(-rate * s)
        case let .overdamped(r1, r2, a, b):
            return abs(a) * Math.exp(r1 * t) + abs(b) * Math.exp(r2 * t)
        }
    }
}

extension Spring {
    /// The spring's motion in closed form.
    public var motion: SpringMotion { SpringMotion(self) }
}
