/// `unused-suppression`: a `# transitionc:ignore` comment that silences nothing.
extension Diagnostic {
    /// `# transitionc:ignore` with no rule after it.
    static func unusedSuppressionEmpty(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unusedSuppressionEmpty,
                   "`transitionc:ignore` names no rule; write the ids of the rules to silence, as in `# transitionc:ignore interactive-curve`",
                   at: location)
    }

    /// A suppression of a rule that is always an error.
    static func unusedSuppressionFixedRule(_ rule: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unusedSuppressionFixedRule, "`\(rule)` is always an error and cannot be suppressed; fix the problem instead",
                   at: location)
    }

    /// A suppression of a rule that found nothing where it points.
    static func unusedSuppression(_ rule: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unusedSuppression, "suppression of `\(rule)` silences nothing on this line or the next; remove it",
                   at: location)
    }

    /// A suppression of a rule id near no known one.
    static func unusedSuppressionUnknownRule(_ rule: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unusedSuppressionUnknownRule, "unknown rule `\(rule)` in a suppression (`transitionc rules` lists them)",
                   at: location)
    }

    /// A suppression of a rule id near `suggestion`; the fix-it writes it.
    static func unusedSuppressionUnknownRuleDidYouMean(_ rule: String, suggestion: String,
                                                       at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unusedSuppressionUnknownRuleDidYouMean, "unknown rule `\(rule)` in a suppression; did you mean `\(suggestion)`?",
                   at: location, fixIts: FixIt.replacing(location.range, with: suggestion))
    }
}
