import TransitionRuntime

/// `transitionc simulate`: the gesture, a table of progress and eased value
/// after each move, the decision with its reason, and the completion speed.
///
///     swipeDismissDetail: dismiss from swipeDetail, curve linear
///     gesture: right over 200 pt, threshold 0.5, completion speed remaining
///       translation  progress  value
///       40,3         0.2       0.2
///       120,8        0.6       0.6
///     decision: finish (progress 0.6 reached the threshold 0.5)
///     completion speed: 0.4 (1 − progress)
public enum SimulationTextRenderer {
    public static func render(_ simulation: Simulation) -> String {
        let transition = simulation.transition
        let interaction = simulation.interaction
        let gesture = interaction.gesture
        var output = "\(transition.id): \(transition.kind.rawValue) from \(transition.from.id), "
            + "curve \(ReportValueFormatter.curve(transition.curve))\n"
        output += "gesture: \(gesture.direction.rawValue) over \(distance(interaction)), "
            + "threshold \(number(interaction.threshold))"
        if let velocity = gesture.velocity { output += ", flick \(number(velocity)) pt/s" }
        if gesture.edge { output += ", from the edge" }
        if gesture.startsWhen == .scrollAtTop { output += ", when scrolled to the top" }
        output += "\n"
        if let refusal = simulation.refusal {
            output += "the gesture did not begin: \(describe(refusal, gesture)); nothing moved\n"
        } else {
            output += table(simulation.samples)
        }
        output += "decision: \(simulation.decision.rawValue) (\(reason(simulation)))\n"
        output += "completion speed: \(number(simulation.completionSpeed))"
        if interaction.completionSpeed == .remaining { output += " (1 − progress)" }
        output += "\n"
        if !simulation.afterRelease.isEmpty {
            output += "after the release\(simulation.reduceMotion ? ", with Reduce Motion" : ""):\n"
            output += frameTable(simulation.afterRelease)
        }
        return output
    }

    /// `simulate --at` without a drag: the transition played from its start.
    ///
    ///     presentCard: present from home, curve easeOut, 0.3 s
    ///     moving: slide from bottom; backdrop: dim 0.4
    ///       time  value     moving x,y  alpha  scale  rotation  backdrop x,y  scale  dimming
    ///       0     0         0,844       1      1      0         0,0           1      0
    public static func render(_ playback: Playback) -> String {
        let transition = playback.transition
        let motion = playback.motion
        var output = "\(transition.id): \(transition.kind.rawValue) from \(transition.from.id), "
            + "curve \(ReportValueFormatter.curve(motion.curve)), \(number(motion.duration)) s"
        if motion.delay > 0 { output += " after \(number(motion.delay)) s" }
        if playback.reduceMotion { output += ", with Reduce Motion" }
        output += "\n" + MotionFormatter.motion(motion.motion) + "\n"
        return output + frameTable(playback.samples)
    }

    private static func table(_ samples: [Simulation.Sample]) -> String {
        columns([["translation", "progress", "value"]] + samples.map { sample in
            [number(sample.translation.x) + "," + number(sample.translation.y), number(sample.progress),
             number(sample.value)]
        })
    }

    private static func frameTable(_ samples: [TimedSample]) -> String {
        let heading = ["time", "value", "moving x,y", "alpha", "scale", "rotation", "backdrop x,y", "scale", "dimming"]
        return columns([heading] + samples.map { sample in
            let moving = sample.frame.moving, backdrop = sample.frame.backdrop
            return [number(sample.time), number(sample.value), number(moving.x) + "," + number(moving.y),
                    number(moving.alpha), number(moving.scale), number(moving.rotation),
                    number(backdrop.x) + "," + number(backdrop.y), number(backdrop.scale),
                    number(sample.frame.dimming)]
        })
    }

    /// Rows of cells, each column as wide as its widest cell, two spaces apart.
    private static func columns(_ rows: [[String]]) -> String {
        let count = rows.first?.count ?? 0
        let widths = (0..<count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            "  " + zip(row, widths).enumerated().map { index, cell in
                index == count - 1 ? cell.0 : cell.0 + String(repeating: " ", count: cell.1 - cell.0.count + 2)
            }.joined()
        }.joined(separator: "\n") + "\n"
    }

    private static func reason(_ simulation: Simulation) -> String {
        guard let release = simulation.release else { return "the transition never started" }
        let interaction = simulation.interaction
        let progress = number(release.progress), threshold = number(interaction.threshold)
        switch release.reason {
        case .reachedThreshold:
            return "progress \(progress) reached the threshold \(threshold)"
        case .flick:
            return "released at \(number(release.velocity)) pt/s \(interaction.gesture.direction.rawValue), "
                + "at least the flick velocity \(number(interaction.gesture.velocity ?? 0)) pt/s"
        case .shortOfThreshold:
            var text = "progress \(progress) is short of the threshold \(threshold)"
            if let flick = interaction.gesture.velocity {
                text += ", and \(number(release.velocity)) pt/s is under the flick velocity \(number(flick)) pt/s"
            }
            return text
        case .cancelled:
            return "the gesture was cancelled"
        }
    }

    private static func describe(_ refusal: GestureRefusal, _ gesture: Gesture) -> String {
        switch refusal {
        case .awayFromEdge(let distance):
            let edge = switch gesture.direction {
            case .right: "left"
            case .left: "right"
            case .down: "top"
            case .up: "bottom"
            }
            return "it started \(number(distance)) pt from the \(edge) edge, and an `edge` gesture starts "
                + "within \(number(Gesture.edgeWidth)) pt of it"
        case .scrolledDown(let offset):
            return "the scroll view was \(number(offset)) pt from the top, and `startsWhen: scrollAtTop` "
                + "waits for the top"
        }
    }

    /// `200 pt`, or `the container's height (844 pt)`: the preview says it so too.
    static func distance(_ interaction: GestureInteraction) -> String {
        switch interaction.gesture.distance {
        case .points(let points):
            return "\(number(points)) pt"
        case .container:
            let axis = interaction.gesture.direction.isVertical ? "height" : "width"
            return "the container's \(axis) (\(number(interaction.distance)) pt)"
        }
    }

    private static func number(_ value: Double) -> String {
        DecimalFormatting.short(value, places: SimulationJSONRenderer.places)
    }
}
