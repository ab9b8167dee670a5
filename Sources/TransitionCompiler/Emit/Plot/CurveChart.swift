import TransitionRuntime

/// One transition's timing as an SVG chart: the animated value (0 to 1)
/// against time in seconds, flat through the delay, then along the curve for
/// the duration; for an interactive transition, the threshold marked where
/// the gesture's progress reaches it.
struct CurveChart {
    let transition: Transition
    /// Seconds the time axis spans when several charts share it (the
    /// preview, where durations are compared at a glance); nil: the
    /// transition's own delay and duration, ticked at both.
    var sharedSpan: Double? = nil

    // Layout, in SVG user units.
    static let width = 480.0
    static let height = 260.0
    static let left = 56.0
    static let right = 24.0
    static let top = 28.0
    static let bottom = 44.0
    /// Straight segments the curve is drawn with: smooth at this size.
    static let segments = 160

    private var plotWidth: Double { Self.width - Self.left - Self.right }
    private var plotHeight: Double { Self.height - Self.top - Self.bottom }
    private var totalTime: Double { transition.delay + transition.duration }
    private var axisEnd: Double { sharedSpan ?? totalTime }

    /// The chart's own style, which every page that draws charts includes.
    static let style = """
        svg text { font-size: 11px; fill: #555; }
        .axes line, .tick { stroke: #333; stroke-width: 1; }
        .grid line { stroke: #ccc; stroke-width: 1; stroke-dasharray: 2 3; }
        .curve { fill: none; stroke: #0a66c2; stroke-width: 2; }
        .delay { fill: #e8e8e8; }
        line.threshold { stroke: #d9480f; stroke-width: 1.5; stroke-dasharray: 5 4; }
        circle.threshold { fill: #d9480f; }
        text.threshold { fill: #d9480f; }
        """

    func svg() -> String {
        let curve = PreparedCurve(transition.curve)
        let values = (0...Self.segments).map { curve.value(at: Double($0) / Double(Self.segments)) }
        // Overshooting curves (springs, some Béziers) widen the value axis.
        let range = (low: min(0, values.min() ?? 0), high: max(1, values.max() ?? 1))
        let size = "\(Int(Self.width)) \(Int(Self.height))"
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(size)\" "
            + "width=\"\(Int(Self.width))\" height=\"\(Int(Self.height))\" role=\"img\" "
            + "aria-label=\"\(MarkupEscaping.escape(summary))\"\(playheadAttributes)>\n"
        svg += "<title>\(MarkupEscaping.escape(summary))</title>\n"
        svg += axes(range)
        if transition.delay > 0 { svg += delayBand() }
        svg += curvePath(values, range)
        if let threshold = transition.threshold, transition.interaction.isInteractive {
            svg += thresholdMark(threshold, value: curve.value(at: threshold), range)
        }
        return svg + "</svg>\n"
    }

    /// What the chart shows, in words, for screen readers and tooltips.
    var summary: String {
        var text = "\(transition.id): \(ReportValueFormatter.curve(transition.curve)) over "
            + "\(ReportValueFormatter.seconds(transition.duration))"
        if transition.delay > 0 { text += " after a delay of \(ReportValueFormatter.seconds(transition.delay))" }
        if let threshold = transition.threshold, transition.interaction.isInteractive {
            text += ", threshold \(ReportValueFormatter.number(threshold))"
        }
        return text
    }

    // MARK: Parts

    private func axes(_ range: (low: Double, high: Double)) -> String {
        let x0 = x(0), x1 = x(axisEnd), yBottom = Self.height - Self.bottom
        var svg = "<g class=\"axes\">\n"
        svg += "<line x1=\"\(n(x0))\" y1=\"\(n(Self.top))\" x2=\"\(n(x0))\" y2=\"\(n(yBottom))\"/>\n"
        svg += "<line x1=\"\(n(x0))\" y1=\"\(n(yBottom))\" x2=\"\(n(x1))\" y2=\"\(n(yBottom))\"/>\n"
        svg += "</g>\n<g class=\"grid\">\n"
        for value in [0.0, 1.0] {
            let y = y(value, range)
            svg += "<line x1=\"\(n(x0))\" y1=\"\(n(y))\" x2=\"\(n(x1))\" y2=\"\(n(y))\"/>\n"
        }
        svg += "</g>\n<g class=\"labels\">\n"
        for value in [0.0, 1.0] {
            svg += text(ReportValueFormatter.number(value), x: x0 - 8, y: y(value, range) + 4, anchor: "end")
        }
        var ticks = [0.0, totalTime]
        if transition.delay > 0 { ticks.insert(transition.delay, at: 1) }
        if let sharedSpan { ticks = Self.regularTicks(through: sharedSpan) }
        for time in ticks {
            svg += "<line class=\"tick\" x1=\"\(n(x(time)))\" y1=\"\(n(yBottom))\" x2=\"\(n(x(time)))\" "
                + "y2=\"\(n(yBottom + 5))\"/>\n"
            svg += text(ReportValueFormatter.seconds(time), x: x(time), y: yBottom + 18, anchor: "middle")
        }
        svg += text("duration \(ReportValueFormatter.seconds(transition.duration))",
                    x: (x(transition.delay) + x(totalTime)) / 2, y: yBottom + 36, anchor: "middle")
        svg += text("value", x: x0 - 8, y: Self.top - 12, anchor: "end")
        svg += "</g>\n"
        return svg
    }

    private func delayBand() -> String {
        let yBottom = Self.height - Self.bottom
        return "<rect class=\"delay\" x=\"\(n(x(0)))\" y=\"\(n(Self.top))\" width=\"\(n(x(transition.delay) - x(0)))\" "
            + "height=\"\(n(yBottom - Self.top))\"/>\n"
            + text("delay \(ReportValueFormatter.seconds(transition.delay))",
                   x: (x(0) + x(transition.delay)) / 2, y: Self.top - 12, anchor: "middle")
    }

    private func curvePath(_ values: [Double], _ range: (low: Double, high: Double)) -> String {
        // The flat stretch through the delay, then the curve.
        var points = transition.delay > 0 ? ["\(n(x(0))),\(n(y(0, range)))"] : []
        for (index, value) in values.enumerated() {
            let time = transition.delay + transition.duration * Double(index) / Double(Self.segments)
            points.append("\(n(x(time))),\(n(y(value, range)))")
        }
        return "<polyline class=\"curve\" points=\"\(points.joined(separator: " "))\"/>\n"
    }

    /// Progress p of the gesture scrubs the animation to p of its duration.
    private func thresholdMark(_ threshold: Double, value: Double, _ range: (low: Double, high: Double)) -> String {
        let time = transition.delay + threshold * transition.duration
        let px = x(time), py = y(value, range)
        return "<line class=\"threshold\" x1=\"\(n(px))\" y1=\"\(n(Self.top))\" x2=\"\(n(px))\" "
            + "y2=\"\(n(Self.height - Self.bottom))\"/>\n"
            + "<circle class=\"threshold\" cx=\"\(n(px))\" cy=\"\(n(py))\" r=\"4\"/>\n"
            + text("threshold \(ReportValueFormatter.number(threshold))", x: px + 6, y: Self.top + 12, anchor: "start",
                   className: "threshold")
    }

    // MARK: Coordinates

    private func x(_ time: Double) -> Double {
        Self.left + (axisEnd > 0 ? time / axisEnd : 0) * plotWidth
    }

    /// On a shared axis, where the page's script draws its playhead: the
    /// left edge, the width and the seconds of the plot.
    private var playheadAttributes: String {
        guard let sharedSpan else { return "" }
        return " data-left=\"\(n(Self.left))\" data-plot-width=\"\(n(plotWidth))\" data-span=\"\(sharedSpan)\""
    }

    /// 0, then every 0.1, 0.2, 0.25, 0.5 or 1 s (the first that makes at most
    /// eight steps) up to `span`.
    static func regularTicks(through span: Double) -> [Double] {
        let step = [0.1, 0.2, 0.25, 0.5, 1, 2, 5].first { span / $0 <= 8 } ?? 10
        return (0...Int((span / step + 1e-9).rounded(.down))).map { Double($0) * step }
    }

    private func y(_ value: Double, _ range: (low: Double, high: Double)) -> Double {
        Self.top + (range.high - value) / (range.high - range.low) * plotHeight
    }

    private func text(_ content: String, x: Double, y: Double, anchor: String, className: String? = nil) -> String {
        let classAttribute = className.map { " class=\"\($0)\"" } ?? ""
        return "<text\(classAttribute) x=\"\(n(x))\" y=\"\(n(y))\" text-anchor=\"\(anchor)\">"
            + "\(MarkupEscaping.escape(content))</text>\n"
    }

    /// Coordinates to two decimals: a hundredth of a unit is finer than any
    /// screen shows, and fixed digits keep the output byte-for-byte stable.
    private func n(_ value: Double) -> String {
        DecimalFormatting.fixed(value, places: 2)
    }
}
