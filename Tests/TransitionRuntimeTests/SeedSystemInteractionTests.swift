import Testing
import TransitionRuntime

/// The numbers of the four hand-written systems in shared/seeds/, reproduced
/// by the interaction model. Container: an iPhone, 390 × 844 pt.
struct SeedSystemInteractionTests {
    // MARK: Drag down to dismiss a modal: down over the height, threshold 0.3.

    static let dragDown = GestureInteraction(gesture: Gesture(direction: .down), threshold: 0.3)

    @Test func dragDownReleasedAtAQuarterCancels() {
        let released = Self.dragDown.dragged(through: [(0, 100), (0, 211)])
        #expect(released.progress == 0.25)
        #expect(released.release?.decision == .cancel)
        #expect(released.release?.reason == .shortOfThreshold)
    }

    @Test func dragDownReleasedAtThirtyFivePercentFinishes() {
        let released = Self.dragDown.dragged(through: [(0, 100), (0, 0.35 * 844)])
        #expect(abs(released.progress - 0.35) < 1e-12)
        #expect(released.release?.decision == .finish)
        #expect(released.release?.reason == .reachedThreshold)
    }

    @Test func dragDownIgnoresUpwardMotion() {
        var interaction = Self.dragDown
        interaction.handle(.began(GestureStart.Context(location: GestureVector(x: 195, y: 400))))
        for y in [-10.0, -200, -844, -5000] {
            interaction.handle(.changed(translation: GestureVector(x: 30, y: y), velocity: GestureVector(x: 0, y: -900)))
            #expect(interaction.progress == 0)
        }
        interaction.handle(.ended(velocity: GestureVector(x: 0, y: -900)))
        #expect(interaction.release?.decision == .cancel)
    }

    @Test func dragDownHorizontalMotionDoesNotCount() {
        let released = Self.dragDown.dragged(through: [(300, 0)])
        #expect(released.progress == 0)
    }

    @Test func dragDownCancelledGestureCancelsEvenPastTheThreshold() {
        let cancelled = Self.dragDown.dragged(through: [(0, 700)], cancelled: true)
        #expect(cancelled.release?.decision == .cancel)
        #expect(cancelled.release?.reason == .cancelled)
    }

    @Test func dragDownPastTheBottomStaysAtOne() {
        #expect(Self.dragDown.dragged(through: [(0, 2000)]).progress == 1)
    }

    // MARK: Interactive swipe, 2013: right over 200 pt, threshold 0.5, speed 1 − progress.

    static let swipe = GestureInteraction(gesture: Gesture(direction: .right, distance: .points(200)), threshold: 0.5,
                                          completionSpeed: .remaining)

    @Test func swipeUsesTwoHundredPointsWhateverTheWidth() {
        let onPhone = Self.swipe.dragged(through: [(50, 0)])
        let onPad = GestureInteraction(gesture: Self.swipe.gesture, threshold: 0.5, completionSpeed: .remaining,
                                       container: ContainerSize(width: 1024, height: 1366)).dragged(through: [(50, 0)])
        #expect(onPhone.progress == 0.25)
        #expect(onPad.progress == 0.25)
    }

    @Test func swipePastHalfwayFinishesWithSpeedOneMinusProgress() {
        let released = Self.swipe.dragged(through: [(40, 3), (120, 8)])
        #expect(released.progress == 0.6)
        #expect(released.release?.decision == .finish)
        #expect(released.release?.completionSpeed == 1 - 0.6)
    }

    @Test func swipeExactlyHalfwayFinishes() {
        #expect(Self.swipe.dragged(through: [(100, 0)]).release?.decision == .finish)
    }

    @Test func swipeShortOfHalfwayCancelsWithSpeedOneMinusProgress() {
        let released = Self.swipe.dragged(through: [(80, 0)])
        #expect(released.release?.decision == .cancel)
        #expect(released.release?.completionSpeed == 1 - 0.4)
    }

    @Test func swipeLeftwardCountsAsZero() {
        let released = Self.swipe.dragged(through: [(-150, 0)])
        #expect(released.progress == 0)
        #expect(released.release?.completionSpeed == 1)
    }

    @Test func swipeCancelledCancels() {
        #expect(Self.swipe.dragged(through: [(180, 0)], cancelled: true).release?.decision == .cancel)
    }

    // MARK: Transition matters: full-screen swipe back and pull to dismiss.

    static let swipeBack = GestureInteraction(gesture: Gesture(direction: .right, edge: false), threshold: 0.4)

    @Test func swipeBackProgressIsXOverWidth() {
        #expect(Self.swipeBack.dragged(through: [(195, 0)]).progress == 0.5)
        #expect(Self.swipeBack.dragged(through: [(0.4 * 390, 0)]).release?.decision == .finish)
        #expect(Self.swipeBack.dragged(through: [(150, 0)]).release?.decision == .cancel)
    }

    @Test func swipeBackStartsAnywhereOnTheScreen() {
        let fromTheMiddle = Self.swipeBack.dragged(through: [(200, 0)], start: GestureVector(x: 195, y: 400))
        #expect(fromTheMiddle.release?.decision == .finish)
    }

    static let pullToDismiss = GestureInteraction(
        gesture: Gesture(direction: .down, startsWhen: .scrollAtTop), threshold: 0.4)

    @Test func pullToDismissWaitsForTheScrollViewToReachTheTop() {
        var interaction = Self.pullToDismiss
        interaction.handle(.began(GestureStart.Context(location: GestureVector(x: 195, y: 300), scrollOffset: 120)))
        #expect(interaction.phase == .refused(.scrolledDown(offset: 120)))
        #expect(!interaction.isInProgress)
        interaction.handle(.changed(translation: GestureVector(x: 0, y: 600), velocity: .zero))
        interaction.handle(.ended(velocity: .zero))
        #expect(interaction.progress == 0)
        #expect(interaction.release == nil)
        // Scrolled back to the top, the next pull drives the dismissal.
        let atTop = interaction.dragged(through: [(0, 400)], start: GestureVector(x: 195, y: 300), scrollOffset: 0)
        #expect(atTop.release?.decision == .finish)
        // Rubber-banding past the top (a negative offset) counts as at the top.
        let bounced = Self.pullToDismiss.dragged(through: [(0, 400)], scrollOffset: -30)
        #expect(bounced.release?.decision == .finish)
    }

    @Test func pullToDismissThresholdIsYOverHeight() {
        #expect(Self.pullToDismiss.dragged(through: [(0, 0.4 * 844)]).release?.decision == .finish)
        #expect(Self.pullToDismiss.dragged(through: [(0, 300)]).release?.decision == .cancel)
    }

    // MARK: Transition manager: a flick closes Tags, Add game needs a drag.

    static let tags = GestureInteraction(gesture: Gesture(direction: .down, velocity: 600), threshold: 0.3)
    static let addGame = GestureInteraction(gesture: Gesture(direction: .down), threshold: 0.6)

    @Test func aQuickFlickClosesTags() {
        let flicked = Self.tags.dragged(through: [(0, 40)], velocity: (0, 600))
        #expect(flicked.release?.decision == .finish)
        #expect(flicked.release?.reason == .flick)
        let slow = Self.tags.dragged(through: [(0, 40)], velocity: (0, 599))
        #expect(slow.release?.decision == .cancel)
        // A fast flick the wrong way is no flick.
        let upward = Self.tags.dragged(through: [(0, 40)], velocity: (0, -2000))
        #expect(upward.release?.decision == .cancel)
    }

    @Test func addGameIgnoresFlicksAndNeedsMoreThanHalf() {
        #expect(Self.addGame.dragged(through: [(0, 300)], velocity: (0, 3000)).release?.decision == .cancel)
        #expect(Self.addGame.dragged(through: [(0, 0.6 * 844)]).release?.decision == .finish)
    }
}
