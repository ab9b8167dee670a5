/// Expected text in which a line that is exactly `…` stands for any number
/// of whole lines (none included); every other byte must be there as shown.
enum ElidedText {
    static func matches(_ shown: String, _ actual: String) -> Bool {
        let shownLines = shown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard shownLines.contains("…") else { return shown == actual }
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return match(shownLines[...], actualLines[...])
    }

    private static func match(_ shown: ArraySlice<String>, _ actual: ArraySlice<String>) -> Bool {
        guard let first = shown.first else { return actual.isEmpty }
        if first == "…" {
            // Try the shortest skip first; doc outputs are a few dozen lines.
            for skip in 0...actual.count where match(shown.dropFirst(), actual.dropFirst(skip)) { return true }
            return false
        }
        return actual.first == first && match(shown.dropFirst(), actual.dropFirst())
    }
}
