import ArgumentParser
import TransitionCompiler

struct Plot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Draw every transition's timing curve as an HTML page of SVG charts.",
        discussion: """
            One chart per transition, in spec order: the animated value against time, \
            flat through the delay and then along the curve for the duration, with the \
            duration and delay labelled and, for an interactive transition, the threshold \
            marked. The page is self-contained and the same bytes for the same specs.

            Example:
              transitionc plot --output curves.html

            With --output, the file is replaced atomically and left untouched when its \
            content would not change; a file that transitionc did not generate is \
            replaced only with --force. Specs with errors are exit code 1 (with the \
            diagnostics on standard error) and write nothing. See Docs/runtime.md.
            """)

    @Argument(help: ArgumentHelp("Spec files, or directories to search for *.yaml and *.yml.", valueName: "path"))
    var paths: [String] = []

    @OptionGroup
    var pageOutput: PageOutputOptions

    @Option(help: "Colour in diagnostics on standard error: auto, always or never.")
    var color: ColorMode = .auto

    @OptionGroup
    var configOptions: ConfigOptions

    @OptionGroup(title: "Limits")
    var limitOptions: LimitOptions

    func run() throws {
        let compilation = try SpecCompilation.compileWithoutErrors(
            paths: paths, configOptions: configOptions, limitOptions: limitOptions, color: color)
        let page = CurvePlotRenderer.render(compilation.specSet)
        try pageOutput.write(page, marker: CurvePlotRenderer.headerMarker)
    }
}
