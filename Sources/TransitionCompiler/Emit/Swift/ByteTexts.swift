/// Short texts made once and appended many times, by number, as UTF-8: the
/// identifiers of a table's screens and transitions, an enum's cases, the
/// fixed text between a row's values. All of them share one array, so
/// appending one is a copy from it, with no `String` to open and no
/// reference count to touch.
struct ByteTexts: Sendable {
    private var bytes: [UInt8] = []
    /// Text `i` is `bytes[ends[i - 1]..<ends[i]]` (from 0 for the first).
    private var ends: [Int] = []

    init() {}

    /// One text per string, each after `prefix`, numbered in order.
    init(_ texts: [String], after prefix: StaticString = "") {
        ends.reserveCapacity(texts.count)
        for text in texts { add(text, after: prefix) }
    }

    var count: Int { ends.count }

    /// Adds `prefix` and `text` as the next number (a prefix such as the
    /// `.` of a member saves making a string of the two).
    mutating func add(_ text: String, after prefix: StaticString = "") {
        bytes.append(contentsOf: UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount))
        // As one copy: appending a `String.UTF8View` goes byte by byte.
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
        ends.append(bytes.count)
    }

    /// Adds `other`'s texts, in order, after these.
    mutating func append(contentsOf other: ByteTexts) {
        let offset = bytes.count
        bytes += other.bytes
        ends += other.ends.lazy.map { $0 + offset }
    }

    /// Text `index`'s length in bytes.
    func length(_ index: Int) -> Int {
        ends[index] - (index == 0 ? 0 : ends[index - 1])
    }

    /// Appends text `index` to `output`.
    func append(_ index: Int, to output: inout ByteBuffer) {
        let start = index == 0 ? 0 : ends[index - 1]
        let end = ends[index]
        output.append(bytes[start..<end])
    }
}

extension ByteTexts {
    /// Tens of thousands of texts, added with `ByteBuffer`'s appends and made
    /// a `ByteTexts` with one copy: `add` appends to an array, which has a
    /// large fixed cost however short the text (`ByteBuffer`).
    struct Builder: ~Copyable {
        private var buffer: ByteBuffer
        private var ends: [Int] = []

        init(texts: Int, bytes: Int) {
            buffer = ByteBuffer(capacity: bytes)
            ends.reserveCapacity(texts)
        }

        mutating func add(_ text: UnsafeBufferPointer<UInt8>, after prefix: StaticString = "") {
            buffer.append(static: prefix)
            buffer.append(text)
            ends.append(buffer.count)
        }

        consuming func finish() -> ByteTexts {
            var texts = ByteTexts()
            texts.bytes = buffer.withBytes { Array($0) }
            texts.ends = ends
            return texts
        }
    }
}

/// The cases of an enum the table names as members (`.present`), each
/// written as `.` and its raw value, from bytes made once.
struct CaseTexts<Case: CaseIterable & Equatable & RawRepresentable & Sendable>: Sendable
    where Case.RawValue == String, Case.AllCases == [Case]
{
    private let cases = Case.allCases
    private let texts: ByteTexts

    init() {
        texts = ByteTexts(Case.allCases.map(\.rawValue), after: ".")
    }

    /// Appends `.case`.
    func append(_ value: Case, to output: inout ByteBuffer) {
        // A handful of cases: a scan is cheaper than hashing.
        texts.append(cases.firstIndex(of: value)!, to: &output)
    }
}
