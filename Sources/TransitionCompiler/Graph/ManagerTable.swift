import Dispatch

/// When a compilation makes its graph's managers, which only some outputs
/// list: `generate` and `report` do, `check`'s diagnostics never name one.
public enum ManagerBuilding: Hashable, Sendable {
    /// Beside the graph rules, on the cores they leave idle.
    case besideRules
    /// The first time `TransitionGraph.managers` is read, if it ever is.
    /// Made beside the rules, they were about a third of the graph stage's
    /// work at 40 000 transitions (two arrays for every presented screen),
    /// and that stage's longest job.
    case onFirstRead
}

/// A graph's managers when they were not made beside the rules: made the
/// first time they are read. Every read takes a lock; managers made beside
/// the rules are read without one (`TransitionGraph.ManagerSource`).
final class ManagerTable: @unchecked Sendable {
    private var managers: [TransitionManager]?
    /// A graph may be read on several threads at once: the first read makes
    /// the managers while the others wait for them.
    private let firstRead = DispatchQueue(label: "transitionc.manager-table")

    func managers(makingWith make: () -> [TransitionManager]) -> [TransitionManager] {
        firstRead.sync {
            if let managers { return managers }
            let made = make()
            managers = made
            return made
        }
    }
}
