import YAMLSource

extension Driver {
    /// The spec set as it is at a git revision (`git:REF` of `diff
    /// --against`): the same paths as the working tree's side (those named,
    /// else the configuration's `paths`, else `Specs/`), read from the
    /// repository's objects with the `git` command and compiled with the same
    /// configuration. Files are named `git:REF:PATH`, so that every place and
    /// diagnostic says which side it is on. Throws (exit 2) when there is no
    /// repository, no such revision, or a path leaves the project.
    public static func compile(paths: [String], atRevision ref: String,
                               configuration choice: ConfigurationChoice = .automatic,
                               limits: YAMLLimits = .default) throws(DriverError) -> Compilation {
        let configuration = try loadConfiguration(choice, limits: limits)
        let revision = try GitRevision(ref)
        let files = try revision.collect(specPaths(paths, configuration: configuration),
                                         project: projectDirectory(configuration))
        let contents = try revision.readWithSizes(files.map(\.object), limit: limits.maxInputBytes)
        var inputs: [(path: String, source: SourceText)] = []
        var oversized: [Diagnostic] = []
        for (file, content) in zip(files, contents) {
            let name = "git:\(ref):\(file.path)"
            if let bytes = content.bytes {
                inputs.append((name, SourceText(bytes)))
            } else {
                oversized.append(.fileTooLarge(name, size: content.size, limit: limits.maxInputBytes))
                inputs.append((name, SourceText([])))
            }
        }
        return compile(inputs, limits: limits, configuration: configuration, unread: oversized, managers: .besideRules,
                       tokenSource: RevisionTokenFiles(revision: revision, project: projectDirectory(configuration)))
    }
}
