import TransitionRuntime

/// What a change does to an app, the way a reviewer sorts it. The names are
/// fixed (shared/design/diff.md); the order of the cases is the order of
/// every report.
public enum ChangeCategory: String, CaseIterable, Hashable, Sendable, Comparable {
    /// The generated Swift changes so that code using it breaks.
    case api
    /// What the user can do changes.
    case behavior
    /// How it looks changes.
    case feel
    /// What Reduce Motion gives changes (no field of the language reaches it yet).
    case accessibility
    /// New screens and transitions: never failing.
    case added

    /// What `--fail-on` is when not given.
    public static let defaultFailing: Set<ChangeCategory> = [.api, .behavior]

    /// The categories `--fail-on` may name: all but `added`, which never fails.
    public static var failable: [ChangeCategory] { allCases.filter { $0 != .added } }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A resolved value as a change shows it: no place in it, so two spec sets
/// that say the same thing on other lines compare equal.
public enum ChangeValue: Hashable, Sendable {
    /// A word of the language (`present`, `down`, `sheet`).
    case word(String)
    /// A screen id: a screen renamed is followed through these.
    case screen(String)
    case screens([String])
    /// Words of the language, in order (the kinds of manager a screen owns).
    case words([String])
    case seconds(Double)
    case number(Double)
    case bool(Bool)
    case curve(TimingCurve)
    case distance(GestureDistance)
    /// Points per second.
    case speed(Double)
    /// A value with no simpler form (a hint, a completion speed), as the report writes it.
    case text(String)
    /// Not set: the field does not apply (a threshold on a transition that is not interactive).
    case none

    /// Whether two values mean the same: equal, or two curves that move the
    /// same (`linear` and `[0, 0, 1, 1]`, `easeInOut` and its control points).
    func isSame(as other: ChangeValue) -> Bool {
        if case .curve(let a) = self, case .curve(let b) = other, let first = a.bezier, let second = b.bezier {
            return first == second
        }
        return self == other
    }

    /// The same value with each screen id passed through `rename`.
    func renamingScreens(_ rename: [String: String]) -> ChangeValue {
        switch self {
        case .screen(let id): .screen(rename[id] ?? id)
        case .screens(let ids): .screens(ids.map { rename[$0] ?? $0 })
        default: self
        }
    }
}

/// Where something is written: a file as the run names it and a 1-based line.
public struct ChangePlace: Hashable, Sendable {
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }
}

/// One difference between the old spec set and the new one.
public struct SpecChange: Hashable, Sendable {
    public enum Subject: String, Hashable, Sendable {
        case screen, transition
    }

    public enum Kind: Hashable, Sendable {
        case removed
        case added
        /// The same values under a new id: `id` is the new one.
        case renamed(from: String)
        /// One field's value changed.
        case changed(field: String)
    }

    public var category: ChangeCategory
    public var subject: Subject
    /// The screen or transition (the new id of a rename, the old one of a removal).
    public var id: String
    public var kind: Kind
    /// For a field: its old and new resolved values. For a whole screen or
    /// transition: its id on each side, `.none` on the side it is missing from.
    public var old: ChangeValue
    public var new: ChangeValue
    /// The Swift identifier of the id on each side (`TransitionID.closeDraft`), for removals and renames.
    public var oldSwift: String?
    public var newSwift: String?
    /// A curve change: the largest difference of the eased value over the transition.
    public var curveDifference: Double?
    /// A threshold or distance change: what each value means in points in
    /// the default container, along the gesture.
    public var oldPoints: Double?
    public var newPoints: Double?
    /// The token the value is written as on each side (`$durations.quick`), if it is one.
    public var oldToken: String?
    public var newToken: String?
    /// The new value (or the old one, when the new side has none) is
    /// written under `defaults` rather than in the transition.
    public var inherited: Bool
    /// Where the new side writes it, and where the old side did.
    public var place: ChangePlace?
    public var oldPlace: ChangePlace?

    public var field: String? {
        if case .changed(let field) = kind { return field }
        return nil
    }

    /// The rename's old id.
    public var oldID: String? {
        if case .renamed(let from) = kind { return from }
        return nil
    }

    /// Where a report points: the new side, or the old for a removal.
    public var reportedPlace: ChangePlace? { place ?? oldPlace }

    init(category: ChangeCategory, subject: Subject, id: String, kind: Kind, old: ChangeValue, new: ChangeValue,
         place: ChangePlace?, oldPlace: ChangePlace?) {
        self.category = category
        self.subject = subject
        self.id = id
        self.kind = kind
        self.old = old
        self.new = new
        self.inherited = false
        self.place = place
        self.oldPlace = oldPlace
    }
}

/// Every change between two spec sets, and which categories fail the run.
public struct SpecDiff: Sendable {
    /// The JSON shape's version (Docs/diff.md).
    public static let version = 1
    /// What the old side is, as given: `git:main`, `Old/`.
    public var against: String
    /// In category order, then by where they are reported, then by id and field.
    public var changes: [SpecChange]
    public var failOn: Set<ChangeCategory>

    public init(against: String, changes: [SpecChange], failOn: Set<ChangeCategory>) {
        self.against = against
        self.changes = changes
        self.failOn = failOn
    }

    public var failing: [SpecChange] { changes.filter { failOn.contains($0.category) } }
    public var fails: Bool { changes.contains { failOn.contains($0.category) } }

    public func count(_ category: ChangeCategory) -> Int { changes.count { $0.category == category } }
}
