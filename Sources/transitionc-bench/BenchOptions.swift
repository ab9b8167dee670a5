import ArgumentParser

/// The bench's command line. Parsed by ArgumentParser, so that `--help`
/// explains it and a mistyped option is an error instead of a full run of
/// a minute and a half.
struct BenchOptions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transitionc-bench",
        abstract: "Times `transitionc check` and `generate swift` against a raw libyaml event scan of the same specs.",
        discussion: """
            Generates spec sets of 1000, 10000 and 40000 transitions in one file, the 40000 in 20 \
            files, and variants of the 40000 (long ids, anchors, every form of value, beside ten small \
            files). In every round it runs, as fresh processes and for each set in turn, a \
            one-transition check (the start-up), the floor (`transitionc-floor`, plain C), `check` \
            and `generate swift`. It prints medians, each round's ratio to its floor, peak memory \
            and time per transition, then each performance target, met or not. Then the \
            generated Swift in the app's build: swiftc's type-check and optimised compile of the \
            tables of 1000, 4000 and 10000 transitions in both runtime modes, with their targets. \
            Then the editor's side: `transitionc lsp`'s diagnostics after a one-character edit, for \
            Specs/ and a 4000-transition set, against `check` of the same files. \
            Build with `-c release` first: it times the `transitionc` next to it. See Docs/performance.md.
            """)

    @Option(help: ArgumentHelp("Rounds to run; each measures every spec set once.", valueName: "count"))
    var runs = 21

    @Option(help: ArgumentHelp("Only write the spec sets into this directory, to profile by hand, and stop.",
                               valueName: "directory"))
    var write: String?

    @Option(help: ArgumentHelp("Rounds of the generated Swift in the app's build (swiftc over tables of 1000, 4000 "
                               + "and 10000 transitions; minutes a round); 0 skips it.", valueName: "count"))
    var appRuns = 1

    @Option(help: ArgumentHelp("Edits timed in the editor's section (`transitionc lsp`: diagnostics after a "
                               + "one-character edit, for Specs/ and a 4000-transition set); 0 skips it.", valueName: "count"))
    var editorEdits = 101

    func validate() throws {
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1, not \(runs)") }
        guard appRuns >= 0 else { throw ValidationError("--app-runs must be at least 0, not \(appRuns)") }
        guard editorEdits >= 0 else { throw ValidationError("--editor-edits must be at least 0, not \(editorEdits)") }
    }
}
