import Testing
import TransitionRuntime

/// Where and when a gesture may begin.
struct GestureStartTests {
    static let container = ContainerSize.iPhone

    func begins(_ gesture: Gesture, at x: Double, _ y: Double, scrollOffset: Double = 0) -> Bool {
        var interaction = GestureInteraction(gesture: gesture, container: Self.container)
        interaction.handle(.began(GestureStart.Context(location: GestureVector(x: x, y: y), scrollOffset: scrollOffset)))
        return interaction.isInProgress
    }

    @Test func edgeGesturesStartOnlyWithinTheEdgeWidth() {
        #expect(Gesture.edgeWidth == 20)
        let right = Gesture(direction: .right, edge: true)
        #expect(begins(right, at: 0, 400))
        #expect(begins(right, at: 20, 400))
        #expect(!begins(right, at: 20.5, 400))
        #expect(!begins(right, at: 195, 400))
        let left = Gesture(direction: .left, edge: true)
        #expect(begins(left, at: 375, 400))
        #expect(!begins(left, at: 300, 400))
        let down = Gesture(direction: .down, edge: true)
        #expect(begins(down, at: 195, 10))
        #expect(!begins(down, at: 195, 100))
        let up = Gesture(direction: .up, edge: true)
        #expect(begins(up, at: 195, 830))
        #expect(!begins(up, at: 195, 800))
    }

    @Test func refusalSaysHowFarFromTheEdge() {
        let gesture = Gesture(direction: .right, edge: true)
        let context = GestureStart.Context(location: GestureVector(x: 120, y: 10))
        #expect(gesture.refusal(toStartWith: context, in: Self.container) == .awayFromEdge(distance: 120))
    }

    @Test func nonEdgeGesturesStartAnywhere() {
        let gesture = Gesture(direction: .right)
        #expect(begins(gesture, at: 195, 400))
        #expect(begins(gesture, at: 389, 843))
    }

    @Test func scrollAtTopGesturesNeedTheScrollViewAtTheTop() {
        let gesture = Gesture(direction: .down, startsWhen: .scrollAtTop)
        #expect(begins(gesture, at: 195, 400, scrollOffset: 0))
        #expect(begins(gesture, at: 195, 400, scrollOffset: -12))
        #expect(!begins(gesture, at: 195, 400, scrollOffset: 0.5))
        // `always` ignores the scroll view.
        #expect(begins(Gesture(direction: .down), at: 195, 400, scrollOffset: 300))
    }

    @Test func startingEdgeMidpointIsAcceptedByEdgeGestures() {
        for direction in GestureDirection.allCases {
            let gesture = Gesture(direction: direction, edge: true)
            let point = gesture.startingEdgeMidpoint(in: Self.container)
            #expect(begins(gesture, at: point.x, point.y), "\(direction)")
        }
    }
}
