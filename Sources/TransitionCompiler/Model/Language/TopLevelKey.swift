/// The keys of a spec file's top level, and the kinds of token under `tokens`.
enum TopLevelKey: String, LanguageKey {
    case version, tokens, defaults, screens, transitions

    var declaration: KeyDeclaration {
        switch self {
        case .version:
            KeyDeclaration(.version, "The version of the spec language: the integer 1.", default: "required", example: "1")
        case .tokens:
            KeyDeclaration(.section, "Named values used as `$durations.NAME` and `$curves.NAME`, and imported design tokens, global across the spec set.",
                           default: "none", example: "{}")
        case .defaults:
            KeyDeclaration(
                .section,
                "Values for the transitions of this file that do not set them: any transition field but `kind`, `from` and `to`, plus a block per kind.",
                default: "none", example: "{}")
        case .screens:
            KeyDeclaration(.section, "The screens (view controllers), by id; ids are global across the spec set.",
                           default: "none", example: "{}")
        case .transitions:
            KeyDeclaration(.section, "The transitions, by id; ids are global across the spec set.",
                           default: "none", example: "{}")
        }
    }
}

/// The keys under `tokens`: a spec's own tokens by kind, and the design
/// token files it imports.
enum TokenSectionKey: String, LanguageKey {
    case durations, curves
    case `import`

    /// The group of the spec's own tokens this key holds; nil for `import`.
    var category: TokenDefinition.Category? { TokenDefinition.Category(rawValue: rawValue) }

    var declaration: KeyDeclaration {
        switch self {
        case .durations:
            KeyDeclaration(.names("durationTokenValue"), "Duration tokens: `$durations.NAME`.", default: "none",
                           example: "{ quick: 0.25 }")
        case .curves:
            KeyDeclaration(.names("curveTokenValue"), "Curve tokens: `$curves.NAME`.", default: "none",
                           example: "{ calm: easeOut }")
        case .import:
            KeyDeclaration(.importPaths,
                           "Design token files (DTCG JSON) to use as `$` and their dotted path, each a path relative to this file inside the project, or `material3` for the built-in Material 3 motion tokens.",
                           default: "none", example: "[material3]")
        }
    }
}
