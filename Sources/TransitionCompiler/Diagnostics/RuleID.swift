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

    // Graph.
    public static let unreachableScreen = RuleID(rawValue: "unreachable-screen")
    public static let noRoot = RuleID(rawValue: "no-root")
    public static let dismissWithoutPresent = RuleID(rawValue: "dismiss-without-present")
    public static let missingDismiss = RuleID(rawValue: "missing-dismiss")
    public static let popWithoutPush = RuleID(rawValue: "pop-without-push")
    public static let pushOutsideNavigation = RuleID(rawValue: "push-outside-navigation")
    public static let tabOutsideTabBar = RuleID(rawValue: "tab-outside-tabbar")
    public static let duplicateEdge = RuleID(rawValue: "duplicate-edge")
    public static let presentationCycle = RuleID(rawValue: "presentation-cycle")
    public static let gestureConflict = RuleID(rawValue: "gesture-conflict")
    public static let scrollGestureConflict = RuleID(rawValue: "scroll-gesture-conflict")
    public static let interactiveCurve = RuleID(rawValue: "interactive-curve")
    public static let inputWithoutText = RuleID(rawValue: "input-without-text")
    public static let textWithoutInput = RuleID(rawValue: "text-without-input")
    public static let sheetCustomInteraction = RuleID(rawValue: "sheet-custom-interaction")
    public static let confirmDismissGesture = RuleID(rawValue: "confirm-dismiss-gesture")
    public static let extremeThreshold = RuleID(rawValue: "extreme-threshold")
    public static let slowTransition = RuleID(rawValue: "slow-transition")

    // Motion (motion.md).
    public static let reducedMotionMoves = RuleID(rawValue: "reduced-motion-moves")
    public static let backGestureLost = RuleID(rawValue: "back-gesture-lost")

    // Design tokens (tokens.md).
    public static let tokenTypeMismatch = RuleID(rawValue: "token-type-mismatch")
    public static let tokenAlias = RuleID(rawValue: "token-alias")

    // Added by this implementation, after the contract's rules.
    public static let unusedSuppression = RuleID(rawValue: "unused-suppression")
    public static let missingTabTransition = RuleID(rawValue: "missing-tab-transition")
}
