import TransitionRuntime

/// `transitionc plot`: one HTML page with a chart of every transition's
/// timing curve, in spec order, for designers and developers to look at
/// without a device. Self-contained (inline SVG and CSS, no scripts) and
/// deterministic, so it can be committed and diffed.
public enum CurvePlotRenderer {
    public static func render(_ specSet: SpecSet) -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Transition curves</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            <h1>Transition curves</h1>

            """
        let transitions = specSet.transitions
        let files = specSet.files.count
        html += "<p>\(transitions.count) transition\(transitions.count == 1 ? "" : "s") from \(files) "
            + "file\(files == 1 ? "" : "s"). Each chart shows the animated value against time: flat through "
            + "the delay, then along the curve for the duration. For an interactive transition the dashed "
            + "line marks the threshold: released at or past it, the gesture finishes the transition.</p>\n"
        if transitions.isEmpty { html += "<p>No transitions.</p>\n" }
        for (index, transition) in transitions.enumerated() {
            html += section(transition, anchor: "transition-\(index + 1)")
        }
        return html + "</body>\n</html>\n"
    }

    private static func section(_ transition: Transition, anchor: String) -> String {
        var details = [
            "\(transition.kind.rawValue) from \(transition.from.id)" + (transition.to.map { " to \($0.id)" } ?? ""),
            ReportValueFormatter.timing(transition),
            ReportValueFormatter.interaction(transition),
            "in " + fileName(transition.location.file),
        ]
        if let gesture = transition.gesture, transition.interaction.isInteractive {
            details.insert("gesture \(gesture.direction.rawValue) over \(distance(gesture))", at: 3)
        }
        var html = "<section id=\"\(anchor)\">\n<h2>\(MarkupEscaping.escape(transition.id))</h2>\n<ul>\n"
        for detail in details { html += "<li>\(MarkupEscaping.escape(detail))</li>\n" }
        html += "</ul>\n" + CurveChart(transition: transition).svg() + "</section>\n"
        return html
    }

    /// `200 pt`, or `the container's height` for a vertical gesture.
    private static func distance(_ gesture: Gesture) -> String {
        switch gesture.distance {
        case .points: ReportValueFormatter.distance(gesture.distance)
        case .container: "the container's " + (gesture.direction.isVertical ? "height" : "width")
        }
    }

    /// The file's name without its directories: the page reads the same
    /// wherever the specs were found.
    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    private static let style = """
        body { font: 14px/1.4 -apple-system, "Helvetica Neue", Arial, sans-serif; margin: 2em; color: #1d1d1f; }
        section { margin: 2em 0; }
        h2 { font-size: 1.1em; margin-bottom: 0.2em; }
        ul { margin: 0 0 0.5em; padding-left: 1.2em; color: #555; }
        svg { background: #fafafa; border: 1px solid #ddd; }
        svg text { font-size: 11px; fill: #555; }
        .axes line, .tick { stroke: #333; stroke-width: 1; }
        .grid line { stroke: #ccc; stroke-width: 1; stroke-dasharray: 2 3; }
        .curve { fill: none; stroke: #0a66c2; stroke-width: 2; }
        .delay { fill: #e8e8e8; }
        line.threshold { stroke: #d9480f; stroke-width: 1.5; stroke-dasharray: 5 4; }
        circle.threshold { fill: #d9480f; }
        text.threshold { fill: #d9480f; }
        """
}
