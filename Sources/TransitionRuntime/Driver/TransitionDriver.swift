/// Every decision of a running transition, free of UIKit: an app's animator
/// and interaction controller hand it what happened (started, a gesture
/// moved, the finger lifted, the user grabbed the screen mid-flight, a
/// reversal) with the time it happened, and read back where the screens are.
/// It is a value: the same calls give the same states on every device, which
/// is what lets the compiler, the preview and the tests run the app's logic.
///
/// Time is in seconds on any clock the app likes (`CACurrentMediaTime()`),
/// the same for every call. The eased value runs from 0 (start) to 1 (end);
/// `frame(at:)` turns it into both screens' states by the transition's
/// `Motion`.
public struct TransitionDriver: Hashable, Sendable {
    public enum Phase: Hashable, Sendable {
        /// Not started: the start state.
        case ready
        /// Playing on its own, toward the segment's end.
        case animating(DriverSegment)
        /// Following a gesture that took hold at value `base`.
        case tracking(base: Double, value: Double)
    }

    /// How a driven transition ended.
    public enum Outcome: String, CaseIterable, Hashable, Sendable {
        /// At the end state: the new screen is in place.
        case finished
        /// Back at the start state: nothing changed.
        case cancelled
    }

    /// What the app must do when a gesture takes hold of the transition.
    public struct GestureBegan: Hashable, Sendable {
        /// End editing first (`view.endEditing(true)`): `interaction: input`
        /// screens hold text input, and the keyboard follows the gesture out
        /// rather than staying over the leaving screen.
        public var endEditing: Bool
    }

    /// The transition as it runs: already in its Reduce Motion form when asked.
    public let transition: TransitionMotion
    public let interaction: InteractionType
    public let container: ContainerSize
    public let layoutDirection: LayoutDirection
    public private(set) var phase: Phase = .ready
    private let curve: PreparedCurve

    public init(_ transition: TransitionMotion, reduceMotion: Bool = false, interaction: InteractionType = .none,
                container: ContainerSize = .iPhone, layoutDirection: LayoutDirection = .leftToRight) {
        self.transition = transition.running(reduceMotion: reduceMotion)
        self.curve = PreparedCurve(self.transition.curve)
        self.interaction = interaction
        self.container = container
        self.layoutDirection = layoutDirection
    }

    /// Plays the whole transition from its start, after its delay, with its
    /// own curve: what `UIViewControllerAnimatedTransitioning.animateTransition`
    /// starts. Only from `ready`.
    public mutating func start(at time: Double) {
        guard case .ready = phase else { return }
        phase = .animating(DriverSegment(start: time + transition.delay, from: 0, to: 1,
                                         duration: transition.duration, curve: transition.curve))
    }

    /// A gesture takes hold: from `ready` (an interactive start) the value
    /// is 0; while animating (the user grabbed the screen mid-flight) the
    /// animation stops where it is. The value then follows `scrub(to:)`.
    @discardableResult
    public mutating func beginGesture(at time: Double) -> GestureBegan {
        let value = value(at: time)
        switch phase {
        case .ready, .animating:
            phase = .tracking(base: value, value: value)
        case .tracking:
            break
        }
        return GestureBegan(endEditing: interaction == .input)
    }

    /// Moves with the gesture: `progress` is the fraction of the gesture's
    /// distance travelled since it took hold (`GestureInteraction.progress`),
    /// eased by the transition's curve, as a percent-driven interactive
    /// transition scrubs its animation. It covers the rest of the way: from
    /// where the gesture took hold toward the end, or, negative (a grabbed
    /// screen pushed back), toward the start. From `ready` the value is the
    /// curve at `progress`, the `value` `simulate` prints for a drag.
    public mutating func scrub(to progress: Double) {
        guard case .tracking(let base, _) = phase, !progress.isNaN else { return }
        let fraction = min(max(progress, -1), 1)
        let value = fraction >= 0
            ? base + (1 - base) * curve.value(at: fraction)
            : base * (1 - curve.value(at: -fraction))
        phase = .tracking(base: base, value: value)
    }

    /// The finger lifted: the rest plays toward the end (finish) or back to
    /// the start (cancel). It lasts the transition's duration times the
    /// distance left, divided by the release's completion speed, and it
    /// leaves at the finger's speed (`release.velocity` points per second
    /// along the gesture, over `distance` points for the whole gesture).
    public mutating func release(_ release: InteractionRelease, distance: Double, at time: Double) {
        guard case .tracking(_, let value) = phase else { return }
        let target = release.decision == .finish ? 1.0 : 0.0
        let span = target - value
        let speed = max(release.completionSpeed, Self.slowestCompletionSpeed)
        let duration = transition.duration * abs(span) / speed
        let progressRate = distance > 0 && distance.isFinite ? release.velocity / distance : 0
        let rate = span == 0 || !progressRate.isFinite ? 0 : progressRate / span
        let curve = DriverSegment.releaseCurve(continuing: transition.curve, rate: rate, duration: duration)
        phase = .animating(DriverSegment(start: time, from: value, to: target, duration: duration, curve: curve))
    }

    /// Turns a running animation around at `time`, from where it is, with
    /// the transition's curve over the part of its duration the way back
    /// covers. While following a gesture or before the start: nothing.
    public mutating func reverse(at time: Double) {
        guard case .animating(let segment) = phase else { return }
        let value = segment.value(at: time)
        let target = segment.to == 1 ? 0.0 : 1.0
        phase = .animating(DriverSegment(start: time, from: value, to: target,
                                         duration: transition.duration * abs(target - value),
                                         curve: transition.curve))
    }

    /// The eased value at `time`.
    public func value(at time: Double) -> Double {
        switch phase {
        case .ready: 0
        case .animating(let segment): segment.value(at: time)
        case .tracking(_, let value): value
        }
    }

    /// Both screens and the dimming view at `time`.
    public func frame(at time: Double) -> MotionFrame {
        transition.motion.frame(at: value(at: time), in: container, layoutDirection: layoutDirection)
    }

    /// How it ended, once an animation has run its course; nil before.
    public func outcome(at time: Double) -> Outcome? {
        guard case .animating(let segment) = phase, time >= segment.end else { return nil }
        return segment.to == 1 ? .finished : .cancelled
    }

    /// A completion speed below this counts as this, so that a release at
    /// the very end with `remaining` (1 − progress, near 0) still ends.
    public static let slowestCompletionSpeed = 0.01
}
