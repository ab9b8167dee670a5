#if os(Linux)
import Glibc

/// Threads started on a given core, for `WorkerThreads`. The GNU calls this
/// takes are not declared by Swift's Glibc module, so they are found by name;
/// without them the threads are left to the kernel.
enum CoreAffinity {
    /// A core for each thread of the pool: every core the process may run
    /// on but the calling thread's (nil entries: cores the threads cannot
    /// be told, left to the kernel).
    static func coresOtherThanCurrent() -> [Int?] {
        guard let mask = AvailableCores.affinityMask(), setAffinity != nil, let current = currentCore() else {
            return Array(repeating: nil, count: AvailableCores.count - 1)
        }
        let cores = (0..<mask.count * 64).filter { mask[$0 / 64] >> UInt64($0 % 64) & 1 == 1 }
        let others = cores.filter { $0 != current }
        // The calling thread on a core outside the mask: it may be moved to any of them.
        return others.count == cores.count ? Array(others.dropLast()) : others
    }

    /// Starts a detached thread running `body(context)`, on `core` if given.
    static func startThread(on core: Int?, context: UnsafeMutableRawPointer,
                            _ body: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?) -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        if let core, let setAffinity {
            var mask = [UInt64](repeating: 0, count: 64)
            mask[core / 64] = 1 << UInt64(core % 64)
            // `core / 64` is checked by the array; the call reads the buffer's own size.
            _ = mask.withUnsafeBytes { setAffinity(&attributes, $0.count, $0.baseAddress!) }
        }
        var thread = pthread_t()
        guard pthread_create(&thread, &attributes, body, context) == 0 else { return false }
        pthread_detach(thread)
        return true
    }

    /// Lets the calling thread run on every core of `mask` (from
    /// `AvailableCores.affinityMask`, read on another thread: a thread's
    /// own mask is the one it was started with).
    static func allowCurrentThread(_ mask: [UInt64]?) {
        typealias SetAffinity = @convention(c) (Int32, Int, UnsafeRawPointer) -> Int32
        guard let mask, let symbol = dlsym(nil, "sched_setaffinity") else { return }
        let setAffinity = unsafeBitCast(symbol, to: SetAffinity.self)
        // The call reads the buffer's own size, no more.
        _ = mask.withUnsafeBytes { setAffinity(0, $0.count, $0.baseAddress!) }
    }

    /// Nanoseconds on the monotonic clock.
    static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
    }

    private static func currentCore() -> Int? {
        typealias GetCPU = @convention(c) () -> Int32
        guard let symbol = dlsym(nil, "sched_getcpu") else { return nil }
        let core = unsafeBitCast(symbol, to: GetCPU.self)()
        return core >= 0 ? Int(core) : nil
    }

    private typealias SetAffinity = @convention(c) (UnsafeMutablePointer<pthread_attr_t>, Int, UnsafeRawPointer) -> Int32
    private static let setAffinity: SetAffinity? = dlsym(nil, "pthread_attr_setaffinity_np")
        .map { unsafeBitCast($0, to: SetAffinity.self) }
}
#endif
