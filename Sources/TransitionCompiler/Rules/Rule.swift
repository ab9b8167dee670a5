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
    /// A spec that must produce this rule, with `↓` right before each place
    /// it fires (SwiftLint's marker): the rule's tests check that it fires
    /// there and nowhere else. A line `---` separates files, for rules that
    /// need more than one.
    public var markedExample: String
    /// The same spec, fixed: it must not produce this rule.
    public var passingExample: String
    /// What the rule's fix-its make of the triggering example.
    public enum FixItResult: Sendable {
        /// The passing example itself.
        case passingExample
        /// This text.
        case text(String)
    }

    /// The triggering example once every fix-it the rule gives there is
    /// applied, as `check --fix` or an editor's code action would; nil when
    /// the rule gives no fix-it there. The rule's tests check it.
    public var fixItResult: String? {
        switch fixed {
        case .passingExample?: passingExample
        case .text(let text)?: text
        case nil: nil
        }
    }

    private var fixed: FixItResult?

    init(id: RuleID, severity: Severity, isFixed: Bool, summary: String, explanation: String,
         triggeringExample: String, passingExample: String, fixItResult: FixItResult? = nil) {
        self.id = id
        self.severity = severity
        self.isFixed = isFixed
        self.summary = summary
        self.explanation = explanation
        self.markedExample = triggeringExample
        self.passingExample = passingExample
        self.fixed = fixItResult
    }

    /// The marker of `markedExample`.
    public static let marker = "↓"

    /// The triggering example as `explain` shows it: without its markers.
    public var triggeringExample: String { markedExample.replacingOccurrences(of: Self.marker) }

    /// Where the triggering example marks the rule as firing: the file's
    /// position among the example's files, and the byte offset in it,
    /// markers left out.
    public var marks: [(file: Int, offset: Int)] {
        Self.files(of: markedExample + "\n").enumerated().flatMap { index, file in
            var offsets: [Int] = [], offset = 0
            for character in file {
                if String(character) == Self.marker { offsets.append(offset) } else { offset += character.utf8.count }
            }
            return offsets.map { (index, $0) }
        }
    }
}

extension String {
    /// The text with every `marker` taken out.
    fileprivate func replacingOccurrences(of marker: String) -> String {
        split(separator: marker, omittingEmptySubsequences: false).joined()
    }
}

extension Rule {
    /// An example's files: one, or several where a line `---` separates them.
    public static func files(of example: String) -> [Substring] {
        example.trimmingTrailingNewlines.split(separator: "\n---\n", omittingEmptySubsequences: false)
    }

    /// The name shown above the Nth file of an example with several:
    /// `a.yaml`, `b.yaml`, …, or `b.tokens.json` for a design token file
    /// (JSON, an object). Shown as a comment, so that each file can be
    /// copied as it is (transitionc reads a token file as YAML, where the
    /// comment is allowed); joined by `---` they would read as one file of
    /// two YAML documents, a `yaml-syntax` error rather than this rule.
    public static func fileName(_ index: Int, of file: Substring) -> String {
        let letter = Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(index % 26)))
        return "\(letter)" + (file.hasPrefix("{") ? ".tokens.json" : ".yaml")
    }

    /// Nothing for one file, " (2 files)" for two, after "Triggers it" or "Fixed".
    static func filesPhrase(_ count: Int) -> String {
        count == 1 ? "" : " (\(count) files)"
    }
}
