/// What happens when the finger lifts: the transition finishes or goes back.
public enum InteractionDecision: String, CaseIterable, Hashable, Sendable {
    case finish, cancel
}

/// The outcome of an interactive transition's gesture.
public struct InteractionRelease: Hashable, Sendable {
    public enum Reason: Hashable, Sendable {
        /// Progress reached the threshold.
        case reachedThreshold
        /// Short of the threshold, but a flick at least the gesture's
        /// `velocity` along its direction.
        case flick
        /// Short of the threshold and no flick.
        case shortOfThreshold
        /// The system cancelled the gesture: always a cancel.
        case cancelled
    }

    public var decision: InteractionDecision
    public var reason: Reason
    /// Progress when the finger lifted.
    public var progress: Double
    /// The release velocity along the gesture's direction, points per second
    /// (0 for a cancelled gesture).
    public var velocity: Double
    /// How fast the rest of the animation plays (UIKit's `completionSpeed`):
    /// 1 − progress for `remaining`, else the constant.
    public var completionSpeed: Double

    public init(decision: InteractionDecision, reason: Reason, progress: Double, velocity: Double,
                completionSpeed: Double) {
        self.decision = decision
        self.reason = reason
        self.progress = progress
        self.velocity = velocity
        self.completionSpeed = completionSpeed
    }
}

extension CompletionSpeed {
    /// The speed for a release at `progress`. `remaining` is 1 − progress
    /// whichever way the transition goes, as in the 2013 recipe it comes from.
    public func speed(atProgress progress: Double) -> Double {
        switch self {
        case .remaining: 1 - progress
        case .constant(let speed): speed
        }
    }
}
