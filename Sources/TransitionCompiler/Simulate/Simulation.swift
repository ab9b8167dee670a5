import TransitionRuntime

/// A gesture replayed through a transition's interaction: progress and the
/// eased value after each move, then what the release decided.
public struct Simulation: Hashable, Sendable {
    public struct Sample: Hashable, Sendable {
        public var translation: GestureVector
        /// In [0, 1].
        public var progress: Double
        /// The transition's curve at `progress`: how far the animation has got.
        public var value: Double
    }

    public var transition: Transition
    /// The interaction the gesture drove, in its final state.
    public var interaction: GestureInteraction
    public var samples: [Sample]
    /// Set when the gesture was not allowed to begin: nothing moved.
    public var refusal: GestureRefusal?
    /// Set when the gesture began and then ended or was cancelled.
    public var release: InteractionRelease?

    /// A refused gesture never started the transition: as good as a cancel.
    public var decision: InteractionDecision { release?.decision ?? .cancel }

    public var completionSpeed: Double {
        release?.completionSpeed ?? interaction.completionSpeed.speed(atProgress: 0)
    }
}
