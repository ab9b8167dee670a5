/// The timing curve of a transition's animation.
public enum TimingCurve: Hashable, Sendable {
    case linear, easeIn, easeOut, easeInOut
    /// A cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2).
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    case spring(Spring)

    /// The named curves, by their spec names.
    public static let named: [(name: String, curve: TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ]
}

/// A spring, in either of the two ways UIKit and SwiftUI describe one.
public struct Spring: Hashable, Sendable {
    public enum Parameters: Hashable, Sendable {
        /// Damping ratio (1 is critically damped) and response (seconds).
        case dampingRatio(Double, response: Double)
        /// Physical parameters.
        case physical(mass: Double, stiffness: Double, damping: Double)
    }

    public var parameters: Parameters
    /// Starting velocity, in units of the total distance per second.
    public var initialVelocity: Double

    public init(_ parameters: Parameters, initialVelocity: Double = 0) {
        self.parameters = parameters
        self.initialVelocity = initialVelocity
    }
}
