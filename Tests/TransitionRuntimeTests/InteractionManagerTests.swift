import Testing
import TransitionRuntime

/// The manager hands UIKit the interaction controller only while a gesture
/// is in progress, so a button-triggered dismissal animates on its own.
struct InteractionManagerTests {
    static let manager = InteractionManager(GestureInteraction(gesture: Gesture(direction: .down), threshold: 0.3))
    static let start = GestureEvent.began(GestureStart.Context(location: GestureVector(x: 195, y: 300)))

    @Test func buttonTriggeredDismissalGetsNoInteractionController() {
        // No gesture has begun when the Close button calls `dismiss`.
        #expect(Self.manager.vendedInteractionController == nil)
    }

    @Test func gestureTriggeredDismissalGetsItWhileTheGestureRuns() {
        var manager = Self.manager
        manager.handle(Self.start)
        #expect(manager.vendedInteractionController != nil)
        manager.handle(.changed(translation: GestureVector(x: 0, y: 400), velocity: .zero))
        #expect(manager.vendedInteractionController?.progress == 400.0 / 844)
        manager.handle(.ended(velocity: .zero))
        #expect(manager.interaction.release?.decision == .finish)
        // After release a button tap animates on its own again.
        #expect(manager.vendedInteractionController == nil)
    }

    @Test func afterACancelledGestureTheButtonStillAnimatesOnItsOwn() {
        var manager = Self.manager
        manager.handle(Self.start)
        manager.handle(.cancelled)
        #expect(manager.vendedInteractionController == nil)
    }

    @Test func aRefusedGestureVendsNothing() {
        var manager = InteractionManager(GestureInteraction(gesture: Gesture(direction: .right, edge: true)))
        manager.handle(Self.start)  // x 195: far from the left edge
        #expect(manager.vendedInteractionController == nil)
    }
}
