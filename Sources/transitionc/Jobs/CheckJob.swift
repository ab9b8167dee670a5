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
    /// Apply the safe fix-its in place first, then check what is left.
    var fix = false

    func run() throws {
        if fix {
            // Round after round, as eslint does: a fix can let rules run that
            // did not (`root: tru` held back the graph rules) and find more.
            try FixWriting.fixUntilDone {
                try SpecCompilation.compile(paths: paths, configuration: configuration, limits: limits,
                                            managers: .onFirstRead)
            }
        }
        // Diagnostics name no manager: made only if something reads them.
        let compilation = try SpecCompilation.compile(paths: paths, configuration: configuration, limits: limits,
                                                      managers: .onFirstRead)
        let diagnostics: [Diagnostic]
        let output: String
        if baseline.file == nil, format == .text || format == .json {
            // Only the baseline and the CI formats use fingerprints, which
            // are costly for a spec with many warnings.
            diagnostics = compilation.diagnostics.all
            output = render(diagnostics, sources: compilation.sources, fileCount: compilation.files.count)
        } else {
            let findings = try baseline.apply(to: FindingSet(compilation, currentDirectory: Driver.currentDirectory))
            diagnostics = findings.diagnostics
            output = render(findings)
        }
        Output.standard(output)
        let errors = diagnostics.count(where: { $0.severity == .error })
        let failed = errors > 0 || (strict && diagnostics.count > errors)
        Output.finish(failed ? 1 : 0, keepingAlive: (compilation, diagnostics))
    }

    private func render(_ diagnostics: [Diagnostic], sources: [String: SourceText], fileCount: Int) -> String {
        format == .json ? JSONDiagnosticRenderer.render(diagnostics, fileCount: fileCount)
            : TextDiagnosticRenderer(sources: sources, colored: Output.useColor(color)).render(diagnostics, fileCount: fileCount)
    }

    private func render(_ findings: FindingSet) -> String {
        switch format {
        case .text, .json: return render(findings.diagnostics, sources: findings.sources, fileCount: findings.files.count)
        case .sarif: return SARIFRenderer.render(findings)
        case .github: return GitHubAnnotationRenderer.render(findings)
        case .junit: return JUnitRenderer.render(findings, strict: strict)
        }
    }
}
