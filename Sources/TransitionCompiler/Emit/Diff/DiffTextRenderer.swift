/// `diff --format text`: a line a change, `FILE:LINE: CATEGORY: message`,
/// which editors jump to; then where the old side had it; then the totals.
public enum DiffTextRenderer {
    public static func render(_ diff: SpecDiff) -> String {
        var out = ""
        for change in diff.changes {
            let place = change.reportedPlace.map { DiffPhrasing.place($0) + ": " } ?? ""
            out += ReportValueFormatter.printable("\(place)\(change.category.rawValue): \(DiffPhrasing.message(change))") + "\n"
            if change.place != nil, let old = change.oldPlace {
                out += ReportValueFormatter.printable("  old: \(DiffPhrasing.place(old))") + "\n"
            }
        }
        return out + ReportValueFormatter.printable(DiffPhrasing.summary(diff)) + "\n"
    }
}
