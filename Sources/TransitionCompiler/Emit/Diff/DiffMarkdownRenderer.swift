/// `diff --format markdown`: a heading, the totals, and a table of the
/// changes, ready to paste into (or post as) a pull-request comment. Every
/// cell is escaped: ids and values are code spans.
public enum DiffMarkdownRenderer {
    typealias Markdown = MarkdownReportRenderer

    public static func render(_ diff: SpecDiff) -> String {
        var out = "### transitionc diff against \(Markdown.code(diff.against))\n\n"
        guard !diff.changes.isEmpty else { return out + "No changes.\n" }
        let counts = ChangeCategory.allCases.map { "\(diff.count($0)) \($0.rawValue)" }.joined(separator: " · ")
        let failing = diff.failing.count
        out += failing == 0
            ? "No change fails the check (\(failOn(diff))). \(counts)\n\n"
            : "**\(failing) \(failing == 1 ? "change fails" : "changes fail") the check** (\(failOn(diff))). \(counts)\n\n"
        out += "| category | change | old | new | details | where |\n|---|---|---|---|---|---|\n"
        for change in diff.changes {
            let category = diff.failOn.contains(change.category) ? "**\(change.category.rawValue)**" : change.category.rawValue
            let subject = "\(change.subject.rawValue) \(Markdown.code(change.id, inTable: true))"
            let what: String, old: String, new: String
            switch change.kind {
            case .removed: (what, old, new) = ("\(subject) removed", cell(change.old), "")
            case .added: (what, old, new) = ("\(subject) added", "", cell(change.new))
            case .renamed: (what, old, new) = ("\(change.subject.rawValue) renamed", cell(change.old), cell(change.new))
            case .changed(let field): (what, old, new) = ("\(subject) \(Markdown.code(field, inTable: true))", cell(change.old), cell(change.new))
            }
            let details = DiffPhrasing.details(change).map(Markdown.message).joined(separator: "; ")
            let place = change.reportedPlace.map { Markdown.code(DiffPhrasing.place($0), inTable: true) } ?? ""
            out += "| \(category) | \(what) | \(old) | \(new) | \(details) | \(place) |\n"
        }
        return out
    }

    private static func cell(_ value: ChangeValue) -> String {
        Markdown.code(DiffPhrasing.value(value), inTable: true)
    }

    private static func failOn(_ diff: SpecDiff) -> String {
        "`--fail-on " + ChangeCategory.allCases.filter(diff.failOn.contains).map(\.rawValue).joined(separator: ",") + "`"
    }
}
