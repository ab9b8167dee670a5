/// Everything about a transition that decides how its screens move over
/// time: timing, what moves, and its Reduce Motion form.
public struct TransitionMotion: Hashable, Sendable {
    /// Seconds.
    public var duration: Double
    /// Seconds before the motion starts.
    public var delay: Double
    public var curve: TimingCurve
    public var motion: Motion
    public var reducedMotion: ReducedMotion

    public init(duration: Double, delay: Double = 0, curve: TimingCurve, motion: Motion,
                reducedMotion: ReducedMotion? = nil) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.motion = motion
        self.reducedMotion = reducedMotion
            ?? .default(effect: motion.effect, backdrop: motion.backdrop, curve: curve)
    }

    /// The transition as it should run now: its Reduce Motion form when the
    /// user has turned Reduce Motion on (`UIAccessibility.isReduceMotionEnabled`).
    public func running(reduceMotion: Bool) -> TransitionMotion {
        reduceMotion ? reduced : self
    }

    /// The Reduce Motion form. It changes only what `reducedMotion` says:
    /// - `fade`: the moving screen fades in place, the backdrop rests but
    ///   keeps its dimming, and a spring runs critically damped (same response);
    /// - `instant`: no delay, no duration: the end state at once;
    /// - a replacement: the effect, duration and curve it gives.
    /// Its own `reducedMotion` is `same`: reducing twice changes nothing more.
    public var reduced: TransitionMotion {
        var variant = self
        variant.reducedMotion = .same
        switch reducedMotion {
        case .same:
            break
        case .fade:
            variant.motion.effect = .fade
            variant.motion.backdrop = Backdrop(dim: motion.backdrop.dim)
            variant.curve = curve.criticallyDamped
        case .instant:
            variant.delay = 0
            variant.duration = 0
        case .replacing(let replacement):
            variant.motion.effect = replacement.effect ?? motion.effect
            variant.duration = replacement.duration ?? duration
            variant.curve = replacement.curve ?? curve
        }
        return variant
    }
}

extension TimingCurve {
    /// A spring made critically damped with the same response (the same
    /// mass and stiffness when written by physics); other curves unchanged.
    public var criticallyDamped: TimingCurve {
        guard case .spring(let spring) = self else { return self }
        let parameters: Spring.Parameters = switch spring.parameters {
        case .dampingRatio(_, let response):
            .dampingRatio(1, response: response)
        case .physical(let mass, let stiffness, _):
            .physical(mass: mass, stiffness: stiffness, damping: 2 * (stiffness * mass).squareRoot())
        }
        return .spring(Spring(parameters, initialVelocity: spring.initialVelocity))
    }
}
