/// The part of a transition manager (a transitioning, navigation or tab bar
/// controller delegate) that answers UIKit's `interactionController…` question.
///
/// UIKit asks right after the app calls `dismiss`, `popViewController` and
/// the like, and an interaction controller it is given must be driven by
/// a gesture or the transition hangs half done. So the manager hands it out
/// only while a gesture is in progress: a dismissal a gesture began gets it
/// and follows the finger; a dismissal a button began gets none and simply
/// animates. That is the rule each hand-written system re-implements with an
/// `interactionInProgress` or `hasStarted` flag.
public struct InteractionManager: Hashable, Sendable {
    /// The interaction controller's state, fed by the gesture.
    public private(set) var interaction: GestureInteraction

    public init(_ interaction: GestureInteraction) {
        self.interaction = interaction
    }

    /// Forwards a gesture event to the interaction controller. Call it before
    /// starting the transition on `began`, so that UIKit's question finds the
    /// gesture in progress.
    public mutating func handle(_ event: GestureEvent) {
        interaction.handle(event)
    }

    /// What the delegate returns to UIKit: the interaction controller while its
    /// gesture is in progress, nil otherwise (a button-triggered transition,
    /// a refused gesture, or one already released).
    public var vendedInteractionController: GestureInteraction? {
        interaction.isInProgress ? interaction : nil
    }
}
