/// `report --format mermaid`: a Mermaid `flowchart`, as GitHub renders it in
/// Markdown. Each manager is a `subgraph` (`m0`, `m1`...) holding the screens
/// it serves (a screen that several managers serve sits in the first);
/// screens are nodes `s0`, `s1`... in screen order with the real id in a
/// quoted label; transitions are `-->` edges, interactive ones thick `==>`
/// and marked `⇢ interactive`. Labels escape with Mermaid's entity codes
/// (`#quot;`...), so no id can end a label early. The totals and
/// diagnostics come first, as `%%` comments.
public enum MermaidReportRenderer {
    typealias Format = ReportValueFormatter

    public static func render(_ report: TransitionReport) -> String {
        var out = "flowchart LR\n"
        out += "  %% transitionc report (reportVersion \(TransitionReport.version))\n"
        for file in report.files { out += "  %% file: \(Format.printable(file))\n" }
        out += "  %% " + ReportDiagram.totalsLine(report.totals) + "\n"
        for diagnostic in report.diagnostics { out += "  %% " + Format.headline(diagnostic) + "\n" }
        guard let graph = report.graph else {
            return out + "  %% no graph: the specs have errors that stop them from being read\n"
        }
        for (index, manager) in graph.managers.enumerated() {
            out += "  subgraph m\(index) [\(label(ReportDiagram.managerLabel(manager)))]\n"
            for screen in manager.drawnScreens { out += "    " + node(screen, in: graph) + "\n" }
            out += "  end\n"
        }
        let clustered = Set(graph.managers.flatMap(\.drawnScreens))
        for screen in graph.screens where !clustered.contains(screen.id) {
            out += "  " + node(screen.id, in: graph) + "\n"
        }

        var nowhere = 0
        for facts in graph.transitions {
            guard let from = graph.index(ofScreen: facts.transition.from.id) else { continue }
            let text = label(ReportDiagram.edgeLines(facts), separator: " · ")
            if facts.targets.isEmpty {
                // A dismiss or pop that lands nowhere (a graph error): a
                // dotted edge to a "?" of its own, so that it still shows.
                out += "  u\(nowhere)((\"?\"))\n"
                out += "  s\(from) -.->|\(text)| u\(nowhere)\n"
                nowhere += 1
                continue
            }
            for target in facts.targets {
                guard let to = graph.index(ofScreen: target) else { continue }
                out += "  s\(from) \(facts.isInteractive ? "==>" : "-->")|\(text)| s\(to)\n"
            }
        }
        let unreachable = graph.screens.indices.filter { !graph.screens[$0].reachable }
        if !unreachable.isEmpty {
            out += "  classDef unreachable stroke-dasharray: 5 5,color:gray\n"
            out += "  class \(unreachable.map { "s\($0)" }.joined(separator: ",")) unreachable\n"
        }
        return out
    }

    /// `sN["id<br>flags"]`; a root is a stadium, `sN(["..."])`.
    private static func node(_ id: String, in graph: TransitionReport.Graph) -> String {
        guard let index = graph.index(ofScreen: id) else { return "" }
        let screen = graph.screens[index]
        let text = label(ReportDiagram.nodeLines(screen))
        return screen.screen.isRoot ? "s\(index)([\(text)])" : "s\(index)[\(text)]"
    }

    /// A quoted Mermaid label: the lines escaped and joined by `separator`
    /// (`<br>`, a line break, by default).
    static func label(_ lines: [String], separator: String = "<br>") -> String {
        "\"" + lines.map(escape).joined(separator: separator) + "\""
    }

    /// Control characters made visible, then every character that could
    /// end the string, start markup (HTML, Markdown strings, entity codes) or
    /// a comment written as an entity code.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in Format.printable(text) {
            switch character {
            case "\"": out += "#quot;"
            case "#": out += "#35;"
            case "&": out += "#amp;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "`": out += "#96;"
            case "|": out += "#124;"
            case "%": out += "#37;"
            default: out.append(character)
            }
        }
        return out
    }
}
