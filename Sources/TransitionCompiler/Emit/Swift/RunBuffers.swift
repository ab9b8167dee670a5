/// The buffers that parallel runs of table rows are written into, one per
/// run, kept until they are joined in order. Each worker stores only its own
/// run's buffer, and they are read only after every run is done, so no two
/// threads touch one slot. A buffer is handed on as it was written: turning
/// each into an array, or joining them, copied the whole table once more.
final class RunBuffers: @unchecked Sendable {
    private let buffers: UnsafeMutablePointer<ByteBuffer>
    let count: Int
    /// Set once a run's buffer is stored: only those are freed. Not an
    /// array, which the workers could not each write to at once.
    private let stored: UnsafeMutablePointer<Bool>

    init(count: Int) {
        self.count = count
        buffers = .allocate(capacity: max(count, 1))
        stored = .allocate(capacity: max(count, 1))
        stored.initialize(repeating: false, count: max(count, 1))
    }

    deinit {
        for run in 0..<count where stored[run] { (buffers + run).deinitialize(count: 1) }
        buffers.deallocate()
        stored.deallocate()
    }

    /// Keeps run `run`'s buffer; called once per run.
    func store(_ buffer: consuming ByteBuffer, run: Int) {
        precondition(!stored[run])
        (buffers + run).initialize(to: buffer)
        stored[run] = true
    }

    /// Hands every run's bytes to `output`, in run order, without a copy.
    func move(into output: ByteChunks) {
        for run in 0..<count where stored[run] { output.append(buffers[run].takeBytes()) }
    }
}
