/// `invalid-value`: a value of the right type that is not one the field takes.
extension Diagnostic {
    /// A word near one of the field's words; the fix-it writes it.
    static func invalidValueDidYouMean(_ word: String, field: String, suggestion: String,
                                       at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueDidYouMean, "`\(word)` is not a valid `\(field)`; did you mean `\(suggestion)`?", at: location,
                   fixIts: FixIt.replacing(location.range, with: suggestion))
    }

    /// A word near none of the field's words, listed in `list`.
    static func invalidValueExpectedOneOf(_ word: String, field: String, list: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueExpectedOneOf, "`\(word)` is not a valid `\(field)`; expected one of \(list)", at: location)
    }

    /// A duration quoted into text (`"0.3"`).
    static func invalidValueQuotedDuration(_ text: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueQuotedDuration,
                   "`\(text)` is quoted, so it is text, not a number; write `\(text)` unquoted, or `\(text)s`", at: location)
    }

    /// Text that is no duration form.
    static func invalidValueDuration(_ text: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueDuration, "`\(text)` is not a duration; write \(NodeReader.durationForms)", at: location)
    }

    /// A Bézier list of `count` numbers, not four.
    static func invalidValueBezierCount(_ count: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueBezierCount, "a Bézier curve has four numbers `[x1, y1, x2, y2]`, found \(count)", at: location)
    }

    /// `cubicBezier(0.2, 0, …` unquoted in a flow collection, whose commas cut it.
    static func invalidValueCurveCutShort(_ text: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueCurveCutShort,
                   "`\(text)` is cut short: inside `{ … }` or `[ … ]` commas separate entries, so quote it: `\"cubicBezier(x1, y1, x2, y2)\"`",
                   at: location)
    }

    /// A `cubicBezier(…)` call that does not parse.
    static func invalidValueCurveCall(_ text: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueCurveCall, "`\(text)` is not a curve; write `cubicBezier(x1, y1, x2, y2)` with four numbers",
                   at: location)
    }

    /// A word near a curve's name; the fix-it writes a named curve, not the
    /// start of a call (`cubicBezier` alone is no curve).
    static func invalidValueCurveDidYouMean(_ text: String, suggestion: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueCurveDidYouMean, "`\(text)` is not a curve; did you mean `\(suggestion)`?", at: location,
                   fixIts: suggestion == "cubicBezier" ? [] : FixIt.replacing(location.range, with: suggestion))
    }

    /// A word near no curve's name.
    static func invalidValueCurve(_ text: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueCurve, "`\(text)` is not a curve; expected \(NodeReader.curveForms)", at: location)
    }

    /// `{}` where a curve or an effect (`what`) is written as a mapping; `forms` lists the forms it takes.
    static func invalidValueEmptyMapping(isNot what: String, forms: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueEmptyMapping, "an empty mapping is not \(what); expected \(forms)", at: location)
    }

    /// A spring that mixes the two ways of writing one.
    static func invalidValueSpringMix(_ physical: String, with ratio: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueSpringMix,
                   "a spring is either `dampingRatio` + `response` or `mass` + `stiffness` + `damping`; `\(physical)` cannot go with `\(ratio)`",
                   at: location)
    }

    /// A gesture's `distance` given a word other than `container`.
    static func invalidValueDistanceWord(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueDistanceWord, "`distance` is a number of points or `container`", at: location)
    }

    /// An effect mapping with a second effect in it.
    static func invalidValueSecondEffect(_ word: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueSecondEffect, "an effect is one of `slide` or `scale`; remove `\(word)`", at: location)
    }

    /// `{ fade: … }`: an effect without options written as a mapping.
    static func invalidValueEffectOptions(_ word: String, field: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueEffectOptions, "`\(word)` takes no options; write `\(field): \(word)`", at: location)
    }

    /// `$durations.`: a token without a name.
    static func invalidValueEmptyTokenName(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueEmptyTokenName, "a token name cannot be empty", at: location)
    }

    /// An empty screen or transition id; `what` says which (`screen`).
    static func invalidValueEmptyID(_ what: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueEmptyID, "a \(what) id cannot be empty", at: location)
    }

    /// A token defined as another token.
    static func invalidValueTokenOfToken(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueTokenOfToken, "a token's value cannot be another token", at: location)
    }

    /// `tabs` on a screen that is not a tab bar.
    static func invalidValueTabsWithoutTabBar(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueTabsWithoutTabBar, "`tabs` is only allowed on a screen with `container: tabBar`", at: location)
    }

    /// A configuration's `paths: []`.
    static func invalidValueEmptyPaths(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueEmptyPaths, "`paths` is empty; list the spec files or directories to check, or remove it",
                   at: location)
    }

    /// `""` in a configuration's `paths`.
    static func invalidValueEmptyPath(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueEmptyPath, "a path in `paths` cannot be empty", at: location)
    }

    /// A configuration that turns off (`turnedOff`) or lowers a rule that is always an error.
    static func invalidValueFixedRule(_ rule: String, turnedOff: Bool, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueFixedRule,
                   "`\(rule)` is always an error and cannot be \(turnedOff ? "turned off" : "made a warning")", at: location)
    }
}
