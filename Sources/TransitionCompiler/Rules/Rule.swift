/// One rule of the language: its stable id, default severity, a one-line
/// summary (`transitionc rules`), an explanation with the fix (`transitionc
/// explain`), and a spec that triggers it and one that does not. The examples
/// are documentation and tests at once: the test suite checks each.
public struct Rule: Sendable {
    public var id: RuleID
    public var severity: Severity
    /// Rules marked `*` in the contract: always errors, never turned off.
    public var isFixed: Bool
    public var summary: String
    public var explanation: String
    /// A spec that must produce this rule. A line `---` separates files, for
    /// rules that need more than one.
    public var triggeringExample: String
    /// The same spec, fixed: it must not produce this rule.
    public var passingExample: String
}
