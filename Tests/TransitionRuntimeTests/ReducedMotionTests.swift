import Testing
import TransitionRuntime

/// What Reduce Motion turns a transition into (motion.md, "Reduce Motion").
struct ReducedMotionTests {
    let card = TransitionMotion(duration: 0.4, delay: 0.1,
                                curve: .spring(Spring(.dampingRatio(0.7, response: 0.5), initialVelocity: 2)),
                                motion: Motion(effect: .slide(from: .bottom, rotate: 5),
                                               backdrop: Backdrop(dim: 0.4, parallax: 0.2, scale: 0.9),
                                               direction: .entering))

    @Test func movingOrOvershootingTransitionsFadeByDefault() {
        #expect(card.reducedMotion == .fade)
        let fade = TransitionMotion(duration: 0.3, curve: .easeOut, motion: Motion(effect: .fade, direction: .entering))
        #expect(fade.reducedMotion == .same)
        let dimmed = TransitionMotion(duration: 0.3, curve: .easeOut,
                                      motion: Motion(effect: .fade, backdrop: Backdrop(dim: 0.5), direction: .entering))
        #expect(dimmed.reducedMotion == .same)
        let bouncyFade = TransitionMotion(duration: 0.3, curve: .spring(Spring(.dampingRatio(0.5, response: 0.4))),
                                          motion: Motion(effect: .fade, direction: .entering))
        #expect(bouncyFade.reducedMotion == .fade)
        let parallax = TransitionMotion(duration: 0.3, curve: .linear,
                                        motion: Motion(effect: .fade, backdrop: Backdrop(parallax: 0.3), direction: .entering))
        #expect(parallax.reducedMotion == .fade)
    }

    @Test func fadeKeepsTimingAndDimmingAndCalmsTheSpring() {
        let reduced = card.reduced
        #expect(reduced.duration == 0.4 && reduced.delay == 0.1)
        #expect(reduced.motion == Motion(effect: .fade, backdrop: Backdrop(dim: 0.4), direction: .entering))
        #expect(reduced.curve == .spring(Spring(.dampingRatio(1, response: 0.5), initialVelocity: 2)))
        let frame = reduced.motion.frame(at: 0.5)
        #expect(frame.moving == ParticipantState(x: 0, y: 0, width: 390, height: 844, alpha: 0.5))
        #expect(frame.backdrop == .resting(in: .iPhone))
        #expect(frame.dimming == 0.2)
    }

    @Test func aPhysicalSpringKeepsItsMassAndStiffness() {
        let curve = TimingCurve.spring(Spring(.physical(mass: 2, stiffness: 200, damping: 10))).criticallyDamped
        guard case .spring(let spring) = curve else { Issue.record("not a spring"); return }
        #expect(spring.mass == 2 && spring.stiffness == 200)
        #expect(abs(spring.dampingRatio - 1) < 1e-12)
    }

    @Test func instantHasNoTime() {
        var instant = card
        instant.reducedMotion = .instant
        let reduced = instant.reduced
        #expect(reduced.duration == 0 && reduced.delay == 0)
        #expect(reduced.motion == card.motion && reduced.curve == card.curve)
    }

    @Test func aReplacementChangesOnlyWhatItNames() {
        var replaced = card
        replaced.reducedMotion = .replacing(.init(effect: .fade, duration: 0.2))
        let reduced = replaced.reduced
        #expect(reduced.motion.effect == .fade && reduced.duration == 0.2)
        #expect(reduced.motion.backdrop == card.motion.backdrop && reduced.curve == card.curve && reduced.delay == 0.1)
    }

    @Test func runningAsksForTheFormThatFits() {
        #expect(card.running(reduceMotion: false) == card)
        #expect(card.running(reduceMotion: true) == card.reduced)
        #expect(card.reduced.reduced == card.reduced)
    }
}
