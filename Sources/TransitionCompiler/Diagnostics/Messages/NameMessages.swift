/// Names: ids defined twice, screens and tokens used but not defined, tokens
/// defined but not used.
extension Diagnostic {
    /// A second definition of `what` (`screen`, `transition`, `token`) `name`.
    static func duplicateID(_ what: String, _ name: String, at location: SourceLocation,
                            first: SourceLocation) -> Diagnostic {
        Diagnostic(.duplicateID, "\(what) `\(name)` is already defined", at: location,
                   notes: [DiagnosticNote("first defined here", at: first)])
    }

    /// `field` names a screen no file defines, and none near it.
    static func unknownScreen(_ screen: String, field: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unknownScreen, unknownScreenText(screen, field: field), at: location)
    }

    /// `field` names a screen no file defines, near `suggestion`.
    static func unknownScreenDidYouMean(_ screen: String, field: String, suggestion: String,
                                        at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unknownScreenDidYouMean, "\(unknownScreenText(screen, field: field)); did you mean `\(suggestion)`?",
                   at: location, fixIts: FixIt.replacing(location.range, with: suggestion))
    }

    private static func unknownScreenText(_ screen: String, field: String) -> String {
        "`\(field)` names the screen `\(screen)`, which is not defined"
    }

    /// A token no file defines, written as tokens are (`$durations.NAME`).
    static func unknownToken(_ reference: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unknownToken, unknownTokenText(reference), at: location)
    }

    /// A token no file defines, near `suggestion`.
    static func unknownTokenDidYouMean(_ reference: String, suggestion: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unknownTokenDidYouMean, "\(unknownTokenText(reference)); did you mean `\(suggestion)`?", at: location,
                   fixIts: FixIt.replacing(location.range, with: suggestion))
    }

    /// A token written without its group (`$fast`), near no defined one:
    /// how a token of `kind` is written.
    static func unknownTokenForm(_ reference: String, kind: TokenDefinition.Kind, at location: SourceLocation) -> Diagnostic {
        let form = switch kind {
        case .duration: "tokens are written `$durations.NAME`"
        case .curve: "tokens are written `$curves.NAME`"
        case .timing: "`timing` takes a `transition` token of an imported design token file, as `$` and its path"
        }
        return Diagnostic(.unknownTokenForm, "\(unknownTokenText(reference)); \(form)", at: location)
    }

    private static func unknownTokenText(_ reference: String) -> String {
        "no token `\(reference)` is defined"
    }

    /// A token nothing uses.
    static func unusedToken(_ reference: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unusedToken, "token `\(reference)` is never used", at: location)
    }
}
