import TransitionRuntime

/// `transitionc schema`: a JSON Schema (draft 2020-12) of the spec language,
/// for editors with a YAML language server to complete and check specs as
/// they are typed. It rejects what the compiler rejects as an error where
/// a schema can say so (unknown keys, enum values, ranges, value forms) and
/// accepts every spec that checks clean; the compiler stays the authority
/// (ids, tokens, the graph, YAML 1.1 details).
///
/// References are JSON pointers into `$defs`, and tuple items use both
/// `prefixItems` and `items`, so that editors that still speak draft 7 get
/// most of it too.
public enum SpecSchema {
    public static let dialect = "https://json-schema.org/draft/2020-12/schema"

    public static func render() -> String {
        document.serialized(pretty: true) + "\n"
    }

    static var document: JSONValue {
        .object([
            ("$schema", .string(dialect)),
            ("title", .string("transitionc spec, version 1")),
            ("description", .string("A transitionc spec file: screens and the UIKit view-controller transitions between them.")),
            ("type", .string("object")),
            ("properties", .object(topLevel)),
            ("required", .array([.string("version")])),
            ("additionalProperties", .bool(false)),
            ("$defs", .object(valueDefinitions + motionDefinitions + fieldDefinitions)),
        ])
    }

    /// The top-level keys, in order; the sections are built here, each with its key's sentence.
    static var topLevel: [(String, JSONValue)] {
        TopLevelKey.allCases.map { key in
            let description = key.declaration.summary
            let value: JSONValue = switch key {
            case .version: node(key.declaration)
            case .tokens:
                SchemaNode.mapping(description, properties: properties(TokenSectionKey.allCases), nullable: true)
            case .defaults: defaults(description)
            case .screens: SchemaNode.dictionary(description, values: SchemaNode.ref("screen"))
            case .transitions: SchemaNode.dictionary(description, values: SchemaNode.ref("transition"))
            }
            return (key.rawValue, value)
        }
    }

    /// Any shared field, plus one block per kind holding the same fields.
    static func defaults(_ description: String) -> JSONValue {
        let blocks = TransitionKind.allCases.map { kind in
            (kind.rawValue, SchemaNode.mapping(
                "Defaults for `\(kind.rawValue)` transitions of this file; they win over the general ones.",
                properties: sharedFields, nullable: true))
        }
        return SchemaNode.mapping(
            description,
            properties: sharedFields + blocks,
            nullable: true)
    }
}
