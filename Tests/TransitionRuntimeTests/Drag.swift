import TransitionRuntime

/// Test shorthand: run a whole gesture through an interaction.
extension GestureInteraction {
    /// Begins at `start` (default: the middle of the gesture's starting edge),
    /// moves through `translations`, then ends with `velocity` or is cancelled.
    func dragged(through translations: [(Double, Double)], start: GestureVector? = nil, scrollOffset: Double = 0,
                 velocity: (Double, Double) = (0, 0), cancelled: Bool = false) -> GestureInteraction {
        var interaction = self
        let location = start ?? gesture.startingEdgeMidpoint(in: container)
        interaction.handle(.began(GestureStart.Context(location: location, scrollOffset: scrollOffset)))
        for (x, y) in translations {
            interaction.handle(.changed(translation: GestureVector(x: x, y: y), velocity: .zero))
        }
        interaction.handle(cancelled ? .cancelled : .ended(velocity: GestureVector(x: velocity.0, y: velocity.1)))
        return interaction
    }
}
