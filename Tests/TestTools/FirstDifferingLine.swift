/// The first line at which two texts differ, for a test's failure message:
/// its number (from 0) and the line on each side, `<end>` past a text's end.
/// Nil when every line is the same (the texts may still differ in bytes
/// that `String` comparison treats as equal, or in line endings).
public func firstDifferingLine(_ expected: String, _ actual: String) -> (index: Int, expected: String, actual: String)? {
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(e.count, a.count) {
        let left = index < e.count ? String(e[index]) : "<end>"
        let right = index < a.count ? String(a[index]) : "<end>"
        if left != right { return (index, left, right) }
    }
    return nil
}
