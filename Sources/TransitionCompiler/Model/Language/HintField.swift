/// The fields of a transition's `hint` mapping.
enum HintField: String, LanguageKey {
    case delay, duration, travel

    var declaration: KeyDeclaration {
        switch self {
        case .delay:
            KeyDeclaration(.seconds(allowsZero: true), "Seconds after the screen appears; default 0.", default: "0", example: "0.25")
        case .duration:
            KeyDeclaration(.seconds(allowsZero: false), "How long the hint's movement takes.", default: "required", example: "0.5")
        case .travel:
            KeyDeclaration(.number(.positive, default: nil), "How far the hint moves the view, in points over 0.",
                           default: "required", valuesText: "points over 0", example: "40")
        }
    }

    /// The fields as the `hint` row of Docs/language.md's table of
    /// transition fields lists them: "`delay` (seconds, default 0), …".
    static var docsSummary: String {
        allCases.map { field in
            let declaration = field.declaration
            let defaultText = declaration.defaultText == "required" ? "required" : "default \(declaration.defaultText)"
            return "`\(field.rawValue)` (\(declaration.docsValues), \(defaultText))"
        }.joined(separator: ", ")
    }
}
