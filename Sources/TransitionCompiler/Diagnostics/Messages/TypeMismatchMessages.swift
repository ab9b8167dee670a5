import YAMLSource

/// `type-mismatch`: a value of the wrong type, or a shape the language does
/// not have. `found` is always how the value reads to a person
/// (`NodeReader.describe`: "a list", "the boolean `no`").
extension Diagnostic {
    /// A file whose top level is not a mapping: `file` is what it is (`a spec
    /// file`), `keys` the keys it would hold.
    static func typeMismatchRoot(_ file: String, keys: [String], found: String, at location: SourceLocation) -> Diagnostic {
        let listed = keys.map { "`\($0)`" }
        let keyList = listed.dropLast().joined(separator: ", ") + (listed.count > 1 ? " and " : "") + (listed.last ?? "")
        return Diagnostic(.typeMismatchRoot, "\(file) is a mapping with \(keyList), found \(found)", at: location)
    }

    /// A tag outside YAML's core schema, as written (`!!binary`).
    static func typeMismatchUnsupportedTag(_ tag: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.typeMismatchUnsupportedTag, "the tag `\(tag)` is not supported in a spec; remove it", at: location)
    }

    /// A node that is not the mapping expected; `expected` says which (`a transition`).
    static func typeMismatchExpected(_ expected: String, found: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.typeMismatchExpected, "expected \(expected), found \(found)", at: location)
    }

    /// A key that is a list or a mapping.
    static func typeMismatchKeyNotWord(found: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.typeMismatchKeyNotWord, "a key must be a word, found \(found)", at: location)
    }

    /// A field's value of the wrong type: `expected` says what it takes (`a number`).
    static func typeMismatchFieldExpects(_ field: String, _ expected: String, found: String,
                                         at location: SourceLocation) -> Diagnostic {
        Diagnostic(.typeMismatchFieldExpects, fieldExpects(field, expected, found: found), at: location)
    }

    /// A string field given a plain word YAML 1.1 reads as something else
    /// (`no`, `1.0`), as `text`.
    static func typeMismatchQuoteToKeepString(_ field: String, _ expected: String, found: String, text: String,
                                              at location: SourceLocation) -> Diagnostic {
        Diagnostic(.typeMismatchQuoteToKeepString,
                   "\(fieldExpects(field, expected, found: found)); quote it (`\"\(text)\"`) to keep it a string", at: location)
    }

    private static func fieldExpects(_ field: String, _ expected: String, found: String) -> String {
        "`\(field)` expects \(expected), found \(found)"
    }

    /// A boolean field given something else.
    static func typeMismatchBoolean(_ field: String, found: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.typeMismatchBoolean, expectsBoolean(field, found: found), at: location)
    }

    /// A boolean field given `"true"` or `"false"` in quotes; the fix-it unquotes it.
    static func typeMismatchBooleanQuoted(_ field: String, found: String, word: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.typeMismatchBooleanQuoted, "\(expectsBoolean(field, found: found)); write it unquoted", at: location,
                   fixIts: FixIt.replacing(location.range, with: word))
    }

    /// A boolean field given a misspelt `true` or `false` (`tru`).
    static func typeMismatchBooleanDidYouMean(_ field: String, found: String, suggestion: String,
                                              at location: SourceLocation) -> Diagnostic {
        Diagnostic(.typeMismatchBooleanDidYouMean, "\(expectsBoolean(field, found: found)); did you mean `\(suggestion)`?",
                   at: location, fixIts: FixIt.replacing(location.range, with: suggestion))
    }

    private static func expectsBoolean(_ field: String, found: String) -> String {
        "`\(field)` expects a boolean (`true` or `false`), found \(found)"
    }

    /// A field that takes one of `words` (listed as `list`) given a boolean,
    /// written `word`. `explainsYAML11` adds why a plain `no` is a boolean;
    /// `suggestion` is the nearest word, which the fix-it puts in its place.
    static func typeMismatchBooleanForWord(_ field: String, list: String, word: String, explainsYAML11: Bool,
                                           suggestion: String?, at location: SourceLocation) -> Diagnostic {
        var message = "`\(field)` expects one of \(list), found the boolean `\(word)`"
        if explainsYAML11 { message += " (YAML 1.1 reads a plain `\(word)` as a boolean)" }
        if let suggestion { message += "; did you mean `\(suggestion)`?" }
        return Diagnostic(.typeMismatchBooleanForWord, message, at: location,
                          fixIts: suggestion.map { FixIt.replacing(location.range, with: $0) } ?? [])
    }

    /// A curve field given a value no curve is written as.
    static func typeMismatchCurve(_ field: String, found: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.typeMismatchCurve, "`\(field)` expects a curve: \(NodeReader.curveForms); found \(found)", at: location)
    }

    /// `threshold: "30%"`: the fix-it writes the fraction.
    static func typeMismatchPercentageThreshold(_ text: String, fraction: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.typeMismatchPercentageThreshold,
                   "`threshold` expects a fraction between 0 and 1, found the percentage `\(text)`; did you mean `\(fraction)`?",
                   at: location, fixIts: FixIt.replacing(location.range, with: fraction))
    }
}

extension DiagnosticNote {
    /// Where a token named in the message is defined.
    static func tokenDefinedHere(_ reference: String, at location: SourceLocation) -> DiagnosticNote {
        DiagnosticNote("`\(reference)` is defined here", at: location)
    }
}
