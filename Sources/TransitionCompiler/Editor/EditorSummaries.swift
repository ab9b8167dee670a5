import TransitionRuntime

/// Resolved values as an editor's hover shows them, in the words of the
/// reports (`ReportValueFormatter`), so that hover and `report` agree.
public enum EditorSummaries {
    /// `present appHome → appDetail`, then its timing, interaction and gesture,
    /// one line each, and what the threshold means in points.
    public static func summary(of transition: Transition) -> [String] {
        var lines = ["\(transition.kind.rawValue) \(transition.from.id) → \(transition.to?.id ?? "(the screen below)")"]
        lines.append(ReportValueFormatter.timing(transition))
        lines.append(ReportValueFormatter.interaction(transition))
        if let gesture = transition.gesture {
            lines.append("gesture: " + ReportValueFormatter.gesture(gesture))
            if let threshold = transition.threshold {
                switch gesture.distance {
                case .points(let points):
                    lines.append("releasing past \(ReportValueFormatter.number(threshold * points)) pt of the \(ReportValueFormatter.number(points)) pt gesture finishes it; before, it cancels")
                case .container:
                    lines.append("releasing past \(ReportValueFormatter.number(threshold * 100)) % of the container's size along the gesture finishes it; before, it cancels")
                }
            }
        }
        if let hint = transition.hint { lines.append("hint: " + ReportValueFormatter.hint(hint)) }
        let options = ReportValueFormatter.options(transition)
        if !options.isEmpty { lines.append("options: " + options.joined(separator: ", ")) }
        return lines
    }

    /// A token's value: `0.3s`, `cubicBezier(0.25, 0.1, 0.25, 1)`.
    public static func value(of token: Token) -> String {
        switch token.value {
        case .duration(let seconds): ReportValueFormatter.seconds(seconds)
        case .curve(let curve): ReportValueFormatter.curve(curve)
        case .timing(let timing): ReportValueFormatter.timing(timing)
        }
    }

    /// The value in other words, if it has some: a duration in milliseconds
    /// (`300 ms`), as specs often write it.
    public static func alternative(of token: Token) -> String? {
        guard case .duration(let seconds) = token.value else { return nil }
        return ReportValueFormatter.number(seconds * 1000) + " ms"
    }
}
