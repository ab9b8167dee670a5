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

    enum Kind: Equatable {
        case file, directory, missing
        /// A FIFO or a character device: readable to its end, like a file,
        /// when named on the command line. Named for messages ("a FIFO").
        case stream(String)
        /// Anything else: a socket, a block device.
        case special(String)
    }

    /// What is at `path`, following symlinks.
    static func kind(of path: String) -> (kind: Kind, device: UInt64, inode: UInt64) {
        var info = stat()
        guard stat(path, &info) == 0 else { return (.missing, 0, 0) }
        let kind: Kind = switch info.st_mode & S_IFMT {
        case S_IFREG: .file
        case S_IFDIR: .directory
        case S_IFIFO, S_IFCHR: .stream(typeName(info.st_mode))
        default: .special(typeName(info.st_mode))
        }
        return (kind, UInt64(info.st_dev), UInt64(info.st_ino))
    }

    /// Why `path` cannot be opened, for a path `kind(of:)` calls missing: a
    /// dangling symbolic link or a loop of them reads better than ENOENT.
    static func missingReason(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) != 0 else { return errorText(ENOENT) }
        let code = errno
        if code == ELOOP { return "a loop of symbolic links" }
        if code == ENOENT, lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK { return "a symbolic link to nothing" }
        return errorText(code)
    }

    /// "a FIFO", "a socket", "a directory", … for a `st_mode` that is not a regular file.
    static func typeName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFDIR: "a directory"
        default: "an unknown kind of file"
        }
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
            // `readdir` ends each `d_name` with a NUL inside the field.
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// The names in a directory that start with `prefix`, in no particular
    /// order; nil when it cannot be read. A name is made only for an entry
    /// whose bytes match: an output's directory (`/tmp`, a big source
    /// folder) can hold thousands of entries, and listing and sorting them
    /// all cost more than generating a table.
    static func names(in directory: String, startingWith prefix: String) -> [String]? {
        guard let handle = opendir(directory) else { return nil }
        defer { closedir(handle) }
        let prefix = Array(prefix.utf8)
        var names: [String] = []
        while let entry = readdir(handle) {
            // `strnlen` stops at the field's own size, even without a NUL.
            withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let name = UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                               count: strnlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count))
                if name.starts(with: prefix) { names.append(String(decoding: name, as: UTF8.self)) }
            }
        }
        return names
    }
}
