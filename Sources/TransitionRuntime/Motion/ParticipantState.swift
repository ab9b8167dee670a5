/// Where one of the two screens is at one moment of a transition, in the
/// container's points (x grows rightward, y downward, as in UIKit).
public struct ParticipantState: Hashable, Sendable {
    /// The top-left corner of the unscaled frame.
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public var alpha: Double
    /// About the frame's centre.
    public var scale: Double
    /// Degrees, clockwise, about the frame's centre.
    public var rotation: Double

    public init(x: Double, y: Double, width: Double, height: Double, alpha: Double = 1, scale: Double = 1,
                rotation: Double = 0) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.alpha = alpha
        self.scale = scale
        self.rotation = rotation
    }

    /// Filling the container, opaque, upright, unscaled.
    public static func resting(in container: ContainerSize) -> ParticipantState {
        ParticipantState(x: 0, y: 0, width: container.width, height: container.height)
    }
}

/// Both screens and the dimming view at one moment of a transition.
public struct MotionFrame: Hashable, Sendable {
    /// The screen that enters, or leaves.
    public var moving: ParticipantState
    /// The other screen.
    public var backdrop: ParticipantState
    /// The alpha of the black dimming view between the two.
    public var dimming: Double

    public init(moving: ParticipantState, backdrop: ParticipantState, dimming: Double) {
        self.moving = moving
        self.backdrop = backdrop
        self.dimming = dimming
    }
}
