import ArgumentParser
import TransitionCompiler

enum DiagnosticFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// `check` adds the CI formats (Docs/ci.md) to the two every command has.
enum CheckFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, github, junit
}

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check spec files and report every problem.",
        discussion: """
            Prints each problem as `file:line:column: severity: message [rule]` with the \
            source line, the format Xcode and editors pick up, or as one JSON object \
            with --format json. For CI: --format sarif (SARIF 2.1.0, for GitHub code \
            scanning), github (workflow commands that annotate the files) and junit \
            (JUnit XML); see Docs/ci.md.

            --fix applies every safe fix-it in place (spellings, units, values the \
            message suggests; never a guess at another screen or token, never in a file \
            that is not valid YAML), changing nothing else in the file, says what it \
            changed on standard error, then checks again and reports what is left.

            --baseline FILE records today's findings in FILE the first time, and from then \
            on reports only findings that are not in it.

            Reads .transitionc.yaml in the current directory, if there is one (or the \
            file given with --config): default paths, and rules turned off or regraded. \
            A comment `# transitionc:ignore RULE` silences a finding on its line or the next.
            """)

    @Argument(help: ArgumentHelp("Spec files, or directories to search for *.yaml and *.yml.", valueName: "path"))
    var paths: [String] = []

    @Option(help: "Output format: text, json, sarif, github or junit.")
    var format: CheckFormat = .text

    @Flag(help: "Fail (exit 1) on warnings too.")
    var strict = false

    @Flag(help: "Apply every safe fix-it in place, then check again.")
    var fix = false

    @Option(help: "Colour in text output: auto, always or never.")
    var color: ColorMode = .auto

    @OptionGroup
    var configOptions: ConfigOptions

    @OptionGroup(title: "Baseline")
    var baselineOptions: BaselineOptions

    @OptionGroup(title: "Limits")
    var limitOptions: LimitOptions

    var job: CheckJob {
        CheckJob(paths: paths, format: format, strict: strict, color: color, configuration: configOptions.choice,
                 baseline: baselineOptions.filter, limits: limitOptions.limits, fix: fix)
    }

    func run() throws {
        try job.run()
    }
}
