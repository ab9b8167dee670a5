import TransitionRuntime

/// The fields of a transition's `gesture` mapping.
enum GestureField: String, LanguageKey {
    case direction, distance, velocity, edge, startsWhen

    var declaration: KeyDeclaration {
        switch self {
        case .direction:
            KeyDeclaration(
                .words(GestureDirection.self),
                "The direction of the pan; default: dismiss `down`, pop `right`, present `up`, push and tab `left`.",
                default: "dismiss `down`, pop `right`, present `up`, push `left`, tab `left`", example: "up")
        case .distance:
            KeyDeclaration(
                .either([.number("Points.", .positive), .word("container", "The container's size along the gesture.")],
                        default: "container"),
                "The distance the pan covers for the whole transition: points over 0, or `container` (the default).",
                default: "`container` (the container's size along the gesture)", valuesText: "points over 0, or `container`",
                example: "300")
        case .velocity:
            KeyDeclaration(
                .number(.positive, default: nil),
                "Points per second, over 0: a flick at least this fast in the direction finishes regardless of the threshold.",
                default: "none (velocity ignored)", valuesText: "points/s over 0: a flick this fast in the direction finishes",
                example: "600")
        case .edge:
            KeyDeclaration(.boolean, "Only a pan from the screen edge starts the transition.",
                           default: "`false`", valuesText: "bool: only from the screen edge", example: "true")
        case .startsWhen:
            KeyDeclaration(
                .words(GestureStart.self, default: .always),
                "When the pan may start: `always`, or `scrollAtTop` (only while the screen's scroll view is at its top).",
                default: "`always`", example: "scrollAtTop")
        }
    }
}
