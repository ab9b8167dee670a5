/// `report --format dot`: a Graphviz digraph. Each manager is a
/// `subgraph cluster_N` holding the screens it serves, nested where one
/// manager's owner is served by another (`DOTClusters`); transitions are
/// edges labelled with their id and kind, interactive ones bold and marked
/// `⇢ interactive`; a tab bar has a dotted edge to each of its tabs, and a
/// `tab` transition from the bar itself is a loop on it. Nodes are named `s0`, `s1`... in screen order, and the
/// real ids go only into quoted, escaped labels, so no id can break the
/// syntax. The totals and diagnostics come first, as `//` comments.
public enum DOTReportRenderer {
    typealias Format = ReportValueFormatter

    public static func render(_ report: TransitionReport) -> String {
        var out = "// transitionc report (reportVersion \(TransitionReport.version))\n"
        for file in report.files { out += "// file: \(Format.printable(file))\n" }
        out += "// " + ReportDiagram.totalsLine(report.totals) + "\n"
        for diagnostic in report.diagnostics { out += "// " + Format.headline(diagnostic) + "\n" }
        out += "digraph transitions {\n"
        // More room between nodes and ranks than Graphviz's defaults: labels
        // of edges running both ways between two screens overlapped without.
        out += "  graph [rankdir=LR, fontname=\"Helvetica\", fontsize=11, nodesep=0.5, ranksep=0.9];\n"
        out += "  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=11];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=9];\n"
        guard let graph = report.graph else {
            out += "  label=\(quoted(["no graph: the specs have errors that stop them from being read"]));\n"
            return out + "}\n"
        }
        let clusters = DOTClusters(graph.managers)
        for index in clusters.roots {
            out += "\n" + cluster(index, clusters, in: graph, indent: "  ")
        }
        let clustered = Set(clusters.screens.joined())
        let loose = graph.screens.filter { !clustered.contains($0.id) }
        if !loose.isEmpty { out += "\n" }
        for screen in loose { out += "  " + node(screen.id, in: graph) + "\n" }

        var edges = "", nowhere = 0
        // A tab bar holds its tabs: a plain edge to each, so that a bar and
        // its tabs read as one piece even where no transition joins them.
        for (bar, screen) in graph.screens.enumerated() where screen.screen.container == .tabBar {
            for tab in screen.screen.tabs {
                guard let to = graph.index(ofScreen: tab.id) else { continue }
                // Not a constraint on the layout: tabs ranked after their bar
                // stacked into one column, their transitions' labels on top
                // of each other.
                edges += "  s\(bar) -> s\(to) [style=dotted, color=\"\(color(.tab))\", arrowhead=none, constraint=false];\n"
            }
        }
        for facts in graph.transitions {
            guard let from = graph.index(ofScreen: facts.transition.from.id) else { continue }
            if facts.transition.kind == .tab, facts.transition.to == nil {
                // Every switch between the bar's tabs: one loop on the bar,
                // not the same label on an edge to each tab.
                var lines = ReportDiagram.edgeLines(facts)
                if lines.count > 1 { lines[1] = "tab, every switch" }
                var attributes = ["label=" + quoted(lines)]
                if facts.isInteractive { attributes.append("style=\"bold\"") }
                edges += "  s\(from) -> s\(from) [\(attributes.joined(separator: ", "))];\n"
                continue
            }
            var attributes = ["label=" + quoted(ReportDiagram.edgeLines(facts))]
            var style: [String] = []
            if facts.isInteractive { style.append("bold") }
            if facts.targets.isEmpty { style.append("dashed") }
            if !style.isEmpty { attributes.append("style=\"\(style.joined(separator: ","))\"") }
            if facts.targets.isEmpty {
                // A dismiss or pop that lands nowhere (a graph error): a dashed
                // edge to a "?" of its own, so that it still shows.
                out += "  u\(nowhere) [label=\"?\", shape=plaintext];\n"
                edges += "  s\(from) -> u\(nowhere) [\(attributes.joined(separator: ", "))];\n"
                nowhere += 1
                continue
            }
            for target in facts.targets {
                guard let to = graph.index(ofScreen: target) else { continue }
                edges += "  s\(from) -> s\(to) [\(attributes.joined(separator: ", "))];\n"
            }
        }
        if !edges.isEmpty { out += "\n" + edges }
        return out + "}\n"
    }

    /// A manager's cluster, its screens, then the clusters inside it.
    private static func cluster(_ index: Int, _ clusters: DOTClusters, in graph: TransitionReport.Graph,
                                indent: String) -> String {
        let manager = graph.managers[index]
        var out = indent + "subgraph cluster_\(index) {\n"
        out += indent + "  label=\(quoted(ReportDiagram.managerLabel(manager)));\n"
        out += indent + "  style=\"rounded,dashed\";\n"
        out += indent + "  color=\"\(color(manager.kind))\";\n"
        for screen in clusters.screens[index] { out += indent + "  " + node(screen, in: graph) + "\n" }
        for child in clusters.children[index] {
            out += cluster(child, clusters, in: graph, indent: indent + "  ")
        }
        return out + indent + "}\n"
    }

    private static func color(_ kind: TransitionManager.Kind) -> String {
        switch kind {
        case .modal: "#7b61ff"
        case .navigation: "#1f77b4"
        case .tab: "#2ca02c"
        }
    }

    /// `sN [label="id\nflags", ...]`: a root has a double border, an
    /// unreachable screen is dashed and grey.
    private static func node(_ id: String, in graph: TransitionReport.Graph) -> String {
        guard let index = graph.index(ofScreen: id) else { return "" }
        let screen = graph.screens[index]
        var attributes = ["label=" + quoted(ReportDiagram.nodeLines(screen))]
        if screen.screen.isRoot { attributes.append("peripheries=2") }
        if !screen.reachable { attributes += ["style=\"rounded,dashed\"", "color=gray50", "fontcolor=gray50"] }
        return "s\(index) [\(attributes.joined(separator: ", "))];"
    }

    /// A DOT string: the lines joined by `\n` line breaks, each escaped so
    /// that it shows exactly as written: control characters made visible,
    /// then `\` and `"` backslashed (Graphviz would read `\l`, `\N`... in a
    /// label) and `&` written as an entity (Graphviz decodes `&lt;`...).
    static func quoted(_ lines: [String]) -> String {
        "\"" + lines.map(escape).joined(separator: "\\n") + "\""
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for character in Format.printable(text) {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "&": out += "&amp;"
            default: out.append(character)
            }
        }
        return out
    }
}
