import ParallelWork
import YAMLSource

/// A rule about the graph: its catalogue entry and the check that finds it.
/// Each lives in its own file under Rules/Graph/ and is listed in `all`.
public struct GraphCheck: Sendable {
    public let rule: Rule
    /// Each finding is about one transition and reads only it and the screen
    /// it leaves, so it stays sound when other transitions failed to read
    /// (`ReadCompleteness.missingTransitions`).
    let readsOneTransition: Bool
    let run: @Sendable (TransitionGraph) -> [Diagnostic]

    init(_ rule: Rule, readsOneTransition: Bool = false, run: @escaping @Sendable (TransitionGraph) -> [Diagnostic]) {
        self.rule = rule
        self.readsOneTransition = readsOneTransition
        self.run = run
    }

    /// In the contract's order, then this implementation's own.
    public static let all: [GraphCheck] = [
        unreachableScreen, noRoot, dismissWithoutPresent, missingDismiss, popWithoutPush,
        pushOutsideNavigation, tabOutsideTabBar, duplicateEdge, presentationCycle, gestureConflict,
        scrollGestureConflict, interactiveCurve, inputWithoutText, textWithoutInput,
        sheetCustomInteraction, confirmDismissGesture, extremeThreshold, slowTransition,
        // The motion contract's rules.
        reducedMotionMoves, backGestureLost,
        // Not in the contract's tables: generated code needs distinct identifiers.
        identifierCollision,
        // Not in the contract's tables: a tab bar's switches declared pair by pair, some left out.
        missingTabTransition,
    ]

    /// Every finding of every graph rule, in rule order. The rules only read
    /// the graph, so they run on all cores, each into its own slot.
    public static func check(_ graph: TransitionGraph) -> [Diagnostic] {
        check(graph, completeness: .whole, alongside: {})
    }

    /// The graph of `specSet` and every finding of the graph rules on it.
    /// No rule reads the managers (one that did would stop at once: they are
    /// not there yet). Made `besideRules`, they are one more job beside the
    /// rules: made after them on one core, the rules' cores waited for them
    /// (Docs/performance-history.md, numbers from the code).
    /// Only the rules `completeness` allows run.
    static func buildAndCheck(_ specSet: SpecSet, completeness: ReadCompleteness,
                              managers building: ManagerBuilding) -> (TransitionGraph, [Diagnostic]) {
        let nodes = GraphNodes(specSet)
        let rulesGraph = TransitionGraph(specSet, nodes: nodes, managers: .withheld)
        switch building {
        case .besideRules:
            let managers = Slots<[TransitionManager]>(count: 1)
            let findings = check(rulesGraph, completeness: completeness) {
                managers[0] = TransitionGraph.buildManagers(specSet, nodes)
            }
            return (TransitionGraph(specSet, nodes: nodes, managers: .built(managers.take(0))), findings)
        case .onFirstRead:
            return (TransitionGraph(specSet, nodes: nodes, managers: .onFirstRead(ManagerTable())), check(rulesGraph, completeness: completeness, alongside: {}))
        }
    }

    /// `check`, with `job` run on the same cores: started second, after the
    /// rule that takes longest.
    private static func check(_ graph: TransitionGraph, completeness: ReadCompleteness,
                              alongside job: @Sendable () -> Void) -> [Diagnostic] {
        let checks = all
        let findings = Slots<[Diagnostic]>(count: checks.count)
        WorkerPool.perform(iterations: checks.count + 1) { position in
            if position == 1 { return job() }
            let index = startOrder[position == 0 ? 0 : position - 1]
            findings[index] = completeness.allows(checks[index]) ? checks[index].run(graph) : []
        }
        return findings.values.flatMap { $0 }
    }

    /// The rules held back at `completeness`: their findings would depend on
    /// a part that failed to read.
    /// What the graph stage hands on: the graph (kept only when the files
    /// read without errors: reports and generated code of a half-read spec
    /// set would show what is not there), the rules' findings, and the
    /// rules held back.
    struct Checked: Sendable {
        var graph: TransitionGraph?
        var diagnostics: Diagnostics
        var heldBackRules: Set<RuleID>
    }

    /// The graph stage: the spec set → its graph and the graph rules'
    /// findings. The rules run whenever the parts they read were read, so
    /// one run shows an unknown key and the graph's problems together.
    static func stage(_ specSet: SpecSet, completeness: ReadCompleteness, managers: ManagerBuilding,
                      readWithoutErrors: Bool) -> Checked {
        var checked = Checked(graph: nil, diagnostics: Diagnostics(), heldBackRules: heldBack(at: completeness))
        guard completeness != .partial else { return checked }
        let (built, findings) = buildAndCheck(specSet, completeness: completeness, managers: managers)
        for diagnostic in findings { checked.diagnostics.report(diagnostic) }
        if readWithoutErrors { checked.graph = built }
        return checked
    }

    static func heldBack(at completeness: ReadCompleteness) -> Set<RuleID> {
        Set(all.filter { !completeness.allows($0) }.map(\.rule.id))
    }

    /// The order the rules are started in: identifier-collision first. It
    /// makes an identifier for every id of a spec set whose ids are not
    /// plain words, as long as all the other rules together; started last,
    /// as its place in `all` would have it, it ran alone on one core after
    /// them (Docs/performance-history.md, numbers from the code).
    static let startOrder: [Int] = {
        let first = all.firstIndex { $0.rule.id == .identifierCollision }!
        return [first] + all.indices.filter { $0 != first }
    }()
}

extension Transition {
    /// Where a field's value was written, or the transition's id if it was
    /// left to the language's default.
    func location(of field: TransitionField) -> SourceLocation {
        fieldLocations[field] ?? location
    }
}
