import YAMLSource

extension Driver {
    /// Reads one file through the front end only, for `transitionc inspect`.
    public static func inspect(path: String, limits: YAMLLimits = .default)
        throws(DriverError) -> (json: String?, diagnostics: Diagnostics, source: SourceText)
    {
        let (bytes, tooLarge) = try FileSystem.readFile(path, limit: limits.maxInputBytes)
        var diagnostics = Diagnostics()
        if let size = tooLarge {
            diagnostics.report(.fileTooLarge(path, size: size, limit: limits.maxInputBytes))
            return (nil, diagnostics, SourceText([]))
        }
        let source = SourceText(bytes)
        let (json, problems) = inspect(source, path: path, limits: limits)
        diagnostics.append(contentsOf: problems)
        return (json, diagnostics, source)
    }

    /// `inspect` of bytes in memory; `parallelism` as in `compile`.
    static func inspect(_ source: SourceText, path: String, limits: YAMLLimits,
                        parallelism: ReadParallelism = .automatic) -> (json: String?, diagnostics: Diagnostics) {
        let result = YAMLReader.read(source, limits: limits, parallelism: parallelism)
        var diagnostics = Diagnostics()
        for problem in result.problems { diagnostics.report(.yamlProblem(problem, file: path)) }
        diagnostics.sort(fileOrder: [path])
        return (result.document.map(InspectRenderer.render), diagnostics)
    }
}
