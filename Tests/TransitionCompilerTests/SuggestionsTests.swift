import Testing
@testable import TransitionCompiler

/// The edit distance behind "did you mean": the fast version (common prefix
/// and suffix set aside, only a band around the diagonal computed, early
/// exit) agrees with the textbook one.
struct SuggestionsTests {
    /// Optimal string alignment distance over the full table.
    func reference(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    @Test func agreesWithTheFullTable() {
        // A fixed linear congruential generator: the same 20 000 pairs every run.
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet: [Unicode.Scalar] = ["a", "b", "c"]
        for _ in 0..<20_000 {
            let a = (0..<next(9)).map { _ in alphabet[next(3)] }
            let b = (0..<next(9)).map { _ in alphabet[next(3)] }
            let limit = next(6) - 1
            let expected = reference(a, b)
            #expect(Suggestions.editDistance(a, b) == expected, "\(a) \(b)")
            let bounded = Suggestions.editDistance(a, b, limit: limit)
            if expected <= limit {
                #expect(bounded == expected, "\(a) \(b) limit \(limit)")
            } else {
                #expect(bounded > limit, "\(a) \(b) limit \(limit)")
            }
        }
    }

    @Test func longIdsAreComparedQuickly() {
        let id = String(repeating: "a", count: 120)
        let ids = (0..<200).map { id + String($0) }
        #expect(Suggestions.nearest(to: id + "x7", in: ids) == id + "7")
        #expect(Suggestions.nearest(to: "b" + id + "cde", in: ids) == nil)
        // Past the length limit, no suggestion, and no time spent looking for one.
        let long = String(repeating: "a", count: 10_000)
        #expect(Suggestions.nearest(to: long + "x7", in: (0..<200).map { long + String($0) }) == nil)
        #expect(Suggestions.nearest(to: String(repeating: "k", count: 1_000_000), in: ["kind", "from"]) == nil)
    }

    @Test func suggestionsAreUnchanged() {
        #expect(Suggestions.nearest(to: "treshold", in: ["threshold", "gesture"]) == "threshold")
        #expect(Suggestions.nearest(to: "rot", in: ["root", "tabs"]) == "root")
        #expect(Suggestions.nearest(to: "no", in: ["none", "standard", "input"]) == "none")
        #expect(Suggestions.nearest(to: "zzzzzz", in: ["root", "tabs"]) == nil)
    }
}
