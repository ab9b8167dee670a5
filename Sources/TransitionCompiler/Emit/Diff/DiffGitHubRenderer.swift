/// `diff --format github`: a workflow command a change, on the new side's
/// file and line, so the runner annotates the pull request's diff there: an
/// error for a category that fails, a notice for an addition, a warning for
/// the rest. A removal has no line on the new side: its annotation names no
/// file and says where the old side had it. The totals end the log. Files
/// are named as `check --format github` names them: relative to
/// `currentDirectory`, the repository's root in CI (`ReportedPath`).
public enum DiffGitHubRenderer {
    typealias Escaping = GitHubAnnotationRenderer

    public static func render(_ diff: SpecDiff, currentDirectory: String) -> String {
        var out = ""
        for change in diff.changes {
            let command = diff.failOn.contains(change.category) ? "error" : change.category == .added ? "notice" : "warning"
            var properties: [(String, String)] = []
            var message = DiffPhrasing.message(change)
            if let place = change.place {
                properties += [("file", ReportedPath.relative(place.file, currentDirectory: currentDirectory)),
                               ("line", String(place.line))]
            } else if let old = change.oldPlace {
                message += ", was at \(DiffPhrasing.place(old))"
            }
            properties.append(("title", "transitionc diff: \(change.category.rawValue)"))
            let list = properties.map { "\($0.0)=\(Escaping.escapeProperty($0.1))" }.joined(separator: ",")
            out += "::\(command) \(list)::\(Escaping.escapeData(message))\n"
        }
        return out + DiffPhrasing.summary(diff) + "\n"
    }
}
