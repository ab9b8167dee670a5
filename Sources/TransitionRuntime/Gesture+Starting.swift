extension Gesture {
    /// How close to the edge, in points, an `edge` gesture must start. The
    /// system's own edge-swipe regions are about this wide; it is wide enough
    /// to hit with a thumb and narrow enough to leave the content its touches.
    public static let edgeWidth = 20.0

    /// Why a gesture may not begin here, or nil when it may.
    /// - `edge`: the finger must go down within `edgeWidth` of the edge the
    ///   gesture moves away from (the left edge for `right`, the top edge for
    ///   `down`, and so on);
    /// - `startsWhen: scrollAtTop`: the scroll view must be at the top
    ///   (offset 0 or less), or the drag belongs to the scroll view.
    public func refusal(toStartWith context: GestureStart.Context, in container: ContainerSize) -> GestureRefusal? {
        if edge {
            let distance = distanceFromStartingEdge(of: context.location, in: container)
            if !(distance <= Self.edgeWidth) { return .awayFromEdge(distance: distance) }
        }
        if startsWhen == .scrollAtTop, !(context.scrollOffset <= 0) {
            return .scrolledDown(offset: context.scrollOffset)
        }
        return nil
    }

    /// The distance, in points, from `point` to the edge this gesture starts from.
    public func distanceFromStartingEdge(of point: GestureVector, in container: ContainerSize) -> Double {
        switch direction {
        case .right: point.x
        case .left: container.width - point.x
        case .down: point.y
        case .up: container.height - point.y
        }
    }

    /// The middle of the edge this gesture starts from: a start that every
    /// gesture, `edge` or not, accepts.
    public func startingEdgeMidpoint(in container: ContainerSize) -> GestureVector {
        switch direction {
        case .right: GestureVector(x: 0, y: container.height / 2)
        case .left: GestureVector(x: container.width, y: container.height / 2)
        case .down: GestureVector(x: container.width / 2, y: 0)
        case .up: GestureVector(x: container.width / 2, y: container.height)
        }
    }
}

/// Why a gesture did not begin.
public enum GestureRefusal: Hashable, Sendable {
    /// An `edge` gesture that started this many points from its edge.
    case awayFromEdge(distance: Double)
    /// A `scrollAtTop` gesture that started with the scroll view scrolled.
    case scrolledDown(offset: Double)
}
