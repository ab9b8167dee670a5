import ArgumentParser
import TransitionCompiler
import YAMLSource
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Print a spec file as JSON, the way the compiler reads it.",
        discussion: """
            Anchors and merge keys are expanded and plain scalars resolved by YAML 1.1, \
            so you can see, for example, that a plain `no` is the boolean false.
            """)

    @Argument(help: ArgumentHelp("The YAML file to show.", valueName: "file"))
    var file: String

    @Option(help: "Colour in diagnostics: auto, always or never.")
    var color: ColorMode = .auto

    @OptionGroup(title: "Limits")
    var limitOptions: LimitOptions

    func run() throws {
        let result: (json: String?, diagnostics: Diagnostics, source: SourceText)
        do {
            result = try Driver.inspect(path: file, limits: limitOptions.limits)
        } catch {
            Output.error("error: \(error.message)")
            throw ExitCode(2)
        }
        if let json = result.json { Output.standard(json) }
        if !result.diagnostics.all.isEmpty {
            let renderer = TextDiagnosticRenderer(sources: [file: result.source],
                                                  colored: Output.useColor(color, descriptor: STDERR_FILENO))
            var text = ""
            for diagnostic in result.diagnostics.all { renderer.render(diagnostic, to: &text) }
            Output.error(text)
        }
        if result.diagnostics.hasErrors { throw ExitCode(1) }
    }
}
