/// The value types a transition spec resolves to. The compiler produces them,
/// the generated table is written in them, and an app reads them at run time,
/// so they live here, free of UIKit and of any dependency.

/// How a transition moves between two screens, in UIKit's terms.
public enum TransitionKind: String, CaseIterable, Hashable, Sendable {
    case present, dismiss, push, pop, tab
}

/// Whether, and how, a pan gesture drives the transition.
public enum InteractionType: String, CaseIterable, Hashable, Sendable {
    /// Not interactive: the transition just animates.
    case none
    /// A pan gesture scrubs the transition.
    case standard
    /// As `standard`, on a screen with text input: the gesture first ends
    /// editing and follows the keyboard.
    case input

    public var isInteractive: Bool { self != .none }
}

/// How a presented screen is shown (`UIModalPresentationStyle`).
public enum Presentation: String, CaseIterable, Hashable, Sendable {
    case custom, fullScreen, overFullScreen, sheet
}

/// The kind of container a screen is the root of.
public enum ContainerKind: String, CaseIterable, Hashable, Sendable {
    case navigation, tabBar
}

/// The direction a gesture moves in to drive a transition forward.
public enum GestureDirection: String, CaseIterable, Hashable, Sendable {
    case up, down, left, right

    /// The direction a gesture takes by default for each kind of transition.
    public static func defaultDirection(for kind: TransitionKind) -> GestureDirection {
        switch kind {
        case .dismiss: .down
        case .pop: .right
        case .present: .up
        case .push, .tab: .left
        }
    }

    public var isVertical: Bool { self == .up || self == .down }
}

/// The distance, in points, over which a gesture takes progress from 0 to 1.
public enum GestureDistance: Hashable, Sendable {
    /// The container's size along the gesture's axis.
    case container
    case points(Double)
}

/// When a gesture may begin.
public enum GestureStart: String, CaseIterable, Hashable, Sendable {
    case always
    /// Only while the screen's scroll view is scrolled to the top.
    case scrollAtTop
}

/// The gesture that drives an interactive transition.
public struct Gesture: Hashable, Sendable {
    public var direction: GestureDirection
    public var distance: GestureDistance
    /// A release at least this fast (points per second) along `direction`
    /// finishes the transition whatever its progress; nil: velocity is ignored.
    public var velocity: Double?
    /// Only from the screen's edge.
    public var edge: Bool
    public var startsWhen: GestureStart

    public init(direction: GestureDirection, distance: GestureDistance = .container, velocity: Double? = nil,
                edge: Bool = false, startsWhen: GestureStart = .always) {
        self.direction = direction
        self.distance = distance
        self.velocity = velocity
        self.edge = edge
        self.startsWhen = startsWhen
    }
}

/// How fast the animation plays out after the finger lifts.
public enum CompletionSpeed: Hashable, Sendable {
    /// 1 − progress: the classic recipe, slower the further the gesture got.
    case remaining
    case constant(Double)
}

/// A coach mark that demonstrates the gesture when the screen appears.
public struct GestureHint: Hashable, Sendable {
    public var delay: Double
    public var duration: Double
    /// How far the mark travels, in points.
    public var travel: Double

    public init(delay: Double, duration: Double, travel: Double) {
        self.delay = delay
        self.duration = duration
        self.travel = travel
    }
}
