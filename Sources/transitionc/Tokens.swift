import ArgumentParser
import TransitionCompiler

enum TokenOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case dtcg
}

struct Tokens: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Write the spec set's motion tokens and each transition's timing as a design token file.",
        discussion: """
            --format dtcg writes a Design Tokens Community Group (DTCG 2025.10) file: the \
            spec set's own tokens (`$durations.NAME` under `durations`, `$curves.NAME` under \
            `curves`), every imported token at its dotted path, and each transition's \
            resolved duration, delay and curve as a `transition` token under \
            `transitions.<id>`. Named curves and springs keep what DTCG cannot say in \
            `$extensions` (`org.transitionc.curve`, `org.transitionc.spring`), so the file \
            imports back to the same values. See Docs/tokens.md.

            Example:
              transitionc tokens --format dtcg --output Design/app.tokens.json

            With --output, the file is replaced atomically and left untouched when its \
            content would not change; a file that transitionc did not write is replaced \
            only with --force. Specs with errors are exit code 1 (with the diagnostics on \
            standard error) and write nothing; a name DTCG cannot hold is exit code 2.
            """)

    @Argument(help: ArgumentHelp("Spec files, or directories to search for *.yaml and *.yml.", valueName: "path"))
    var paths: [String] = []

    @Option(help: "Output format: dtcg.")
    var format: TokenOutputFormat = .dtcg

    @Option(help: ArgumentHelp("The token file to write (default: standard output).", valueName: "file"))
    var output: String?

    @Flag(help: "Replace the output even if transitionc did not write it.")
    var force = false

    @Option(help: "Colour in diagnostics on standard error: auto, always or never.")
    var color: ColorMode = .auto

    @OptionGroup
    var configOptions: ConfigOptions

    @OptionGroup(title: "Limits")
    var limitOptions: LimitOptions

    func run() throws {
        let compilation = try SpecCompilation.compileWithoutErrors(
            paths: paths, configOptions: configOptions, limitOptions: limitOptions, color: color)
        let file: String
        do {
            file = try DTCGTokenWriter.render(compilation.specSet)
        } catch {
            Output.error("error: \(error.message)")
            throw ExitCode(2)
        }
        try GeneratedOutput.write(file, to: output, marker: DTCGTokenWriter.marker, force: force)
    }
}
