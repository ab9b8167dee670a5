import TransitionRuntime

/// When a transition runs and how it eases: what a DTCG `transition` token
/// holds, and what a spec's `timing` field sets at once.
public struct TransitionTiming: Hashable, Sendable {
    /// Seconds.
    public var duration: Double
    /// Seconds before it starts.
    public var delay: Double
    public var curve: TimingCurve

    public init(duration: Double, delay: Double, curve: TimingCurve) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
    }
}
