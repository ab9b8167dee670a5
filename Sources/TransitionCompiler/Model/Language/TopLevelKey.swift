/// The keys of a spec file's top level, and the kinds of token under `tokens`.
enum TopLevelKey: String, LanguageKey {
    case version, tokens, defaults, screens, transitions

    var declaration: KeyDeclaration {
        switch self {
        case .version:
            KeyDeclaration(.version, "The version of the spec language: the integer 1.", default: "required", example: "1")
        case .tokens:
            KeyDeclaration(.section, "Named values used as `$durations.NAME` and `$curves.NAME`, global across the spec set.",
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

extension TokenDefinition.Category: LanguageKey {
    var declaration: KeyDeclaration {
        switch self {
        case .durations:
            KeyDeclaration(.names("durationTokenValue"), "Duration tokens: `$durations.NAME`.", default: "none",
                           example: "{ quick: 0.25 }")
        case .curves:
            KeyDeclaration(.names("curveTokenValue"), "Curve tokens: `$curves.NAME`.", default: "none",
                           example: "{ calm: easeOut }")
        }
    }
}
