import TransitionRuntime

/// `out-of-range`: a number outside what the field takes. Numbers are shown
/// as `NodeReader.format` writes them.
extension Diagnostic {
    /// `.inf` or `.nan` where a number goes; `text` as written.
    static func outOfRangeNotFinite(_ field: String, text: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.outOfRangeNotFinite, "`\(field)` must be a finite number, found `\(text)`", at: location)
    }

    /// A duration written as a number out of range.
    static func outOfRangeDuration(_ problem: DurationProblem, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.outOfRangeDuration, problem.text, at: location)
    }

    /// `duration: 300`, in range as milliseconds (`text` as written): the fix-it adds `ms`.
    static func outOfRangeDurationMilliseconds(_ problem: DurationProblem, text: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.outOfRangeDurationMilliseconds, "\(problem.text); did you mean `\(text)ms`?", at: location,
                   fixIts: FixIt.replacing(location.range, with: "\(text)ms"))
    }

    /// A duration token (or a `timing` token's part) whose value is out of
    /// range for the field that uses it, with a note where it is defined when that is known.
    static func outOfRangeDurationToken(_ problem: DurationProblem, reference: String, at location: SourceLocation,
                                        definedAt definition: SourceLocation?) -> Diagnostic {
        Diagnostic(.outOfRangeDurationToken, "\(problem.text) (from `\(reference)`)", at: location,
                   notes: definition.map { [.tokenDefinedHere(reference, at: $0)] } ?? [])
    }

    /// A Bézier `x1` or `x2` (`name`) outside [0, 1].
    static func outOfRangeBezierX(_ name: String, found: Double, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.outOfRangeBezierX, "Bézier `\(name)` must be in [0, 1], found \(NodeReader.format(found))", at: location)
    }

    /// A spring parameter (`key`) at or below 0.
    static func outOfRangeSpring(_ key: String, found: Double, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.outOfRangeSpring, "spring `\(key)` must be greater than 0, found \(NodeReader.format(found))", at: location)
    }

    /// A field that takes a positive amount, of `unit` if it has one (`points`).
    static func outOfRangeNotPositive(_ field: String, unit: String? = nil, found: Double,
                                      at location: SourceLocation) -> Diagnostic {
        Diagnostic(.outOfRangeNotPositive,
                   "`\(field)` must be greater than 0\(unit.map { " " + $0 } ?? ""), found \(NodeReader.format(found))", at: location)
    }

    /// A number outside `range`, which `says` puts in words (`from 0 to 1`);
    /// `field` is written as the message shows it (`backdrop `dim``).
    static func outOfRangeBounded(_ field: String, says range: String, found: Double, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.outOfRangeBounded, "\(field) must be \(range), found \(DecimalFormatting.short(found, places: 6))", at: location)
    }

    /// A threshold at or outside 0 and 1.
    static func outOfRangeThreshold(_ found: Double, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.outOfRangeThreshold, thresholdProblem(found), at: location)
    }

    /// `threshold: 30`, most likely a percentage: the fix-it writes the fraction.
    static func outOfRangeThresholdPercentage(_ found: Double, fraction: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.outOfRangeThresholdPercentage, "\(thresholdProblem(found)); did you mean `\(fraction)`?", at: location,
                   fixIts: FixIt.replacing(location.range, with: fraction))
    }

    private static func thresholdProblem(_ found: Double) -> String {
        "`threshold` must be between 0 and 1 (exclusive), found \(NodeReader.format(found))"
    }
}

/// Why a number of seconds is not a valid value for a duration field
/// (`NodeReader.durationProblem`), put in words by the messages above.
struct DurationProblem: Equatable {
    var field: String
    var seconds: Double
    var allowsZero: Bool

    fileprivate var text: String {
        if !seconds.isFinite { return "`\(field)` must be a finite number of seconds" }
        if seconds > 10 { return "`\(field)` must be at most 10 seconds, found \(NodeReader.format(seconds))" }
        return "`\(field)` must be \(allowsZero ? "at least 0" : "greater than 0") seconds, found \(NodeReader.format(seconds))"
    }
}
