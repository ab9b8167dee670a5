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
    /// a `changed` per translation, then `ended` or `cancelled`.
    public static func simulate(_ transition: Transition, _ trace: GestureTrace,
                                in specSet: SpecSet? = nil) throws(SimulationError) -> Simulation {
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
        let curve = PreparedCurve(transition.curve)
        let start = trace.start ?? gesture.startingEdgeMidpoint(in: trace.container)
        interaction.handle(.began(GestureStart.Context(location: start, scrollOffset: trace.scrollOffset)))
        var refusal: GestureRefusal?
        if case .refused(let reason) = interaction.phase { refusal = reason }

        var samples: [Simulation.Sample] = []
        for translation in trace.translations {
            // Without timestamps, the velocity of a move is unknown; the
            // interaction reads velocity only at release, so zero is harmless.
            interaction.handle(.changed(translation: translation, velocity: .zero))
            samples.append(Simulation.Sample(translation: translation, progress: interaction.progress,
                                             value: curve.value(at: interaction.progress)))
        }
        interaction.handle(trace.cancelled ? .cancelled : .ended(velocity: trace.releaseVelocity))
        return Simulation(transition: transition, interaction: interaction, samples: samples, refusal: refusal,
                          release: interaction.release)
    }
}
