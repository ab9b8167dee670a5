import ArgumentParser
import TransitionCompiler
import YAMLSource
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Compiling specs for a command, with the command line's handling of paths
/// that cannot be read.
enum SpecCompilation {
    /// The compilation of the specs under `paths`; a path that cannot be read
    /// is reported on standard error and ends the command with exit 2.
    static func compile(paths: [String], configuration: ConfigurationChoice, limits: YAMLLimits,
                        managers: ManagerBuilding = .besideRules) throws -> Compilation {
        do {
            return try Driver.compile(paths: paths, configuration: configuration, limits: limits, managers: managers)
        } catch {
            Output.error("error: \(error.message)")
            throw ExitCode(2)
        }
    }

    /// For the commands that need specs without errors to work on (simulate,
    /// plot): compile, and on errors print every diagnostic to standard error
    /// and exit 1, so standard output carries only the command's own result.
    /// Warnings do not stop them and are left to `check`.
    static func compileWithoutErrors(paths: [String], configOptions: ConfigOptions, limitOptions: LimitOptions,
                                     color: ColorMode) throws -> Compilation {
        let compilation = try compile(paths: paths, configuration: configOptions.choice, limits: limitOptions.limits)
        if compilation.diagnostics.hasErrors {
            let renderer = TextDiagnosticRenderer(sources: compilation.sources,
                                                  colored: Output.useColor(color, descriptor: STDERR_FILENO))
            Output.error(renderer.render(compilation.diagnostics.all, fileCount: compilation.files.count))
            throw ExitCode(1)
        }
        return compilation
    }
}
