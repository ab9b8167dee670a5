import YAMLSource

extension Driver {
    /// Reads one file through the front end only, for `transitionc inspect`.
    public static func inspect(path: String, limits: YAMLLimits = .default)
        throws(DriverError) -> (json: String?, diagnostics: Diagnostics, source: SourceText)
    {
        let (bytes, tooLarge) = try FileSystem.readFile(path, limit: limits.maxInputBytes)
        var diagnostics = Diagnostics()
        if let size = tooLarge {
            diagnostics.report(Diagnostic(
                .yamlLimit, "the file is \(size) bytes, over the limit of \(limits.maxInputBytes) bytes (raise it with --max-file-size)",
                at: SourceLocation(file: path, range: SourceRange(at: .start))))
            return (nil, diagnostics, SourceText([]))
        }
        let source = SourceText(bytes)
        let result = YAMLReader.read(source, limits: limits)
        for problem in result.problems { diagnostics.report(Diagnostic(problem, file: path)) }
        diagnostics.sort(fileOrder: [path])
        return (result.document.map(InspectRenderer.render), diagnostics, source)
    }
}
