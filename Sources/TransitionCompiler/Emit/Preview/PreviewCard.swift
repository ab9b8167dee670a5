import TransitionRuntime

/// One transition's card on the preview page: what it is in words, the
/// phone it plays in, its curve on the shared time axis, and its timelines
/// (played, and for an interactive transition dragged past and short of its
/// threshold), each with and without Reduce Motion.
struct PreviewCard {
    let transition: Transition
    let motion: TransitionMotion
    let container: ContainerSize
    /// For a dismiss or pop, the screen that brought the leaving one in.
    let screenBelow: String?
    /// "play", "past", "short" → [as it is, with Reduce Motion].
    let timelines: [(mode: String, forms: [PreviewTimeline])]

    init(_ transition: Transition, motion: TransitionMotion, screenBelow: String?, container: ContainerSize) {
        self.transition = transition
        self.motion = motion
        self.screenBelow = screenBelow
        self.container = container
        var timelines = [("play", [false, true].map {
            PreviewTimeline.played(motion, reduceMotion: $0, container: container)
        })]
        if transition.interaction.isInteractive {
            let gesture = transition.gesture ?? Gesture(direction: .defaultDirection(for: transition.kind))
            let threshold = transition.threshold ?? 0.5
            let speed = transition.completionSpeed ?? .constant(1)
            // Far enough either side of the threshold to be plainly past or short.
            let past = min(threshold + 0.2, 0.95), short = max(threshold - 0.2, threshold / 2)
            for (mode, progress) in [("past", past), ("short", short)] {
                timelines.append((mode, [false, true].map {
                    PreviewTimeline.dragged(motion, gesture: gesture, threshold: threshold, completionSpeed: speed,
                                            to: progress, reduceMotion: $0, container: container)
                }))
            }
        }
        self.timelines = timelines
    }

    /// Seconds of the longest timeline: the shared axis spans every card's.
    var longestTimeline: Double {
        let samples = timelines.flatMap(\.forms).map(\.samples.count).max() ?? 1
        return Double(samples - 1) / PreviewTimeline.rate
    }

    func html(anchor: String, span: Double, scale: Double) -> String {
        let width = DecimalFormatting.fixed(container.width * scale, places: 2)
        let height = DecimalFormatting.fixed(container.height * scale, places: 2)
        var html = "<section class=\"card\" id=\"\(anchor)\">\n"
        html += "<h2>\(MarkupEscaping.escape(transition.id))</h2>\n"
        html += "<p class=\"what\">\(MarkupEscaping.escape(what))</p>\n"
        html += "<p class=\"gesture\">\(MarkupEscaping.escape(gestureLine))</p>\n"
        html += "<div class=\"body\">\n"
        html += "<div class=\"stage\" style=\"width:\(width)px;height:\(height)px\">\n"
        html += "<div class=\"screen backdrop\"><span>\(MarkupEscaping.escape(backdropName))</span></div>\n"
        html += "<div class=\"dim\"></div>\n"
        html += "<div class=\"screen moving\"><span>\(MarkupEscaping.escape(movingName))</span></div>\n"
        html += "<div class=\"finger\"></div>\n</div>\n"
        html += CurveChart(transition: transition, sharedSpan: span).svg()
        html += "</div>\n<p class=\"status\"></p>\n</section>\n"
        return html
    }

    var json: JSONValue {
        .object([
            ("id", .string(transition.id)),
            ("timelines", .object(timelines.map { mode, forms in (mode, .array(forms.map(Self.json))) })),
        ])
    }

    /// Each sample as [moving x, y, alpha, scale, rotation, backdrop x, y,
    /// scale, dimming], and the finger's x, y while it is down.
    private static func json(_ timeline: PreviewTimeline) -> JSONValue {
        var members: [(String, JSONValue)] = [("frames", .array(timeline.samples.map { sample in
            let moving = sample.frame.moving, backdrop = sample.frame.backdrop
            var numbers = [moving.x, moving.y, moving.alpha, moving.scale, moving.rotation,
                           backdrop.x, backdrop.y, backdrop.scale, sample.frame.dimming]
            if let finger = sample.finger { numbers += [finger.x, finger.y] }
            return .array(numbers.map { .double(DecimalFormatting.rounded($0, places: 3)) })
        }))]
        if let release = timeline.releaseTime { members.append(("release", .double(release))) }
        if let decision = timeline.decision { members.append(("decision", .string(decision.rawValue))) }
        return .object(members)
    }

    // MARK: Words

    /// "present from home to card · 0.4 s, easeOut · slide from bottom; backdrop: dim 0.4".
    private var what: String {
        let route = "\(transition.kind.rawValue) from \(transition.from.id)" + (transition.to.map { " to \($0.id)" } ?? "")
        return [route, ReportValueFormatter.timing(transition), MotionFormatter.motion(motion.motion)]
            .joined(separator: " · ")
    }

    /// Direction, distance, velocity, edge, startsWhen and threshold, or that
    /// no gesture drives it.
    private var gestureLine: String {
        guard transition.interaction.isInteractive, let gesture = transition.gesture else {
            return "not interactive: no gesture drives it"
        }
        let over = SimulationTextRenderer.distance(GestureInteraction(gesture: gesture, container: container))
        var parts = ["gesture \(gesture.direction.rawValue) over " + over]
        parts.append(gesture.velocity.map { "a flick of \(ReportValueFormatter.number($0)) pt/s finishes it" }
                     ?? "no flick")
        parts.append(gesture.edge ? "from the screen's edge" : "anywhere on the screen")
        parts.append(gesture.startsWhen == .scrollAtTop ? "starts when scrolled to the top" : "starts at any time")
        parts.append("threshold \(ReportValueFormatter.number(transition.threshold ?? 0.5))")
        if transition.interaction == .input { parts.append("ends editing first") }
        return parts.joined(separator: " · ")
    }

    /// The screen that enters or leaves.
    private var movingName: String {
        motion.motion.direction == .entering ? transition.to?.id ?? "?" : transition.from.id
    }

    /// The other screen: the one under a presented screen or behind a pushed one.
    private var backdropName: String {
        motion.motion.direction == .entering ? transition.from.id : transition.to?.id ?? screenBelow ?? "the screen below"
    }
}
