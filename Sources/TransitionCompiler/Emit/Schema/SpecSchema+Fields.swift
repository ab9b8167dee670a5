import TransitionRuntime

/// Screens, transitions and the fields transitions share with `defaults`,
/// each key's schema made from its declaration (Model/Language).
extension SpecSchema {
    static var fieldDefinitions: [(String, JSONValue)] {
        [("screen", screen), ("transition", transition), ("gesture", gesture), ("hint", hint)]
    }

    /// Each key of `Key` in order, with the schema of what it takes.
    static func properties<Key: LanguageKey>(_ keys: [Key]) -> [(String, JSONValue)] {
        keys.map { ($0.rawValue, node($0.declaration)) }
    }

    /// The schema of one key's value: its form, range and default, described
    /// by the key's sentence.
    static func node(_ declaration: KeyDeclaration) -> JSONValue {
        let description = declaration.summary
        switch declaration.values {
        case .boolean:
            return SchemaNode.boolean(description)
        case .words(let words, let value):
            return SchemaNode.words(words, description, default: value)
        case .seconds(let allowsZero):
            return SchemaNode.ref(allowsZero ? "delay" : "duration", description)
        case .curve:
            return SchemaNode.ref("curve", description)
        case .mapping(let name), .defined(let name, _):
            return SchemaNode.ref(name, description)
        case .number(let range, let value):
            return number(description, range, default: value)
        case .either(let forms, let value):
            return SchemaNode.anyOf(description, forms.map { form in
                switch form {
                case .word(let word, let meaning):
                    .object([("const", .string(word)), ("description", .string(meaning))])
                case .number(let meaning, let range):
                    number(meaning, range, default: nil)
                }
            }, default: value.map(JSONValue.string))
        case .screenID:
            return .object([("description", .string(description)), ("type", .string("string"))])
        case .screenIDs:
            return .object([
                ("description", .string(description)),
                ("type", .string("array")),
                ("items", .object([("type", .string("string")), ("description", .string("A screen id."))])),
            ])
        case .names(let values):
            return SchemaNode.dictionary(description, values: SchemaNode.ref(values))
        case .version:
            return .object([("description", .string(description)), ("const", .int(1))])
        case .importPaths:
            return .object([
                ("description", .string(description)),
                ("type", .string("array")),
                ("items", .object([("type", .string("string")), ("minLength", .int(1))])),
            ])
        case .timingToken:
            return SchemaNode.token(.timing, pattern: "^\\$", description)
        case .section:
            preconditionFailure("a section's schema is built where the section is (`SpecSchema.topLevel`)")
        }
    }

    private static func number(_ description: String, _ range: NumberRange, default value: Double?) -> JSONValue {
        SchemaNode.number(description, exclusiveMinimum: range.exclusiveMinimum, minimum: range.minimum,
                          exclusiveMaximum: range.exclusiveMaximum, maximum: range.maximum, default: value)
    }

    static var screen: JSONValue {
        SchemaNode.mapping(
            "A screen: a view controller. Its id is the key; nothing after it is a screen with no fields.",
            properties: properties(ScreenField.allCases),
            nullable: true,
            extra: [
                ("if", .object([
                    ("properties", .object([("container", .object([("const", .string(ContainerKind.tabBar.rawValue))]))])),
                    ("required", .array([.string("container")])),
                ])),
                ("then", .object([("required", .array([.string("tabs")]))])),
                ("else", .object([("not", .object([("required", .array([.string("tabs")]))]))])),
            ])
    }

    static var transition: JSONValue {
        // Not `tab`: one from a tab bar has no `to`, and whether `from` is a
        // tab bar is a fact about another screen, which the schema cannot see.
        let needsTarget = [TransitionKind.present, .push].map { JSONValue.string($0.rawValue) }
        return SchemaNode.mapping(
            "A transition from one screen to another: its animator and, optionally, the gesture that drives it. `duration` is required here or in `defaults`.",
            properties: properties(TransitionField.allCases),
            required: ["kind", "from"],
            extra: [
                ("if", .object([
                    ("properties", .object([("kind", .object([("enum", .array(needsTarget))]))])),
                    ("required", .array([.string("kind")])),
                ])),
                ("then", .object([("required", .array([.string("to")]))])),
            ])
    }

    /// The fields of a transition that `defaults` (and its per-kind blocks) may set.
    static var sharedFields: [(String, JSONValue)] {
        properties(TransitionField.allCases.filter(\.isShared))
    }

    static var gesture: JSONValue {
        SchemaNode.mapping(
            "The pan gesture of an interactive transition; each field has a default.",
            properties: properties(GestureField.allCases),
            nullable: true)
    }

    static var hint: JSONValue {
        SchemaNode.mapping(
            "A coach mark that shows the gesture when the screen appears. `duration` and `travel` are required, here or in `defaults`.",
            properties: properties(HintField.allCases),
            nullable: true)
    }
}
