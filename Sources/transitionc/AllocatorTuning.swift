import TransitionCompiler

/// Settings for the C allocator, made once before anything is allocated.
enum AllocatorTuning {
    /// How far glibc grows a heap beyond what an allocation needs.
    ///
    /// The worker threads allocate in heaps of their own, which glibc grows
    /// by `mprotect` a little at a time (128 KiB beyond the request): a large
    /// `check` made about 800 such calls. Each one takes the process's
    /// memory-map lock, which the other core's page faults then wait for.
    /// With 16 MiB the same run makes about 30. Room reserved this way costs
    /// address space only, until it is written.
    static let topPad: Int32 = 16 << 20

    static func apply() {
        GNUCalls.setAllocatorTopPad(topPad)
    }
}
