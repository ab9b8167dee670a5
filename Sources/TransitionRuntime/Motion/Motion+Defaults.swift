/// What a transition does when its spec does not say (motion.md's defaults).
/// A dismiss or pop that one present or push brought its screen in by plays
/// that transition's effect and backdrop backwards; the compiler finds that
/// transition, so here are only the defaults by kind.
extension Effect {
    /// present and dismiss: up from the bottom; push and pop: in from
    /// trailing; tab: a fade.
    public static func `default`(for kind: TransitionKind) -> Effect {
        switch kind {
        case .present, .dismiss: .slide(from: .bottom)
        case .push, .pop: .slide(from: .trailing)
        case .tab: .fade
        }
    }
}

extension Backdrop {
    /// push and pop: a parallax of 0.3; a custom presentation and its
    /// dismissal: a dimming of 0.4; otherwise nothing (UIKit draws a sheet's
    /// and a full-screen presentation's backdrop itself).
    public static func `default`(for kind: TransitionKind, presentation: Presentation?) -> Backdrop {
        switch kind {
        case .push, .pop: Backdrop(parallax: 0.3)
        case .present, .dismiss: presentation == .custom ? Backdrop(dim: 0.4) : .none
        case .tab: .none
        }
    }
}

extension ReducedMotion {
    /// `fade` when the effect or backdrop moves or scales anything, or the
    /// curve is a spring that overshoots; `same` otherwise.
    public static func `default`(effect: Effect, backdrop: Backdrop, curve: TimingCurve) -> ReducedMotion {
        effect.moves || backdrop.moves || curve.overshootingSpring ? .fade : .same
    }
}

extension TimingCurve {
    /// An underdamped spring: it passes its end and comes back.
    public var overshootingSpring: Bool {
        if case .spring(let spring) = self { return spring.dampingKind == .underdamped }
        return false
    }
}
