/// Whether the moving screen comes in or goes out.
public enum MotionDirection: String, CaseIterable, Hashable, Sendable {
    /// present, push, tab.
    case entering
    /// dismiss, pop: the effect played backwards.
    case leaving

    public init(_ kind: TransitionKind) {
        switch kind {
        case .present, .push, .tab: self = .entering
        case .dismiss, .pop: self = .leaving
        }
    }
}

/// Which physical side `leading` and `trailing` are.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
    case leftToRight, rightToLeft
}

/// What moves in a transition: the one definition of its frames, which the
/// compiler's simulation, the preview and an app's animator all read.
public struct Motion: Hashable, Sendable {
    public var effect: Effect
    public var backdrop: Backdrop
    public var direction: MotionDirection

    public init(effect: Effect, backdrop: Backdrop = .none, direction: MotionDirection) {
        self.effect = effect
        self.backdrop = backdrop
        self.direction = direction
    }

    /// Both screens at eased value `value` (the curve applied to the time
    /// progress; 0 at the start, 1 at the end, past 1 where a spring
    /// overshoots). Entering uses the value as it is; leaving uses 1 − value,
    /// so a leaving screen retraces the way it came in.
    public func frame(at value: Double, in container: ContainerSize = .iPhone,
                      layoutDirection: LayoutDirection = .leftToRight) -> MotionFrame {
        let entered = direction == .entering ? value : 1 - value
        return MotionFrame(moving: moving(entered: entered, in: container, layoutDirection: layoutDirection),
                           backdrop: backdrop(entered: entered, in: container, layoutDirection: layoutDirection),
                           dimming: backdrop.dim * entered)
    }

    /// The moving screen when `entered` of its entrance is done.
    private func moving(entered e: Double, in container: ContainerSize,
                        layoutDirection: LayoutDirection) -> ParticipantState {
        var state = ParticipantState.resting(in: container)
        let away = 1 - e
        switch effect {
        case .none:
            state.alpha = e > 0 ? 1 : 0
        case .fade:
            state.alpha = Self.unitAlpha(e)
        case .slide(let edge, let rotate):
            let offset = Self.offset(toward: edge, by: away, in: container, layoutDirection: layoutDirection)
            state.x = offset.x
            state.y = offset.y
            state.rotation = rotate * away
        case .scale(let from, let rotate):
            state.scale = from + (1 - from) * e
            state.alpha = Self.unitAlpha(e)
            state.rotation = rotate * away
        }
        return state
    }

    /// The screen behind when `entered` of the moving screen's entrance is done.
    private func backdrop(entered e: Double, in container: ContainerSize,
                          layoutDirection: LayoutDirection) -> ParticipantState {
        var state = ParticipantState.resting(in: container)
        if backdrop.parallax != 0 {
            // Away from the edge the moving screen comes from: a push from
            // trailing moves the backdrop toward leading.
            let offset = Self.offset(toward: parallaxEdge, by: -backdrop.parallax * e, in: container,
                                     layoutDirection: layoutDirection)
            state.x = offset.x
            state.y = offset.y
        }
        state.scale = 1 - (1 - backdrop.scale) * e
        return state
    }

    /// The edge the parallax is measured against: the slide's, or trailing
    /// (as for a push) when the effect does not slide.
    private var parallaxEdge: ScreenEdge {
        if case .slide(let edge, _) = effect { return edge }
        return .trailing
    }

    /// The top-left corner of a frame moved `fraction` of the container
    /// toward `edge` (negative: away from it).
    private static func offset(toward edge: ScreenEdge, by fraction: Double, in container: ContainerSize,
                               layoutDirection: LayoutDirection) -> (x: Double, y: Double) {
        let rightToLeft = layoutDirection == .rightToLeft
        switch edge {
        case .bottom: return (0, container.height * fraction)
        case .top: return (0, -container.height * fraction)
        case .trailing: return (rightToLeft ? -container.width * fraction : container.width * fraction, 0)
        case .leading: return (rightToLeft ? container.width * fraction : -container.width * fraction, 0)
        }
    }

    /// Alpha cannot leave [0, 1], though a spring's value overshoots.
    private static func unitAlpha(_ value: Double) -> Double {
        min(max(value, 0), 1)
    }
}
