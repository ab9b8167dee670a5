import YAMLSource

public enum Severity: String, Hashable, Sendable, Comparable {
    case warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}

/// A place in the spec set: a file, as the user named it, and a range in it.
public struct SourceLocation: Hashable, Sendable {
    public var file: String
    public var range: SourceRange

    public init(file: String, range: SourceRange) {
        self.file = file
        self.range = range
    }
}

/// Text that replaces a range to fix a problem, with a title that says what
/// it does (`replace with `linear``), as an editor's code action and SARIF's
/// fix description show it. A fix-it always changes something: an empty
/// replacement of an empty range cannot be built.
public struct FixIt: Hashable, Sendable {
    /// Starts lowercase, no trailing period, code in backticks, as a message.
    public let title: String
    public let replacement: String
    public let range: SourceRange

    public init?(_ title: String, replacing range: SourceRange, with replacement: String) {
        guard !(replacement.isEmpty && range.start == range.end) else { return nil }
        self.title = title
        self.replacement = replacement
        self.range = range
    }

    /// The one fix-it that puts `suggestion` in place of `range`, titled
    /// `replace with `suggestion``: a did-you-mean's fix.
    static func replacing(_ range: SourceRange, with suggestion: String) -> [FixIt] {
        [FixIt("replace with `\(suggestion)`", replacing: range, with: suggestion)].compactMap { $0 }
    }
}

/// A related place that helps explain a diagnostic (a first definition, say).
public struct DiagnosticNote: Hashable, Sendable {
    public var message: String
    public var location: SourceLocation

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }
}

/// The one diagnostic type: every stage reports through it, every renderer
/// (text, JSON) reads it.
///
/// Each message is made by its own constructor, a static function of
/// `Diagnostic` in the rule's file or in `Diagnostics/Messages/`, and has a
/// stable id (`MessageID`); no other code writes a message.
public struct Diagnostic: Hashable, Sendable {
    /// Which message this is; its rule is `id.rule`.
    public let id: MessageID
    public var rule: RuleID
    public var severity: Severity
    /// Starts lowercase, no trailing period, code in backticks.
    public var message: String
    public var location: SourceLocation
    public var notes: [DiagnosticNote]
    public var fixIts: [FixIt]
    /// The message without the name of the entry that was being read when
    /// the mistake was found (`unknown key `foo` in transition `b``), for
    /// messages that name one; nil for the others. A mapping that several
    /// entries share (anchored, aliased or merged) is read once for each,
    /// and its mistake is one mistake: diagnostics that differ only in that
    /// name are reported once, by the first entry, where it is written
    /// (`Diagnostics.dropRepeats`). Never shown.
    public var messageWithoutReader: String?

    /// Only a message's constructor calls this (MessageCatalogueTests checks).
    init(_ id: MessageID, _ message: String, at location: SourceLocation,
         notes: [DiagnosticNote] = [], fixIts: [FixIt] = [], severity: Severity? = nil,
         messageWithoutReader: String? = nil) {
        let rule = id.rule
        self.id = id
        self.rule = rule
        self.severity = severity ?? rule.defaultSeverity
        self.message = message
        self.location = location
        self.notes = notes
        self.fixIts = fixIts
        self.messageWithoutReader = messageWithoutReader
    }

    /// A finding about one entry, a transition, whose message names it
    /// (`` `c` takes 5 s ``), at a place inside its mapping: where that
    /// mapping is shared, the finding is the same for every entry that
    /// reads it and is reported once.
    init(_ id: MessageID, _ message: String, about entry: String, at location: SourceLocation,
         notes: [DiagnosticNote] = [], fixIts: [FixIt] = []) {
        self.init(id, message, at: location, notes: notes, fixIts: fixIts,
                  messageWithoutReader: Self.removing(name: entry, from: message))
    }

    /// `message` with each `` `name` `` taken out, by bytes.
    private static func removing(name: String, from message: String) -> String {
        let quoted = Array("`\(name)`".utf8), bytes = Array(message.utf8)
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index...].starts(with: quoted) {
                result += Array("`…`".utf8)
                index += quoted.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// What makes two diagnostics one mistake: everything but the entry
    /// that read it.
    var mistake: Diagnostic {
        guard let messageWithoutReader else { return self }
        var mistake = self
        mistake.message = messageWithoutReader
        mistake.messageWithoutReader = nil
        return mistake
    }
}

/// Collects diagnostics from every stage of one run.
public struct Diagnostics: Sendable {
    public private(set) var all: [Diagnostic] = []
    /// Kept as diagnostics come in: the resolver asks after every transition,
    /// and counting each time made 20 000 bad transitions take minutes.
    public private(set) var errorCount = 0

    public init() {}

    /// The diagnostics given, in order.
    public init(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { report(diagnostic) }
    }

    public mutating func report(_ diagnostic: Diagnostic) {
        all.append(diagnostic)
        if diagnostic.severity == .error { errorCount += 1 }
    }

    public mutating func append(contentsOf other: Diagnostics) {
        all.append(contentsOf: other.all)
        errorCount += other.errorCount
    }

    public var warningCount: Int { all.count - errorCount }
    public var hasErrors: Bool { errorCount > 0 }

    /// Orders by file (in the order given), then line, column; ties keep the
    /// order they were reported in, so output is the same on every run.
    public mutating func sort(fileOrder: [String]) {
        var rank: [String: Int] = [:]
        for (index, file) in fileOrder.enumerated() where rank[file] == nil { rank[file] = index }
        all = all.enumerated().sorted { lhs, rhs in
            let l = lhs.element.location, r = rhs.element.location
            let lRank = rank[l.file] ?? Int.max, rRank = rank[r.file] ?? Int.max
            if lRank != rRank { return lRank < rRank }
            if l.file != r.file { return l.file < r.file }
            if l.range.start != r.range.start { return l.range.start < r.range.start }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// Drops each diagnostic that is the same mistake as one before it at
    /// the same place: identical, or different only in the entry that read
    /// it (`Diagnostic.messageWithoutReader`). One mistake can be reached
    /// more than once: a misspelt word in an anchored mapping is read
    /// through every alias of it, and a mapping merged into others through
    /// each of them, and a user should see it once, not once a use, as the
    /// first entry to read it reports it: the one it is written in, since
    /// an anchor comes before its aliases. Call after `sort`, which brings
    /// them together and keeps them in the order they were reported.
    public mutating func dropRepeats() {
        var kept: [Diagnostic] = []
        kept.reserveCapacity(all.count)
        var placeStart = 0
        // The diagnostics kept at the current place, filled only once a
        // place has a second one: most have one, and hashing would be waste.
        var keptAtPlace: Set<Diagnostic> = []
        for diagnostic in all {
            if let last = kept.last, last.location.file == diagnostic.location.file,
               last.location.range.start == diagnostic.location.range.start {
                if keptAtPlace.isEmpty { keptAtPlace.formUnion(kept[placeStart...].lazy.map(\.mistake)) }
                guard keptAtPlace.insert(diagnostic.mistake).inserted else {
                    if diagnostic.severity == .error { errorCount -= 1 }
                    continue
                }
            } else {
                placeStart = kept.count
                keptAtPlace.removeAll(keepingCapacity: true)
            }
            kept.append(diagnostic)
        }
        all = kept
    }
}
