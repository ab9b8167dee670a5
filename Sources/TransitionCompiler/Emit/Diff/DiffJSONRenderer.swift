import TransitionRuntime

/// `diff --format json`: one object, `{"version", "against", "changes",
/// "summary"}`, the shape documented in Docs/diff.md and versioned by
/// `version`. Keys in a fixed order; a key that does not apply to a change
/// (`oldId`, `difference`, `oldPoints`, …) is left out.
public enum DiffJSONRenderer {
    public static func render(_ diff: SpecDiff) -> String {
        let summary = ChangeCategory.allCases.map { ($0.rawValue, JSONValue.int(diff.count($0))) }
        let root = JSONValue.object([
            ("version", .int(SpecDiff.version)),
            ("against", .string(diff.against)),
            ("changes", .array(diff.changes.map(change))),
            ("summary", .object(summary + [
                ("failOn", .array(ChangeCategory.allCases.filter(diff.failOn.contains).map { .string($0.rawValue) })),
                ("failing", .int(diff.failing.count)),
            ])),
        ])
        return root.serialized(pretty: true) + "\n"
    }

    static func change(_ change: SpecChange) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("category", .string(change.category.rawValue)),
            ("subject", .string(change.subject.rawValue)),
            ("id", .string(change.id)),
        ]
        if let oldID = change.oldID { members.append(("oldId", .string(oldID))) }
        if let field = change.field { members.append(("field", .string(field))) }
        members += [("old", value(change.old)), ("new", value(change.new))]
        if let swift = change.oldSwift { members.append(("oldSwift", .string(swift))) }
        if let swift = change.newSwift { members.append(("newSwift", .string(swift))) }
        if let difference = change.curveDifference {
            members.append(("difference", .double(DecimalFormatting.rounded(difference, places: 4))))
        }
        if change.oldPoints != nil || change.newPoints != nil {
            members += [("oldPoints", points(change.oldPoints)), ("newPoints", points(change.newPoints))]
        }
        if change.oldToken != nil || change.newToken != nil {
            members += [("oldToken", change.oldToken.map(JSONValue.string) ?? .null),
                        ("newToken", change.newToken.map(JSONValue.string) ?? .null)]
        }
        if change.inherited { members.append(("inherited", .bool(true))) }
        let place = change.reportedPlace
        members += [
            ("file", place.map { .string($0.file) } ?? .null),
            ("line", place.map { .int($0.line) } ?? .null),
            ("oldFile", change.oldPlace.map { .string($0.file) } ?? .null),
            ("oldLine", change.oldPlace.map { .int($0.line) } ?? .null),
            ("message", .string(DiffPhrasing.message(change))),
        ]
        return .object(members)
    }

    private static func points(_ points: Double?) -> JSONValue {
        points.map { .double(DecimalFormatting.rounded($0, places: 2)) } ?? .null
    }

    /// Numbers are seconds, points or points per second; words, ids and curves are strings.
    static func value(_ value: ChangeValue) -> JSONValue {
        switch value {
        case .word(let text), .screen(let text), .text(let text): .string(text)
        case .screens(let texts), .words(let texts): .array(texts.map(JSONValue.string))
        case .seconds(let number), .number(let number), .speed(let number): .double(number)
        case .bool(let bool): .bool(bool)
        case .curve(let curve): .string(ReportValueFormatter.curve(curve))
        case .distance(.container): .string("container")
        case .distance(.points(let points)): .double(points)
        case .none: .null
        }
    }
}
