import ArgumentParser
import TransitionCompiler

enum DiagnosticFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check spec files and report every problem.",
        discussion: """
            Prints each problem as `file:line:column: severity: message [rule]` with the \
            source line, the format Xcode and editors pick up, or as one JSON object \
            with --format json.

            Reads .transitionc.yaml in the current directory, if there is one (or the \
            file given with --config): default paths, and rules turned off or regraded. \
            A comment `# transitionc:ignore RULE` silences a finding on its line or the next.
            """)

    @Argument(help: ArgumentHelp("Spec files, or directories to search for *.yaml and *.yml.", valueName: "path"))
    var paths: [String] = []

    @Option(help: "Output format: text or json.")
    var format: DiagnosticFormat = .text

    @Flag(help: "Fail (exit 1) on warnings too.")
    var strict = false

    @Option(help: "Colour in text output: auto, always or never.")
    var color: ColorMode = .auto

    @OptionGroup
    var configOptions: ConfigOptions

    @OptionGroup(title: "Limits")
    var limitOptions: LimitOptions

    func run() throws {
        let compilation: Compilation
        do {
            compilation = try Driver.compile(paths: paths, configuration: configOptions.choice, limits: limitOptions.limits)
        } catch {
            Output.error("error: \(error.message)")
            throw ExitCode(2)
        }
        let diagnostics = compilation.diagnostics.all
        switch format {
        case .text:
            let renderer = TextDiagnosticRenderer(sources: compilation.sources, colored: Output.useColor(color))
            Output.standard(renderer.render(diagnostics, fileCount: compilation.files.count))
        case .json:
            Output.standard(JSONDiagnosticRenderer.render(diagnostics, fileCount: compilation.files.count))
        }
        let failed = compilation.diagnostics.hasErrors || (strict && compilation.diagnostics.warningCount > 0)
        if failed { throw ExitCode(1) }
    }
}
