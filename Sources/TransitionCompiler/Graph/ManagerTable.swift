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

/// A graph's managers, made once: handed over when they were made beside
/// the rules, or made the first time they are read.
final class ManagerTable: @unchecked Sendable {
    private var managers: [TransitionManager]?
    /// A graph may be read on several threads at once: the first read makes
    /// the managers while the others wait for them.
    private let firstRead = DispatchQueue(label: "transitionc.manager-table")

    init(_ managers: [TransitionManager]? = nil) {
        self.managers = managers
    }

    func managers(makingWith make: () -> [TransitionManager]) -> [TransitionManager] {
        firstRead.sync {
            if let managers { return managers }
            let made = make()
            managers = made
            return made
        }
    }
}
