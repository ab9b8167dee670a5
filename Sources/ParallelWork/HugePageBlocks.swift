#if canImport(Glibc)
import Glibc
#endif

/// A chunk of address space advised for 2 MiB pages, which blocks are cut
/// from (`HugePageBlocks`); unmapped when the last of them is released.
public final class HugePageChunk: @unchecked Sendable {
    public let base: UnsafeMutableRawPointer
    public let size: Int

    fileprivate init?(size: Int) {
        #if os(Linux)
        let hugePage = 2 << 20
        // Reserved with room to start on a 2 MiB boundary; pages never
        // touched cost nothing.
        guard let mapped = mmap(nil, size + hugePage, PROT_READ | PROT_WRITE,
                                MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
              mapped != MAP_FAILED else { return nil }
        let address = UInt(bitPattern: mapped)
        let aligned = (address + UInt(hugePage) - 1) & ~UInt(hugePage - 1)
        let lead = Int(aligned - address)
        if lead > 0 { munmap(mapped, lead) }
        // What is left past the chunk: never empty, as `lead` < `hugePage`.
        munmap(UnsafeMutableRawPointer(bitPattern: aligned + UInt(size))!, hugePage - lead)
        base = UnsafeMutableRawPointer(bitPattern: aligned)!
        self.size = size
        _ = madvise(base, size, MADV_HUGEPAGE)
        #else
        return nil
        #endif
    }

    deinit {
        #if os(Linux)
        munmap(base, size)
        #endif
    }
}

/// Blocks of a few hundred kilobytes to a few megabytes, cut one after
/// another from shared chunks of address space that the kernel backs with
/// 2 MiB pages: the nodes of each file of a spec set.
///
/// Twenty files of 250 KiB each hold about 750 KiB of nodes apiece. Each
/// array of its own was too small for huge pages (`HugePages` advises whole
/// 2 MiB pages only), so its memory came in 4 KiB pages: thousands of page
/// faults for the 20-file bench set, a kernel trap each, and as many pages to free
/// when the process ends. Cut from one chunk, they fill a handful of huge
/// pages instead (about a quarter of the cost per byte here), packed, so the
/// process holds a few megabytes more at most rather than 2 MiB per file.
///
/// A chunk is unmapped when the last block cut from it is released. Linux only:
/// elsewhere `allocate` returns nil and the caller allocates as before.
public final class HugePageBlocks: @unchecked Sendable {
    /// What the nodes of every document are cut from.
    public static let shared = HugePageBlocks()

    /// A source of blocks of its own (tests make them); the compiler uses `shared`.
    public init() {}

    /// Smaller blocks fit in a few 4 KiB pages; larger ones get huge pages
    /// of their own (`HugePages.advise`).
    public static let smallest = 256 << 10
    public static let largest = 8 << 20
    private static let chunkSize = 32 << 20

    /// The chunk blocks are being cut from, and how much of it is given out;
    /// files are read on all cores at once, so behind `lock`. The chunk is
    /// held weakly: once every block of it is released (the trees of a spec
    /// set are freed before its graph is built), it is unmapped at once.
    private weak var current: HugePageChunk?
    private var used = 0
    #if os(Linux)
    private let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        return lock
    }()
    #endif

    deinit {
        #if os(Linux)
        pthread_mutex_destroy(lock)
        lock.deallocate()
        #endif
    }

    /// A block of `bytes` (aligned to 64), and the chunk to keep while it is in
    /// use; nil outside `smallest...largest`, or where there are no huge pages.
    public func allocate(bytes: Int) -> (block: UnsafeMutableRawPointer, chunk: HugePageChunk)? {
        #if os(Linux)
        guard (Self.smallest...Self.largest).contains(bytes) else { return nil }
        let rounded = (bytes + 63) & ~63
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        let chunk: HugePageChunk
        if let current, used + rounded <= current.size {
            chunk = current
        } else {
            guard let fresh = HugePageChunk(size: Self.chunkSize) else { return nil }
            chunk = fresh
            current = fresh
            used = 0
        }
        let block = chunk.base + used
        used += rounded
        return (block, chunk)
        #else
        return nil
        #endif
    }
}
