import TransitionRuntime

/// Replays a gesture through a transition of a compiled spec set, with the
/// runtime's own interaction model and curves: what the app would do.
public enum Simulator {
    /// The transition with this id; for an unknown id, the nearest one is suggested.
    public static func transition(_ id: String, in specSet: SpecSet) throws(SimulationError) -> Transition {
        if let found = specSet.transitions.first(where: { $0.id == id }) { return found }
        throw .unknownTransition(id, suggestion: Suggestions.nearest(to: id, in: specSet.transitions.map(\.id)))
    }

    /// Feeds `trace` to the transition's interaction as UIKit would: `began`,
    /// a `changed` per translation, then `ended` or `cancelled`; the
    /// runtime's `TransitionDriver` moves the screens, and plays the rest
    /// after the release, sampled `afterRelease` seconds after it.
    public static func simulate(_ transition: Transition, _ trace: GestureTrace, in specSet: SpecSet? = nil,
                                reduceMotion: Bool = false,
                                afterRelease times: [Double] = []) throws(SimulationError) -> Simulation {
        guard transition.interaction.isInteractive else {
            let interactive = specSet?.transitions.filter { $0.interaction.isInteractive }.map(\.id) ?? []
            throw .notInteractive(transition.id, interactive: interactive)
        }
        // Resolution sets all three on an interactive transition; the
        // fallbacks are the language's defaults, for a hand-built Transition.
        let gesture = transition.gesture ?? Gesture(direction: .defaultDirection(for: transition.kind))
        var interaction = GestureInteraction(gesture: gesture, threshold: transition.threshold ?? 0.5,
                                             completionSpeed: transition.completionSpeed ?? .constant(1),
                                             container: trace.container)
        var driver = TransitionDriver(motion(of: transition, in: specSet), reduceMotion: reduceMotion,
                                      interaction: transition.interaction, container: trace.container)
        let start = trace.start ?? gesture.startingEdgeMidpoint(in: trace.container)
        interaction.handle(.began(GestureStart.Context(location: start, scrollOffset: trace.scrollOffset)))
        var refusal: GestureRefusal?
        if case .refused(let reason) = interaction.phase { refusal = reason }

        if refusal == nil { driver.beginGesture(at: 0) }

        var samples: [Simulation.Sample] = []
        for translation in trace.translations {
            // Without timestamps, the velocity of a move is unknown; the
            // interaction reads velocity only at release, so zero is harmless.
            interaction.handle(.changed(translation: translation, velocity: .zero))
            driver.scrub(to: interaction.progress)
            samples.append(Simulation.Sample(translation: translation, progress: interaction.progress,
                                             value: driver.value(at: 0), frame: driver.frame(at: 0)))
        }
        interaction.handle(trace.cancelled ? .cancelled : .ended(velocity: trace.releaseVelocity))
        if let release = interaction.release { driver.release(release, distance: interaction.distance, at: 0) }
        return Simulation(transition: transition, interaction: interaction, samples: samples, refusal: refusal,
                          release: interaction.release, reduceMotion: reduceMotion,
                          afterRelease: times.map { sample(driver, at: $0) })
    }

    /// Plays the transition from its start, as an animator does when nothing
    /// drives it, and samples both screens at `times` (seconds from the start,
    /// delay included).
    public static func play(_ transition: Transition, at times: [Double], in specSet: SpecSet? = nil,
                            reduceMotion: Bool = false, container: ContainerSize = .iPhone) -> Playback {
        var driver = TransitionDriver(motion(of: transition, in: specSet), reduceMotion: reduceMotion,
                                      interaction: transition.interaction, container: container)
        driver.start(at: 0)
        return Playback(transition: transition, motion: driver.transition, reduceMotion: reduceMotion,
                        samples: times.map { sample(driver, at: $0) })
    }

    private static func sample(_ driver: TransitionDriver, at time: Double) -> TimedSample {
        TimedSample(time: time, value: driver.value(at: time), frame: driver.frame(at: time))
    }

    /// What moves: from the spec set, which knows what brought a dismissed
    /// screen in; a transition on its own gets its kind's defaults.
    private static func motion(of transition: Transition, in specSet: SpecSet?) -> TransitionMotion {
        SpecSetMotions(specSet?.transitions ?? [transition]).motion(of: transition)
    }
}
