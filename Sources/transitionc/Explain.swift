import ArgumentParser
import TransitionCompiler

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a rule: what it checks, why, and how to fix it.")

    @Argument(help: ArgumentHelp("A rule id, as shown in brackets after a diagnostic.", valueName: "rule"))
    var rule: String

    func run() throws {
        guard let found = RuleCatalog.rule(RuleID(rawValue: rule)) else {
            var message = "error: no rule `\(rule)`"
            if let suggestion = RuleCatalog.nearestID(to: rule) { message += "; did you mean `\(suggestion)`?" }
            Output.error(message + "\n(`transitionc explain` knows: \(RuleCatalog.all.map(\.id.rawValue).joined(separator: ", ")))")
            throw ExitCode(2)
        }
        Output.standard(RuleCatalog.explanation(of: found))
    }
}
