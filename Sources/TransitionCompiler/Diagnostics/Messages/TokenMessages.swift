import TransitionRuntime

/// Design token files (DTCG) and the `tokens.import` that reads them
/// (Docs/tokens.md): their values, their aliases (`token-alias`) and the
/// kinds of token a field takes (`token-type-mismatch`).
extension Diagnostic {
    /// An import that cannot be read; `reason` says why (outside the project, missing).
    static func invalidValueImport(_ path: String, reason: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueImport, "cannot import `\(path)`: \(reason)", at: location)
    }

    /// An item of `tokens.import` that is no path.
    static func invalidValueImportPath(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueImportPath, "an import needs a path, relative to this file, or `material3`", at: location)
    }

    /// `timing` given something other than `$` and a token's path.
    static func invalidValueTimingReference(_ text: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueTimingReference,
                   "`timing` takes a design system's `transition` token, written `$` and its path (`$motion.enter`), found `\(text)`",
                   at: location)
    }

    /// A group's `$extends`, which is not read yet.
    static func invalidValueExtends(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueExtends, "`$extends` is not read by transitionc yet; write the group's tokens out", at: location)
    }

    /// A token's `$ref`, which is not read yet.
    static func invalidValueJSONPointer(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueJSONPointer,
                   "`$ref` (a JSON Pointer) is not read by transitionc yet; write `$value` or a `{…}` alias", at: location)
    }

    /// A token or group name a path could not name.
    static func invalidValueTokenName(_ name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueTokenName, "a token or group name cannot be empty or hold `.`, `{` or `}`: `\(name)`", at: location)
    }

    /// Groups nested past the depth read.
    static func invalidValueGroupDepth(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueGroupDepth, "groups nest more than 64 deep", at: location)
    }

    /// A token that is not an object.
    static func typeMismatchTokenObject(found: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.typeMismatchTokenObject, "a token is an object with `$value`, found \(found)", at: location)
    }

    /// A key of a duration's value other than `value` and `unit`, as written.
    static func unknownKeyDurationToken(_ key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unknownKeyDurationToken, "a duration has only `value` and `unit`, found `\(key)`", at: location)
    }

    /// A duration's value without its `value` or `unit`.
    static func missingFieldDurationToken(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingFieldDurationToken, "a duration needs `value` and `unit` (`ms` or `s`)", at: location)
    }

    /// A duration's `unit` other than `ms` and `s`.
    static func invalidValueDurationUnit(_ unit: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidValueDurationUnit, "a duration's `unit` is `ms` or `s`, found `\(unit)`", at: location)
    }

    /// A negative duration, `number` of `unit`.
    static func outOfRangeNegativeDuration(_ number: Double, unit: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.outOfRangeNegativeDuration, "a duration cannot be negative, found \(NodeReader.format(number)) \(unit)",
                   at: location)
    }

    /// A cubicBezier token's value that is not a list.
    static func typeMismatchCubicBezierToken(found: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.typeMismatchCubicBezierToken, "a cubicBezier is four numbers `[x1, y1, x2, y2]`, found \(found)", at: location)
    }

    /// A cubicBezier token's `x1` or `x2` (`name`) outside [0, 1].
    static func outOfRangeCubicBezierToken(_ name: String, found: Double, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.outOfRangeCubicBezierToken, "a cubicBezier's \(name) must be in [0, 1], found \(NodeReader.format(found))",
                   at: location)
    }

    /// A word for a curve that names none; the message lists the named curves.
    static func invalidValueNamedCurve(_ text: String, at location: SourceLocation) -> Diagnostic {
        let names = TimingCurve.named.map { "`\($0.name)`" }.joined(separator: ", ")
        return Diagnostic(.invalidValueNamedCurve, "`\(text)` is not a named curve (\(names))", at: location)
    }

    /// A transition token's value that is not an object.
    static func typeMismatchTransitionToken(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.typeMismatchTransitionToken, "a transition is an object of `duration`, `delay` and `timingFunction`",
                   at: location)
    }

    /// A key of a transition token's value it does not have.
    static func unknownKeyTransitionToken(_ key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unknownKeyTransitionToken, "a transition has only `duration`, `delay` and `timingFunction`, found `\(key)`",
                   at: location)
    }

    /// Aliases that lead back to themselves, by the tokens' paths in order.
    static func tokenAliasCycle(_ paths: [String], at location: SourceLocation) -> Diagnostic {
        Diagnostic(.tokenAliasCycle, "these aliases make a cycle: \(paths.map { "`\($0)`" }.joined(separator: " → "))", at: location)
    }

    /// An alias to a path that is no token read, near none.
    static func tokenAlias(_ path: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.tokenAlias, aliasNamesNoToken(path), at: location)
    }

    /// An alias to a path that is no token read, near `suggestion`.
    static func tokenAliasDidYouMean(_ path: String, suggestion: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.tokenAliasDidYouMean, "\(aliasNamesNoToken(path)); did you mean `{\(suggestion)}`?", at: location)
    }

    private static func aliasNamesNoToken(_ path: String) -> String {
        "the alias `{\(path)}` names no token of a duration, cubicBezier or transition type"
    }

    /// An alias to a token of another kind than its place takes.
    static func tokenTypeMismatch(alias path: String, is found: TokenDefinition.Kind, needs kind: TokenDefinition.Kind,
                                  at location: SourceLocation, definedAt definition: SourceLocation) -> Diagnostic {
        Diagnostic(.tokenTypeMismatch, "`{\(path)}` is \(found.phrase); this needs \(kind.phrase)", at: location,
                   notes: [.tokenDefinedHere(path, at: definition)])
    }

    /// A spec's field given a token of another kind than it takes.
    static func tokenTypeMismatchField(_ reference: String, is found: TokenDefinition.Kind, needs kind: TokenDefinition.Kind,
                                       at location: SourceLocation, definedAt definition: SourceLocation) -> Diagnostic {
        Diagnostic(.tokenTypeMismatchField, "`\(reference)` is \(found.phrase); this field needs \(kind.phrase)", at: location,
                   notes: [.tokenDefinedHere(reference, at: definition)])
    }
}
