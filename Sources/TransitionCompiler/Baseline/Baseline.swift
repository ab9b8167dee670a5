/// The findings a team has accepted for now (`check --baseline FILE`): later
/// runs report only findings that are not in it, so a large app can adopt
/// transitionc and still fail CI on every new problem.
///
/// Findings are matched by fingerprint (`FindingFingerprint`), each entry
/// absorbing one finding. Findings of always-error rules (`*` in
/// `transitionc rules`) are never baselined: they mean a spec does not read,
/// and while they stand the graph rules that need the unread part do not run.
public struct Baseline: Equatable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var fingerprint: String
        /// The rest is for the people reviewing the file; matching ignores it.
        public var rule: String
        public var file: String
        public var message: String

        public init(fingerprint: String, rule: String, file: String, message: String) {
            self.fingerprint = fingerprint
            self.rule = rule
            self.file = file
            self.message = message
        }
    }

    /// Sorted by file, rule, message and fingerprint, so that the file's
    /// bytes depend only on the findings, not on the order of a run.
    public private(set) var entries: [Entry]

    public init(_ entries: [Entry]) {
        self.entries = entries.sorted { lhs, rhs in
            (lhs.file, lhs.rule, lhs.message, lhs.fingerprint) < (rhs.file, rhs.rule, rhs.message, rhs.fingerprint)
        }
    }

    /// Today's findings that a baseline can hold.
    public init(recording set: FindingSet) {
        self.init(set.findings.filter { Self.canHold($0.diagnostic) }.map { finding in
            Entry(fingerprint: finding.fingerprint, rule: finding.diagnostic.rule.rawValue,
                  file: finding.path, message: finding.diagnostic.message)
        })
    }

    /// False for the always-error rules (and, to be safe, unknown ones).
    public static func canHold(_ diagnostic: Diagnostic) -> Bool {
        !(diagnostic.rule.rule?.isFixed ?? true)
    }

    /// What a run reports with this baseline.
    public struct Match: Sendable {
        /// The findings not in the baseline, in their order.
        public var remaining: FindingSet
        /// How many findings the baseline absorbed.
        public var matched: Int
        /// Entries that matched nothing: fixed since, or changed beyond
        /// recognition. Not those of a rule that did not run this time.
        public var stale: Int
    }

    public func match(_ set: FindingSet) -> Match {
        var available: [String: Int] = [:]
        for entry in entries { available[entry.fingerprint, default: 0] += 1 }
        var remaining: [Finding] = []
        var matched = 0
        for finding in set.findings {
            if Self.canHold(finding.diagnostic), let count = available[finding.fingerprint], count > 0 {
                available[finding.fingerprint] = count - 1
                matched += 1
            } else {
                remaining.append(finding)
            }
        }
        // An entry of a rule held back was not looked for, so it is not stale.
        let stale = entries.filter { entry in
            guard !set.rulesNotRun.contains(RuleID(rawValue: entry.rule)),
                  let count = available[entry.fingerprint], count > 0 else { return false }
            available[entry.fingerprint] = count - 1
            return true
        }.count
        return Match(remaining: set.keeping(remaining), matched: matched, stale: stale)
    }
}
