import TransitionRuntime
import YAMLSource

/// The formats `transitionc report` writes.
public enum ReportFormat: String, CaseIterable, Hashable, Sendable {
    case text, json, markdown, dot, mermaid

    /// The file extension its golden files and users' files take.
    public var fileExtension: String {
        switch self {
        case .text: "txt"
        case .json: "json"
        case .markdown: "md"
        case .dot: "dot"
        case .mermaid: "mmd"
        }
    }
}

/// The facts every report format prints, worked out once from a compilation:
/// managers with what they vend, screens with their flags and edges,
/// transitions with their resolved values and implied targets, totals, and
/// every diagnostic. Everything is in spec order (files as given, then source
/// order); dictionaries are used for look-ups only, never iterated, so the
/// same input gives the same report, byte for byte.
public struct TransitionReport: Sendable {
    /// Bumped when the JSON shape changes incompatibly (Docs/report.md).
    public static let version = 1

    /// A transition, with where it lands and which manager vends it.
    public struct TransitionFacts: Sendable {
        public var transition: Transition
        /// Where it lands (`TransitionGraph.targets(of:)`): its `to`, or for
        /// a dismiss the screens that present it, for a pop those that push it.
        public var targets: [String]
        /// True for a dismiss or pop whose `to` is not written: `targets` is
        /// what the graph implies.
        public var targetsImplied: Bool
        /// Index into `Graph.managers` of the manager that vends its animator;
        /// nil when none does (only in a spec set with graph errors).
        public var manager: Int?
        /// What moves, with the language's defaults and the dismissal's
        /// inheritance applied (`SpecSetMotions`).
        public var motion: TransitionMotion

        public var id: String { transition.id }
        public var isInteractive: Bool { transition.interaction.isInteractive }
    }

    /// A transition manager and what it vends.
    public struct ManagerFacts: Sendable {
        public var manager: TransitionManager
        /// Indexes into `Graph.transitions` of the transitions whose animators it vends.
        public var animators: [Int]
        /// The interactive ones among `animators`: their interaction
        /// controllers are handed out only while a gesture is in progress.
        public var interactionControllers: [Int]
        /// The screens it serves, in screen order: a modal manager its
        /// presented screen; a navigation manager every screen on its stack;
        /// a tab manager the tab bar and its tabs.
        public var screens: [String]
        /// `screens` less those served by an earlier manager: where diagrams
        /// draw each screen, since a screen can sit in one cluster only.
        public var drawnScreens: [String]

        public var kind: TransitionManager.Kind { manager.kind }
        public var owner: String { manager.owner }
    }

    /// A screen, with its place in the graph.
    public struct ScreenFacts: Sendable {
        public var screen: Screen
        /// The root of the navigation stack it is on.
        public var navigationRoot: String?
        public var reachable: Bool
        /// The tab bars that list it in their `tabs`.
        public var tabOf: [String]
        /// Indexes into `Graph.managers` of the managers that serve it.
        public var managers: [Int]
        /// Indexes into `Graph.transitions`: those that land on it (implied
        /// dismiss and pop targets included) and those that leave it.
        public var incoming: [Int]
        public var outgoing: [Int]

        public var id: String { screen.id }

        /// The screen's flags in the order the language lists its fields,
        /// as spec text: `root`, `navigation`, `tabBar`, `scrollable`,
        /// `textInput`, `confirmDismiss` (tabs are listed apart).
        public var flags: [String] {
            var flags: [String] = []
            if screen.isRoot { flags.append("root") }
            if let container = screen.container { flags.append(container.rawValue) }
            if screen.scrollable { flags.append("scrollable") }
            if screen.textInput { flags.append("textInput") }
            if screen.confirmDismiss { flags.append("confirmDismiss") }
            return flags
        }
    }

    /// The graph part: present only when the specs read without errors.
    public struct Graph: Sendable {
        public var managers: [ManagerFacts]
        public var screens: [ScreenFacts]
        public var transitions: [TransitionFacts]
        private var screenIndex: [String: Int]

        /// The index of a screen in `screens` (diagrams name nodes by it).
        public func index(ofScreen id: String) -> Int? { screenIndex[id] }

        init(managers: [ManagerFacts], screens: [ScreenFacts], transitions: [TransitionFacts]) {
            self.managers = managers
            self.screens = screens
            self.transitions = transitions
            var screenIndex: [String: Int] = [:]
            for (index, screen) in screens.enumerated() where screenIndex[screen.id] == nil {
                screenIndex[screen.id] = index
            }
            self.screenIndex = screenIndex
        }
    }

    public struct Totals: Sendable, Equatable {
        public var files: Int
        /// Graph counts: nil when there is no graph.
        public var screens: Int?
        public var transitions: Int?
        public var modalManagers: Int?
        public var navigationManagers: Int?
        public var tabManagers: Int?
        public var interactiveTransitions: Int?
        public var errors: Int
        public var warnings: Int

        public var managers: Int? {
            guard let modalManagers, let navigationManagers, let tabManagers else { return nil }
            return modalManagers + navigationManagers + tabManagers
        }
    }

    /// The spec files, as given.
    public var files: [String]
    public var graph: Graph?
    /// Every diagnostic, errors and warnings, sorted as `check` sorts them.
    public var diagnostics: [Diagnostic]
    /// The files' text, for showing diagnostics with their source lines.
    public var sources: [String: SourceText]
    public var totals: Totals

    public var hasErrors: Bool { totals.errors > 0 }

    public init(_ compilation: Compilation) {
        files = compilation.files
        sources = compilation.sources
        diagnostics = compilation.diagnostics.all
        graph = compilation.graph.map(Self.facts)
        let errors = diagnostics.count(where: { $0.severity == .error })
        totals = Totals(
            files: files.count,
            screens: graph?.screens.count,
            transitions: graph?.transitions.count,
            modalManagers: graph?.managers.count(where: { $0.kind == .modal }),
            navigationManagers: graph?.managers.count(where: { $0.kind == .navigation }),
            tabManagers: graph?.managers.count(where: { $0.kind == .tab }),
            interactiveTransitions: graph?.transitions.count(where: \.isInteractive),
            errors: errors,
            warnings: diagnostics.count - errors)
    }

    /// Renders the report in one format.
    public func rendered(as format: ReportFormat) -> String {
        switch format {
        case .text: TextReportRenderer.render(self)
        case .json: JSONReportRenderer.render(self)
        case .markdown: MarkdownReportRenderer.render(self)
        case .dot: DOTReportRenderer.render(self)
        case .mermaid: MermaidReportRenderer.render(self)
        }
    }

    private static func facts(_ graph: TransitionGraph) -> Graph {
        let transitions = graph.transitions
        var managerOf = [Int?](repeating: nil, count: transitions.count)
        for (managerIndex, manager) in graph.managers.enumerated() {
            for index in manager.animators where managerOf[index] == nil { managerOf[index] = managerIndex }
        }
        let motions = SpecSetMotions(transitions)
        let transitionFacts = transitions.enumerated().map { index, transition in
            TransitionFacts(
                transition: transition, targets: graph.targets(of: transition),
                targetsImplied: transition.to == nil && (transition.kind == .dismiss || transition.kind == .pop),
                manager: managerOf[index], motion: motions.motion(of: transition))
        }

        var drawn: Set<String> = []
        // Stacks by root, made once: asking every screen for every manager
        // would grow with their product.
        var stacks: [String: [String]] = [:]
        for screen in graph.screens {
            if let root = graph.navigationRoot(of: screen.id) { stacks[root, default: []].append(screen.id) }
        }
        let managers = graph.managers.map { manager -> ManagerFacts in
            let served: [String]
            switch manager.kind {
            case .modal:
                served = [manager.owner]
            case .navigation:
                served = stacks[manager.owner, default: []]
            case .tab:
                served = ([manager.owner] + (graph.screen(manager.owner)?.tabs.map(\.id) ?? [])).uniqued()
            }
            let drawnHere = served.filter { drawn.insert($0).inserted }
            return ManagerFacts(manager: manager, animators: manager.animators,
                                interactionControllers: manager.interactionControllers,
                                screens: served, drawnScreens: drawnHere)
        }

        var incoming: [String: [Int]] = [:]
        for (index, facts) in transitionFacts.enumerated() {
            for target in facts.targets { incoming[target, default: []].append(index) }
        }
        var servedBy: [String: [Int]] = [:]
        for (index, manager) in managers.enumerated() {
            for screen in manager.screens { servedBy[screen, default: []].append(index) }
        }
        let screens = graph.screens.map { screen in
            ScreenFacts(
                screen: screen, navigationRoot: graph.navigationRoot(of: screen.id),
                reachable: graph.isReachable(screen.id), tabOf: graph.tabBars(listing: screen.id),
                managers: servedBy[screen.id, default: []], incoming: incoming[screen.id, default: []],
                outgoing: graph.outgoing(from: screen.id))
        }
        return Graph(managers: managers, screens: screens, transitions: transitionFacts)
    }
}

extension TransitionManager.Kind {
    /// `modal manager`, `navigation manager`, `tab manager`.
    var title: String { "\(rawValue) manager" }

    /// What its owner is to it.
    var ownerRole: String {
        switch self {
        case .modal: "the presented screen"
        case .navigation: "the navigation root"
        case .tab: "the tab bar"
        }
    }
}
