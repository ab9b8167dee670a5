import TransitionRuntime

/// A recorded gesture to replay: where the finger went down, the translation
/// after each move, and how it ended.
public struct GestureTrace: Hashable, Sendable {
    /// Translations since the gesture began, one per `changed` event.
    public var translations: [GestureVector]
    /// The finger's velocity when it lifted (points per second).
    public var releaseVelocity: GestureVector
    /// True: the system cancels the gesture instead of the finger lifting.
    public var cancelled: Bool
    public var container: ContainerSize
    /// Where the finger went down; nil: the middle of the edge the gesture
    /// starts from, which every gesture (edge or not) accepts.
    public var start: GestureVector?
    /// The scroll view's content offset when the gesture begins (0: at the top).
    public var scrollOffset: Double

    public init(translations: [GestureVector], releaseVelocity: GestureVector = .zero, cancelled: Bool = false,
                container: ContainerSize = .iPhone, start: GestureVector? = nil, scrollOffset: Double = 0) {
        self.translations = translations
        self.releaseVelocity = releaseVelocity
        self.cancelled = cancelled
        self.container = container
        self.start = start
        self.scrollOffset = scrollOffset
    }
}
