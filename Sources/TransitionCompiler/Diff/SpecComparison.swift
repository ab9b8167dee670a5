import TransitionRuntime

/// Compares two sides of a diff, value by value: what was removed, renamed,
/// added, and each field whose resolved value changed, in its category.
enum SpecComparison {
    static func compare(old: DiffSide, new: DiffSide) -> [SpecChange] {
        var changes: [SpecChange] = []
        // Screens first: a screen renamed is followed into the transitions'
        // `from` and `to`, so that their values still match.
        let screens = pair(old.screens, new.screens, renaming: [:])
        var renamedScreens: [String: String] = [:]
        for (before, after) in screens.renamed { renamedScreens[before.id] = after.id }
        let transitions = pair(old.transitions, new.transitions, renaming: renamedScreens)
        // A curve token changed moves thousands of transitions the same way:
        // each pair of curves is measured once.
        var curveDifferences: [[TimingCurve]: Double] = [:]
        for pairing in [screens, transitions] {
            for entity in pairing.removed {
                var change = SpecChange(category: .api, subject: entity.subject, id: entity.id, kind: .removed,
                                        old: .word(entity.id), new: .none, place: nil, oldPlace: entity.place)
                change.oldSwift = entity.swift
                changes.append(change)
            }
            for (before, after) in pairing.renamed {
                var change = SpecChange(category: .api, subject: after.subject, id: after.id, kind: .renamed(from: before.id),
                                        old: .word(before.id), new: .word(after.id), place: after.place, oldPlace: before.place)
                change.oldSwift = before.swift
                change.newSwift = after.swift
                changes.append(change)
            }
            for (before, after) in pairing.kept {
                changes += fieldChanges(before, after, renaming: renamedScreens, curveDifferences: &curveDifferences)
            }
            for entity in pairing.added {
                var change = SpecChange(category: .added, subject: entity.subject, id: entity.id, kind: .added,
                                        old: .none, new: .word(entity.id), place: entity.place, oldPlace: nil)
                change.newSwift = entity.swift
                changes.append(change)
            }
        }
        // By category, then where the new side has each, in the order it read
        // its files (removals, which it has not, last, in the old side's
        // order); the order found breaks ties.
        var fileOrder: [String: Int] = [:]
        for file in new.files + old.files where fileOrder[file] == nil { fileOrder[file] = fileOrder.count }
        func position(_ change: SpecChange) -> (Int, Int, Int) {
            let place = change.reportedPlace
            return (change.place == nil ? 1 : 0, place.flatMap { fileOrder[$0.file] } ?? Int.max, place?.line ?? 0)
        }
        return changes.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element, rhs.element)
            if a.category != b.category { return a.category < b.category }
            let (positionA, positionB) = (position(a), position(b))
            if positionA != positionB { return positionA < positionB }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The category of a change to a field. The language's fields today;
    /// `effect` and `backdrop` are `feel` and a Reduce Motion variant
    /// `accessibility` when the language has them.
    static func category(of field: String) -> ChangeCategory {
        switch field {
        case "kind": .api
        case "duration", "delay", "curve", "completionSpeed", "snapshot", "hint", "effect", "backdrop": .feel
        case "reducedMotion": .accessibility
        default: .behavior
        }
    }

    /// Fields that come and go with another: a transition that becomes
    /// interactive gains a threshold and a gesture, which its `interaction`
    /// change says; one that stops being a `present` loses its presentation.
    /// Made from where the language declares each field has an effect.
    private static let governingField: [String: String] = Dictionary(uniqueKeysWithValues:
        TransitionField.allCases.flatMap { field -> [(String, String)] in
            let governor: TransitionField? = switch field.effect {
            case .always: nil
            case .whenInteractive: .interaction
            case .only: .kind
            }
            return governor.map { governor in DiffProjection.names(of: field).map { ($0, governor.rawValue) } } ?? []
        })

    private struct Pairing {
        var kept: [(DiffSide.Entity, DiffSide.Entity)] = []
        var renamed: [(DiffSide.Entity, DiffSide.Entity)] = []
        var removed: [DiffSide.Entity] = []
        var added: [DiffSide.Entity] = []
    }

    /// Entities with the same id are the same; of the rest, one that left and
    /// one that came with every value equal are a rename (the first such, in
    /// the order of each side), and the others removed and added.
    private static func pair(_ old: [DiffSide.Entity], _ new: [DiffSide.Entity],
                             renaming renamedScreens: [String: String]) -> Pairing {
        var pairing = Pairing()
        var newIndex: [String: Int] = [:]
        for (index, entity) in new.enumerated() { newIndex[entity.id] = index }
        let oldIDs = Set(old.map(\.id))
        var arrivals = new.filter { !oldIDs.contains($0.id) }
        for entity in old {
            if let index = newIndex[entity.id] {
                pairing.kept.append((entity, new[index]))
                continue
            }
            let values = entity.fields.map { $0.value.renamingScreens(renamedScreens) }
            if let match = arrivals.firstIndex(where: { arrival in
                arrival.fields.count == values.count && zip(arrival.fields, values).allSatisfy { $0.value.isSame(as: $1) }
            }) {
                pairing.renamed.append((entity, arrivals.remove(at: match)))
            } else {
                pairing.removed.append(entity)
            }
        }
        pairing.added = arrivals
        return pairing
    }

    private static func fieldChanges(_ old: DiffSide.Entity, _ new: DiffSide.Entity,
                                     renaming renamedScreens: [String: String],
                                     curveDifferences: inout [[TimingCurve]: Double]) -> [SpecChange] {
        var changed: Set<String> = []
        var candidates: [(DiffSide.Field, DiffSide.Field)] = []
        for after in new.fields {
            guard let before = old.field(after.name), !before.value.renamingScreens(renamedScreens).isSame(as: after.value) else {
                continue
            }
            changed.insert(after.name)
            candidates.append((before, after))
        }
        var changes: [SpecChange] = []
        for (before, after) in candidates {
            let appears = (before.value == .none) != (after.value == .none)
            if appears, let governor = governingField[after.name], changed.contains(governor) { continue }
            var change = SpecChange(category: category(of: after.name), subject: new.subject, id: new.id,
                                    kind: .changed(field: after.name), old: before.value, new: after.value,
                                    place: after.place, oldPlace: before.place)
            if case .curve(let a) = before.value, case .curve(let b) = after.value {
                let difference = curveDifferences[[a, b]] ?? largestDifference(a, b)
                curveDifferences[[a, b]] = difference
                change.curveDifference = difference
            }
            change.oldPoints = before.points
            change.newPoints = after.points
            change.oldToken = before.token
            change.newToken = after.token
            change.inherited = after.inherited
            changes.append(change)
        }
        return changes
    }

    /// The largest difference between two curves' eased values at the same
    /// progress, sampled every 0.1 % of the transition with the runtime's own
    /// evaluation (what the app will run).
    static func largestDifference(_ a: TimingCurve, _ b: TimingCurve) -> Double {
        let (first, second) = (PreparedCurve(a), PreparedCurve(b))
        var largest = 0.0
        for step in 0...1000 {
            let progress = Double(step) / 1000
            largest = max(largest, abs(first.value(at: progress) - second.value(at: progress)))
        }
        return largest
    }
}

extension SpecDiff {
    /// The diff of two compilations without errors.
    public init(old: Compilation, new: Compilation, against: String, failOn: Set<ChangeCategory>) {
        self.init(against: against,
                  changes: SpecComparison.compare(old: DiffProjection.side(old), new: DiffProjection.side(new)),
                  failOn: failOn)
    }
}
