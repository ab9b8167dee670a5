import TransitionRuntime

/// The words and keys of `effect`, `backdrop` and `reducedMotion`
/// (motion.md), which the decoder reads and the schema lists.

/// `effect`'s words, and the keys of its mapping form.
enum EffectWord: String, CaseIterable, Sendable {
    case slide, fade, scale, none

    /// The effects that take options (`{ slide: { from: top } }`).
    static let withOptions: [EffectWord] = [.slide, .scale]
}

/// The options of a slide or a scale.
enum EffectOption: String, CaseIterable, Sendable {
    case from, rotate
}

/// `backdrop`'s keys.
enum BackdropKey: String, CaseIterable, Sendable {
    case dim, parallax, scale
}

/// `reducedMotion`'s words, and the keys of its mapping form.
enum ReducedMotionWord: String, CaseIterable, Sendable {
    case fade, instant, same
}

enum ReducedMotionKey: String, CaseIterable, Sendable {
    case effect, duration, curve
}

/// An effect as written: a slide or a scale may leave out where it starts,
/// which then depends on the transition's kind.
enum EffectValue: Hashable, Sendable {
    case none, fade
    case slide(ScreenEdge?, rotate: Double)
    case scale(Double?, rotate: Double)

    /// A scale written without `from` starts at this.
    static let defaultScale = 0.9

    /// The effect on a transition of `kind`: a slide without `from` comes
    /// from the edge the kind's own effect uses (bottom for present and
    /// dismiss, trailing for the others).
    func resolved(for kind: TransitionKind) -> Effect {
        switch self {
        case .none: return .none
        case .fade: return .fade
        case .slide(let edge, let rotate):
            if let edge { return .slide(from: edge, rotate: rotate) }
            if case .slide(let kindEdge, _) = Effect.default(for: kind) { return .slide(from: kindEdge, rotate: rotate) }
            return .slide(from: .trailing, rotate: rotate)
        case .scale(let from, let rotate):
            return .scale(from: from ?? Self.defaultScale, rotate: rotate)
        }
    }
}

/// `reducedMotion` as written; a replacement's duration and curve may be tokens.
enum ReducedMotionValue: Sendable {
    case fade, instant, same
    case replacing(effect: Located<EffectValue>?, duration: Located<DurationValue>?, curve: Located<CurveValue>?)
}
