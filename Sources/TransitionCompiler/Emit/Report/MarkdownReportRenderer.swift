/// `report --format markdown`: headings and GitHub-flavoured tables, to paste
/// in a pull request. Ids and paths are code spans fenced so that no
/// backtick, pipe or line break in them can break a span or a table row.
public enum MarkdownReportRenderer {
    typealias Format = ReportValueFormatter

    public static func render(_ report: TransitionReport) -> String {
        var out = "# Transition report\n\n"
        out += "Files: " + (report.files.isEmpty ? "none" : report.files.map { code($0) }.joined(separator: ", ")) + "\n"
        totals(report.totals, to: &out)
        if let graph = report.graph {
            managers(graph, to: &out)
            screens(graph, to: &out)
            unmanaged(graph, to: &out)
        } else {
            out += "\nThe graph is not shown: the specs have errors that stop them from being read.\n"
        }
        diagnostics(report.diagnostics, to: &out)
        return out
    }

    // MARK: Sections

    private static func totals(_ totals: TransitionReport.Totals, to out: inout String) {
        out += "\n## Totals\n\n"
        func count(_ value: Int?) -> String { value.map(String.init) ?? "–" }
        var managers = count(totals.managers)
        if let modal = totals.modalManagers, let navigation = totals.navigationManagers, let tab = totals.tabManagers {
            managers += " (modal \(modal), navigation \(navigation), tab \(tab))"
        }
        out += table(
            ["files", "screens", "transitions", "managers", "interactive transitions", "errors", "warnings"],
            rows: [[String(totals.files), count(totals.screens), count(totals.transitions), managers,
                    count(totals.interactiveTransitions), String(totals.errors), String(totals.warnings)]])
    }

    private static func managers(_ graph: TransitionReport.Graph, to out: inout String) {
        out += "\n## Managers\n"
        if graph.managers.isEmpty { out += "\nNone.\n" }
        for manager in graph.managers {
            let title = manager.kind.title
            out += "\n### \(title.prefix(1).uppercased() + title.dropFirst()) for \(code(manager.owner))\n\n"
            out += "Owner: \(code(manager.owner)), \(manager.kind.ownerRole)."
            if manager.kind == .modal {
                out += " Presentation style \(code(manager.manager.presentation?.rawValue ?? "custom"));"
                out += manager.manager.vendsPresentationController
                    ? " vends a presentation controller." : " no presentation controller."
            } else {
                out += " Screens: \(manager.screens.map { code($0) }.joined(separator: ", "))."
            }
            out += "\n\n"
            if manager.animators.isEmpty {
                out += "Animators: none.\n"
            } else {
                out += animatorTable(manager.animators.map { graph.transitions[$0] })
            }
            out += "\nInteraction controllers, handed out only while a gesture is in progress: "
            out += manager.interactionControllers.isEmpty ? "none" : manager.interactionControllers.map { index in
                let facts = graph.transitions[index]
                return "\(code(facts.id)) (\(facts.transition.interaction.rawValue))"
            }.joined(separator: ", ")
            out += ".\n"
        }
    }

    private static func animatorTable(_ animators: [TransitionReport.TransitionFacts]) -> String {
        table(["animator", "kind", "from → to", "duration", "delay", "curve", "motion", "interaction", "threshold",
               "gesture", "completion speed", "options"],
              rows: animators.map { facts in
                  let transition = facts.transition
                  var options = Format.options(transition)
                  if let hint = transition.hint { options.append("hint: " + Format.hint(hint)) }
                  return [
                      code(facts.id, inTable: true),
                      transition.kind.rawValue + (transition.presentation.map { " (\($0.rawValue))" } ?? ""),
                      route(facts),
                      Format.seconds(transition.duration),
                      Format.seconds(transition.delay),
                      code(Format.curve(transition.curve), inTable: true),
                      MotionFormatter.motion(facts.motion.motion) + "; reduced motion: "
                          + MotionFormatter.reducedMotion(facts.motion.reducedMotion),
                      transition.interaction.rawValue,
                      transition.threshold.map(Format.number) ?? "–",
                      transition.gesture.map(Format.gesture) ?? "–",
                      transition.completionSpeed.map(Format.completionSpeed) ?? "–",
                      options.isEmpty ? "–" : options.joined(separator: "; "),
                  ]
              })
    }

    private static func route(_ facts: TransitionReport.TransitionFacts) -> String {
        let from = code(facts.transition.from.id, inTable: true)
        if facts.targets.isEmpty { return "\(from) → \(Format.noTarget(facts.transition.kind))" }
        return "\(from) → " + facts.targets.map { code($0, inTable: true) }.joined(separator: ", ")
            + (facts.targetsImplied ? " (implied)" : "")
    }

    private static func screens(_ graph: TransitionReport.Graph, to out: inout String) {
        out += "\n## Screens\n\n"
        if graph.screens.isEmpty { out += "None.\n"; return }
        out += table(["screen", "flags", "tabs", "navigation stack", "reachable", "in", "out"],
                     rows: graph.screens.map { screen in
            let incoming = screen.incoming.map { index in
                let facts = graph.transitions[index]
                return "\(code(facts.id, inTable: true)) (\(facts.transition.kind.rawValue) from "
                    + "\(code(facts.transition.from.id, inTable: true)))"
            }
            let outgoing = screen.outgoing.map { index in
                let facts = graph.transitions[index]
                let to = facts.targets.isEmpty ? Format.noTarget(facts.transition.kind)
                    : facts.targets.map { code($0, inTable: true) }.joined(separator: ", ")
                return "\(code(facts.id, inTable: true)) (\(facts.transition.kind.rawValue) → \(to))"
            }
            var tabs = screen.screen.tabs.map { code($0.id, inTable: true) }.joined(separator: ", ")
            if !screen.tabOf.isEmpty {
                tabs += (tabs.isEmpty ? "" : "<br>") + "tab of " + screen.tabOf.map { code($0, inTable: true) }.joined(separator: ", ")
            }
            return [
                code(screen.id, inTable: true),
                screen.flags.isEmpty ? "–" : screen.flags.joined(separator: ", "),
                tabs.isEmpty ? "–" : tabs,
                screen.navigationRoot.map { code($0, inTable: true) } ?? "–",
                screen.reachable ? "yes" : "**no**",
                incoming.isEmpty ? "–" : incoming.joined(separator: "<br>"),
                outgoing.isEmpty ? "–" : outgoing.joined(separator: "<br>"),
            ]
        })
    }

    private static func unmanaged(_ graph: TransitionReport.Graph, to out: inout String) {
        let orphans = graph.transitions.filter { $0.manager == nil }
        guard !orphans.isEmpty else { return }
        out += "\n## Transitions no manager vends\n\n"
        out += animatorTable(orphans)
    }

    private static func diagnostics(_ diagnostics: [Diagnostic], to out: inout String) {
        out += "\n## Diagnostics\n\n"
        if diagnostics.isEmpty { out += "None.\n"; return }
        out += table(["severity", "rule", "location", "message"], rows: diagnostics.map { diagnostic in
            var message = Self.message(diagnostic.message)
            for note in diagnostic.notes {
                message += "<br>note (\(code(position(note.location), inTable: true))): \(Self.message(note.message))"
            }
            return [
                diagnostic.severity == .error ? "**error**" : "warning",
                code(diagnostic.rule.rawValue, inTable: true),
                code(position(diagnostic.location), inTable: true),
                message,
            ]
        })
    }

    private static func position(_ location: SourceLocation) -> String {
        "\(location.file):\(location.range.start.line):\(location.range.start.column)"
    }

    // MARK: Markdown text

    private static func table(_ header: [String], rows: [[String]]) -> String {
        var out = "| " + header.joined(separator: " | ") + " |\n"
        out += "|" + String(repeating: "---|", count: header.count) + "\n"
        for row in rows { out += "| " + row.joined(separator: " | ") + " |\n" }
        return out
    }

    /// A code span that shows `text` exactly: control characters made
    /// visible, a fence longer than any run of backticks inside, padded when
    /// the text starts or ends with a backtick or space; in a table, pipes
    /// escaped (GitHub reads `\|` as a pipe inside a span too).
    static func code(_ text: String, inTable: Bool = false) -> String {
        var content = Format.printable(text)
        var longest = 0, run = 0
        for character in content {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        if let first = content.first, let last = content.last, first == "`" || first == " " || last == "`" || last == " " {
            content = " " + content + " "
        }
        if inTable { content = escapingPipes(content) }
        let fence = String(repeating: "`", count: longest + 1)
        return fence + content + fence
    }

    /// Plain text inside a line (a table cell never starts one), with every
    /// character that inline Markdown, HTML, math or a mention could read as
    /// markup escaped.
    static func text(_ text: String) -> String {
        var out = ""
        for character in Format.printable(text) {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "$", "@":
                out += "\\" + String(character)
            case "&": out += "&amp;"
            default: out.append(character)
            }
        }
        return out
    }

    /// A diagnostic message: its `code` spans kept as spans, the rest escaped
    /// as text. A message with an odd number of backticks is all text.
    static func message(_ message: String) -> String {
        let parts = message.split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count % 2 == 1 else { return text(message) }
        return parts.enumerated().map { index, part in
            index % 2 == 0 ? text(String(part)) : code(String(part), inTable: true)
        }.joined()
    }

    private static func escapingPipes(_ text: String) -> String {
        var out = ""
        for character in text {
            if character == "|" { out += "\\|" } else { out.append(character) }
        }
        return out
    }
}
