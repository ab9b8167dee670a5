import ArgumentParser
import TransitionCompiler

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate code from checked specs.",
        subcommands: [GenerateSwift.self])
}

extension SwiftTableOptions.AccessLevel: ExpressibleByArgument {}

extension SwiftTableOptions.Runtime: ExpressibleByArgument {
    public init?(argument: String) {
        switch argument.lowercased() {
        case "transitionruntime": self = .transitionRuntime
        case "none": self = .none
        default: return nil
        }
    }
}

struct GenerateSwift: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Generate the Swift source table an app compiles in.",
        discussion: """
            Writes one Swift file holding, inside one namespace type, the `ScreenID` and \
            `TransitionID` enums, every transition's resolved values, and the transition \
            managers. Nothing is written when the specs have errors (exit 1). The file is \
            replaced atomically and only when its contents change; a file that transitionc \
            did not generate is replaced only with --force. --check writes nothing and \
            exits 1 when the file is missing or stale.
            """)

    @Argument(help: ArgumentHelp("Spec files, or directories to search for *.yaml and *.yml.", valueName: "path"))
    var paths: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("The Swift file to write, or `-` for standard output.", valueName: "file"))
    var output: String

    @Option(help: "Access level of the generated declarations: public or internal.")
    var accessLevel: SwiftTableOptions.AccessLevel = .public

    @Option(help: ArgumentHelp("Name of the enclosing namespace type.", valueName: "name"))
    var namespace: String = "Transitions"

    @Option(help: "Value types from `TransitionRuntime` (import it) or `none` (declared in the file).")
    var runtime: SwiftTableOptions.Runtime = .transitionRuntime

    @Flag(help: "Replace the output even if transitionc did not generate it.")
    var force = false

    @Flag(help: "Write nothing; exit 1 if the output is missing or not what would be generated.")
    var check = false

    @Option(help: "Colour in diagnostics: auto, always or never.")
    var color: ColorMode = .auto

    @OptionGroup(title: "Configuration")
    var configOptions: ConfigOptions

    @OptionGroup(title: "Limits")
    var limitOptions: LimitOptions

    var job: GenerateSwiftJob {
        GenerateSwiftJob(paths: paths, output: output, accessLevel: accessLevel, namespace: namespace, runtime: runtime,
                         force: force, check: check, color: color, configuration: configOptions.choice,
                         limits: limitOptions.limits)
    }

    func validate() throws {
        if let problem = GenerateSwiftJob.namespaceProblem(namespace) { throw ValidationError(problem) }
    }

    func run() throws {
        try job.run()
    }
}
