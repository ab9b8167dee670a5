import TransitionRuntime
import YAMLSource

/// Decoders for the value forms the language shares between transitions,
/// defaults and tokens: durations, curves, gestures, hints.
extension NodeReader {
    static let durationForms = "seconds (`0.35`), `350ms` or `0.35s`"

    /// A duration in seconds: a number, `350ms`, `0.35s`, or `$durations.NAME`.
    /// Literals are checked here against `range`; tokens where they are used.
    mutating func duration(_ id: YAMLNodeID, field: String, allowsZero: Bool) -> Located<DurationValue>? {
        guard checkTag(id) else { return nil }
        let span = self.span(id)
        if let seconds = durations.value(for: id, in: document) {
            guard checkDuration(seconds, field: field, allowsZero: allowsZero, at: id) else { return nil }
            return Located(value: .seconds(seconds), span: span)
        }
        let seconds: Double
        switch self.value(id) {
        case .int(let int)?: seconds = Double(int)
        case .float(let float)?: seconds = float
        case .string(let text)? where text.hasPrefix("$"):
            recordName(.token, text, at: id, definition: false)
            return Located(value: .token(text), span: span)
        case .string(let text)?:
            guard let parsed = Self.parseDuration(text) else {
                switch ScalarValue.resolve(text, style: .plain, tag: nil) {
                case .int, .float:
                    report(.invalidValueQuotedDuration(text, at: location(id)))
                default:
                    report(.invalidValueDuration(text, at: location(id)))
                }
                return nil
            }
            seconds = parsed
        default:
            report(.typeMismatchFieldExpects(field, "a duration: \(Self.durationForms)", found: describe(id), at: location(id)))
            return nil
        }
        durations.remember(seconds, for: id, in: document)
        guard checkDuration(seconds, field: field, allowsZero: allowsZero, at: id) else { return nil }
        return Located(value: .seconds(seconds), span: span)
    }

    mutating func checkDuration(_ seconds: Double, field: String, allowsZero: Bool, at id: YAMLNodeID) -> Bool {
        guard let problem = Self.durationProblem(seconds, field: field, allowsZero: allowsZero) else { return true }
        // `duration: 300` over 10 s is most likely milliseconds without the unit.
        // (From 50 up: a transition shorter than 50 ms is not seen as one.)
        if seconds >= 50, let text = document.text(id), Self.isPlainNumber(text),
           Self.durationProblem(seconds / 1000, field: field, allowsZero: allowsZero) == nil {
            report(.outOfRangeDurationMilliseconds(problem, text: text, at: location(id)))
            return false
        }
        report(.outOfRangeDuration(problem, at: location(id)))
        return false
    }

    /// Digits with at most one `.`: a number as written, that a unit may follow.
    static func isPlainNumber(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count) && parts[0].first != nil
            && parts.allSatisfy { $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
    }

    /// Why a number of seconds is not a valid value for `field`, or nil.
    static func durationProblem(_ seconds: Double, field: String, allowsZero: Bool) -> DurationProblem? {
        guard !seconds.isFinite || (allowsZero ? seconds < 0 : seconds <= 0) || seconds > 10 else { return nil }
        return DurationProblem(field: field, seconds: seconds, allowsZero: allowsZero)
    }

    /// `350ms`, `0.35s`: digits, an optional fraction, and a unit.
    static func parseDuration(_ text: String) -> Double? {
        let (number, isMilliseconds): (Substring, Bool)
        if text.hasSuffix("ms") {
            (number, isMilliseconds) = (text.dropLast(2), true)
        } else if text.hasSuffix("s") {
            (number, isMilliseconds) = (text.dropLast(1), false)
        } else {
            return nil
        }
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !number.isEmpty,
              parts.allSatisfy({ $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }),
              parts.contains(where: { !$0.isEmpty })
        else { return nil }
        let whole = parts[0], fraction = parts.count == 2 ? parts[1] : ""
        // Milliseconds as the decimal text of seconds, read once: `350 * 0.001`
        // is 0.35000000000000003, while "0.350" reads as the double nearest
        // 0.35, which every output then writes as `0.35`.
        let seconds = isMilliseconds ? Self.shiftedThreePlaces(whole: whole, fraction: fraction)
            : (whole.isEmpty ? "0" : String(whole)) + (fraction.isEmpty ? "" : "." + fraction)
        return Double(seconds)
    }

    /// The decimal `whole.fraction` divided by 1000, as decimal text.
    static func shiftedThreePlaces(whole: Substring, fraction: Substring) -> String {
        let digits = String(whole + fraction)
        let point = whole.count - 3
        if point <= 0 { return "0." + String(repeating: "0", count: -point) + digits }
        return String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
    }

    /// A number for a message: integers without a fraction, and sums such as
    /// 0.8 + 0.4 without binary noise (`1.2`, not `1.2000000000000002`).
    static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        guard abs(number) < 1e9, abs(number) > 1e-6 else { return String(number) }
        let rounded = (number * 1e9).rounded() / 1e9
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    // MARK: Curves

    static let curveForms = "`linear`, `easeIn`, `easeOut`, `easeInOut`, `[x1, y1, x2, y2]`, `cubicBezier(x1, y1, x2, y2)` or `{ spring: … }`"

    /// Any curve form of the language, or `$curves.NAME`.
    mutating func curve(_ id: YAMLNodeID, field: String = "curve") -> Located<CurveValue>? {
        guard checkTag(id) else { return nil }
        let span = self.span(id)
        let target = document.target(of: id)
        switch document[target].kind {
        case .sequence:
            let items = Array(document.items(target))
            guard items.count == 4 else {
                report(.invalidValueBezierCount(items.count, at: location(id)))
                return nil
            }
            var numbers: [Double] = []
            for item in items {
                guard let number = number(item, field: field, expected: "a number in a Bézier curve") else { return nil }
                numbers.append(number)
            }
            return bezier(numbers, at: items).map { Located(value: .curve($0), span: span) }
        case .mapping:
            return spring(target).map { Located(value: .curve(.spring($0)), span: span) }
        case .scalar, .alias:
            break
        }
        if let known = curves.value(for: id, in: document) { return Located(value: .curve(known), span: span) }
        guard case .string(let text)? = self.value(id) else {
            report(.typeMismatchCurve(field, found: describe(id), at: location(id)))
            return nil
        }
        if text.hasPrefix("$") {
            recordName(.token, text, at: id, definition: false)
            return Located(value: .token(text), span: span)
        }
        if let named = TimingCurve.named.first(where: { $0.name == text }) {
            curves.remember(named.curve, for: id, in: document)
            return Located(value: .curve(named.curve), span: span)
        }
        if text.hasPrefix("cubicBezier") {
            // Unquoted inside `{ … }`, the call's commas end the value early.
            if !text.hasSuffix(")"), document[id].style == .plain {
                report(.invalidValueCurveCutShort(text, at: location(id)))
                return nil
            }
            guard let numbers = Self.parseCubicBezierCall(text) else {
                report(.invalidValueCurveCall(text, at: location(id)))
                return nil
            }
            guard let curve = bezier(numbers, at: [id, id, id, id]) else { return nil }
            // Only a curve that passed its checks: a remembered one is returned without them.
            curves.remember(curve, for: id, in: document)
            return Located(value: .curve(curve), span: span)
        }
        let names = TimingCurve.named.map(\.name)
        if let suggestion = Suggestions.nearest(to: text, in: names + ["cubicBezier"]) {
            report(.invalidValueCurveDidYouMean(text, suggestion: suggestion, at: location(id)))
        } else {
            report(.invalidValueCurve(text, at: location(id)))
        }
        return nil
    }

    private mutating func bezier(_ numbers: [Double], at ids: [YAMLNodeID]) -> TimingCurve? {
        for (index, name) in [(0, "x1"), (2, "x2")] where !(0...1).contains(numbers[index]) {
            report(.outOfRangeBezierX(name, found: numbers[index], at: location(ids[index])))
            return nil
        }
        return .cubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    }

    /// `cubicBezier(0.2, 0, 0, 1)`.
    static func parseCubicBezierCall(_ text: String) -> [Double]? {
        guard text.hasPrefix("cubicBezier("), text.hasSuffix(")") else { return nil }
        let inside = text.dropFirst("cubicBezier(".count).dropLast()
        let parts = inside.split(separator: ",", omittingEmptySubsequences: false)
            .map { String($0.trimmingCharacters(in: " ")) }
        guard parts.count == 4 else { return nil }
        let numbers = parts.compactMap { part -> Double? in
            switch ScalarValue.resolve(part, style: .plain, tag: nil) {
            case .int(let int): Double(int)
            case .float(let float) where float.isFinite: float
            default: nil
            }
        }
        return numbers.count == 4 ? numbers : nil
    }

    /// The one key of a curve written as a mapping.
    enum CurveKey: String, CaseIterable {
        case spring
    }

    /// The parameters of a spring, in the order messages list them.
    enum SpringKey: String, CaseIterable {
        case dampingRatio, response, mass, stiffness, damping, initialVelocity

        static let ratio: [SpringKey] = [.dampingRatio, .response]
        static let physical: [SpringKey] = [.mass, .stiffness, .damping]
    }

    /// The parameters a spring gives, each with the key that gave it (for
    /// messages). Fields rather than dictionaries: with two dictionaries
    /// keyed by the keys' text, a spring cost thousands of instructions, on
    /// every transition that writes its spring out.
    private struct GivenSpring {
        var dampingRatio, response, mass, stiffness, damping: (number: Double, key: YAMLNodeID)?

        subscript(key: SpringKey) -> (number: Double, key: YAMLNodeID)? {
            get {
                switch key {
                case .dampingRatio: dampingRatio
                case .response: response
                case .mass: mass
                case .stiffness: stiffness
                case .damping: damping
                case .initialVelocity: nil
                }
            }
            set {
                switch key {
                case .dampingRatio: dampingRatio = newValue
                case .response: response = newValue
                case .mass: mass = newValue
                case .stiffness: stiffness = newValue
                case .damping: damping = newValue
                case .initialVelocity: break
                }
            }
        }
    }

    /// `{ spring: { dampingRatio, response } }` or `{ spring: { mass, stiffness, damping } }`,
    /// each with an optional `initialVelocity`.
    private mutating func spring(_ id: YAMLNodeID) -> Spring? {
        var springNode: YAMLNodeID?
        forEachField(of: id, expected: "a curve", in: "a curve", as: CurveKey.self) { _, _, _, value in
            springNode = value
        }
        guard let springNode else {
            if document.entries(id).isEmpty {
                report(.invalidValueEmptyMapping(isNot: "a curve", forms: Self.curveForms, at: location(id)))
            }
            return nil
        }
        // Not a mapping: that is the mistake to report, not the parameters it lacks.
        guard let parameters = mappingNode(springNode, expected: "`spring` to be a mapping of its parameters") else {
            return nil
        }
        return springParameters(parameters, reportedAt: springNode)
    }

    /// A spring's parameters, `{ dampingRatio, response }` or `{ mass,
    /// stiffness, damping }`, each with an optional `initialVelocity`: under
    /// a curve's `spring`, or a design token's spring extension. What is
    /// missing is reported at `place`.
    mutating func springParameters(_ parameters: YAMLNodeID, reportedAt place: YAMLNodeID) -> Spring? {
        var given = GivenSpring()
        var velocity = 0.0
        var ok = true
        forEachField(of: parameters, expected: "`spring` to be a mapping of its parameters", in: "a spring",
                     as: SpringKey.self) { reader, field, keyID, value in
            let key = field.rawValue
            guard let number = reader.number(value, field: key) else { ok = false; return }
            if field == .initialVelocity {
                velocity = number
                return
            }
            guard number > 0 else {
                reader.report(.outOfRangeSpring(key, found: number, at: reader.location(value)))
                ok = false
                return
            }
            given[field] = (number, keyID)
        }
        guard ok else { return nil }
        let ratioGiven = SpringKey.ratio.first { given[$0] != nil }
        if let ratioGiven, let physicalGiven = SpringKey.physical.first(where: { given[$0] != nil }) {
            report(.invalidValueSpringMix(physicalGiven.rawValue, with: ratioGiven.rawValue,
                                          at: location(given[physicalGiven]!.key)))
            return nil
        }
        if let dampingRatio = given.dampingRatio?.number, let response = given.response?.number {
            return Spring(.dampingRatio(dampingRatio, response: response), initialVelocity: velocity)
        }
        if ratioGiven == nil, let mass = given.mass?.number, let stiffness = given.stiffness?.number,
           let damping = given.damping?.number {
            return Spring(.physical(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: velocity)
        }
        let isPhysical = ratioGiven == nil && SpringKey.physical.contains { given[$0] != nil }
        let missing = (isPhysical ? SpringKey.physical : SpringKey.ratio).filter { given[$0] == nil }
        report(.missingFieldNested("the spring", missing: missing.map(\.rawValue), at: location(place)))
        return nil
    }

    // MARK: Gesture, hint, completion speed

    func isMappingOrNull(_ id: YAMLNodeID) -> Bool {
        document[document.target(of: id)].kind == .mapping || document.value(id) == .null
    }

    mutating func gesture(_ id: YAMLNodeID) -> Located<GestureFields>? {
        var fields = GestureFields()
        forEachField(of: id, expected: "`gesture` to be a mapping", in: "a gesture", as: GestureField.self) {
            reader, field, _, value in
            let key = field.rawValue
            let span = reader.span(value)
            switch field {
            case .direction:
                fields.direction = reader.enumeration(value, field: key, as: GestureDirection.self)
                    .map { Located(value: $0, span: span) }
            case .distance:
                if case .string("container")? = reader.document.value(value) {
                    fields.distance = Located(value: .container, span: span)
                } else if case .string? = reader.document.value(value) {
                    reader.report(.invalidValueDistanceWord(at: reader.location(value)))
                } else if let points = reader.number(value, field: key, expected: "a number of points or `container`") {
                    if points > 0 {
                        fields.distance = Located(value: .points(points), span: span)
                    } else {
                        reader.report(.outOfRangeNotPositive("distance", unit: "points", found: points, at: reader.location(value)))
                    }
                }
            case .velocity:
                if let speed = reader.number(value, field: key, expected: "a speed in points per second") {
                    if speed > 0 {
                        fields.velocity = Located(value: speed, span: span)
                    } else {
                        reader.report(.outOfRangeNotPositive("velocity", unit: "points per second", found: speed, at: reader.location(value)))
                    }
                }
            case .edge:
                fields.edge = reader.bool(value, field: key).map { Located(value: $0, span: span) }
            case .startsWhen:
                fields.startsWhen = reader.enumeration(value, field: key, as: GestureStart.self)
                    .map { Located(value: $0, span: span) }
            }
        }
        guard isMappingOrNull(id) else { return nil }
        return Located(value: fields, span: span(id))
    }

    mutating func hint(_ id: YAMLNodeID) -> Located<HintFields>? {
        var fields = HintFields()
        forEachField(of: id, expected: "`hint` to be a mapping", in: "a hint", as: HintField.self) { reader, field, _, value in
            switch field {
            case .delay: fields.delay = reader.duration(value, field: "hint.delay", allowsZero: true)
            case .duration: fields.duration = reader.duration(value, field: "hint.duration", allowsZero: false)
            case .travel:
                if let travel = reader.number(value, field: "travel", expected: "a distance in points") {
                    if travel > 0 {
                        fields.travel = Located(value: travel, span: reader.span(value))
                    } else {
                        reader.report(.outOfRangeNotPositive("travel", unit: "points", found: travel, at: reader.location(value)))
                    }
                }
            }
        }
        guard isMappingOrNull(id) else { return nil }
        return Located(value: fields, span: span(id))
    }

    mutating func completionSpeed(_ id: YAMLNodeID) -> Located<CompletionSpeed>? {
        guard checkTag(id) else { return nil }
        let span = self.span(id)
        if case .string(let word)? = self.value(id) {
            if word == "remaining" { return Located(value: .remaining, span: span) }
            report(invalid: word, at: id, field: "completionSpeed", words: ["remaining"], list: "`remaining` or a number")
            return nil
        }
        guard let speed = number(id, field: "completionSpeed", expected: "`remaining` or a number") else { return nil }
        guard speed > 0 else {
            report(.outOfRangeNotPositive("completionSpeed", found: speed, at: location(id)))
            return nil
        }
        return Located(value: .constant(speed), span: span)
    }

    mutating func threshold(_ id: YAMLNodeID) -> Located<Double>? {
        // `30%`: a percentage, which YAML reads as text.
        if case .string(let text)? = self.value(id), text.hasSuffix("%"), Self.isPlainNumber(String(text.dropLast())),
           let percent = Double(text.dropLast()), let fraction = Self.thresholdFraction(ofPercent: percent) {
            report(.typeMismatchPercentageThreshold(text, fraction: fraction, at: location(id)))
            return nil
        }
        guard let value = number(id, field: "threshold", expected: "a fraction between 0 and 1") else { return nil }
        guard value > 0, value < 1 else {
            // `threshold: 30` is most likely a percentage.
            if value > 1, let fraction = Self.thresholdFraction(ofPercent: value) {
                report(.outOfRangeThresholdPercentage(value, fraction: fraction, at: location(id)))
            } else {
                report(.outOfRangeThreshold(value, at: location(id)))
            }
            return nil
        }
        return Located(value: value, span: span(id))
    }

    /// A percentage as the threshold it means, written for a fix-it, when
    /// that is a valid threshold (between 0 and 100, exclusive).
    static func thresholdFraction(ofPercent percent: Double) -> String? {
        guard percent > 0, percent < 100 else { return nil }
        return format(percent / 100)
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Character) -> Substring {
        var result = self
        while result.first == set { result = result.dropFirst() }
        while result.last == set { result = result.dropLast() }
        return result
    }
}
