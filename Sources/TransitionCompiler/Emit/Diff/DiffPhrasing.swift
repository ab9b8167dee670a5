import TransitionRuntime

/// How a change reads, shared by every format: a value as the spec language
/// writes it, the sentence for a change and the details that go with it.
enum DiffPhrasing {
    typealias Format = ReportValueFormatter

    static func value(_ value: ChangeValue) -> String {
        switch value {
        case .word(let word), .screen(let word), .text(let word): word
        case .screens(let words), .words(let words): words.isEmpty ? "none" : words.joined(separator: ", ")
        case .seconds(let seconds): Format.seconds(seconds)
        case .number(let number): Format.number(number)
        case .bool(let bool): String(bool)
        case .curve(let curve): Format.curve(curve)
        case .distance(let distance): Format.distance(distance)
        case .speed(let speed): Format.velocity(speed)
        case .none: "none"
        }
    }

    /// `transition `closeCompose`: threshold 0.3 → 0.6`, without the details.
    static func headline(_ change: SpecChange) -> String {
        let subject = "\(change.subject.rawValue) `\(change.id)`"
        switch change.kind {
        case .removed: return "\(subject) removed"
        case .added: return "\(subject) added"
        case .renamed(let from): return "\(change.subject.rawValue) `\(from)` renamed to `\(change.id)`, every value kept"
        case .changed(let field): return "\(subject): \(field) \(value(change.old)) → \(value(change.new))"
        }
    }

    /// What explains the change: the Swift it touches, the points a
    /// threshold means, how far a curve moved, the token or default it came from.
    static func details(_ change: SpecChange) -> [String] {
        var details: [String] = []
        switch change.kind {
        case .removed: if let swift = change.oldSwift { details.append("`\(swift)` is gone") }
        case .renamed: if let old = change.oldSwift, let new = change.newSwift { details.append("`\(old)` → `\(new)`") }
        case .added, .changed: break
        }
        if let difference = change.curveDifference {
            details.append("largest difference of the eased value \(DecimalFormatting.fixed(difference, places: 2))")
        }
        if change.oldPoints != nil || change.newPoints != nil {
            let container = DiffProjection.container
            details.append("\(points(change.oldPoints)) → \(points(change.newPoints)) in the default "
                           + "\(Format.number(container.width)) × \(Format.number(container.height)) pt container")
        }
        let source: String? = switch (change.oldToken, change.newToken) {
        case let (old?, new?) where old == new: "token `\(old)`"
        case let (old?, new?): "token `\(old)` → `\(new)`"
        case let (nil, new?): "token `\(new)`"
        case let (old?, nil): "was token `\(old)`"
        case (nil, nil): nil
        }
        switch (source, change.inherited) {
        case let (source?, true): details.append("\(source) in `defaults`")
        case let (source?, false): details.append(source)
        case (nil, true): details.append("from `defaults`")
        case (nil, false): break
        }
        return details
    }

    static func message(_ change: SpecChange) -> String {
        let details = details(change)
        return headline(change) + (details.isEmpty ? "" : " (\(details.joined(separator: "; ")))")
    }

    static func points(_ points: Double?) -> String {
        points.map { DecimalFormatting.short($0, places: 0) + " pt" } ?? "none"
    }

    static func place(_ place: ChangePlace) -> String {
        "\(place.file):\(place.line)"
    }

    /// `diff against git:main: 1 api, 2 behavior, 0 feel, 0 accessibility, 1 added; failing (api, behavior): 3`
    static func summary(_ diff: SpecDiff) -> String {
        guard !diff.changes.isEmpty else { return "diff against \(diff.against): no changes" }
        let counts = ChangeCategory.allCases.map { "\(diff.count($0)) \($0.rawValue)" }.joined(separator: ", ")
        return "diff against \(diff.against): \(counts); failing (\(failOn(diff))): \(diff.failing.count)"
    }

    /// The categories that fail, in category order: `api, behavior`.
    static func failOn(_ diff: SpecDiff) -> String {
        let names = ChangeCategory.allCases.filter(diff.failOn.contains).map(\.rawValue)
        return names.isEmpty ? "none" : names.joined(separator: ", ")
    }
}
