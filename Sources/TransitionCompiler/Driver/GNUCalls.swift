#if canImport(Glibc)
import Glibc
#endif

/// The C library call that Swift's Glibc module does not declare (GNU
/// extension), found by name at run time. A C target
/// declaring it would be simpler to read, but clang gives it DWARF 5
/// debug information, which valgrind cannot read, and callgrind is how this
/// project measures (Docs/performance.md).
enum GNUCalls {
    /// Asks the kernel to start writing a range of an open file to disk
    /// without waiting: `sync_file_range(SYNC_FILE_RANGE_WRITE)`. Only a
    /// hint; does nothing where there is no such call.
    static func startWriteback(_ descriptor: Int32, offset: Int, count: Int) {
        #if os(Linux)
        typealias SyncFileRange = @convention(c) (Int32, Int64, Int64, UInt32) -> Int32
        guard let call = symbol("sync_file_range").map({ unsafeBitCast($0, to: SyncFileRange.self) }) else { return }
        let syncFileRangeWrite: UInt32 = 2  // SYNC_FILE_RANGE_WRITE, <bits/fcntl-linux.h>
        _ = call(descriptor, Int64(offset), Int64(count), syncFileRangeWrite)
        #endif
    }

    #if os(Linux)
    /// Looked up on each call (a large output makes a handful) in the
    /// default scope, the program and every library it loaded: no handle to open.
    private static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
        dlsym(nil, name)  // nil is glibc's RTLD_DEFAULT
    }
    #endif
}
