#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many cores the process may run on: how many pieces a large file is
/// cut into, one for each.
///
/// On Linux that is the CPUs in the process's affinity mask (what `nproc`
/// counts), which `taskset` and a container's cpuset narrow, rather than
/// every online CPU of the machine. The threads of `WorkerPool` (and
/// Dispatch's) are as many as the mask's CPUs, so counting online CPUs cut
/// files into pieces that no thread was free to read at once, each costing
/// a parser and a join, and a large file took far longer.
///
/// A cgroup's CPU quota (`docker --cpus`) is not counted: a check lasts
/// less than the quota's period, within which it may use every CPU of its
/// mask, and on a two-core machine with a one-core quota it finished sooner
/// in two pieces than in one (Docs/performance-history.md, numbers from the code).
public enum AvailableCores {
    /// At least one.
    public static let count: Int = {
        #if os(Linux)
        if let mask = affinityCount() { return mask }
        #endif
        return max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }()

    #if os(Linux)
    /// The CPUs in the affinity mask; nil if it cannot be read.
    static func affinityCount() -> Int? {
        guard let mask = affinityMask() else { return nil }
        let count = mask.reduce(0) { $0 + $1.nonzeroBitCount }
        return count > 0 ? count : nil
    }

    /// The calling thread's affinity mask (the process's, unless the
    /// thread was given its own), bit `n % 64` of word `n / 64` for CPU
    /// `n`; nil if it cannot be read. `sched_getaffinity` is a GNU extension
    /// that Swift's Glibc module does not declare, so it is found by name.
    static func affinityMask() -> [UInt64]? {
        typealias GetAffinity = @convention(c) (Int32, Int, UnsafeMutableRawPointer) -> Int32
        guard let symbol = dlsym(nil, "sched_getaffinity") else { return nil }  // nil is glibc's RTLD_DEFAULT
        let getAffinity = unsafeBitCast(symbol, to: GetAffinity.self)
        // Room for 4 096 CPUs: the call fails, rather than cut the mask
        // short, on a machine with more.
        var mask = [UInt64](repeating: 0, count: 64)
        // The call is given the buffer's own size and writes no more than that.
        let result = mask.withUnsafeMutableBytes { getAffinity(0, $0.count, $0.baseAddress!) }
        return result >= 0 ? mask : nil
    }
    #endif
}
