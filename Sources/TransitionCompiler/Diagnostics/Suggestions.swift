/// "Did you mean" suggestions by edit distance.
enum Suggestions {
    /// Words longer than this (in Unicode scalars) get no suggestion.
    static let maxWordLength = 128

    /// The candidate closest to `word`, if it is close enough to be a likely
    /// typo: at most a third of the word's length in edits (at least one),
    /// ignoring case; failing that, a candidate the word begins (`no` ->
    /// `none`). Ties go to the earlier candidate, so results are stable.
    ///
    /// Hostile input can make this the hot spot (100 000 unknown keys, or a
    /// 30 MB key), so a candidate is compared only when the lengths allow a
    /// match, and a comparison stops once it is past the budget.
    static func nearest(to word: String, in candidates: some Sequence<String>) -> String? {
        // A word longer than every candidate by more than the largest budget
        // can neither be a typo of one nor begin one: no need to look at it.
        let longest = candidates.reduce(0) { max($0, $1.unicodeScalars.count) }
        guard word.unicodeScalars.dropFirst(longest + 3).isEmpty else { return nil }
        // Nobody misspells a 10 000-character id by hand, but 200 of them
        // against 200 candidates would cost billions of steps: long words
        // get no suggestion.
        guard word.unicodeScalars.dropFirst(maxWordLength).isEmpty else { return nil }
        let lowered = Array(word.lowercased().unicodeScalars)
        let budget = max(1, min(3, lowered.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            // Lowercasing never shortens, so a candidate already too long is
            // skipped before paying for it.
            guard candidate.unicodeScalars.dropFirst(lowered.count + budget).isEmpty else { continue }
            let other = Array(candidate.lowercased().unicodeScalars)
            guard abs(other.count - lowered.count) <= budget else { continue }
            let distance = editDistance(lowered, other, limit: min(budget, (best?.distance ?? .max) - 1))
            if distance <= budget, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        if let best { return best.candidate }
        guard lowered.count >= 2 else { return nil }
        let prefix = word.lowercased()
        return candidates.first { $0.lowercased().hasPrefix(prefix) }
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    /// With a `limit`, the answer is exact up to it; past it, some value over
    /// `limit` comes back. Only the band of cells within `limit` of the
    /// diagonal is computed, after a common prefix and suffix are set aside,
    /// so comparing two 10 000-character ids costs a few thousand cells
    /// rather than a hundred million.
    ///
    /// In bounds by construction: the prefix loop reads below `start <
    /// endA, endB`, the suffix loop at `end - 1 >= start`, and the band is
    /// handed on as the two ranges `start..<end`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int = .max) -> Int {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                guard let first = a.baseAddress, let second = b.baseAddress else { return max(a.count, b.count) }
                var start = 0, endA = a.count, endB = b.count
                while start < endA, start < endB, first[start] == second[start] { start += 1 }
                while endA > start, endB > start, first[endA - 1] == second[endB - 1] { endA -= 1; endB -= 1 }
                return bandedDistance(UnsafeBufferPointer(start: first + start, count: endA - start),
                                      UnsafeBufferPointer(start: second + start, count: endB - start), limit: limit)
            }
        }
    }

    /// The dynamic programme over the band |i - j| <= limit. Cells outside it
    /// read as `limit + 1`. Three rows in one allocation, raw pointers and no
    /// generic `min`: this loop stays fast even in an unoptimised build.
    /// In bounds by construction: `1 <= i <= n` and `1 <= low <= j <= high
    /// <= m`, so `x[i - 1]`, `y[j - 1]` and (only when `i, j > 1`) `x[i - 2]`,
    /// `y[j - 2]` are within `a` and `b`, and each row index, from `low - 1`
    /// to `high + 1` (written only when `<= m`), is within its `m + 1` cells.
    private static func bandedDistance(_ a: UnsafeBufferPointer<Unicode.Scalar>, _ b: UnsafeBufferPointer<Unicode.Scalar>,
                                       limit requested: Int) -> Int {
        guard let x = a.baseAddress, let y = b.baseAddress else { return max(a.count, b.count) }
        let n = a.count, m = b.count
        if n == 0 || m == 0 { return max(n, m) }
        let limit = max(0, min(requested, max(n, m)))
        guard abs(n - m) <= limit else { return limit + 1 }
        let outside = limit + 1
        let width = m + 1
        let rows = UnsafeMutablePointer<Int>.allocate(capacity: 3 * width)
        defer { rows.deallocate() }
        rows.initialize(repeating: outside, count: 3 * width)
        var previousPrevious = rows, previous = rows + width, current = rows + 2 * width
        for j in 0...min(limit, m) { previous[j] = j }
        var previousMinimum = 0
        for i in 1...n {
            let low = i - limit > 1 ? i - limit : 1
            let high = i + limit < m ? i + limit : m
            current[low - 1] = low == 1 ? i : outside
            var rowMinimum = current[low - 1]
            var j = low
            while j <= high {
                var cell = previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1)
                if previous[j] + 1 < cell { cell = previous[j] + 1 }
                if current[j - 1] + 1 < cell { cell = current[j - 1] + 1 }
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1], previousPrevious[j - 2] + 1 < cell {
                    cell = previousPrevious[j - 2] + 1
                }
                if cell > outside { cell = outside }
                current[j] = cell
                if cell < rowMinimum { rowMinimum = cell }
                j += 1
            }
            if high + 1 <= m { current[high + 1] = outside }
            // A transposition reaches back two rows, so both must be past the
            // limit before no later cell can come back under it.
            if rowMinimum > limit, previousMinimum > limit { return outside }
            previousMinimum = rowMinimum
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[m]
    }
}
