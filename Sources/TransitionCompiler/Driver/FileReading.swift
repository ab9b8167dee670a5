import ParallelWork
import YAMLSource

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {
    /// The whole file, or, when it holds more than `limit` bytes, its size
    /// (`tooLarge`) and no bytes: a regular file over the limit is refused
    /// from its size, without reading, so a huge file costs nothing but the error.
    ///
    /// Regular files are what spec sets hold, but a path named on the command
    /// line may be a pipe or a device (`check <(…)`, `/dev/stdin`): those are
    /// read to their end, or one byte past the limit. Anything else (a
    /// directory, a socket) is an error.
    static func readFile(_ path: String, limit: Int) throws(DriverError) -> (bytes: [UInt8], tooLarge: Int?) {
        // O_NONBLOCK: opening a FIFO that no process writes to would otherwise
        // wait for a writer forever. Reads are made blocking again below.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw DriverError("cannot read `\(path)`: \(errorText())") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw DriverError("cannot read `\(path)`: \(errorText())") }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            break
        case S_IFIFO, S_IFCHR:
            // A FIFO without a writer now reads as empty instead of blocking.
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        default:
            throw DriverError("cannot read `\(path)`: it is \(typeName(info.st_mode))")
        }
        let expected = max(Int(info.st_size), 0)
        if expected > limit { return ([], expected) }
        if info.st_mode & S_IFMT == S_IFREG, expected >= 1 << 20, let bytes = readInHalves(descriptor, expected: expected) {
            return (bytes, nil)
        }
        return try readToEnd(descriptor, path: path, expected: expected, limit: limit)
    }

    /// A regular file of a megabyte or more, read as two halves at once with
    /// `pread` (which leaves the file offset alone): copying a large spec into
    /// fresh memory was milliseconds on one core before anything could start.
    /// Nil when a read fails or the file is no longer `expected` bytes long;
    /// the caller then reads it from the start, in order.
    private static func readInHalves(_ descriptor: Int32, expected: Int) -> [UInt8]? {
        let halvesRead = Slots<Bool>(count: 2)
        let bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, initialized in
            // Each half is written by one worker only, and the buffer outlives both.
            nonisolated(unsafe) let base = buffer.baseAddress!
            WorkerPool.perform(iterations: 2) { half in
                let start = half == 0 ? 0 : expected / 2, end = half == 0 ? expected / 2 : expected
                var offset = start
                while offset < end {
                    let count = pread(descriptor, base + offset, end - offset, off_t(offset))
                    if count < 0, errno == EINTR { continue }
                    guard count > 0 else {
                        halvesRead[half] = false
                        return
                    }
                    offset += count
                }
                halvesRead[half] = true
            }
            initialized = halvesRead[0] && halvesRead[1] ? expected : 0
        }
        guard bytes.count == expected else { return nil }
        // Nothing may follow: a file that grew since it was measured is read in order.
        var extra: UInt8 = 0
        while true {
            let count = pread(descriptor, &extra, 1, off_t(expected))
            if count < 0, errno == EINTR { continue }
            return count == 0 ? bytes : nil
        }
    }

    /// Reads into an array that starts one byte larger than the expected
    /// size, so a regular file is read in a single pass, straight into the
    /// array it is returned in, and its end seen without growing; streams
    /// (and files that grow meanwhile) go on in chunks of doubling size.
    /// Stops one byte past `limit`: enough to know the input is too large.
    private static func readToEnd(_ descriptor: Int32, path: String, expected: Int, limit: Int)
        throws(DriverError) -> (bytes: [UInt8], tooLarge: Int?)
    {
        let most = limit == Int.max ? Int.max : limit + 1
        var chunks: [[UInt8]] = []
        var total = 0
        var chunkSize = min(max(expected + 1, 4096), most)
        var sawEnd = false
        var failure: Int32?
        while !sawEnd, failure == nil, total < most {
            let size = chunkSize  // the allocation may be larger: read no more than asked
            let chunk = [UInt8](unsafeUninitializedCapacity: size) { buffer, filled in
                while filled < size {
                    let count = read(descriptor, buffer.baseAddress! + filled, size - filled)
                    if count < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    if count == 0 {
                        sawEnd = true
                        return
                    }
                    filled += count
                }
            }
            total += chunk.count
            chunks.append(chunk)
            chunkSize = min(total, most - total)
        }
        if let failure { throw DriverError("cannot read `\(path)`: \(errorText(failure))") }
        if total > limit { return ([], total) }
        return (chunks.count == 1 ? chunks[0] : Array(chunks.joined()), nil)
    }
}

extension FileSystem {
    /// Up to the first `count` bytes of a regular file (nil if it cannot be
    /// read): enough to recognise a header without reading a large file.
    static func readPrefix(_ path: String, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            // `filled < count` here: the read lands in `filled..<count`, inside the array.
            let got = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, count - filled)
            }
            if got < 0, errno == EINTR { continue }
            if got <= 0 { break }
            filled += got
        }
        return Array(bytes[..<filled])
    }
}

extension FileSystem {
    /// Whether the file at `path` holds exactly `chunks`, one after another.
    /// Read a block at a time into one small buffer and compared as it comes,
    /// stopping at the first difference; a regular file of another size is
    /// not read at all. Reads at most one byte more than `chunks` hold, so an
    /// endless device is cheap too.
    static func holds(_ chunks: ByteChunks, at path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return false }
        switch info.st_mode & S_IFMT {
        case S_IFREG: guard Int(info.st_size) == chunks.count else { return false }
        case S_IFIFO, S_IFCHR: _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        default: return false
        }
        let block = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
        defer { block.deallocate() }
        var failed = false
        /// Fills `count` bytes of `block` from the file; false on an error or an early end.
        func readBlock(_ count: Int) -> Bool {
            var filled = 0
            while filled < count {
                let got = read(descriptor, block.baseAddress! + filled, count - filled)
                if got < 0, errno == EINTR { continue }
                if got <= 0 { return false }
                filled += got
            }
            return true
        }
        let matched = chunks.allSatisfy { chunk in
            var offset = 0
            while offset < chunk.count {
                let count = min(block.count, chunk.count - offset)
                guard readBlock(count), memcmp(block.baseAddress!, chunk.baseAddress! + offset, count) == 0 else {
                    failed = true
                    return false
                }
                offset += count
            }
            return true
        }
        guard matched, !failed else { return false }
        // Nothing may follow (a stream, or a file that grew meanwhile).
        var extra: UInt8 = 0
        while true {
            let got = read(descriptor, &extra, 1)
            if got < 0, errno == EINTR { continue }
            return got == 0
        }
    }
}
