import TransitionRuntime

/// What moves in each transition of a spec set, with motion.md's defaults:
/// present, push and tab take their kind's effect and backdrop; a dismiss or
/// pop plays backwards the present or push that brought its screen in, when
/// exactly one did, and otherwise the defaults of present (with the default
/// `custom` presentation) or push.
public struct SpecSetMotions: Sendable {
    /// The one present (for a dismiss) or push (for a pop) that brings each
    /// screen in; nil where several do.
    private var bringingIn: [BringingKey: Transition?] = [:]

    private struct BringingKey: Hashable {
        var screen: String
        var kind: TransitionKind
    }

    public init(_ specSet: SpecSet) {
        self.init(specSet.transitions)
    }

    /// From the transitions alone: the screens they bring in are all it needs.
    public init(_ transitions: [Transition]) {
        for transition in transitions where transition.kind == .present || transition.kind == .push {
            guard let to = transition.to?.id else { continue }
            let key = BringingKey(screen: to, kind: transition.kind)
            bringingIn[key] = bringingIn[key] == nil ? transition : .some(nil)
        }
    }

    /// The transition's timing and motion, as the runtime plays it.
    public func motion(of transition: Transition) -> TransitionMotion {
        let direction = MotionDirection(transition.kind)
        let (effect, backdrop) = direction == .entering ? Self.entrance(of: transition) : exit(of: transition)
        return TransitionMotion(duration: transition.duration, delay: transition.delay, curve: transition.curve,
                                motion: Motion(effect: effect, backdrop: backdrop, direction: direction),
                                reducedMotion: transition.reducedMotion)
    }

    /// The effect and backdrop a present, push or tab enters with: as
    /// written, else its kind's.
    private static func entrance(of transition: Transition) -> (Effect, Backdrop) {
        (transition.effect ?? .default(for: transition.kind),
         transition.backdrop ?? .default(for: transition.kind, presentation: transition.presentation))
    }

    /// A dismiss or pop: as written, else the entrance of what brought its
    /// screen in, to be played backwards.
    private func exit(of transition: Transition) -> (Effect, Backdrop) {
        let counterpart: TransitionKind = transition.kind == .pop ? .push : .present
        let entrance = bringer(of: transition).map(Self.entrance(of:))
            ?? (.default(for: counterpart), .default(for: counterpart, presentation: .custom))
        return (transition.effect ?? entrance.0, transition.backdrop ?? entrance.1)
    }

    /// For a dismiss or pop, the one present or push that brings its screen
    /// in; nil when none does, or several do.
    public func bringer(of transition: Transition) -> Transition? {
        let counterpart: TransitionKind
        switch transition.kind {
        case .dismiss: counterpart = .present
        case .pop: counterpart = .push
        case .present, .push, .tab: return nil
        }
        if case .some(.some(let bringer)) = bringingIn[BringingKey(screen: transition.from.id, kind: counterpart)] {
            return bringer
        }
        return nil
    }
}
