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

    /// A file without the page's `marker` (its first lines) may be someone's
    /// own work, as for `generate swift`. A failed write is exit code 2.
    func write(_ page: String, marker: String) throws {
        guard let output else {
            Output.standard(page)
            return
        }
        do {
            _ = try OutputFile.write(page, to: output, marker: marker, force: force)
        } catch {
            Output.error("error: \(error.message)")
            throw ExitCode(2)
        }
    }
}
