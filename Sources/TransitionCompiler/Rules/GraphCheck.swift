import Dispatch
import YAMLSource

/// A rule about the graph: its catalogue entry and the check that finds it.
/// Each lives in its own file under Rules/Graph/ and is listed in `all`.
public struct GraphCheck: Sendable {
    public let rule: Rule
    let run: @Sendable (TransitionGraph) -> [Diagnostic]

    init(_ rule: Rule, run: @escaping @Sendable (TransitionGraph) -> [Diagnostic]) {
        self.rule = rule
        self.run = run
    }

    /// In the contract's order, then this implementation's own.
    public static let all: [GraphCheck] = [
        unreachableScreen, noRoot, dismissWithoutPresent, missingDismiss, popWithoutPush,
        pushOutsideNavigation, tabOutsideTabBar, duplicateEdge, presentationCycle, gestureConflict,
        scrollGestureConflict, interactiveCurve, inputWithoutText, textWithoutInput,
        sheetCustomInteraction, confirmDismissGesture, extremeThreshold, slowTransition,
        // Not in the contract's tables: generated code needs distinct identifiers.
        identifierCollision,
    ]

    /// Every finding of every graph rule, in rule order. The rules only read
    /// the graph, so they run on all cores, each into its own slot.
    public static func check(_ graph: TransitionGraph) -> [Diagnostic] {
        let checks = all
        let findings = Slots<[Diagnostic]>(count: checks.count)
        DispatchQueue.concurrentPerform(iterations: checks.count) { index in
            findings[index] = checks[index].run(graph)
        }
        return findings.values.flatMap { $0 }
    }
}

extension Transition {
    /// Where a field's value was written, or the transition's id if it was
    /// left to the language's default.
    func location(of field: TransitionField) -> SourceLocation {
        fieldLocations[field] ?? location
    }
}
