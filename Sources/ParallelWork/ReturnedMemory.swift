#if canImport(Glibc)
import Glibc
#endif

/// Memory freed by a run, handed back to the system (`WorkerPool.finishRun`).
enum ReturnedMemory {
    /// `malloc_trim(0)`: glibc returns the free memory at the top of each of
    /// its heaps, and the free pages inside them, to the kernel. Found by
    /// name at run time, as `<malloc.h>` is not in Swift's Glibc module;
    /// does nothing where there is no such call.
    static func trim() {
        #if os(Linux)
        typealias MallocTrim = @convention(c) (Int) -> Int32
        // nil is glibc's RTLD_DEFAULT: the program and every library it loaded.
        guard let call = dlsym(nil, "malloc_trim").map({ unsafeBitCast($0, to: MallocTrim.self) }) else { return }
        _ = call(0)
        #endif
    }
}
