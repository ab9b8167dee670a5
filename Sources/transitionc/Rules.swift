import ArgumentParser
import TransitionCompiler

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule with its id, default severity and what it checks.",
        discussion: "Rules marked * are always errors and cannot be turned off.")

    func run() throws {
        Output.standard(RuleCatalog.listing())
    }
}
