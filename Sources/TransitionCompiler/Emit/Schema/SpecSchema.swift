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
            ("$defs", .object(valueDefinitions + fieldDefinitions)),
        ])
    }

    static var topLevel: [(String, JSONValue)] {
        [
            ("version", .object([
                ("description", .string("The version of the spec language: the integer 1.")),
                ("const", .int(1)),
            ])),
            ("tokens", SchemaNode.mapping(
                "Named values used as `$durations.NAME` and `$curves.NAME`, global across the spec set.",
                properties: [
                    ("durations", SchemaNode.dictionary("Duration tokens: `$durations.NAME`.", values: SchemaNode.ref("durationTokenValue"))),
                    ("curves", SchemaNode.dictionary("Curve tokens: `$curves.NAME`.", values: SchemaNode.ref("curveTokenValue"))),
                ],
                nullable: true)),
            ("defaults", defaults),
            ("screens", SchemaNode.dictionary(
                "The screens (view controllers), by id; ids are global across the spec set.", values: SchemaNode.ref("screen"))),
            ("transitions", SchemaNode.dictionary(
                "The transitions, by id; ids are global across the spec set.", values: SchemaNode.ref("transition"))),
        ]
    }

    /// Any shared field, plus one block per kind holding the same fields.
    static var defaults: JSONValue {
        let blocks = TransitionKind.allCases.map { kind in
            (kind.rawValue, SchemaNode.mapping(
                "Defaults for `\(kind.rawValue)` transitions of this file; they win over the general ones.",
                properties: sharedFields, nullable: true))
        }
        return SchemaNode.mapping(
            "Values for the transitions of this file that do not set them: any transition field but `kind`, `from` and `to`, plus a block per kind.",
            properties: sharedFields + blocks,
            nullable: true)
    }
}
