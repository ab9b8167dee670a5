/// Generated text as it is written, as UTF-8: megabytes made of appends of a
/// few bytes each. `[UInt8].append(contentsOf:)` has a large fixed cost
/// however small the append; here an append is a capacity check and a copy.
/// Not copyable, so the storage has exactly one owner, which frees it.
///
/// Every write is in bounds by construction: each comes after `reserve`,
/// which leaves `count + extra <= capacity`, and writes `extra` bytes at
/// `count`. Bytes are read only as `start..<start + count`, all written.
struct ByteBuffer: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 4096) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    mutating func append(_ byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (start + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// `count` copies of `byte` (indentation).
    mutating func append(repeating byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        reserve(repeats)
        (start + count).initialize(repeating: byte, count: repeats)
        count += repeats
    }

    /// A string's UTF-8 as one copy (appending a `String.UTF8View` goes byte by byte).
    mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// A literal's UTF-8, which is already in the binary.
    mutating func append(static text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// A non-negative number in decimal digits, without making a `String` of it.
    mutating func append(decimal number: Int) {
        precondition(number >= 0, "only non-negative numbers are written as digits")
        var divisor = 1
        while divisor <= number / 10 { divisor *= 10 }
        var rest = number
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// The whole array, lent as one buffer: no index into it.
    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Part of an array. The array's range subscript checked the slice's
    /// bounds where it was cut, in every build; its bytes are lent whole.
    mutating func append(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Hands over the bytes written so far, leaving the buffer empty, so that
    /// they join an output without a copy. The caller frees them.
    mutating func takeBytes() -> UnsafeMutableBufferPointer<UInt8> {
        let taken = UnsafeMutableBufferPointer(start: start, count: count)
        capacity = 4096
        start = .allocate(capacity: capacity)
        count = 0
        return taken
    }

    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: start, count: count))
    }

    /// The bytes from `first` on (an earlier `count`), lent to `body`.
    func withBytes<Result>(from first: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        precondition(first >= 0 && first <= count, "ByteBuffer.withBytes(from:) past the end")
        return try body(UnsafeBufferPointer(start: start + first, count: count - first))
    }

    /// Room for `extra` more bytes; the capacity at least doubles, so a
    /// long run of appends copies each byte a bounded number of times.
    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let newCapacity = max(capacity * 2, count + extra)
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.initialize(from: start, count: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }
}
