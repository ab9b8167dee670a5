import ArgumentParser
import TransitionCompiler

struct TransitionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transitionc",
        abstract: "Compile declarative view-controller transition specs.",
        discussion: """
            Spec files are YAML (one document each). With no PATH, commands read every \
            `*.yaml` and `*.yml` under `Specs/`.

            Exit codes: 0 no errors, 1 the specs have errors (or warnings with --strict), \
            2 a usage or I/O problem.
            """,
        version: TransitionCompilerVersion.string,
        subcommands: [Check.self, Generate.self, Report.self, Diff.self, Simulate.self, Preview.self, Plot.self, Explain.self, Rules.self, Inspect.self, Schema.self, Tokens.self, LanguageServerCommand.self]
    )
}
