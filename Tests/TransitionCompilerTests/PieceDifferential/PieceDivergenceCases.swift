import Testing

/// The inputs where reading in pieces once disagreed with reading whole
/// (issue 35), and what the whole read shows a user for each. Each is large
/// enough, and written so, that every cut falls where it once went wrong.
struct PieceDivergenceCases: Sendable {
    let name: String
    /// Whether the pieces must be joined (rather than the file read whole):
    /// else the comparison would only hold the whole read against itself.
    var isJoined = true
    let bytes: [UInt8]
    /// What the whole file's outputs must show: that the case still says
    /// what it is about, whatever the pieces do.
    let expectWhole: @Sendable (Outputs) -> Void

    static let all: [PieceDivergenceCases] = [
        tagDirective, bangTagDirective, accentedMergeKeys, explicitKeyBeforeCut, emptyValueBeforeCut,
        sharedMappingMistakes,
    ]

    static let entries = 1_100

    static func screens() -> String {
        "screens:\n  home: { root: true, container: navigation }\n"
            + (0..<50).map { "  s\($0): {}\n" }.joined()
    }

    static func oneLineTransitions(_ prefix: String = "t") -> String {
        (0..<entries).map { "  \(prefix)\($0): { kind: push, from: home, to: s\($0 % 50), duration: 0.3 }\n" }.joined()
    }

    /// `%TAG !!` names another vocabulary: `!!float` near the end is not
    /// YAML's float, though the piece holding it never saw the directive.
    /// A file with a directive is read whole.
    static let tagDirective = PieceDivergenceCases(
        name: "tag-directive", isJoined: false,
        bytes: Array(("%TAG !! tag:example.com,2000:\n---\nversion: 1\n" + screens() + "transitions:\n"
                + oneLineTransitions() + "  last: { kind: push, from: home, to: s1, duration: !!float 0.3 }\n").utf8),
        expectWhole: { outputs in
            #expect(outputs.text("check --format json").contains("the tag `tag:example.com,2000:float` is not supported"))
        })

    /// The reverse: `%TAG !` makes `!float` YAML's float, a clean file.
    static let bangTagDirective = PieceDivergenceCases(
        name: "bang-tag-directive", isJoined: false,
        bytes: Array(("%TAG ! tag:yaml.org,2002:\n---\nversion: 1\n" + screens() + "transitions:\n"
                + oneLineTransitions() + "  last: { kind: push, from: home, to: s1, duration: !float 0.3 }\n").utf8),
        expectWhole: { outputs in
            #expect(!outputs.text("check --format json").contains("is not supported"))
            #expect(outputs.text("inspect").contains("\"last\": {\n      \"kind\": \"push\",\n      \"from\": \"home\",\n      \"to\": \"s1\",\n      \"duration\": 0.3\n"))
        })

    /// `\u{E9}` written once and `e\u{301}` merged from an anchor thousands
    /// of lines before: two keys, each reported, both kept.
    static let accentedMergeKeys = PieceDivergenceCases(
        name: "accented-merge-keys",
        bytes: Array(("version: 1\n" + screens() + "transitions:\n  base: &a { x: 1, \"e\\u0301\": 2 }\n"
                + oneLineTransitions() + "  t: { \"\\u00e9\": 5, <<: *a }\n").utf8),
        expectWhole: { outputs in
            let inspect = outputs.text("inspect")
            // Both spellings, byte for byte, in the merged mapping.
            let merged = "\"t\": {\n      \"\u{E9}\": 5,\n      \"x\": 1,\n      \"e\u{301}\": 2\n    }"
            #expect(inspect.utf8.firstRange(of: merged.utf8) != nil)
            let json = outputs.text("check --format json")
            #expect(json.utf8.firstRange(of: "unknown key `\u{E9}` in transition `t`".utf8) != nil)
            #expect(json.utf8.firstRange(of: "unknown key `e\u{301}` in transition `base`".utf8) != nil)
        })

    /// `? from`, a key with no value, on the line before every cut: libyaml
    /// places the value at the next entry's key, column 3.
    static let explicitKeyBeforeCut = PieceDivergenceCases(
        name: "explicit-key-before-cut",
        bytes: Array(("version: 1\n" + screens() + "transitions:\n"
                + (0..<entries).map { "  t\($0):\n    kind: push\n    to: s\($0 % 50)\n    duration: 0.3\n    ? from\n" }.joined()).utf8),
        expectWhole: { outputs in
            // t0's empty `from` is on t1's line (the 60th), column 3.
            #expect(outputs.text("check").contains("explicit-key-before-cut.yaml:60:3: error: `from` expects a screen id, found nothing"))
        })

    /// `from:` with nothing after it before every cut: placed after the colon.
    static let emptyValueBeforeCut = PieceDivergenceCases(
        name: "empty-value-before-cut",
        bytes: Array(("version: 1\n" + screens() + "transitions:\n"
                + (0..<entries).map { "  t\($0):\n    kind: push\n    to: s\($0 % 50)\n    duration: 0.3\n    from:\n" }.joined()).utf8),
        expectWhole: { outputs in
            #expect(outputs.text("check").contains("empty-value-before-cut.yaml:59:10: error: `from` expects a screen id, found nothing"))
        })

    /// A mistake in a transition that a merge and an alias read again,
    /// thousands of lines before: one error, at its line, in the words of
    /// the transition it is written in.
    static let sharedMappingMistakes = PieceDivergenceCases(
        name: "shared-mapping-mistakes",
        bytes: Array(("version: 1\n" + screens() + "transitions:\n"
                + "  a: &a { kind: push, from: home, to: s1, foo: 1, duration: 0.3, gesture: { direction: dwon } }\n"
                + oneLineTransitions() + "  b: { <<: *a, to: s2 }\n  c: *a\n").utf8),
        expectWhole: { outputs in
            let text = outputs.text("check")
            #expect(text.components(separatedBy: "unknown key `foo`").count == 2, "\(text.prefix(2000))")
            #expect(text.contains("shared-mapping-mistakes.yaml:55:43: error: unknown key `foo` in transition `a`"))
            #expect(text.components(separatedBy: "`gesture` has no effect").count == 2)
            #expect(text.components(separatedBy: "`dwon` is not a valid").count == 2)
        })
}
