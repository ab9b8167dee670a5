/// An interaction controller's logic, free of UIKit: a state machine fed the
/// pan gesture's events. It tracks progress while the finger moves and, on
/// release, decides whether the transition finishes or cancels and how fast
/// the rest plays out. It is a value: feed it events, read its state.
///
/// - progress = translation along `direction` / `distance` (the container's
///   extent on that axis, or a fixed number of points), clamped to [0, 1], so
///   motion against the direction stays at 0 and overshoot stays at 1;
/// - on `ended`, progress ≥ threshold finishes, and so does a release at
///   least the gesture's `velocity` along its direction; otherwise it cancels;
/// - `cancelled` always cancels;
/// - `began` is refused where `Gesture.refusal(toStartWith:in:)` says so
///   (an `edge` gesture away from its edge, a `scrollAtTop` one while scrolled),
///   and the events up to the next `began` are ignored.
public struct GestureInteraction: Hashable, Sendable {
    public enum Phase: Hashable, Sendable {
        /// No gesture yet.
        case idle
        /// The last gesture was not allowed to begin.
        case refused(GestureRefusal)
        /// The finger is down and drives the transition.
        case tracking
        /// The finger lifted (or the gesture was cancelled).
        case released(InteractionRelease)
    }

    public let gesture: Gesture
    /// The progress at or past which a release finishes, in (0, 1).
    public let threshold: Double
    public let completionSpeed: CompletionSpeed
    public let container: ContainerSize
    public private(set) var phase: Phase = .idle
    /// In [0, 1]; 0 until a gesture begins.
    public private(set) var progress = 0.0

    public init(gesture: Gesture, threshold: Double = 0.5, completionSpeed: CompletionSpeed = .constant(1),
                container: ContainerSize = .iPhone) {
        self.gesture = gesture
        self.threshold = threshold
        self.completionSpeed = completionSpeed
        self.container = container
    }

    /// The translation, in points, that takes progress from 0 to 1.
    public var distance: Double {
        switch gesture.distance {
        case .container: gesture.direction.extent(of: container)
        case .points(let points): points
        }
    }

    /// True from an accepted `began` to `ended` or `cancelled`: while this
    /// holds, the manager hands UIKit this interaction controller.
    public var isInProgress: Bool { phase == .tracking }

    /// The outcome of the last gesture, once released.
    public var release: InteractionRelease? {
        if case .released(let release) = phase { return release }
        return nil
    }

    public mutating func handle(_ event: GestureEvent) {
        switch (event, phase) {
        case (.began, .tracking):
            break  // UIKit never begins twice; keep the gesture under way
        case (.began(let context), _):
            progress = 0
            if let refusal = gesture.refusal(toStartWith: context, in: container) {
                phase = .refused(refusal)
            } else {
                phase = .tracking
            }
        case (.changed(let translation, _), .tracking):
            progress = progress(for: translation)
        case (.ended(let velocity), .tracking):
            phase = .released(outcomeOfRelease(velocity: velocity))
        case (.cancelled, .tracking):
            phase = .released(InteractionRelease(decision: .cancel, reason: .cancelled, progress: progress, velocity: 0,
                                                 completionSpeed: completionSpeed.speed(atProgress: progress)))
        case (.changed, _), (.ended, _), (.cancelled, _):
            break  // no gesture under way: nothing to drive
        }
    }

    /// Progress for a translation since the gesture began. A distance that is
    /// not a positive finite number (a container of no size) gives 0.
    public func progress(for translation: GestureVector) -> Double {
        let along = gesture.direction.component(of: translation)
        let distance = distance
        guard distance > 0, distance.isFinite, !along.isNaN else { return 0 }
        return min(max(along / distance, 0), 1)
    }

    /// The decision for a release at the current progress with `velocity`.
    public func outcomeOfRelease(velocity: GestureVector) -> InteractionRelease {
        let along = gesture.direction.component(of: velocity)
        let reason: InteractionRelease.Reason
        if progress >= threshold {
            reason = .reachedThreshold
        } else if let flick = gesture.velocity, along >= flick {
            reason = .flick
        } else {
            reason = .shortOfThreshold
        }
        return InteractionRelease(decision: reason == .shortOfThreshold ? .cancel : .finish, reason: reason,
                                  progress: progress, velocity: along,
                                  completionSpeed: completionSpeed.speed(atProgress: progress))
    }
}
