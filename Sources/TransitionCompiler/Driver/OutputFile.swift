#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Driver {
    /// Writes `text` to the file at `path`, unless it already holds exactly
    /// that text; returns whether it wrote. The new content goes to a
    /// temporary file in the same directory, which is then renamed over the
    /// target, so a reader (or a build system watching it) never sees half a
    /// file, and an unchanged output keeps its modification time.
    @discardableResult
    public static func writeIfChanged(_ text: String, to path: String) throws(DriverError) -> Bool {
        let bytes = Array(text.utf8)
        var existing = stat()
        let exists = stat(path, &existing) == 0
        if exists, (existing.st_mode & S_IFMT) == S_IFDIR {
            throw DriverError("cannot write `\(path)`: it is a directory")
        }
        if exists, let current = try? FileSystem.readFile(path, limit: bytes.count), current.tooLarge == nil,
           current.bytes == bytes {
            return false
        }
        try FileSystem.replaceAtomically(path, with: bytes, mode: exists ? existing.st_mode & 0o7777 : nil)
        return true
    }
}

extension FileSystem {
    /// Writes a temporary sibling of `path` and renames it over `path`.
    /// `mode`: the permissions to give it (an existing file's); nil: the
    /// default for a new file, after the umask.
    static func replaceAtomically(_ path: String, with bytes: [UInt8], mode: mode_t?) throws(DriverError) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = "\(directory).\(name).transitionc-\(getpid()).tmp"
        var descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        if descriptor < 0, errno == EEXIST {
            // Left by an earlier process with our id that was killed mid-write.
            unlink(temporary)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        }
        guard descriptor >= 0 else { throw DriverError("cannot write `\(path)`: \(errorText())") }
        var failure: String?
        if let mode, fchmod(descriptor, mode) != 0 { failure = errorText() }
        if failure == nil { failure = writeAll(bytes, to: descriptor) }
        if failure == nil, fsync(descriptor) != 0 { failure = errorText() }
        if close(descriptor) != 0, failure == nil { failure = errorText() }
        if failure == nil, rename(temporary, path) != 0 { failure = errorText() }
        if let failure {
            unlink(temporary)
            throw DriverError("cannot write `\(path)`: \(failure)")
        }
    }

    /// The system's reason when not every byte could be written; nil on success.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return errorText()
            }
            offset += count
        }
        return nil
    }
}
