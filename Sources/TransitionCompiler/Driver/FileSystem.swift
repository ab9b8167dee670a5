#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A problem with the file system or the command line: exit code 2.
public struct DriverError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// The few file-system calls the driver needs, with errors that name the path
/// and the system's reason. Only the Driver touches the file system.
enum FileSystem {
    static func errorText(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }

    /// The whole file. Refuses, without reading, files over `limit` bytes, so
    /// a huge file costs nothing but the error.
    static func readFile(_ path: String, limit: Int) throws(DriverError) -> (bytes: [UInt8], tooLarge: Int?) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw DriverError("cannot read `\(path)`: \(errorText())") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw DriverError("cannot read `\(path)`: \(errorText())") }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw DriverError("cannot read `\(path)`: it is a directory") }
        let expected = Int(info.st_size)
        if expected > limit { return ([], expected) }
        // Sized from fstat; grown only if the file grew since (or stat lied, as
        // for /proc files), so reading costs one buffer of the file's size.
        var bytes = [UInt8](repeating: 0, count: max(expected, 0) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count))) }
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw DriverError("cannot read `\(path)`: \(errorText())")
            }
            if count == 0 { break }
            filled += count
            if filled > limit { return ([], filled) }
        }
        bytes.removeSubrange(filled...)
        return (bytes, nil)
    }

    enum Kind { case file, directory, missing }

    /// What is at `path`, following symlinks.
    static func kind(of path: String) -> (kind: Kind, device: UInt64, inode: UInt64) {
        var info = stat()
        guard stat(path, &info) == 0 else { return (.missing, 0, 0) }
        let kind: Kind = (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
        return (kind, UInt64(info.st_dev), UInt64(info.st_ino))
    }

    /// The names in a directory, sorted by their bytes so every machine lists
    /// them in one order.
    static func contents(of directory: String) throws(DriverError) -> [String] {
        guard let handle = opendir(directory) else {
            throw DriverError("cannot read directory `\(directory)`: \(errorText())")
        }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }
}
