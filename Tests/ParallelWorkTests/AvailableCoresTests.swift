import Testing
@testable import ParallelWork
#if canImport(Glibc)
import Glibc
#endif

/// The cores the process may run on are, on Linux, its affinity mask
/// (`taskset -c 0` leaves one), not every online CPU.
struct AvailableCoresTests {
    @Test func atLeastOneCoreIsAvailable() {
        #expect(AvailableCores.count >= 1)
    }

    #if os(Linux)
    /// The count follows the mask: narrowed to one CPU, it is one, even
    /// though the machine has more online. The mask is the calling thread's,
    /// set here and restored before the test ends.
    @Test func theCountIsTheAffinityMasksNotTheOnlineCPUs() throws {
        typealias Affinity = @convention(c) (Int32, Int, UnsafeMutableRawPointer) -> Int32
        let get = unsafeBitCast(try #require(dlsym(nil, "sched_getaffinity")), to: Affinity.self)
        let set = unsafeBitCast(try #require(dlsym(nil, "sched_setaffinity")), to: Affinity.self)
        var original = [UInt64](repeating: 0, count: 64)
        try #require(original.withUnsafeMutableBytes { get(0, $0.count, $0.baseAddress!) } == 0)
        let allowed = original.reduce(0) { $0 + $1.nonzeroBitCount }
        #expect(AvailableCores.affinityCount() == allowed)

        // The lowest CPU the thread may use, alone.
        let word = try #require(original.firstIndex { $0 != 0 })
        var single = [UInt64](repeating: 0, count: 64)
        single[word] = original[word] & (~original[word] &+ 1)
        try #require(single.withUnsafeMutableBytes { set(0, $0.count, $0.baseAddress!) } == 0)
        let narrowed = AvailableCores.affinityCount()
        _ = original.withUnsafeMutableBytes { set(0, $0.count, $0.baseAddress!) }
        #expect(narrowed == 1)
    }
    #endif
}
