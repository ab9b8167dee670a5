import ArgumentParser
import TransitionCompiler
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum DiffOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, markdown, github
}

/// `--fail-on api,behavior`: the categories whose changes make the exit code 1.
struct FailingCategories: ExpressibleByArgument {
    var categories: Set<ChangeCategory>

    init(_ categories: Set<ChangeCategory>) { self.categories = categories }

    /// An empty list fails on nothing: the changes are only reported.
    init?(argument: String) {
        var categories: Set<ChangeCategory> = []
        for name in argument.split(separator: ",", omittingEmptySubsequences: false) where !argument.isEmpty {
            let name = String(name.filter { $0 != " " })
            guard let category = ChangeCategory(rawValue: name), category != .added else { return nil }
            categories.insert(category)
        }
        self.categories = categories
    }

    var defaultValueDescription: String { ChangeCategory.failable.filter(categories.contains).map(\.rawValue).joined(separator: ",") }

    static var allValueStrings: [String] { ChangeCategory.failable.map(\.rawValue) }
}

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare the specs with another version of them, change by change, in categories.",
        discussion: """
            Both sides are compiled and compared by their resolved values (tokens and \
            defaults applied, targets and managers from the graph, the Swift identifiers \
            they generate), so a changed token shows up on every transition that uses it. \
            Each change has a category:
              api            an id removed or renamed, a kind (breaks code using the Swift)
              behavior       what the user can do: from, to, gestures, thresholds, screens
              feel           how it looks: duration, delay, curve, completion speed
              accessibility  what Reduce Motion gives
              added          new screens and transitions (never fails)

            OLD is a spec file, a directory, or git:REF: the same paths at a git \
            revision (git:main, git:HEAD~1, git:origin/main), read through `git` with \
            nothing checked out or written.

            Formats:
              text       a line a change, FILE:LINE: CATEGORY: what changed (the default)
              json       one versioned object ("version": 1), see Docs/diff.md
              markdown   a table for a pull-request comment
              github     workflow commands that annotate the new side's lines

            Exit codes: 0 no change in a --fail-on category, 1 one or more (or either \
            side has errors, which are printed on standard error), 2 a usage or I/O \
            problem (a REF that does not exist, not a git repository).
            """)

    @Option(help: ArgumentHelp("The old side: a spec file, a directory, or git:REF (the same paths at a git revision).",
                               valueName: "old"))
    var against: String

    @Argument(help: ArgumentHelp("Spec files, or directories to search for *.yaml and *.yml (the new side).",
                                 valueName: "path"))
    var paths: [String] = []

    @Option(help: "Output format: text, json, markdown or github.")
    var format: DiffOutputFormat = .text

    @Option(name: .customLong("fail-on"),
            help: ArgumentHelp("The categories whose changes fail the run, comma-separated: api, behavior, feel, accessibility.",
                               valueName: "categories"))
    var failOn = FailingCategories(ChangeCategory.defaultFailing)

    @Option(help: "Colour in diagnostics on standard error: auto, always or never.")
    var color: ColorMode = .auto

    @OptionGroup
    var configOptions: ConfigOptions

    @OptionGroup(title: "Limits")
    var limitOptions: LimitOptions

    func run() throws {
        let new = try SpecCompilation.compile(paths: paths, configuration: configOptions.choice, limits: limitOptions.limits)
        let old: Compilation
        do {
            if against.hasPrefix("git:") {
                old = try Driver.compile(paths: paths, atRevision: String(against.dropFirst(4)),
                                         configuration: configOptions.choice, limits: limitOptions.limits)
            } else {
                old = try Driver.compile(paths: [against], configuration: configOptions.choice, limits: limitOptions.limits)
            }
        } catch {
            Output.error("error: \(error.message)")
            throw ExitCode(2)
        }
        // Only values that check can be compared: each side's errors first.
        let broken = [old, new].filter { $0.diagnostics.hasErrors }
        guard broken.isEmpty else {
            var sources = old.sources
            sources.merge(new.sources) { current, _ in current }
            let renderer = TextDiagnosticRenderer(sources: sources, colored: Output.useColor(color, descriptor: STDERR_FILENO))
            for side in broken {
                Output.error(renderer.render(side.diagnostics.all, fileCount: side.files.count))
            }
            throw ExitCode(1)
        }
        let diff = SpecDiff(old: old, new: new, against: against, failOn: failOn.categories)
        let text = switch format {
        case .text: DiffTextRenderer.render(diff)
        case .json: DiffJSONRenderer.render(diff)
        case .markdown: DiffMarkdownRenderer.render(diff)
        case .github: DiffGitHubRenderer.render(diff, currentDirectory: Driver.currentDirectory)
        }
        Output.standard(text)
        if diff.fails { throw ExitCode(1) }
    }
}
