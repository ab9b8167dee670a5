import ArgumentParser
import TransitionCompiler
import YAMLSource

/// What one `generate swift` does, whichever way its arguments were read: by
/// ArgumentParser (`GenerateSwift`) or, for the spelling the build plugin
/// uses, by `DirectInvocation`. The defaults here are the command's defaults.
struct GenerateSwiftJob: Equatable {
    var paths: [String] = []
    var output: String
    var accessLevel: SwiftTableOptions.AccessLevel = .public
    var namespace = "Transitions"
    var runtime: SwiftTableOptions.Runtime = .transitionRuntime
    var force = false
    var check = false
    var color: ColorMode = .auto
    var configuration: ConfigurationChoice = .automatic
    var limits: YAMLLimits = .default

    /// Why `namespace` cannot name the enclosing type, if it cannot.
    static func namespaceProblem(_ namespace: String) -> String? {
        let identifier = SwiftIdentifier.make(namespace)
        guard identifier == namespace, !namespace.hasPrefix("_u") else {
            return "--namespace must be a Swift identifier (letters and digits, not a keyword), not `\(namespace)`"
        }
        return nil
    }

    /// `--output -`: the Swift goes to standard output, for a tool that reads it there.
    var writesToStandardOutput: Bool { output == "-" }

    func run() throws {
        if writesToStandardOutput, check {
            Output.error("error: --check compares a file with what would be generated; give it a file, not `-`")
            throw ExitCode(2)
        }
        let compilation = try SpecCompilation.compile(paths: paths, configuration: configuration, limits: limits)
        if !compilation.diagnostics.all.isEmpty {
            let renderer = TextDiagnosticRenderer(sources: compilation.sources, colored: Output.useColor(color, descriptor: 2))
            Output.error(renderer.render(compilation.diagnostics.all, fileCount: compilation.files.count))
        }
        let options = SwiftTableOptions(accessLevel: accessLevel, namespace: namespace, runtime: runtime)
        // Standard output names the spec files relative to the current directory.
        let base = writesToStandardOutput ? "./-" : output
        guard let table = Driver.swiftTableChunks(for: compilation, output: base, options: options) else {
            Output.error(writesToStandardOutput ? "error: the specs have errors; nothing was written"
                         : "error: the specs have errors; `\(output)` was not written")
            throw ExitCode(1)
        }
        if writesToStandardOutput {
            table.allSatisfy { Output.standard($0) }
            Output.finish(0, keepingAlive: (compilation, table))
        }
        if check {
            guard OutputFile.isCurrent(table, at: output) else {
                Output.error("error: `\(output)` is missing or stale; run `transitionc generate swift` to update it")
                throw ExitCode(1)
            }
            Output.status("`\(output)` is up to date")
            Output.finish(0, keepingAlive: (compilation, table))
        }
        do {
            switch try OutputFile.write(table, to: output, marker: SwiftTableEmitter.headerMarker, force: force) {
            case .written: Output.status("wrote `\(output)`")
            case .unchanged: Output.status("`\(output)` is up to date")
            }
        } catch {
            Output.error("error: \(error.message)")
            throw ExitCode(2)
        }
        Output.finish(0, keepingAlive: (compilation, table))
    }
}
