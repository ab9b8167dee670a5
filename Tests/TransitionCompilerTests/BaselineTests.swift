import Testing
@testable import TransitionCompiler

/// The baseline: its file format, and matching with multiplicity.
struct BaselineTests {
    static let spec = """
        version: 1
        tokens:
          durations: { spare: 0.2 }
        screens:
          home: { root: true }
          orphan: {}

        """

    @Test func recordsOnlyRulesThatCanBeBaselined() {
        let findings = CIFixtures.findings([("a.yaml", Self.spec), ("b.yaml", "version: 1\nscreens: { x: { rooot: true } }\n")])
        let baseline = Baseline(recording: findings)
        // The unknown key leaves `x` whole, so the graph rules ran: `x` and `orphan` are unreachable.
        #expect(baseline.entries.map(\.rule) == ["unreachable-screen", "unused-token", "unreachable-screen"])
        #expect(findings.findings.contains { $0.diagnostic.rule == .unknownKey })
    }

    @Test func theFileIsSortedVersionedAndReadsBack() throws {
        let findings = CIFixtures.findings([("b.yaml", Self.spec), ("a.yaml", Self.spec.replacingOccurrences(of: "spare", with: "other"))])
        let baseline = Baseline(recording: findings)
        let text = baseline.serialized()
        #expect(text.hasPrefix("{\n  \"version\": 1,\n  \"tool\": \"transitionc\",\n  \"findings\": [\n    {\n      \"fingerprint\": "))
        #expect(baseline.entries.map(\.file) == ["a.yaml", "b.yaml"])
        #expect(try Baseline.parse(Array(text.utf8)) == baseline)
        // The same findings in another order make the same bytes.
        #expect(Baseline(baseline.entries.reversed()).serialized() == text)
    }

    @Test func matchingAbsorbsEachEntryOnce() {
        let findings = CIFixtures.findings([("a.yaml", Self.spec)])
        let token = findings.findings.first { $0.diagnostic.rule == .unusedToken }!
        let entry = Baseline.Entry(fingerprint: token.fingerprint, rule: "", file: "", message: "")
        let once = Baseline([entry]).match(findings)
        #expect(once.matched == 1)
        #expect(once.stale == 0)
        #expect(once.remaining.findings.map(\.diagnostic.rule) == findings.findings.map(\.diagnostic.rule).filter { $0 != .unusedToken })
        let twice = Baseline([entry, entry]).match(findings)
        #expect(twice.matched == 1)
        #expect(twice.stale == 1)
    }

    /// A rule held back (a transition did not read, so `unreachable-screen`
    /// could not judge the graph) found nothing because it did not run: its
    /// entries are not "no longer found". A rule that ran, with its finding
    /// gone, still makes its entry stale.
    @Test func entriesOfRulesThatDidNotRunAreNotStale() {
        let spec = """
            version: 1
            tokens:
              durations: { spare: 0.2 }
            screens:
              home: { root: true }
              orphan: {}
            transitions:
              slowOpen: { kind: present, from: home, to: home, duration: 2 }

            """
        let recorded = Baseline(recording: CIFixtures.findings([("a.yaml", spec)]))
        #expect(Set(recorded.entries.map(\.rule)) == ["unreachable-screen", "unused-token", "slow-transition", "presentation-cycle", "missing-dismiss"])
        let broken = spec
            .replacingOccurrences(of: "transitions:\n", with: "transitions:\n  lost: { kind: push, from: nowhere, to: home, duration: 0.3 }\n")
            .replacingOccurrences(of: "duration: 2 }", with: "duration: 0.3 }")
        let findings = CIFixtures.findings([("a.yaml", broken)])
        #expect(findings.rulesNotRun.contains(.unreachableScreen))
        #expect(findings.rulesNotRun.contains(.presentationCycle))
        #expect(!findings.rulesNotRun.contains(.slowTransition))
        let match = recorded.match(findings)
        #expect(match.matched == 1)  // unused-token
        #expect(match.stale == 1)  // slow-transition ran, and its finding is gone
    }

    @Test func alwaysErrorFindingsAreNeverAbsorbed() {
        let findings = CIFixtures.findings([("a.yaml", "version: 1\nscreens: { x: { rooot: true } }\n")])
        let forged = Baseline(findings.findings.map { Baseline.Entry(fingerprint: $0.fingerprint, rule: "", file: "", message: "") })
        #expect(forged.match(findings).remaining.findings.map(\.diagnostic.rule) == [.unknownKey])
    }

    /// Each error at its place in the file, as a spec's errors are.
    @Test(arguments: [
        ("", "1:1: expected a JSON value, found the end of the text"),
        ("{\"version\": 1, \"findings\": [],}", "1:30: a comma after the last item is not JSON"),
        ("{\"version\": 1, \"version\": 1, \"findings\": []}", "1:16: the key `version` is repeated"),
        ("[]", "1:1: expected a JSON object with `version` and `findings`"),
        ("{\"findings\": []}", "1:1: missing `version`"),
        ("{\"version\": 2, \"findings\": []}", "1:13: unsupported version 2; this transitionc reads version 1"),
        ("{\"version\": \"1\", \"findings\": []}", "1:13: unsupported version \"1\"; this transitionc reads version 1"),
        ("{\"version\": 1}", "1:1: `findings` must be a list"),
        ("{\"version\": 1, \"findings\": {}}", "1:28: `findings` must be a list"),
        ("{\"version\": 1, \"findings\": [\n  {\"rule\": \"x\"}]}", "2:3: finding 1 has no `fingerprint` string"),
        ("{\"version\": 1, \"findings\": [3]}", "1:29: finding 1 is not an object"),
        ("{\"version\": 1, \"findings\": [{\"fingerprint\": \"ab\", \"file\": 3}]}", "1:59: finding 1: `file` must be a string"),
    ])
    func malformedFilesAreExplainedAtTheirPlace(_ text: String, _ expected: String) {
        #expect { try Baseline.parse(Array(text.utf8)) } throws: { error in
            guard let error = error as? BaselineError else { return false }
            return "\(error.range.start.line):\(error.range.start.column): \(error.message)" == expected
        }
    }

    @Test func unknownKeysAreIgnoredForLaterVersions() throws {
        let text = "{\"version\": 1, \"generated\": \"x\", \"findings\": [{\"fingerprint\": \"ab\", \"line\": 3}]}"
        #expect(try Baseline.parse(Array(text.utf8)).entries.map(\.fingerprint) == ["ab"])
    }
}
