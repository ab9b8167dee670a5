#if canImport(Glibc)
import Glibc
#endif

/// Asks the kernel to back large arrays with 2 MiB pages where it can.
///
/// A big spec fills arrays of tens of megabytes once, front to back. With
/// 4 KiB pages every page is a fault (together a large share of a large
/// `check`); with huge pages a few dozen faults do the same. Linux
/// gives huge pages only to memory advised so (`madvise` mode, the common
/// default); elsewhere this does nothing. Only the 2 MiB-aligned middle of a
/// region can be huge, and regions under 4 MiB are left alone.
public enum HugePages {
    /// Advises the array's whole capacity, reserved but not yet written included.
    public static func advise<Element>(_ array: inout [Element]) {
        let capacity = array.capacity
        // Advice over the memory the array owns (`capacity` elements), none read or written.
        array.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            advise(UnsafeMutableRawBufferPointer(start: base, count: capacity * MemoryLayout<Element>.stride))
        }
    }

    public static func advise(_ region: UnsafeMutableRawBufferPointer) {
        #if os(Linux)
        let hugePage: UInt = 2 << 20
        guard let base = region.baseAddress, UInt(region.count) >= 2 * hugePage else { return }
        let address = UInt(bitPattern: base)
        let start = (address + hugePage - 1) & ~(hugePage - 1)
        let end = (address + UInt(region.count)) & ~(hugePage - 1)
        guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(pointer, Int(end - start), MADV_HUGEPAGE)
        #endif
    }
}
