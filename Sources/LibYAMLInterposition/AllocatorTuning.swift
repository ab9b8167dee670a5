#if canImport(Glibc)
import Glibc
#endif

/// Settings for the C allocator, made once before anything is allocated.
enum AllocatorTuning {
    /// How far glibc grows a heap beyond what an allocation needs.
    ///
    /// The worker threads allocate in heaps of their own, which glibc grows
    /// by `mprotect` a little at a time (128 KiB beyond the request): a large
    /// `check` made many such calls. Each one takes the process's
    /// memory-map lock, which the other core's page faults then wait for.
    /// With 16 MiB far fewer are made (Docs/performance-history.md). Room
    /// reserved this way costs address space only, until it is written.
    static let topPad: Int32 = 16 << 20

    static func apply() {
        setTopPad(topPad)
    }

    /// `mallopt(M_TOP_PAD, bytes)`, found by name at run time: `<malloc.h>`
    /// is not in Swift's Glibc module, and a C target declaring it would get
    /// DWARF 5 debug information from clang, which valgrind cannot read
    /// (callgrind is how this project measures, Docs/performance.md).
    /// Does nothing elsewhere.
    private static func setTopPad(_ bytes: Int32) {
        #if os(Linux)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        // nil is glibc's RTLD_DEFAULT: the program and every library it loaded.
        guard let call = dlsym(nil, "mallopt").map({ unsafeBitCast($0, to: Mallopt.self) }) else { return }
        let topPad: Int32 = -2  // M_TOP_PAD, <malloc.h>
        _ = call(topPad, bytes)
        #endif
    }
}
