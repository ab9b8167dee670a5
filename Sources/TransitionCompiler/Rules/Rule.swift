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

extension Rule {
    /// An example's files: one, or several where a line `---` separates them.
    public static func files(of example: String) -> [Substring] {
        example.trimmingTrailingNewlines.split(separator: "\n---\n", omittingEmptySubsequences: false)
    }

    /// The name shown above the Nth file of an example with several:
    /// `a.yaml`, `b.yaml`, … Shown as a comment, so that each file can be
    /// copied as it is; joined by `---` they would read as one file of two
    /// YAML documents, a `yaml-syntax` error rather than this rule.
    public static func fileName(_ index: Int) -> String {
        "\(Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(index % 26)))).yaml"
    }

    /// Nothing for one file, " (2 files)" for two, after "Triggers it" or "Fixed".
    static func filesPhrase(_ count: Int) -> String {
        count == 1 ? "" : " (\(count) files)"
    }
}
