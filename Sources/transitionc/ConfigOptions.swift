import ArgumentParser
import TransitionCompiler

/// Which configuration file to read; shared by the commands that compile specs.
struct ConfigOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "A configuration file to read instead of .transitionc.yaml in the current directory.",
        valueName: "file"))
    var config: String?

    var choice: ConfigurationChoice {
        Self.choice(config)
    }

    /// `--config FILE`, or else the configuration in the current directory.
    static func choice(_ config: String?) -> ConfigurationChoice {
        config.map(ConfigurationChoice.file) ?? .automatic
    }
}
