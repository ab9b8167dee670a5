import ArgumentParser
import TransitionCompiler

/// Where `plot` and `preview` write their page: standard output, or a file
/// replaced atomically, left untouched when it would not change, and
/// replaced over someone's own file only with `--force`.
struct PageOutputOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The HTML file to write (default: standard output).", valueName: "file"))
    var output: String?

    @Flag(help: "Replace the output even if transitionc did not generate it.")
    var force = false

    func write(_ page: String, marker: String) throws {
        try GeneratedOutput.write(page, to: output, marker: marker, force: force)
    }
}

/// A generated file's one way out, for the commands that print it or write
/// it with `--output` (`plot`, `preview`, `tokens`).
enum GeneratedOutput {
    /// To standard output when `output` is nil. A file without `marker` (the
    /// output's first bytes) may be someone's own work, as for `generate
    /// swift`, and is replaced only with `force`. A failed write is exit code 2.
    static func write(_ text: String, to output: String?, marker: String, force: Bool) throws {
        guard let output else {
            Output.standard(text)
            return
        }
        do {
            _ = try OutputFile.write(text, to: output, marker: marker, force: force)
        } catch {
            Output.error("error: \(error.message)")
            throw ExitCode(2)
        }
    }
}
