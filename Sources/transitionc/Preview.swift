import ArgumentParser
import TransitionCompiler

struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Write one HTML page that plays every transition as it will run.",
        discussion: """
            One card per transition, in spec order: the two screens drawn as phone-sized \
            frames and moved by the runtime's own TransitionDriver (sampled 60 times a \
            second), with play, pause, a scrubber, a Reduce Motion switch, each curve on a \
            time axis the cards share, the gesture in words, and, for an interactive \
            transition, a replayed drag let go past its threshold and one let go short of \
            it. The page is self-contained (nothing is fetched) and the same bytes for \
            the same specs.

            Example:
              transitionc preview --output preview.html

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
        let page = PreviewRenderer.render(compilation.specSet)
        try pageOutput.write(page, marker: PreviewRenderer.headerMarker)
    }
}
