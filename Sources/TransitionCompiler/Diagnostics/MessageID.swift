/// A message's stable id: its rule, then which of the rule's messages it is
/// (`unknown-key.did-you-mean`); a rule with one message uses the rule's id.
///
/// Each id is written once, in the one constructor that makes its message: a
/// static function of `Diagnostic`, in the rule's file (`Rules/Graph/`) or in
/// the catalogue (`Diagnostics/Messages/`). MessageCatalogueTests checks that,
/// that every constructor is called, and that no other code writes a message.
///
/// The id stays inside the compiler's library, for its tests and the language
/// server: the contract fixes the keys of `check --format json` (and SARIF
/// carries the same findings), so no output shows it.
public enum MessageID: String, CaseIterable, Sendable {
    // YAML, as the front end reports it (`Diagnostic.yamlProblem`).
    case yamlSyntax = "yaml-syntax"
    case yamlLimit = "yaml-limit"
    case duplicateKey = "duplicate-key"
    case typeMismatchMergeKey = "type-mismatch.merge-key"

    // The version line.
    case unsupportedVersionEmptyFile = "unsupported-version.empty-file"
    case unsupportedVersionEmptyConfiguration = "unsupported-version.empty-configuration"
    case unsupportedVersionMissing = "unsupported-version.missing"
    case unsupportedVersionNumber = "unsupported-version.number"
    case unsupportedVersionNotOne = "unsupported-version.not-one"

    // Shapes and types.
    case typeMismatchRoot = "type-mismatch.root"
    case typeMismatchUnsupportedTag = "type-mismatch.unsupported-tag"
    case typeMismatchExpected = "type-mismatch.expected"
    case typeMismatchKeyNotWord = "type-mismatch.key-not-word"
    case typeMismatchFieldExpects = "type-mismatch.field-expects"
    case typeMismatchQuoteToKeepString = "type-mismatch.quote-to-keep-string"
    case typeMismatchBoolean = "type-mismatch.boolean"
    case typeMismatchBooleanQuoted = "type-mismatch.boolean-quoted"
    case typeMismatchBooleanDidYouMean = "type-mismatch.boolean-did-you-mean"
    case typeMismatchBooleanForWord = "type-mismatch.boolean-for-word"
    case typeMismatchCurve = "type-mismatch.curve"
    case typeMismatchPercentageThreshold = "type-mismatch.percentage-threshold"

    // Keys.
    case unknownKeyDidYouMean = "unknown-key.did-you-mean"
    case unknownKeyExpectedOneOf = "unknown-key.expected-one-of"
    case unknownKeyRule = "unknown-key.rule"
    case unknownKeyRuleDidYouMean = "unknown-key.rule-did-you-mean"

    // Values.
    case invalidValueDidYouMean = "invalid-value.did-you-mean"
    case invalidValueExpectedOneOf = "invalid-value.expected-one-of"
    case invalidValueQuotedDuration = "invalid-value.quoted-duration"
    case invalidValueDuration = "invalid-value.duration"
    case invalidValueBezierCount = "invalid-value.bezier-count"
    case invalidValueCurveCutShort = "invalid-value.curve-cut-short"
    case invalidValueCurveCall = "invalid-value.curve-call"
    case invalidValueCurveDidYouMean = "invalid-value.curve-did-you-mean"
    case invalidValueCurve = "invalid-value.curve"
    case invalidValueEmptyMapping = "invalid-value.empty-mapping"
    case invalidValueSpringMix = "invalid-value.spring-mix"
    case invalidValueDistanceWord = "invalid-value.distance-word"
    case invalidValueSecondEffect = "invalid-value.second-effect"
    case invalidValueEffectOptions = "invalid-value.effect-options"
    case invalidValueEmptyTokenName = "invalid-value.empty-token-name"
    case invalidValueEmptyID = "invalid-value.empty-id"
    case invalidValueTokenOfToken = "invalid-value.token-of-token"
    case invalidValueTabsWithoutTabBar = "invalid-value.tabs-without-tab-bar"
    case invalidValueEmptyPaths = "invalid-value.empty-paths"
    case invalidValueEmptyPath = "invalid-value.empty-path"
    case invalidValueFixedRule = "invalid-value.fixed-rule"

    // Ranges.
    case outOfRangeNotFinite = "out-of-range.not-finite"
    case outOfRangeDuration = "out-of-range.duration"
    case outOfRangeDurationMilliseconds = "out-of-range.duration-milliseconds"
    case outOfRangeDurationToken = "out-of-range.duration-token"
    case outOfRangeBezierX = "out-of-range.bezier-x"
    case outOfRangeSpring = "out-of-range.spring"
    case outOfRangeNotPositive = "out-of-range.not-positive"
    case outOfRangeBounded = "out-of-range.bounded"
    case outOfRangeThreshold = "out-of-range.threshold"
    case outOfRangeThresholdPercentage = "out-of-range.threshold-percentage"

    // Missing fields.
    case missingFieldNested = "missing-field.nested"
    case missingFieldTabs = "missing-field.tabs"
    case missingFieldKind = "missing-field.kind"
    case missingFieldFrom = "missing-field.from"
    case missingFieldTabTo = "missing-field.tab-to"
    case missingFieldTo = "missing-field.to"
    case missingFieldDuration = "missing-field.duration"

    // Fields that do nothing.
    case unusedFieldKindDefaults = "unused-field.kind-defaults"
    case unusedFieldKind = "unused-field.kind"
    case unusedFieldSheetDuration = "unused-field.sheet-duration"
    case unusedFieldNotInteractive = "unused-field.not-interactive"

    // Names.
    case duplicateID = "duplicate-id"
    case unknownScreen = "unknown-screen"
    case unknownScreenDidYouMean = "unknown-screen.did-you-mean"
    case unknownToken = "unknown-token"
    case unknownTokenDidYouMean = "unknown-token.did-you-mean"
    case unknownTokenForm = "unknown-token.form"
    case unusedToken = "unused-token"

    // Design token files and their imports (Docs/tokens.md).
    case invalidValueImport = "invalid-value.import"
    case invalidValueImportPath = "invalid-value.import-path"
    case invalidValueTimingReference = "invalid-value.timing-reference"
    case invalidValueExtends = "invalid-value.extends"
    case invalidValueJSONPointer = "invalid-value.json-pointer"
    case invalidValueTokenName = "invalid-value.token-name"
    case invalidValueGroupDepth = "invalid-value.group-depth"
    case typeMismatchTokenObject = "type-mismatch.token-object"
    case unknownKeyDurationToken = "unknown-key.duration-token"
    case missingFieldDurationToken = "missing-field.duration-token"
    case invalidValueDurationUnit = "invalid-value.duration-unit"
    case outOfRangeNegativeDuration = "out-of-range.negative-duration"
    case typeMismatchCubicBezierToken = "type-mismatch.cubic-bezier-token"
    case outOfRangeCubicBezierToken = "out-of-range.cubic-bezier-token"
    case invalidValueNamedCurve = "invalid-value.named-curve"
    case typeMismatchTransitionToken = "type-mismatch.transition-token"
    case unknownKeyTransitionToken = "unknown-key.transition-token"
    case tokenAliasCycle = "token-alias.cycle"
    case tokenAlias = "token-alias"
    case tokenAliasDidYouMean = "token-alias.did-you-mean"
    case tokenTypeMismatch = "token-type-mismatch"
    case tokenTypeMismatchField = "token-type-mismatch.field"

    // Suppressions.
    case unusedSuppressionEmpty = "unused-suppression.empty"
    case unusedSuppressionFixedRule = "unused-suppression.fixed-rule"
    case unusedSuppression = "unused-suppression"
    case unusedSuppressionUnknownRule = "unused-suppression.unknown-rule"
    case unusedSuppressionUnknownRuleDidYouMean = "unused-suppression.unknown-rule-did-you-mean"

    // The graph's rules, one file each in `Rules/Graph/`.
    case noRoot = "no-root"
    case unreachableScreen = "unreachable-screen"
    case tabOutsideTabBar = "tab-outside-tabbar"
    case backGestureLost = "back-gesture-lost"
    case gestureConflict = "gesture-conflict"
    case dismissWithoutPresent = "dismiss-without-present"
    case dismissWithoutPresentWrongTo = "dismiss-without-present.wrong-to"
    case presentationCycleSelf = "presentation-cycle.self"
    case presentationCycle = "presentation-cycle"
    case confirmDismissGesture = "confirm-dismiss-gesture"
    case interactiveCurve = "interactive-curve"
    case reducedMotionMoves = "reduced-motion-moves"
    case missingDismiss = "missing-dismiss"
    case scrollGestureConflict = "scroll-gesture-conflict"
    case slowTransition = "slow-transition"
    case extremeThreshold = "extreme-threshold"
    case inputWithoutText = "input-without-text"
    case textWithoutInput = "text-without-input"
    case popWithoutPush = "pop-without-push"
    case popWithoutPushWrongTo = "pop-without-push.wrong-to"
    case identifierCollision = "identifier-collision"
    case sheetCustomInteraction = "sheet-custom-interaction"
    case pushOutsideNavigation = "push-outside-navigation"
    case duplicateEdge = "duplicate-edge"
    case missingTabTransition = "missing-tab-transition"

    /// The rule the message belongs to: the id up to its first `.`.
    public var rule: RuleID { Self.rules[self]! }

    /// Worked out once: a spec with 100 000 mistakes makes a diagnostic for each.
    private static let rules = [MessageID: RuleID](
        uniqueKeysWithValues: allCases.map { ($0, RuleID(rawValue: String($0.rawValue.prefix { $0 != "." }))) })
}
