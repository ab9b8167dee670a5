#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary file behind an atomic replacement. It is created next to
/// the output (a rename within one file system is atomic), written, flushed
/// to disk, and renamed over the output; on any failure it is removed, so
/// the old output and nothing else is left.
///
/// Its name, `.NAME.transitionc-PID-XXXXXX`, is hidden and does not end in
/// the output's extension, so no build or spec search mistakes it for
/// output. A process killed mid-write (SIGKILL, power loss) cannot remove
/// it; the next write to the same output removes those whose process is gone.
enum TemporaryOutput {
    static func replace(_ path: String, with bytes: ByteChunks, mode: mode_t, reportingAs output: String) throws(DriverError) {
        let (directory, name) = split(path)
        let prefix = ".\(name).transitionc-"
        removeAbandoned(in: directory, prefix: prefix)
        var template = Array("\(directory)/\(prefix)\(getpid())-XXXXXX".utf8CString)
        // `mkstemp` rewrites the six `X`s in place, inside the NUL-terminated template.
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure(output) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let problem = fill(descriptor, with: bytes, mode: mode, output: output)
        // Closed exactly once, whatever happened; a failed close can mean
        // the data never reached the disk.
        let closeProblem = close(descriptor) == 0 ? nil : failure(output)
        if let error = problem ?? closeProblem {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let error = failure(output)
            unlink(temporary)
            throw error
        }
        syncDirectory(directory)
    }

    /// The directory (without a trailing slash, "/" for the root) and the
    /// last component of `path`.
    static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }

    private static func failure(_ output: String) -> DriverError {
        DriverError("cannot write `\(output)`: \(FileSystem.errorText())")
    }

    /// How much is written before the disk is asked to start on it.
    static let writebackStep = 4 << 20

    /// Writes all of `bytes`, sets the permissions and flushes to disk: the
    /// first problem, or nil.
    ///
    /// A large table is handed to the disk every few megabytes as it is
    /// written, so that the final `fsync` waits for the last few only: for
    /// a large table, waiting for all of it was a tenth of the whole
    /// `generate`.
    private static func fill(_ descriptor: Int32, with bytes: ByteChunks, mode: mode_t, output: String) -> DriverError? {
        var code: Int32?
        var total = 0, handedOver = 0
        bytes.allSatisfy { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    code = errno
                    return false
                }
                offset += written
            }
            total += buffer.count
            if total - handedOver >= writebackStep {
                // Only a hint: the fsync below is what makes the file durable.
                GNUCalls.startWriteback(descriptor, offset: handedOver, count: total - handedOver)
                handedOver = total
            }
            return true
        }
        if let code { return DriverError("cannot write `\(output)`: \(FileSystem.errorText(code))") }
        guard fchmod(descriptor, mode) == 0, fsync(descriptor) == 0 else { return failure(output) }
        return nil
    }

    /// Makes the rename itself durable: without this, a crash soon after can
    /// bring back the old directory entry. Best effort: some file systems
    /// cannot sync a directory, and the write has already succeeded.
    private static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// Removes temporaries of this output left by processes that no longer
    /// run. A live process's temporary (a concurrent write) is never touched.
    private static func removeAbandoned(in directory: String, prefix: String) {
        // Temporaries are named with the output's own bytes, so one that
        // matches only up to Unicode equivalence belongs to another output.
        guard let names = FileSystem.names(in: directory, startingWith: prefix) else { return }
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0 else { continue }
            if kill(pid, 0) != 0, errno == ESRCH { unlink("\(directory)/\(name)") }
        }
    }
}
