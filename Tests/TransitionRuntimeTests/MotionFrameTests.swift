import Testing
import TransitionRuntime

/// The frames table of motion.md, value by value, in the default 390 × 844
/// container (W × H).
struct MotionFrameTests {
    let W = 390.0, H = 844.0

    func entering(_ effect: Effect, _ backdrop: Backdrop = .none, at value: Double,
                  layoutDirection: LayoutDirection = .leftToRight) -> MotionFrame {
        Motion(effect: effect, backdrop: backdrop, direction: .entering).frame(at: value, layoutDirection: layoutDirection)
    }

    @Test func slidesFromEachEdge() {
        #expect(entering(.slide(from: .bottom), at: 0.25).moving.y == H * 0.75)
        #expect(entering(.slide(from: .top), at: 0.25).moving.y == -H * 0.75)
        #expect(entering(.slide(from: .trailing), at: 0.25).moving.x == W * 0.75)
        #expect(entering(.slide(from: .leading), at: 0.25).moving.x == -W * 0.75)
        let moving = entering(.slide(from: .bottom), at: 0.25).moving
        #expect(moving.x == 0 && moving.alpha == 1 && moving.scale == 1 && moving.width == W && moving.height == H)
    }

    @Test func leadingAndTrailingFollowTheLayoutDirection() {
        #expect(entering(.slide(from: .trailing), at: 0.25, layoutDirection: .rightToLeft).moving.x == -W * 0.75)
        #expect(entering(.slide(from: .leading), at: 0.25, layoutDirection: .rightToLeft).moving.x == W * 0.75)
    }

    @Test func fadesAndScales() {
        let faded = entering(.fade, at: 0.3).moving
        #expect(faded == ParticipantState(x: 0, y: 0, width: W, height: H, alpha: 0.3))
        let scaled = entering(.scale(from: 0.8), at: 0.5).moving
        #expect(scaled.scale == 0.9 && scaled.alpha == 0.5 && scaled.x == 0 && scaled.y == 0)
    }

    @Test func noEffectIsAtItsEndFromTheFirstMoment() {
        #expect(entering(.none, at: 0).moving.alpha == 0)
        #expect(entering(.none, at: 0.01).moving == .resting(in: .iPhone))
    }

    @Test func rotationTurnsUprightOnTheWayIn() {
        #expect(entering(.slide(from: .trailing, rotate: 15), at: 0.2).moving.rotation == 15 * 0.8)
        #expect(entering(.scale(from: 0.5, rotate: -30), at: 1).moving.rotation == 0)
    }

    @Test func backdropParallaxScaleAndDim() {
        let push = entering(.slide(from: .trailing), Backdrop(parallax: 0.3), at: 0.5)
        #expect(push.backdrop.x == -0.3 * W * 0.5)
        #expect(entering(.slide(from: .leading), Backdrop(parallax: 0.3), at: 0.5).backdrop.x == 0.3 * W * 0.5)
        #expect(entering(.slide(from: .bottom), Backdrop(parallax: 0.5), at: 1).backdrop.y == -0.5 * H)
        let card = entering(.slide(from: .bottom), Backdrop(dim: 0.4, scale: 0.9), at: 0.5)
        #expect(card.backdrop.scale == 1 - 0.1 * 0.5)
        #expect(card.dimming == 0.2)
        #expect(card.backdrop.alpha == 1 && card.backdrop.y == 0)
    }

    /// Leaving is entering with 1 − v: a dismissal retraces its presentation.
    @Test func leavingRetracesEntering() {
        let effects: [Effect] = [.none, .fade, .slide(from: .top, rotate: 10), .scale(from: 0.3)]
        for effect in effects {
            for value in [0, 0.2, 0.5, 0.9, 1] {
                let backdrop = Backdrop(dim: 0.5, parallax: 0.2, scale: 0.8)
                let leaving = Motion(effect: effect, backdrop: backdrop, direction: .leaving).frame(at: value)
                #expect(leaving == entering(effect, backdrop, at: 1 - value), "\(effect) at \(value)")
            }
        }
    }

    @Test func aSpringsOvershootMovesPastTheEndButAlphaStaysInRange() {
        let overshoot = entering(.scale(from: 0.5), at: 1.1).moving
        #expect(overshoot.scale > 1)
        #expect(overshoot.alpha == 1)
        #expect(entering(.slide(from: .bottom), at: 1.1).moving.y < 0)
    }

    @Test func defaultsByKind() {
        #expect(Effect.default(for: .present) == .slide(from: .bottom))
        #expect(Effect.default(for: .push) == .slide(from: .trailing))
        #expect(Effect.default(for: .tab) == .fade)
        #expect(Backdrop.default(for: .push, presentation: nil) == Backdrop(parallax: 0.3))
        #expect(Backdrop.default(for: .present, presentation: .custom) == Backdrop(dim: 0.4))
        #expect(Backdrop.default(for: .present, presentation: .sheet) == .none)
    }
}
