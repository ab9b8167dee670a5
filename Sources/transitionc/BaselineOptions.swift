import ArgumentParser

/// The `--baseline` options of `check`, as ArgumentParser reads them.
struct BaselineOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Report only findings not in this baseline file; if it does not exist, record today's findings in it.",
        valueName: "file"))
    var baseline: String?

    @Flag(help: "Rewrite the --baseline file with today's findings.")
    var updateBaseline = false

    var filter: BaselineFilter {
        BaselineFilter(file: baseline, update: updateBaseline)
    }

    func validate() throws {
        if let problem = filter.problem { throw ValidationError(problem) }
    }
}
