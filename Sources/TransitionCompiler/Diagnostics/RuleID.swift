/// A rule's stable id, as written in diagnostics, configuration and `explain`.
public struct RuleID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The rule's entry in the catalogue. Every id used in code has one (a test checks).
    public var rule: Rule? { RuleCatalog.rule(self) }
    public var defaultSeverity: Severity { rule?.severity ?? .error }

    // Reading and shape.
    public static let yamlSyntax = RuleID(rawValue: "yaml-syntax")
    public static let yamlLimit = RuleID(rawValue: "yaml-limit")
    public static let duplicateKey = RuleID(rawValue: "duplicate-key")
    public static let unsupportedVersion = RuleID(rawValue: "unsupported-version")
    public static let unknownKey = RuleID(rawValue: "unknown-key")
    public static let typeMismatch = RuleID(rawValue: "type-mismatch")
    public static let invalidValue = RuleID(rawValue: "invalid-value")
    public static let outOfRange = RuleID(rawValue: "out-of-range")
    public static let missingField = RuleID(rawValue: "missing-field")
    public static let duplicateID = RuleID(rawValue: "duplicate-id")
    public static let unknownScreen = RuleID(rawValue: "unknown-screen")
    public static let unknownToken = RuleID(rawValue: "unknown-token")
    public static let unusedToken = RuleID(rawValue: "unused-token")
    public static let unusedField = RuleID(rawValue: "unused-field")
}
