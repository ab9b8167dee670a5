import Testing
import TransitionRuntime

/// The driver in the cases a reader checks by hand.
struct DriverTests {
    let card = TransitionMotion(duration: 0.5, curve: .linear,
                                motion: Motion(effect: .slide(from: .bottom), direction: .leaving))

    @Test func aPullToDismissFollowsTheFingerThenFinishesAtTheCompletionSpeed() {
        var driver = TransitionDriver(card, interaction: .standard)
        #expect(!driver.beginGesture(at: 0).endEditing)
        driver.scrub(to: 0.4)
        #expect(driver.frame(at: 0.1).moving.y == 844 * 0.4)
        driver.release(InteractionRelease(decision: .finish, reason: .reachedThreshold, progress: 0.4, velocity: 0,
                                          completionSpeed: 0.6), distance: 844, at: 1)
        // 0.6 of the distance left at 0.6 of the speed: the whole duration.
        #expect(driver.outcome(at: 1.4999) == nil)
        #expect(driver.outcome(at: 1.5) == .finished)
        #expect(driver.frame(at: 1.5).moving.y == 844)
    }

    @Test func aFlickLeavesAtTheFingersSpeed() {
        var driver = TransitionDriver(card, interaction: .standard)
        driver.beginGesture(at: 0)
        driver.scrub(to: 0.5)
        // 844 points a second over a gesture of 844 points: one unit of
        // progress a second, against the 0.5 left over 0.5 s.
        driver.release(InteractionRelease(decision: .finish, reason: .flick, progress: 0.5, velocity: 844,
                                          completionSpeed: 1), distance: 844, at: 0)
        let rate = (driver.value(at: 1e-5) - driver.value(at: 0)) / 1e-5
        #expect(abs(rate - 1) < 0.01)
    }

    @Test func aDragIsEasedByTheCurveAndAGrabCoversTheRestOfTheWay() {
        var easeIn = card
        easeIn.curve = .easeIn
        var driver = TransitionDriver(easeIn)
        driver.beginGesture(at: 0)
        driver.scrub(to: 0.5)
        #expect(driver.value(at: 0) == TimingCurve.easeIn.value(at: 0.5))
        var grabbed = TransitionDriver(card)
        grabbed.start(at: 0)
        grabbed.beginGesture(at: 0.2)  // 0.4 of the way, linear
        grabbed.scrub(to: 0.5)
        #expect(abs(grabbed.value(at: 0.2) - 0.7) < 1e-12)
        grabbed.scrub(to: -0.5)
        #expect(abs(grabbed.value(at: 0.2) - 0.2) < 1e-12)
    }

    @Test func anInputScreensGestureEndsEditingFirst() {
        var driver = TransitionDriver(card, interaction: .input)
        #expect(driver.beginGesture(at: 0).endEditing)
    }

    @Test func reduceMotionIsChosenWhenTheDriverIsMade() {
        let driver = TransitionDriver(card, reduceMotion: true)
        #expect(driver.transition.motion.effect == .fade)
        #expect(driver.frame(at: 0).moving.y == 0)
    }

    @Test func aReleaseBeforeAnyGestureChangesNothing() {
        var driver = TransitionDriver(card)
        driver.release(InteractionRelease(decision: .finish, reason: .flick, progress: 0, velocity: 0, completionSpeed: 1),
                       distance: 100, at: 0)
        #expect(driver.phase == .ready)
        driver.reverse(at: 0)
        #expect(driver.phase == .ready)
    }
}
