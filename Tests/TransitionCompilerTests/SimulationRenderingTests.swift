import Testing
import TransitionRuntime
@testable import TransitionCompiler

/// The exact text and JSON of `simulate`.
struct SimulationRenderingTests {
    func simulation(_ id: String, _ drag: [GestureVector], velocity: GestureVector = .zero,
                    scrollOffset: Double = 0) throws -> Simulation {
        let specSet = try SimulatorTests.specs.get().specSet
        let trace = GestureTrace(translations: drag, releaseVelocity: velocity, scrollOffset: scrollOffset)
        return try Simulator.simulate(try Simulator.transition(id, in: specSet), trace, in: specSet)
    }

    @Test func jsonHasTheDocumentedShapeAndRoundedNumbers() throws {
        let simulation = try simulation("dragCloseModal", [GestureVector(x: 0, y: 100), GestureVector(x: 2.5, y: 295.4)])
        #expect(SimulationJSONRenderer.render(simulation) == """
            {"transition":"dragCloseModal","reduceMotion":false,"samples":[{"translation":[0,100],"progress":0.118483,\
            "value":0.118483,"moving":{"x":0,"y":100,"width":390,"height":844,"alpha":1,"scale":1,"rotation":0},\
            "backdrop":{"x":0,"y":0,"width":390,"height":844,"alpha":1,"scale":1,"rotation":0},"dimming":0},{"translation":[2.5,295.4],"progress":0.35,"value":0.35,\
            "moving":{"x":0,"y":295.4,"width":390,"height":844,"alpha":1,"scale":1,"rotation":0},\
            "backdrop":{"x":0,"y":0,"width":390,"height":844,"alpha":1,"scale":1,"rotation":0},"dimming":0}],"decision":"finish","completionSpeed":1}

            """)
    }

    @Test func textShowsTheTableDecisionAndSpeed() throws {
        let simulation = try simulation("swipeDismissDetail", [GestureVector(x: 40, y: 3), GestureVector(x: 120, y: 8)])
        #expect(SimulationTextRenderer.render(simulation) == """
            swipeDismissDetail: dismiss from swipeDetail, curve linear
            gesture: right over 200 pt, threshold 0.5
              translation  progress  value
              40,3         0.2       0.2
              120,8        0.6       0.6
            decision: finish (progress 0.6 reached the threshold 0.5)
            completion speed: 0.4 (1 − progress)

            """)
    }

    @Test func textExplainsAFlickAndAShortDrag() throws {
        let flick = try simulation("tmHideTags", [GestureVector(x: 0, y: 40)], velocity: GestureVector(x: 0, y: 700))
        #expect(SimulationTextRenderer.render(flick).contains(
            "decision: finish (released at 700 pt/s down, at least the flick velocity 600 pt/s)\n"))
        let short = try simulation("tmHideTags", [GestureVector(x: 0, y: 40)], velocity: GestureVector(x: 0, y: 100))
        #expect(SimulationTextRenderer.render(short).contains(
            "decision: cancel (progress 0.047393 is short of the threshold 0.3, and 100 pt/s is under the flick velocity 600 pt/s)\n"))
    }

    @Test func textExplainsARefusedGesture() throws {
        let refused = try simulation("mattersPullDownArticle", [GestureVector(x: 0, y: 400)], scrollOffset: 80)
        let text = SimulationTextRenderer.render(refused)
        #expect(text.contains("the gesture did not begin: the scroll view was 80 pt from the top"))
        #expect(text.contains("decision: cancel (the transition never started)\n"))
        #expect(SimulationJSONRenderer.render(refused).contains(#""samples":[{"translation":[0,400],"progress":0,"value":0,"moving":{"x":0,"y":0,"#))
    }
}
