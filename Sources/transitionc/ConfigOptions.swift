import ArgumentParser
import TransitionCompiler

/// Which configuration file to read; shared by the commands that compile specs.
struct ConfigOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "A configuration file to read instead of .transitionc.yaml in the current directory.",
        valueName: "file"))
    var config: String?

    var choice: ConfigurationChoice {
        config.map(ConfigurationChoice.file) ?? .automatic
    }
}
