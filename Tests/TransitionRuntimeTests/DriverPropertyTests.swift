import PropertyBased
import Testing
import TransitionRuntime

/// The driver's promises (motion.md, "The driver"), over random transitions,
/// drags, releases and interruption times: states are continuous across a
/// release, an interruption and a reversal; a finished transition ends
/// exactly at its end state and a cancelled one at its start; durations and
/// completion speeds are honoured.
struct DriverPropertyTests {
    static let edge = Gen.element(of: ScreenEdge.allCases).map { $0 ?? .bottom }
    static let effect = zip(Gen.int(in: 0...3), edge, Gen.double(in: 0.1...0.99), Gen.double(in: -180...180))
        .map { choice, edge, scale, rotate -> Effect in
            switch choice {
            case 0: .none
            case 1: .fade
            case 2: .slide(from: edge, rotate: rotate)
            default: .scale(from: scale, rotate: rotate)
            }
        }
    static let backdrop = zip(Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 0.5...1))
        .map { dim, parallax, scale in Backdrop(dim: dim, parallax: parallax, scale: scale) }
    static let motion = zip(effect, backdrop, Gen.bool)
        .map { effect, backdrop, leaving in Motion(effect: effect, backdrop: backdrop, direction: leaving ? .leaving : .entering) }
    static let reducedMotion = zip(Gen.int(in: 0...4), effect, Gen.double(in: 0...1), CurvePropertyTests.anyCurve)
        .map { choice, effect, duration, curve -> ReducedMotion? in
            switch choice {
            case 0: nil  // the default for the transition
            case 1: .fade
            case 2: .instant
            case 3: .same
            default: .replacing(.init(effect: effect, duration: duration, curve: curve))
            }
        }
    static let transition = zip(Gen.double(in: 0.05...2), Gen.double(in: 0...0.5), CurvePropertyTests.anyCurve,
                                motion, reducedMotion)
        .map { duration, delay, curve, motion, reduced in
            TransitionMotion(duration: duration, delay: delay, curve: curve, motion: motion, reducedMotion: reduced)
        }
    /// A release: finish or cancel, the finger's speed (points per second),
    /// the completion speed, the gesture's distance in points.
    static let release = zip(Gen.bool, Gen.double(in: -4000...4000), Gen.double(in: 0...3), Gen.double(in: 50...900))

    /// Where the value is a moment after `time`: a jump shows up as a
    /// difference that does not shrink with the moment.
    static func jump(_ driver: TransitionDriver, at time: Double) -> Double {
        abs(driver.value(at: time + 1e-7) - driver.value(at: time))
    }

    @Test func anUninterruptedTransitionTakesItsDelayAndDurationAndEndsAtItsEndState() async {
        await propertyCheck(input: Self.transition, Gen.double(in: 0...100), Gen.bool) { transition, startTime, reduce in
            var driver = TransitionDriver(transition, reduceMotion: reduce)
            driver.start(at: startTime)
            let end = startTime + driver.transition.delay + driver.transition.duration
            if driver.transition.duration > 0 {
                #expect(driver.value(at: startTime) == 0)
                #expect(driver.outcome(at: end - driver.transition.duration * 1e-3) == nil)
            }
            #expect(driver.outcome(at: end) == .finished)
            #expect(driver.value(at: end) == 1)
            #expect(driver.frame(at: end) == driver.transition.motion.frame(at: 1))
        }
    }

    @Test func aReleaseContinuesFromTheFingerAndEndsExactlyWhereItWasSent() async {
        await propertyCheck(input: Self.transition, Gen.double(in: 0...1), Self.release) { transition, progress, release in
            let (finish, velocity, speed, distance) = release
            var driver = TransitionDriver(transition)
            driver.beginGesture(at: 1)
            driver.scrub(to: progress)
            let tracked = driver.frame(at: 2)
            let trackedValue = driver.value(at: 2)
            driver.release(InteractionRelease(decision: finish ? .finish : .cancel, reason: .reachedThreshold,
                                              progress: progress, velocity: velocity, completionSpeed: speed),
                           distance: distance, at: 2)
            #expect(abs(driver.value(at: 2) - trackedValue) <= 1e-12)
            // `none` jumps at 0 by definition: shown from the first moment.
            if transition.motion.effect != .none || trackedValue > 1e-9 {
                #expect(driver.frame(at: 2) == tracked)
            }
            #expect(Self.jump(driver, at: 2) < 1e-3)
            guard case .animating(let segment) = driver.phase else { Issue.record("not animating"); return }
            let target = finish ? 1.0 : 0.0
            let expected = transition.duration * abs(target - trackedValue) / max(speed, TransitionDriver.slowestCompletionSpeed)
            #expect(abs(segment.duration - expected) <= 1e-12 * max(1, expected))
            #expect(driver.outcome(at: segment.end) == (finish ? .finished : .cancelled))
            #expect(driver.value(at: segment.end) == target)
            #expect(driver.frame(at: segment.end) == transition.motion.frame(at: target))
        }
    }

    @Test func grabbingARunningTransitionHoldsItWhereItIs() async {
        await propertyCheck(input: Self.transition, Gen.double(in: 0...1.2), Gen.double(in: -1...1)) { transition, when, push in
            var driver = TransitionDriver(transition)
            driver.start(at: 0)
            let time = when * (transition.delay + transition.duration)
            let before = driver.frame(at: time)
            driver.beginGesture(at: time)
            #expect(driver.frame(at: time) == before)
            #expect(driver.frame(at: time + 5) == before)  // held, not playing on
            driver.scrub(to: push)
            driver.scrub(to: 0)
            #expect(driver.frame(at: time) == before)
        }
    }

    @Test func reversingTurnsAroundWithoutAJumpAndEndsAtTheStart() async {
        await propertyCheck(input: Self.transition, Gen.double(in: 0...1)) { transition, when in
            var driver = TransitionDriver(transition)
            driver.start(at: 0)
            let time = transition.delay + when * transition.duration
            let before = driver.frame(at: time)
            let value = driver.value(at: time)
            driver.reverse(at: time)
            #expect(driver.frame(at: time) == before)
            #expect(Self.jump(driver, at: time) < 1e-3)
            let end = time + transition.duration * abs(value)
            #expect(driver.outcome(at: end) == .cancelled)
            #expect(driver.frame(at: end) == transition.motion.frame(at: 0))
        }
    }

    /// Reduce Motion changes only what motion.md says it changes.
    @Test func reduceMotionChangesOnlyWhatTheContractSays() async {
        await propertyCheck(input: Self.transition) { transition in
            let reduced = transition.reduced
            switch transition.reducedMotion {
            case .same:
                #expect(reduced == transition)
            case .fade:
                #expect(reduced.duration == transition.duration && reduced.delay == transition.delay)
                #expect(reduced.motion.effect == .fade && reduced.motion.direction == transition.motion.direction)
                #expect(reduced.motion.backdrop == Backdrop(dim: transition.motion.backdrop.dim))
                if case .spring(let before) = transition.curve, case .spring(let after) = reduced.curve {
                    #expect(abs(after.dampingRatio - 1) < 1e-9)
                    #expect(abs(after.response - before.response) <= 1e-9 * before.response)
                } else {
                    #expect(reduced.curve == transition.curve)
                }
                for value in stride(from: 0.0, through: 1, by: 0.25) {
                    let frame = reduced.motion.frame(at: value)
                    #expect(frame.moving.x == 0 && frame.moving.y == 0 && frame.moving.scale == 1 && frame.moving.rotation == 0)
                    #expect(frame.backdrop == .resting(in: .iPhone))
                    #expect(frame.dimming == transition.motion.frame(at: value).dimming)
                }
            case .instant:
                #expect(reduced.duration == 0 && reduced.delay == 0)
                #expect(reduced.motion == transition.motion && reduced.curve == transition.curve)
            case .replacing(let replacement):
                #expect(reduced.motion.effect == (replacement.effect ?? transition.motion.effect))
                #expect(reduced.duration == (replacement.duration ?? transition.duration))
                #expect(reduced.curve == (replacement.curve ?? transition.curve))
                #expect(reduced.motion.backdrop == transition.motion.backdrop && reduced.delay == transition.delay)
            }
            #expect(reduced.reducedMotion == .same)
        }
    }
}
