import ArgumentParser
import TransitionCompiler
import YAMLSource

/// What one `check` does, whichever way its arguments were read: by
/// ArgumentParser (`Check`) or, for the spellings builds and CI repeat, by
/// `DirectInvocation`. The defaults here are the command's defaults.
struct CheckJob: Equatable {
    var paths: [String] = []
    var format: CheckFormat = .text
    var strict = false
    var color: ColorMode = .auto
    var configuration: ConfigurationChoice = .automatic
    var baseline = BaselineFilter()
    var limits: YAMLLimits = .default

    func run() throws {
        // Diagnostics name no manager: made only if something reads them.
        let compilation = try SpecCompilation.compile(paths: paths, configuration: configuration, limits: limits,
                                                      managers: .onFirstRead)
        let findings = try baseline.apply(to: FindingSet(compilation, currentDirectory: Driver.currentDirectory))
        Output.standard(render(findings))
        let errors = findings.diagnostics.count(where: { $0.severity == .error })
        let failed = errors > 0 || (strict && findings.findings.count > errors)
        Output.finish(failed ? 1 : 0, keepingAlive: (compilation, findings))
    }

    private func render(_ findings: FindingSet) -> String {
        let diagnostics = findings.diagnostics
        let fileCount = findings.files.count
        switch format {
        case .text:
            return TextDiagnosticRenderer(sources: findings.sources, colored: Output.useColor(color))
                .render(diagnostics, fileCount: fileCount)
        case .json: return JSONDiagnosticRenderer.render(diagnostics, fileCount: fileCount)
        case .sarif: return SARIFRenderer.render(findings)
        case .github: return GitHubAnnotationRenderer.render(findings)
        case .junit: return JUnitRenderer.render(findings, strict: strict)
        }
    }
}
