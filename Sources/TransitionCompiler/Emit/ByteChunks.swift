/// Generated output as the buffers it was written in, in order, never joined
/// into one. A large Swift table is tens of megabytes: each copy of it into
/// a single array took a fresh block of memory that size, which the kernel
/// must fault in and clear, on one core (joining the parallel runs, making
/// the array, reading the old file to compare). Written out and compared
/// chunk by chunk instead.
///
/// Owns its chunks and frees them; not shared between threads while written.
public final class ByteChunks: @unchecked Sendable {
    private var chunks: [UnsafeMutableBufferPointer<UInt8>] = []
    /// All the chunks' bytes together.
    public private(set) var count = 0

    public init() {}

    /// A copy of `bytes`, for output made as one array.
    public convenience init(_ bytes: [UInt8]) {
        self.init()
        let chunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = chunk.initialize(from: bytes)
        append(chunk)
    }

    deinit {
        for chunk in chunks { chunk.deallocate() }
    }

    /// Takes ownership of `chunk`, allocated with `allocate(capacity:)`.
    func append(_ chunk: UnsafeMutableBufferPointer<UInt8>) {
        guard !chunk.isEmpty else {
            chunk.deallocate()
            return
        }
        chunks.append(chunk)
        count += chunk.count
    }

    /// Calls `body` with each chunk in order, until it returns false;
    /// whether every call returned true.
    @discardableResult
    public func allSatisfy(_ body: (UnsafeBufferPointer<UInt8>) throws -> Bool) rethrows -> Bool {
        for chunk in chunks where try !body(UnsafeBufferPointer(chunk)) { return false }
        return true
    }

    /// The bytes as one array: for tests and small outputs.
    public var joined: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            for chunk in chunks {
                _ = UnsafeMutableBufferPointer(rebasing: buffer[initialized...]).initialize(from: chunk)
                initialized += chunk.count
            }
        }
    }
}
