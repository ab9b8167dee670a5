/// `unknown-key`: a key the mapping does not take.
extension Diagnostic {
    /// A key near an allowed one; `context` names what was being read
    /// (`transition `b``), and a mapping several entries share is one mistake
    /// whichever of them reads it (`messageWithoutReader`).
    static func unknownKeyDidYouMean(_ key: String, in context: String, suggestion: String,
                                     at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unknownKeyDidYouMean, "unknown key `\(key)` in \(context); did you mean `\(suggestion)`?", at: location,
                   fixIts: FixIt.replacing(location.range, with: suggestion),
                   messageWithoutReader: "unknown key `\(key)`; did you mean `\(suggestion)`?")
    }

    /// A key near none of `allowed`, which the message lists.
    static func unknownKeyExpectedOneOf(_ key: String, in context: String, allowed: [String],
                                        at location: SourceLocation) -> Diagnostic {
        let list = allowed.map { "`\($0)`" }.joined(separator: ", ")
        return Diagnostic(.unknownKeyExpectedOneOf, "unknown key `\(key)` in \(context); expected one of \(list)", at: location,
                          messageWithoutReader: "unknown key `\(key)`; expected one of \(list)")
    }

    /// A rule id under a configuration's `rules` near a known one.
    static func unknownKeyRuleDidYouMean(_ key: String, suggestion: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unknownKeyRuleDidYouMean, "unknown rule `\(key)` in `rules`; did you mean `\(suggestion)`?", at: location,
                   fixIts: FixIt.replacing(location.range, with: suggestion))
    }

    /// A rule id under `rules` near no known one.
    static func unknownKeyRule(_ key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unknownKeyRule, "unknown rule `\(key)` in `rules` (`transitionc rules` lists them)", at: location)
    }
}
