/// What the two diagram formats write on their nodes, clusters and edges,
/// as plain lines (each format escapes them its own way).
enum ReportDiagram {
    typealias Format = ReportValueFormatter

    static func nodeLines(_ screen: TransitionReport.ScreenFacts) -> [String] {
        var lines = [screen.id]
        var flags = screen.flags
        if !screen.reachable { flags.append("unreachable") }
        if !flags.isEmpty { lines.append(flags.joined(separator: ", ")) }
        return lines
    }

    static func managerLabel(_ manager: TransitionReport.ManagerFacts) -> [String] {
        var lines = ["\(manager.kind.title): \(manager.owner)"]
        if manager.kind == .modal {
            let style = manager.manager.presentation?.rawValue ?? "custom"
            lines.append("presentation \(style)" + (manager.manager.vendsPresentationController ? " + controller" : ""))
        }
        return lines
    }

    static func edgeLines(_ facts: TransitionReport.TransitionFacts) -> [String] {
        var lines = [facts.id, facts.transition.kind.rawValue]
        if facts.targets.isEmpty { lines[1] += facts.transition.kind == .pop ? " (no push)" : " (no present)" }
        // What moves, as the text report says it: "push, slide from trailing".
        lines[1] += ", " + MotionFormatter.effect(facts.motion.motion.effect)
        if facts.isInteractive { lines.append("⇢ interactive (\(facts.transition.interaction.rawValue))") }
        return lines
    }

    /// `3 screens, 4 transitions, 2 managers (modal 2, navigation 0, tab 0), 2 interactive, 0 errors, 0 warnings`
    static func totalsLine(_ totals: TransitionReport.Totals) -> String {
        var parts: [String] = []
        if let screens = totals.screens, let transitions = totals.transitions, let managers = totals.managers,
           let modal = totals.modalManagers, let navigation = totals.navigationManagers, let tab = totals.tabManagers,
           let interactive = totals.interactiveTransitions {
            parts += [Format.plural(screens, "screen"), Format.plural(transitions, "transition"),
                      Format.plural(managers, "manager") + " (modal \(modal), navigation \(navigation), tab \(tab))",
                      "\(interactive) interactive"]
        }
        parts += [Format.plural(totals.errors, "error"), Format.plural(totals.warnings, "warning")]
        return parts.joined(separator: ", ")
    }
}
