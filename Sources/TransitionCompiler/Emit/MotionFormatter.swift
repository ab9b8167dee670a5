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

    private static func rotation(_ degrees: Double) -> String {
        degrees == 0 ? "" : ", rotate \(number(degrees))°"
    }

    private static func number(_ value: Double) -> String {
        DecimalFormatting.short(value, places: 6)
    }
}
