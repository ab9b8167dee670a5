import ArgumentParser
import TransitionCompiler
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// For the commands that need specs without errors to work on (simulate,
/// plot): compile, and on errors print every diagnostic to standard error and
/// exit 1, so standard output carries only the command's own result.
/// Warnings do not stop them and are left to `check`.
enum SpecCompilation {
    static func compileWithoutErrors(paths: [String], configOptions: ConfigOptions, limitOptions: LimitOptions,
                                     color: ColorMode) throws -> Compilation {
        let compilation: Compilation
        do {
            compilation = try Driver.compile(paths: paths, configuration: configOptions.choice, limits: limitOptions.limits)
        } catch {
            Output.error("error: \(error.message)")
            throw ExitCode(2)
        }
        if compilation.diagnostics.hasErrors {
            let renderer = TextDiagnosticRenderer(sources: compilation.sources,
                                                  colored: Output.useColor(color, descriptor: STDERR_FILENO))
            Output.error(renderer.render(compilation.diagnostics.all, fileCount: compilation.files.count))
            throw ExitCode(1)
        }
        return compilation
    }
}
