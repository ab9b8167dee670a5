import ArgumentParser
import TransitionCompiler

struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print a JSON Schema of the spec language, for editors.",
        discussion: """
            A JSON Schema (draft 2020-12) with every field, its description, allowed values \
            and ranges. Save it and point a YAML language server at it (VS Code's YAML \
            extension: a `# yaml-language-server: $schema=PATH` comment at the top of a \
            spec, or the `yaml.schemas` setting) to complete and check specs as you type. \
            The compiler stays the authority: ids, tokens and the graph are checked by \
            `transitionc check`.
            """)

    func run() throws {
        Output.standard(SpecSchema.render())
    }
}
