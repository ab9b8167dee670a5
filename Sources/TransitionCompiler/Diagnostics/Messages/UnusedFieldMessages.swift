/// `unused-field`: a field that changes nothing where it is written.
extension Diagnostic {
    /// A field under a kind's block of `defaults` that the kind does not use.
    static func unusedFieldKindDefaults(_ field: String, kind: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unusedFieldKindDefaults, "`\(field)` has no effect on `\(kind)` transitions", at: location)
    }

    /// A field only `only` transitions use, on a `kind` transition.
    static func unusedFieldKind(_ field: String, kind: String, only: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unusedFieldKind, "`\(field)` has no effect on a `\(kind)` transition; only `\(only)` uses it", at: location)
    }

    /// A `duration` on a transition that presents a sheet, which UIKit animates itself.
    static func unusedFieldSheetDuration(transition: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unusedFieldSheetDuration,
                   "`duration` has no effect: `\(transition)` presents a `sheet`, which UIKit animates itself (remove it)",
                   at: location)
    }

    /// A field of interactive transitions on one that is not: where the
    /// mapping is shared, one warning whichever transition reads it.
    static func unusedFieldNotInteractive(_ field: String, transition: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unusedFieldNotInteractive,
                   "`\(field)` has no effect: transition `\(transition)` is not interactive (set `interaction: standard` or remove it)",
                   about: transition, at: location)
    }
}
