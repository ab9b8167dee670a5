import TransitionRuntime

/// A gesture replayed through a transition's interaction: progress, the
/// eased value and both screens after each move, what the release decided,
/// and, when asked, the screens at set times after the release.
public struct Simulation: Hashable, Sendable {
    public struct Sample: Hashable, Sendable {
        public var translation: GestureVector
        /// In [0, 1].
        public var progress: Double
        /// The transition's curve at `progress`: how far the animation has got.
        public var value: Double
        /// Both screens at `value`, from the runtime's `TransitionDriver`.
        public var frame: MotionFrame
    }

    public var transition: Transition
    /// The interaction the gesture drove, in its final state.
    public var interaction: GestureInteraction
    public var samples: [Sample]
    /// Set when the gesture was not allowed to begin: nothing moved.
    public var refusal: GestureRefusal?
    /// Set when the gesture began and then ended or was cancelled.
    public var release: InteractionRelease?
    /// With `--reduce-motion`: the transition's Reduce Motion form ran.
    public var reduceMotion: Bool
    /// The screens at the times asked for (`--at`), counted from the release.
    public var afterRelease: [TimedSample]

    /// A refused gesture never started the transition: as good as a cancel.
    public var decision: InteractionDecision { release?.decision ?? .cancel }

    public var completionSpeed: Double {
        release?.completionSpeed ?? interaction.completionSpeed.speed(atProgress: 0)
    }
}

/// Both screens at one moment of a transition as the runtime plays it.
public struct TimedSample: Hashable, Sendable {
    /// Seconds.
    public var time: Double
    /// The eased value: 0 at the start state, 1 at the end state.
    public var value: Double
    public var frame: MotionFrame
}

/// A transition played on its own from its start (`simulate --at` without
/// `--drag`): both screens at the times asked for.
public struct Playback: Hashable, Sendable {
    public var transition: Transition
    /// The timing and motion that played, in its Reduce Motion form when asked.
    public var motion: TransitionMotion
    public var reduceMotion: Bool
    public var samples: [TimedSample]
}
