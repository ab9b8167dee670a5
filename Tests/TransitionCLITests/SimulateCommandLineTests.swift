import Foundation
import Testing

/// `transitionc simulate` as a user runs it, on the bundled Specs/.
@Suite(.serialized) struct SimulateCommandLineTests {
    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func dragDownPastThirtyPercentFinishesAsJSON() throws {
        let result = try CLI.run(["simulate", "--transition", "dragCloseModal", "--drag", "0,100 0,295.4",
                                  "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
            {"transition":"dragCloseModal","reduceMotion":false,"samples":[{"translation":[0,100],"progress":0.118483,\
            "value":0.118483,"moving":{"x":0,"y":100,"width":390,"height":844,"alpha":1,"scale":1,"rotation":0},\
            "backdrop":{"x":0,"y":0,"width":390,"height":844,"alpha":1,"scale":1,"rotation":0},"dimming":0},{"translation":[0,295.4],"progress":0.35,"value":0.35,\
            "moving":{"x":0,"y":295.4,"width":390,"height":844,"alpha":1,"scale":1,"rotation":0},\
            "backdrop":{"x":0,"y":0,"width":390,"height":844,"alpha":1,"scale":1,"rotation":0},"dimming":0}],"decision":"finish","completionSpeed":1}

            """)
    }

    @Test func swipeReleasedShortOfHalfwayCancelsWithSpeedOneMinusProgress() throws {
        let result = try CLI.run(["simulate", "Specs/interactive-swipe.yaml", "--transition", "swipeDismissDetail",
                                  "--drag", "30,0 80,2", "--format", "json"])
        #expect(result.status == 0)
        let object = try json(result.stdout)
        #expect(object["decision"] as? String == "cancel")
        #expect(object["completionSpeed"] as? Double == 0.6)
        let samples = try #require(object["samples"] as? [[String: Any]])
        #expect(samples.map { $0["progress"] as? Double } == [0.15, 0.4])
        #expect(Set(samples[0].keys) == ["translation", "progress", "value", "moving", "backdrop", "dimming"])
    }

    @Test func cancelFlagCancelsAndVelocityFlicks() throws {
        let cancelled = try CLI.run(["simulate", "--transition", "mattersBackFromDetail", "--drag", "300,0", "--cancel",
                                     "--format", "json"])
        #expect(try json(cancelled.stdout)["decision"] as? String == "cancel")
        let flicked = try CLI.run(["simulate", "--transition", "tmHideTags", "--drag", "0,30", "--velocity", "0,900",
                                   "--container", "768x1024", "--format", "json"])
        #expect(try json(flicked.stdout)["decision"] as? String == "finish")
    }

    @Test func textOutputByDefault() throws {
        let result = try CLI.run(["simulate", "--transition", "swipeDismissDetail", "--drag", "40,3 120,8"])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("decision: finish (progress 0.6 reached the threshold 0.5)\ncompletion speed: 0.4 (1 − progress)\n"))
    }

    @Test func unknownTransitionExitsTwoWithASuggestion() throws {
        let result = try CLI.run(["simulate", "--transition", "dragCloseModl", "--drag", "0,100"])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "error: no transition `dragCloseModl` in the specs; did you mean `dragCloseModal`?\n")
    }

    @Test func nonInteractiveTransitionExitsTwo() throws {
        let result = try CLI.run(["simulate", "Specs/drag-down-to-dismiss.yaml", "--transition", "dragOpenModal",
                                  "--drag", "0,100"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: transition `dragOpenModal` is not interactive (`interaction: none`), "
                + "so no gesture drives it; interactive ones: `dragCloseModal`\n")
    }

    @Test func badDragSyntaxExitsTwoAndShowsTheForm() throws {
        let result = try CLI.run(["simulate", "--transition", "dragCloseModal", "--drag", "0,100 0:200"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("point 2, `0:200`, is not x,y; expected \"x,y x,y …\""))
        let container = try CLI.run(["simulate", "--transition", "dragCloseModal", "--drag", "0,1", "--container", "wide"])
        #expect(container.status == 2)
        #expect(container.stderr.contains("expected WxH"))
    }

    @Test func specErrorsExitOneWithDiagnosticsOnStandardError() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("version: 1\nscreens:\n  home: { rooot: true }\n".utf8).write(to: directory.appendingPathComponent("bad.yaml"))
        let result = try CLI.run(["simulate", "bad.yaml", "--transition", "x", "--drag", "0,1"], in: directory)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("bad.yaml:3:11: error: unknown key `rooot`"))
    }

    /// `--at` without a drag plays the transition from its start: halfway
    /// through a symmetric ease, a slide up from the bottom is half up.
    @Test func atSamplesBothScreensWhileTheTransitionPlays() throws {
        let result = try CLI.run(["simulate", "Specs/drag-down-to-dismiss.yaml", "--transition", "dragOpenModal",
                                  "--at", "0,0.3,0.6"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            dragOpenModal: present from dragHome, curve easeInOut, 0.6 s
            moving: slide from bottom; backdrop: rests
              time  value  moving x,y  alpha  scale  rotation  backdrop x,y  scale  dimming
              0     0      0,844       1      1      0         0,0           1      0
              0.3   0.5    0,422       1      1      0         0,0           1      0
              0.6   1      0,0         1      1      0         0,0           1      0

            """)
    }

    /// With Reduce Motion the card fades in place instead of sliding.
    @Test func reduceMotionFadesInPlace() throws {
        let result = try CLI.run(["simulate", "Specs/drag-down-to-dismiss.yaml", "--transition", "dragOpenModal",
                                  "--at", "0.3", "--reduce-motion", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            {"transition":"dragOpenModal","reduceMotion":true,"samples":[{"time":0.3,"value":0.5,\
            "moving":{"x":0,"y":0,"width":390,"height":844,"alpha":0.5,"scale":1,"rotation":0},\
            "backdrop":{"x":0,"y":0,"width":390,"height":844,"alpha":1,"scale":1,"rotation":0},"dimming":0}]}

            """)
    }

    /// After a release past the threshold, the rest plays out: 0.65 of a
    /// 0.6 s slide at completion speed 1 takes 0.39 s, and ends off-screen.
    @Test func atAfterADragFollowsTheReleaseToTheEnd() throws {
        let result = try CLI.run(["simulate", "Specs/drag-down-to-dismiss.yaml", "--transition", "dragCloseModal",
                                  "--drag", "0,295.4", "--at", "0,0.39", "--format", "json"])
        #expect(result.status == 0)
        let after = try #require(try json(result.stdout)["afterRelease"] as? [[String: Any]])
        let moving = after.map { ($0["moving"] as? [String: Any])?["y"] as? Double }
        #expect(moving == [295.4, 844])
    }

    @Test func withoutDragOrAtItSaysWhatToGive() throws {
        let result = try CLI.run(["simulate", "--transition", "dragCloseModal"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("Error: Give --drag to replay a gesture, --at to sample times, or both.\n"))
        let bad = try CLI.run(["simulate", "--transition", "dragCloseModal", "--at", "0.1,-1"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("time 2, `-1`, is not a number of seconds"))
    }
}
