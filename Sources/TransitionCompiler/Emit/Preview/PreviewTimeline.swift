import TransitionRuntime

/// A transition played by the runtime's `TransitionDriver` and sampled
/// `PreviewTimeline.rate` times a second: what the preview page draws, frame
/// by frame, so that the page moves the screens exactly as an app's animator
/// that delegates to the driver would.
struct PreviewTimeline {
    /// Samples a second: at least a display's 60.
    static let rate = 60.0
    /// How long the end state is held before a replay loops.
    static let hold = 0.4
    /// How long the replayed finger takes to drag to where it lets go.
    static let dragTime = 0.5

    struct Sample {
        var frame: MotionFrame
        /// Where the replayed finger is, in container points; nil when no
        /// finger is down.
        var finger: GestureVector?
    }

    var samples: [Sample]
    /// The time of the release, for a drag; nil for a played animation.
    var releaseTime: Double?
    /// What the replayed release decided.
    var decision: InteractionDecision?

    /// The transition played from its start, as an animator does.
    static func played(_ motion: TransitionMotion, reduceMotion: Bool, container: ContainerSize) -> PreviewTimeline {
        var driver = TransitionDriver(motion, reduceMotion: reduceMotion, container: container)
        driver.start(at: 0)
        let end = driver.transition.delay + driver.transition.duration
        return PreviewTimeline(samples: times(through: end + hold).map { Sample(frame: driver.frame(at: $0)) })
    }

    /// A drag that lets go at `progress` of the gesture, at the speed the
    /// finger had, then the rest of the transition as the release decides.
    static func dragged(_ motion: TransitionMotion, gesture: Gesture, threshold: Double, completionSpeed: CompletionSpeed,
                        to progress: Double, reduceMotion: Bool, container: ContainerSize) -> PreviewTimeline {
        var interaction = GestureInteraction(gesture: gesture, threshold: threshold, completionSpeed: completionSpeed,
                                             container: container)
        var driver = TransitionDriver(motion, reduceMotion: reduceMotion, container: container)
        let start = gesture.startingEdgeMidpoint(in: container)
        let travel = progress * interaction.distance
        func translation(at time: Double) -> GestureVector {
            let along = travel * min(time / dragTime, 1)
            return switch gesture.direction {
            case .up: GestureVector(x: 0, y: -along)
            case .down: GestureVector(x: 0, y: along)
            case .left: GestureVector(x: -along, y: 0)
            case .right: GestureVector(x: along, y: 0)
            }
        }
        interaction.handle(.began(GestureStart.Context(location: start, scrollOffset: 0)))
        driver.beginGesture(at: 0)
        var samples: [Sample] = []
        let dragTimes = times(through: dragTime)
        for time in dragTimes {
            let moved = translation(at: time)
            interaction.handle(.changed(translation: moved, velocity: .zero))
            driver.scrub(to: interaction.progress)
            samples.append(Sample(frame: driver.frame(at: time),
                                  finger: GestureVector(x: start.x + moved.x, y: start.y + moved.y)))
        }
        // The finger lifts moving at the drag's own pace.
        let speed = travel / dragTime
        let velocity = translation(at: dragTime).scaled(to: speed)
        interaction.handle(.ended(velocity: velocity))
        guard let release = interaction.release else { return PreviewTimeline(samples: samples) }
        driver.release(release, distance: interaction.distance, at: dragTime)
        let end = driver.phase.segmentEnd ?? dragTime
        for time in times(through: end + hold) where time > dragTime {
            samples.append(Sample(frame: driver.frame(at: time)))
        }
        return PreviewTimeline(samples: samples, releaseTime: dragTime, decision: release.decision)
    }

    /// 0, 1/rate, 2/rate, … up to and including the first sample at or past `end`.
    private static func times(through end: Double) -> [Double] {
        let count = Int((max(end, 0) * rate).rounded(.up))
        return (0...count).map { Double($0) / rate }
    }
}

private extension GestureVector {
    /// The same direction, `length` long (zero stays zero).
    func scaled(to length: Double) -> GestureVector {
        let current = (x * x + y * y).squareRoot()
        guard current > 0 else { return .zero }
        return GestureVector(x: x / current * length, y: y / current * length)
    }
}

private extension TransitionDriver.Phase {
    var segmentEnd: Double? {
        if case .animating(let segment) = self { return segment.end }
        return nil
    }
}
