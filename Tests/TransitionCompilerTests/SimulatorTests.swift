import CompileHelpers
import Testing
import TransitionRuntime
import YAMLSource
@testable import TransitionCompiler

/// Gestures replayed through the bundled seed transitions in Specs/ give the
/// decisions and completion speeds their write-ups describe.
struct SimulatorTests {
    static let specs = Result { try Compile.bundledSpecs() }

    func simulate(_ id: String, _ drag: [(Double, Double)], velocity: (Double, Double) = (0, 0), cancelled: Bool = false,
                  start: GestureVector? = nil, scrollOffset: Double = 0) throws -> Simulation {
        let specSet = try Self.specs.get().specSet
        let trace = GestureTrace(translations: drag.map { GestureVector(x: $0.0, y: $0.1) },
                                 releaseVelocity: GestureVector(x: velocity.0, y: velocity.1), cancelled: cancelled,
                                 start: start, scrollOffset: scrollOffset)
        return try Simulator.simulate(try Simulator.transition(id, in: specSet), trace, in: specSet)
    }

    // Drag down to dismiss: progress = downward drag / height (844), threshold 0.3.

    @Test func dragDownReleasedAtAQuarterOfTheHeightCancels() throws {
        let simulation = try simulate("dragCloseModal", [(0, 100), (0, 211)])
        #expect(simulation.samples.map(\.progress) == [100.0 / 844, 0.25])
        #expect(simulation.decision == .cancel)
        #expect(simulation.completionSpeed == 1)
    }

    @Test func dragDownReleasedAtThirtyFivePercentFinishes() throws {
        let simulation = try simulate("dragCloseModal", [(0, 150), (0, 0.35 * 844)])
        #expect(simulation.decision == .finish)
    }

    @Test func dragDownUpwardDragsStayAtZero() throws {
        let simulation = try simulate("dragCloseModal", [(0, -50), (5, -300)])
        #expect(simulation.samples.map(\.progress) == [0, 0])
        #expect(simulation.samples.map(\.value) == [0, 0])
        #expect(simulation.decision == .cancel)
    }

    @Test func dragDownCancelledGestureCancels() throws {
        #expect(try simulate("dragCloseModal", [(0, 600)], cancelled: true).decision == .cancel)
    }

    // The 2013 swipe: 200 pt to the right, threshold 0.5, speed 1 − progress.

    @Test func swipePastHalfwayFinishesWithSpeedOneMinusProgress() throws {
        let simulation = try simulate("swipeDismissDetail", [(40, 3), (120, 8)])
        #expect(simulation.samples.map(\.progress) == [0.2, 0.6])
        #expect(simulation.decision == .finish)
        #expect(simulation.completionSpeed == 1 - 0.6)
    }

    @Test func swipeShortOfHalfwayCancelsWithSpeedOneMinusProgress() throws {
        let simulation = try simulate("swipeDismissDetail", [(80, 0)])
        #expect(simulation.decision == .cancel)
        #expect(simulation.completionSpeed == 1 - 0.4)
    }

    @Test func swipeDistanceIsFixedWhateverTheContainer() throws {
        let specSet = try Self.specs.get().specSet
        let trace = GestureTrace(translations: [GestureVector(x: 100, y: 0)], container: ContainerSize(width: 1024, height: 768))
        let simulation = try Simulator.simulate(try Simulator.transition("swipeDismissDetail", in: specSet), trace)
        #expect(simulation.samples.first?.progress == 0.5)
    }

    // Transition matters: swipe back x / width, threshold 0.4; pull down waits for the top.

    @Test func swipeBackFromAnywhereUsesXOverWidth() throws {
        let finished = try simulate("mattersBackFromDetail", [(100, 0), (156, 4)], start: GestureVector(x: 195, y: 400))
        #expect(finished.samples.last?.progress == 0.4)
        #expect(finished.decision == .finish)
        #expect(try simulate("mattersBackFromDetail", [(150, 0)]).decision == .cancel)
    }

    @Test func pullToDismissWaitsForTheScrollViewAtTheTop() throws {
        let scrolled = try simulate("mattersPullDownArticle", [(0, 500)], scrollOffset: 120)
        #expect(scrolled.refusal == .scrolledDown(offset: 120))
        #expect(scrolled.samples.map(\.progress) == [0])
        #expect(scrolled.decision == .cancel)
        let atTop = try simulate("mattersPullDownArticle", [(0, 0.4 * 844)])
        #expect(atTop.refusal == nil)
        #expect(atTop.decision == .finish)
    }

    // Transition manager: a flick closes Tags; Add game needs a deliberate drag.

    @Test func tagsCloseWithAFlickAddGameDoesNot() throws {
        #expect(try simulate("tmHideTags", [(0, 40)], velocity: (0, 650)).decision == .finish)
        #expect(try simulate("tmHideTags", [(0, 40)], velocity: (0, 300)).decision == .cancel)
        #expect(try simulate("tmHideAddGame", [(0, 300)], velocity: (0, 3000)).decision == .cancel)
        #expect(try simulate("tmHideAddGame", [(0, 520)]).decision == .finish)
    }

    // Edge gestures and curves.

    @Test func edgeGestureStartedAwayFromTheEdgeDoesNotBegin() throws {
        let simulation = try simulate("appCloseTrail", [(300, 0)], start: GestureVector(x: 120, y: 400))
        #expect(simulation.refusal == .awayFromEdge(distance: 120))
        #expect(simulation.decision == .cancel)
        #expect(try simulate("appCloseTrail", [(300, 0)]).decision == .finish)
    }

    @Test func valueFollowsTheTransitionsCurve() throws {
        // appOpenFilters is linear; its value is its progress.
        let linear = try simulate("appOpenFilters", [(-160, 0)])
        #expect(linear.samples.first?.value == 0.5)
        #expect(linear.samples.first?.progress == 0.5)
    }

    @Test func valueIsEasedThroughANonLinearCurve() throws {
        let source = """
            version: 1
            screens:
              home: { root: true }
              sheet: {}
            transitions:
              open: { kind: present, from: home, to: sheet, duration: 0.3 }
              close:
                kind: dismiss
                from: sheet
                duration: 0.3
                curve: easeIn
                interaction: standard
                gesture: { direction: down, distance: 400 }

            """
        let compilation = Compile.spec(source, path: "eased.yaml")
        let close = try Simulator.transition("close", in: compilation.specSet)
        let simulation = try Simulator.simulate(close, GestureTrace(translations: [GestureVector(x: 0, y: 200)]))
        #expect(simulation.samples.first?.progress == 0.5)
        // easeIn at 0.5, from the mpmath reference in CurveReferenceTests.
        #expect(abs((simulation.samples.first?.value ?? 0) - 0.315356812572539) < 1e-9)
        #expect(simulation.decision == .finish)
    }

    // Errors.

    @Test func unknownTransitionSuggestsTheNearest() throws {
        let specSet = try Self.specs.get().specSet
        #expect(throws: SimulationError.unknownTransition("dragCloseModl", suggestion: "dragCloseModal")) {
            try Simulator.transition("dragCloseModl", in: specSet)
        }
    }

    @Test func nonInteractiveTransitionIsAnError() throws {
        let specSet = try Self.specs.get().specSet
        let open = try Simulator.transition("dragOpenModal", in: specSet)
        #expect {
            try Simulator.simulate(open, GestureTrace(translations: [.zero]), in: specSet)
        } throws: { error in
            guard case .notInteractive("dragOpenModal", let interactive) = error as? SimulationError else { return false }
            return interactive.contains("dragCloseModal")
        }
    }
}
