/// `report --format text`: plain text for a terminal. Sections for the
/// managers (what each vends), the screens (flags, stack, reachability, ways
/// in and out), totals and diagnostics (with their source lines, as `check`
/// shows them). Ids are printed as written, with control characters made
/// visible so that no id can break a line.
public enum TextReportRenderer {
    typealias Format = ReportValueFormatter

    public static func render(_ report: TransitionReport) -> String {
        var out = ""
        heading("Transition report", underline: "=", to: &out)
        out += "files: " + (report.files.isEmpty ? "none" : report.files.map(Format.printable).joined(separator: ", ")) + "\n"
        if let graph = report.graph {
            managers(graph, to: &out)
            screens(graph, to: &out)
            unmanaged(graph, to: &out)
        } else {
            out += "\nThe graph is not shown: the specs have errors that stop them from being read.\n"
        }
        totals(report.totals, to: &out)
        diagnostics(report, to: &out)
        return out
    }

    private static func heading(_ title: String, underline: Character = "-", to out: inout String) {
        out += title + "\n" + String(repeating: underline, count: title.count) + "\n"
    }

    private static func section(_ title: String, to out: inout String) {
        out += "\n"
        heading(title, to: &out)
    }

    private static func id(_ id: String) -> String { Format.printable(id) }

    private static func ids(_ ids: [String]) -> String { ids.map(id).joined(separator: ", ") }

    // MARK: Managers

    private static func managers(_ graph: TransitionReport.Graph, to out: inout String) {
        section("Managers (\(graph.managers.count))", to: &out)
        if graph.managers.isEmpty { out += "none\n" }
        for (index, manager) in graph.managers.enumerated() {
            if index > 0 { out += "\n" }
            out += "\(manager.kind.title) for \(id(manager.owner)) (\(manager.kind.ownerRole))\n"
            if manager.kind == .modal {
                out += "  presentation style: \(manager.manager.presentation?.rawValue ?? "custom")\n"
                out += "  presentation controller: \(manager.manager.vendsPresentationController ? "yes (custom presentation)" : "no")\n"
            }
            if manager.kind != .modal { out += "  screens: \(ids(manager.screens))\n" }
            out += "  animators:" + (manager.animators.isEmpty ? " none\n" : "\n")
            for index in manager.animators { animator(graph.transitions[index], indent: "    ", to: &out) }
            out += "  interaction controllers (handed out only while a gesture is in progress):"
            out += manager.interactionControllers.isEmpty ? " none\n" : "\n"
            for index in manager.interactionControllers {
                let facts = graph.transitions[index]
                out += "    \(id(facts.id)) (\(facts.transition.interaction.rawValue))\n"
            }
        }
    }

    /// `id: kind from -> to`, then its values, one group a line.
    private static func animator(_ facts: TransitionReport.TransitionFacts, indent: String, to out: inout String) {
        let transition = facts.transition
        out += indent + "\(id(facts.id)): \(transition.kind.rawValue) \(route(facts))"
        if let presentation = transition.presentation { out += ", presentation \(presentation.rawValue)" }
        out += "\n"
        let inner = indent + "  "
        out += inner + Format.timing(transition) + "\n"
        out += inner + MotionFormatter.motion(facts.motion.motion)
            + "; reduced motion: " + MotionFormatter.reducedMotion(facts.motion.reducedMotion) + "\n"
        out += inner + Format.interaction(transition) + "\n"
        if let gesture = transition.gesture { out += inner + "gesture: " + Format.gesture(gesture) + "\n" }
        let options = Format.options(transition)
        if !options.isEmpty { out += inner + "options: " + options.joined(separator: ", ") + "\n" }
        if let hint = transition.hint { out += inner + "hint: " + Format.hint(hint) + "\n" }
    }

    /// `from -> to`, the implied target(s) of a dismiss or pop marked so.
    private static func route(_ facts: TransitionReport.TransitionFacts) -> String {
        let from = id(facts.transition.from.id)
        if facts.targets.isEmpty { return "\(from) -> \(Format.noTarget(facts.transition.kind))" }
        return "\(from) -> \(ids(facts.targets))" + (facts.targetsImplied ? " (implied)" : "")
    }

    // MARK: Screens

    private static func screens(_ graph: TransitionReport.Graph, to out: inout String) {
        section("Screens (\(graph.screens.count))", to: &out)
        if graph.screens.isEmpty { out += "none\n" }
        for (index, screen) in graph.screens.enumerated() {
            if index > 0 { out += "\n" }
            out += id(screen.id) + "\n"
            let flags = screen.flags
            out += "  flags: " + (flags.isEmpty ? "none" : flags.joined(separator: ", ")) + "\n"
            if !screen.screen.tabs.isEmpty { out += "  tabs: \(ids(screen.screen.tabs.map(\.id)))\n" }
            if !screen.tabOf.isEmpty { out += "  tab of: \(ids(screen.tabOf))\n" }
            out += "  navigation stack: " + (screen.navigationRoot.map(id) ?? "none") + "\n"
            out += "  reachable: " + (screen.reachable ? "yes" : "no") + "\n"
            out += "  in:" + (screen.incoming.isEmpty ? " none\n" : "\n")
            for index in screen.incoming {
                let facts = graph.transitions[index]
                out += "    \(id(facts.id)): \(facts.transition.kind.rawValue) from \(id(facts.transition.from.id))"
                out += (facts.targetsImplied ? " (implied)" : "") + "\n"
            }
            out += "  out:" + (screen.outgoing.isEmpty ? " none\n" : "\n")
            for index in screen.outgoing {
                let facts = graph.transitions[index]
                let to = facts.targets.isEmpty ? Format.noTarget(facts.transition.kind) : ids(facts.targets)
                out += "    \(id(facts.id)): \(facts.transition.kind.rawValue) to \(to)"
                out += (facts.targetsImplied && !facts.targets.isEmpty ? " (implied)" : "") + "\n"
            }
        }
    }

    /// Transitions no manager vends: only in a spec set with graph errors
    /// (a push off any stack, a tab switch outside a tab bar...).
    private static func unmanaged(_ graph: TransitionReport.Graph, to out: inout String) {
        let orphans = graph.transitions.filter { $0.manager == nil }
        guard !orphans.isEmpty else { return }
        section("Transitions no manager vends (\(orphans.count))", to: &out)
        for facts in orphans { animator(facts, indent: "", to: &out) }
    }

    // MARK: Totals and diagnostics

    private static func totals(_ totals: TransitionReport.Totals, to out: inout String) {
        section("Totals", to: &out)
        out += "files: \(totals.files)\n"
        if let screens = totals.screens, let transitions = totals.transitions, let managers = totals.managers,
           let modal = totals.modalManagers, let navigation = totals.navigationManagers, let tab = totals.tabManagers,
           let interactive = totals.interactiveTransitions {
            out += "screens: \(screens)\n"
            out += "transitions: \(transitions)\n"
            out += "managers: \(managers) (modal \(modal), navigation \(navigation), tab \(tab))\n"
            out += "interactive transitions: \(interactive)\n"
        }
        out += "errors: \(totals.errors)\n"
        out += "warnings: \(totals.warnings)\n"
    }

    private static func diagnostics(_ report: TransitionReport, to out: inout String) {
        section("Diagnostics (\(report.diagnostics.count))", to: &out)
        if report.diagnostics.isEmpty { out += "none\n" }
        let renderer = TextDiagnosticRenderer(sources: report.sources, colored: false)
        for diagnostic in report.diagnostics { renderer.render(diagnostic, to: &out) }
    }
}
