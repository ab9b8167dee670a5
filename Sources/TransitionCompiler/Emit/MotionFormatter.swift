import TransitionRuntime

/// What moves, in words, as `simulate` and the preview say it:
/// "slide from bottom, played backwards; backdrop: dim 0.4".
enum MotionFormatter {
    static func effect(_ effect: Effect) -> String {
        switch effect {
        case .none: "none"
        case .fade: "fade"
        case .slide(let edge, let rotate): "slide from \(edge.rawValue)" + rotation(rotate)
        case .scale(let from, let rotate): "scale from \(number(from))" + rotation(rotate)
        }
    }

    /// "dim 0.4, parallax 0.3", or "rests".
    static func backdrop(_ backdrop: Backdrop) -> String {
        var parts: [String] = []
        if backdrop.dim != 0 { parts.append("dim \(number(backdrop.dim))") }
        if backdrop.parallax != 0 { parts.append("parallax \(number(backdrop.parallax))") }
        if backdrop.scale != 1 { parts.append("scale \(number(backdrop.scale))") }
        return parts.isEmpty ? "rests" : parts.joined(separator: ", ")
    }

    /// "moving: slide from bottom, played backwards; backdrop: dim 0.4".
    static func motion(_ motion: Motion) -> String {
        let backwards = motion.direction == .leaving ? ", played backwards" : ""
        return "moving: \(effect(motion.effect))\(backwards); backdrop: \(backdrop(motion.backdrop))"
    }

    /// "fade", "instant", "same", or "effect fade, duration 0.2 s, curve linear".
    static func reducedMotion(_ reduced: ReducedMotion) -> String {
        switch reduced {
        case .fade: return "fade"
        case .instant: return "instant"
        case .same: return "same"
        case .replacing(let replacement):
            var parts: [String] = []
            if let effect = replacement.effect { parts.append("effect \(self.effect(effect))") }
            if let duration = replacement.duration { parts.append("duration \(number(duration)) s") }
            if let curve = replacement.curve { parts.append("curve \(ReportValueFormatter.curve(curve))") }
            return parts.isEmpty ? "same" : parts.joined(separator: ", ")
        }
    }

    private static func rotation(_ degrees: Double) -> String {
        degrees == 0 ? "" : ", rotate \(number(degrees))°"
    }

    private static func number(_ value: Double) -> String {
        DecimalFormatting.short(value, places: 6)
    }
}
