import TransitionRuntime

/// `missing-field`: a field the entry cannot do without.
extension Diagnostic {
    /// A value written as a mapping (`what`: `the spring`, `the hint`, `a
    /// transition` token's) without `missing`, each listed in backticks.
    static func missingFieldNested(_ what: String, missing: [String], at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingFieldNested, "\(what) needs \(missing.map { "`\($0)`" }.joined(separator: " and "))", at: location)
    }

    /// A tab bar without its tabs.
    static func missingFieldTabs(screen: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingFieldTabs, "screen `\(screen)` is a `tabBar` and needs `tabs`, the list of its tab screens", at: location)
    }

    /// A transition without `kind`; the message lists the kinds.
    static func missingFieldKind(transition: String, at location: SourceLocation) -> Diagnostic {
        let kinds = TransitionKind.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
        return Diagnostic(.missingFieldKind, "transition `\(transition)` needs a `kind`: one of \(kinds)", at: location)
    }

    /// A transition without `from`.
    static func missingFieldFrom(transition: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingFieldFrom, "transition `\(transition)` needs `from`, the screen it leaves", at: location)
    }

    /// A `tab` transition without `to` that is not from a tab bar.
    static func missingFieldTabTo(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingFieldTabTo,
                   "a `tab` transition needs `to`, the tab it shows, unless it is from a tab bar (then it is every switch between the bar's tabs)",
                   at: location)
    }

    /// A `present` or `push` (`kind`) without `to`.
    static func missingFieldTo(kind: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingFieldTo, "a `\(kind)` transition needs `to`, the screen it shows", at: location)
    }

    /// A transition without a duration, neither its own nor a default.
    static func missingFieldDuration(transition: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingFieldDuration, "transition `\(transition)` needs a `duration` (or set one under `defaults`)",
                   at: location)
    }
}
