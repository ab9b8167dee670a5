import Testing
@testable import TransitionCompiler

/// `TextIndexTable`, the screens' ids and their positions: numbers in the
/// order texts were first added, and a lookup that finds a text however
/// Swift happens to store it.
struct TextIndexTableTests {
    @Test func textsAreNumberedInTheOrderTheyWereFirstAdded() {
        var table = TextIndexTable(capacity: 2)
        let added = ["s1", "s2", "s1", "main_screen_with_a_long_id", "s3", "s2", "écran"].map { table.add($0) }
        #expect(added.map(\.number) == [0, 1, 0, 2, 3, 1, 4])
        #expect(added.map(\.isNew) == [true, true, false, true, true, false, true])
        #expect(table.texts == ["s1", "s2", "main_screen_with_a_long_id", "s3", "écran"])
        #expect(table.number(of: "s3") == 3)
        #expect(table.number(of: "s4") == nil)
        #expect(table.number(of: "") == nil)
    }

    /// Past its first room the table grows, and every text keeps its number.
    @Test func growingKeepsEveryNumber() {
        var table = TextIndexTable()
        let ids = (0..<5_000).map { $0.isMultiple(of: 3) ? "transition_number_\($0)" : "s\($0)" }
        for id in ids { _ = table.add(id) }
        #expect(table.count == ids.count)
        #expect(ids.indices.allSatisfy { table.number(of: ids[$0]) == $0 })
        #expect(table.number(of: "s3") == nil)  // a multiple of 3: only its long form was added
    }

    /// Short texts are hashed from the `String` value itself; the same
    /// bytes held on the heap (as `reserveCapacity` leaves them) must hash alike.
    @Test(arguments: ["", "a", "s12", "abcdefgh", "abcdefghijklmno", "écran", "abcdefghijklmnop"])
    func aTextIsFoundHoweverItIsStored(text: String) {
        var onTheHeap = text
        onTheHeap.reserveCapacity(64)
        #expect(SmallText.words(of: onTheHeap) == nil)
        #expect(TextIndexTable.hash(onTheHeap, seed: 7) == TextIndexTable.hash(text, seed: 7))
        var table = TextIndexTable()
        _ = table.add("other")
        _ = table.add(text)
        #expect(table.number(of: onTheHeap) == 1)
    }

    /// The inline layout the fast hash reads is checked once; on the
    /// platforms this project builds for it holds, so the fast path is the
    /// one these tests exercise.
    @Test func shortTextsAreReadFromTheStringValue() {
        #expect(SmallText.layoutHolds)
        #expect(SmallText.words(of: "s12") != nil)
        #expect(SmallText.words(of: "abcdefghijklmnop") == nil)  // 16 bytes: not inline
    }
}
