/// Small constructors for JSON Schema nodes, so that the schema reads like
/// the language reference it mirrors.
enum SchemaNode {
    /// `{"$ref": "#/$defs/NAME"}`, with a description of this use of it.
    static func ref(_ name: String, _ description: String? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [("$ref", .string("#/$defs/\(name)"))]
        if let description { members.append(("description", .string(description))) }
        return .object(members)
    }

    /// A mapping. `closed`: unknown keys are errors, as `unknown-key` makes
    /// them. `nullable`: an empty value (`screens:` and nothing) reads as an
    /// empty mapping.
    static func mapping(_ description: String, properties: [(String, JSONValue)], required: [String] = [],
                        closed: Bool = true, nullable: Bool = false, extra: [(String, JSONValue)] = []) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("description", .string(description)),
            ("type", nullable ? .array([.string("object"), .string("null")]) : .string("object")),
            ("properties", .object(properties)),
        ]
        if !required.isEmpty { members.append(("required", .array(required.map(JSONValue.string)))) }
        if closed { members.append(("additionalProperties", .bool(false))) }
        return .object(members + extra)
    }

    /// A mapping from ids the user chooses to values of one schema.
    static func dictionary(_ description: String, values: JSONValue, nullable: Bool = true) -> JSONValue {
        .object([
            ("description", .string(description)),
            ("type", nullable ? .array([.string("object"), .string("null")]) : .string("object")),
            ("propertyNames", .object([("minLength", .int(1))])),
            ("additionalProperties", values),
        ])
    }

    static func words(_ values: [String], _ description: String, default value: String? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("description", .string(description)),
            ("type", .string("string")),
            ("enum", .array(values.map(JSONValue.string))),
        ]
        if let value { members.append(("default", .string(value))) }
        return .object(members)
    }

    static func boolean(_ description: String, default value: Bool = false) -> JSONValue {
        .object([("description", .string(description)), ("type", .string("boolean")), ("default", .bool(value))])
    }

    /// A number with bounds: each of `exclusiveMinimum`, `minimum`,
    /// `exclusiveMaximum`, `maximum` given is written.
    static func number(_ description: String, exclusiveMinimum: Double? = nil, minimum: Double? = nil,
                       exclusiveMaximum: Double? = nil, maximum: Double? = nil, default value: Double? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [("description", .string(description)), ("type", .string("number"))]
        for (key, bound) in [("exclusiveMinimum", exclusiveMinimum), ("minimum", minimum),
                             ("exclusiveMaximum", exclusiveMaximum), ("maximum", maximum), ("default", value)] {
            if let bound { members.append((key, .double(bound))) }
        }
        return .object(members)
    }

    static func pattern(_ pattern: String, _ description: String) -> JSONValue {
        .object([("description", .string(description)), ("type", .string("string")), ("pattern", .string(pattern))])
    }

    /// A token reference of one kind: its title (`duration token`) tells an
    /// editor which tokens to offer there, which the pattern cannot, since an
    /// imported token's path says nothing of its type.
    static func token(_ kind: TokenDefinition.Kind, pattern: String, _ description: String) -> JSONValue {
        .object([("title", .string("\(kind.typeName) token")), ("description", .string(description)), ("type", .string("string")),
                 ("pattern", .string(pattern))])
    }

    /// One of several forms; editors list each form's description.
    static func anyOf(_ description: String, _ forms: [JSONValue], default value: JSONValue? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [("description", .string(description)), ("anyOf", .array(forms))]
        if let value { members.append(("default", value)) }
        return .object(members)
    }
}
