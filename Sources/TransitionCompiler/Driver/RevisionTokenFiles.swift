import YAMLSource

/// The design token files the spec set imports, as they are at a git
/// revision (`diff --against git:REF`): read from the repository's objects,
/// by the same rules as the spec files (inside the project; a symbolic link
/// followed inside the revision's tree only), and named `git:REF:PATH`.
struct RevisionTokenFiles: TokenFileSource {
    let revision: GitRevision
    /// The project's directory, as the run names it.
    let project: String

    func read(_ path: String, importedBy specFile: String, limit: Int) -> TokenFileRead {
        guard !path.hasPrefix("/"), !path.hasPrefix("~") else { return .absolutePath }
        let side = "git:\(revision.ref):"
        let specPath = specFile.hasPrefix(side) ? String(specFile.dropFirst(side.count)) : specFile
        let directory = Path.directory(of: "/" + specPath).dropFirst()
        let joined = ReportedPath.relative(directory.isEmpty ? path : directory + "/" + path,
                                           currentDirectory: Path.absolute("."))
        do {
            let files = try revision.collect([joined], project: project)
            guard let file = files.first, files.count == 1, file.path == joined else {
                return .refused("there is no such file at `git:\(revision.ref)`")
            }
            guard let content = try revision.readWithSizes([file.object], limit: limit).first else {
                return .refused("there is no such file at `git:\(revision.ref)`")
            }
            guard let bytes = content.bytes else { return .tooLarge(content.size, limit: limit) }
            return .file(path: side + joined, source: SourceText(bytes))
        } catch {
            return .refused(error.message)
        }
    }
}
