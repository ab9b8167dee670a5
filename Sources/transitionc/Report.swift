import ArgumentParser
import TransitionCompiler
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum ReportOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, markdown, dot, mermaid

    var format: ReportFormat {
        switch self {
        case .text: .text
        case .json: .json
        case .markdown: .markdown
        case .dot: .dot
        case .mermaid: .mermaid
        }
    }
}

struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Describe the transition graph: managers, screens, transitions and totals.",
        discussion: """
            For each transition manager: its kind (modal, navigation, tab), the screen that \
            owns it, and what it vends (presentation controller and style, each animator \
            with its timing, curve and gesture, and the interaction controllers, handed out \
            only while a gesture is in progress). For each screen: its flags, navigation \
            stack, whether a root reaches it, and the transitions in and out. Then totals \
            and every diagnostic, warnings included.

            Formats:
              text       plain text for a terminal (the default)
              json       one versioned object ("reportVersion": 1), see Docs/report.md
              markdown   headings and tables, to paste in a pull request
              dot        a Graphviz digraph, one cluster per manager
              mermaid    a Mermaid flowchart, for a ```mermaid block on GitHub

            Example:
              transitionc report --format dot | dot -Tsvg > graph.svg

            When the specs have errors the diagnostics are still shown (on standard error, \
            except with --format json, where they are in the object) and the exit code is 1; \
            the graph is shown only when the specs could be read.

            Reads .transitionc.yaml in the current directory, if there is one (or the \
            file given with --config), as check does: default paths, and rules turned off \
            or regraded.
            """)

    @Argument(help: ArgumentHelp("Spec files, or directories to search for *.yaml and *.yml.", valueName: "path"))
    var paths: [String] = []

    @Option(help: "Output format: text, json, markdown, dot or mermaid.")
    var format: ReportOutputFormat = .text

    @Option(help: "Colour in diagnostics on standard error: auto, always or never.")
    var color: ColorMode = .auto

    @OptionGroup
    var configOptions: ConfigOptions

    @OptionGroup(title: "Limits")
    var limitOptions: LimitOptions

    func run() throws {
        let compilation = try SpecCompilation.compile(paths: paths, configuration: configOptions.choice, limits: limitOptions.limits)
        let report = TransitionReport(compilation)
        Output.standard(report.rendered(as: format.format))
        guard report.hasErrors else { return }
        if format != .json {
            let renderer = TextDiagnosticRenderer(sources: compilation.sources,
                                                  colored: Output.useColor(color, descriptor: STDERR_FILENO))
            Output.error(renderer.render(report.diagnostics, fileCount: compilation.files.count))
        }
        throw ExitCode(1)
    }
}
