import TransitionRuntime

/// `effect`, `backdrop` and `reducedMotion` as Swift, as the rows of the
/// generated table write them (each an optional argument: `Effect.none` is
/// written `.some(.none)`, as a plain `.none` would be the optional's nil).
enum MotionExpressions {
    static func expression(_ effect: Effect) -> SwiftExpression {
        switch effect {
        case .none: .call(".some", [("", .member("none"))])
        case .fade: .member("fade")
        case let .slide(edge, rotate): .call(".slide", [("from", .member(edge.rawValue)), ("rotate", .double(rotate))])
        case let .scale(from, rotate): .call(".scale", [("from", .double(from)), ("rotate", .double(rotate))])
        }
    }

    static func expression(_ backdrop: Backdrop) -> SwiftExpression {
        .call("Backdrop", [("dim", .double(backdrop.dim)), ("parallax", .double(backdrop.parallax)),
                           ("scale", .double(backdrop.scale))])
    }

    static func expression(_ reduced: ReducedMotion) -> SwiftExpression {
        switch reduced {
        case .fade: .member("fade")
        case .instant: .member("instant")
        case .same: .member("same")
        case .replacing(let replacement):
            .call(".replacing", [("", .call("ReducedMotion.Replacement", [
                ("effect", replacement.effect.map(expression) ?? .nil),
                ("duration", replacement.duration.map(SwiftExpression.double) ?? .nil),
                ("curve", replacement.curve.map(SwiftTableEmitter.expression) ?? .nil),
            ]))])
        }
    }
}
