/// What moves in a transition: the entering (or leaving) screen's effect, what
/// happens to the screen behind it, and what Reduce Motion turns them into.
/// The spec's `effect`, `backdrop` and `reducedMotion` resolve to these.

/// The side of the container a sliding screen enters from (and leaves to).
/// `leading` and `trailing` follow the layout direction.
public enum ScreenEdge: String, CaseIterable, Hashable, Sendable {
    case top, bottom, leading, trailing
}

/// How the moving screen enters; a leaving screen plays it backwards.
public enum Effect: Hashable, Sendable {
    /// Shown at once, without animating.
    case none
    /// Alpha from 0 to 1 in place.
    case fade
    /// In from `edge`, turning from `rotate` degrees to upright on the way.
    case slide(from: ScreenEdge, rotate: Double = 0)
    /// Grows from `scale` (in [0.1, 1)) to full size as it fades in, turning
    /// from `rotate` degrees to upright.
    case scale(from: Double, rotate: Double = 0)

    /// True when the effect changes the screen's position, size or angle,
    /// not only its alpha: what Reduce Motion is about.
    public var moves: Bool {
        switch self {
        case .none, .fade: false
        case .slide, .scale: true
        }
    }

    /// The angle, in degrees, at the off-screen end.
    public var rotation: Double {
        switch self {
        case .none, .fade: 0
        case .slide(_, let rotate), .scale(_, let rotate): rotate
        }
    }
}

/// What happens to the screen behind the moving one, at the end of entering.
public struct Backdrop: Hashable, Sendable {
    /// The end alpha of a black dimming view over the backdrop, in [0, 1].
    public var dim: Double
    /// The fraction of the container the backdrop moves away from the moving
    /// screen's edge, in [0, 1].
    public var parallax: Double
    /// The backdrop's end scale, in [0.5, 1].
    public var scale: Double

    public init(dim: Double = 0, parallax: Double = 0, scale: Double = 1) {
        self.dim = dim
        self.parallax = parallax
        self.scale = scale
    }

    /// Nothing happens to the backdrop.
    public static let none = Backdrop()

    /// True when the backdrop changes position or size (dimming only darkens).
    public var moves: Bool { parallax != 0 || scale != 1 }
}

/// What a transition becomes when the user has turned on Reduce Motion.
public enum ReducedMotion: Hashable, Sendable {
    /// The moving screen fades in place; the backdrop rests; dimming stays.
    case fade
    /// No animation: the end state at once.
    case instant
    /// Unchanged.
    case same
    /// The transition with any of effect, duration and curve replaced.
    case replacing(Replacement)

    public struct Replacement: Hashable, Sendable {
        public var effect: Effect?
        public var duration: Double?
        public var curve: TimingCurve?

        public init(effect: Effect? = nil, duration: Double? = nil, curve: TimingCurve? = nil) {
            self.effect = effect
            self.duration = duration
            self.curve = curve
        }
    }
}
