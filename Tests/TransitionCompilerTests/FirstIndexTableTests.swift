import Testing
@testable import TransitionCompiler

/// `FirstIndexTable`, which finds repeated ids across files and colliding
/// identifiers by hash: texts under one hash must still be told apart.
struct FirstIndexTableTests {
    /// Every text under the same hash: each repeat finds the first index of
    /// its own text, never another's, however the texts interleave.
    @Test func textsSharingAHashAreToldApartByTheirText() {
        let texts = ["a", "b", "a", "c", "b", "c", "d", "a"]
        var table = FirstIndexTable(capacity: texts.count)
        let found = texts.indices.map { index in
            table.firstIndex(ofTextHashed: 42, orInsert: index) { texts[$0] == texts[index] }
        }
        #expect(found == [nil, nil, 0, nil, 1, 3, nil, 0])
    }

    /// A text's chained key (hash + earlier index + 1) may be another text's
    /// own hash; that text is still found, and still told apart.
    @Test func aChainedKeyThatIsAnotherTextsHashDoesNotConfuseThem() {
        // "b" collides with "a" under 7 and moves on to 7 + 0 + 1 = 8, which is "c"'s own hash.
        let entries: [(text: String, hash: UInt64)] = [("a", 7), ("b", 7), ("c", 8), ("b", 7), ("c", 8), ("a", 7)]
        var table = FirstIndexTable(capacity: entries.count)
        let found = entries.indices.map { index in
            table.firstIndex(ofTextHashed: entries[index].hash, orInsert: index) { entries[$0].text == entries[index].text }
        }
        #expect(found == [nil, nil, nil, 1, 2, 0])
    }
}
