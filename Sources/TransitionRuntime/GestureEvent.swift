/// What a pan gesture recognizer reports, in the order UIKit reports it:
/// `began`, any number of `changed`, then `ended` or `cancelled`.
public enum GestureEvent: Hashable, Sendable {
    /// The finger went down and started to move.
    case began(GestureStart.Context)
    /// The finger moved: the translation since `began`, and its velocity.
    case changed(translation: GestureVector, velocity: GestureVector)
    /// The finger lifted, moving at `velocity` (points per second).
    case ended(velocity: GestureVector)
    /// The system took the gesture away (a call came in, another recognizer won).
    case cancelled
}

extension GestureStart {
    /// The state of things when a gesture begins, which decides whether it may.
    public struct Context: Hashable, Sendable {
        /// Where the finger went down, in the container's coordinates.
        public var location: GestureVector
        /// The screen's scroll view content offset along its scrolling axis
        /// (`contentOffset.y`); 0 or less is at the top. 0 when there is none.
        public var scrollOffset: Double

        public init(location: GestureVector, scrollOffset: Double = 0) {
            self.location = location
            self.scrollOffset = scrollOffset
        }
    }
}
