#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a write to an output path really lands, checked before anything is
/// written: the path itself, or the end of the chain of symbolic links that
/// starts there. Renaming over a link would replace the link with a plain
/// file and leave the file it pointed to stale; following it updates the
/// file where it lives.
struct OutputTarget {
    /// The path to replace: never a symbolic link.
    let path: String
    /// The permissions of the file already there, or nil when there is none.
    let existingMode: mode_t?

    /// Links followed before giving up, as the kernel's own limit (ELOOP).
    static let maxLinks = 40

    init(_ output: String) throws(DriverError) {
        var current = output
        var info = stat()
        for _ in 0...Self.maxLinks {
            guard lstat(current, &info) == 0 else {
                // Nothing there yet (a new file, or a dangling link's target):
                // created by the rename, if its directory exists.
                path = current
                existingMode = nil
                return
            }
            let type = info.st_mode & S_IFMT
            if type == S_IFLNK {
                current = try Self.follow(current, output: output)
                continue
            }
            let subject = current == output ? "it" : "`\(current)`, where it leads,"
            if type == S_IFDIR { throw DriverError("cannot write `\(output)`: \(subject) is a directory") }
            guard type == S_IFREG else {
                throw DriverError("cannot write `\(output)`: \(subject) is \(FileSystem.typeName(info.st_mode)), not a regular file")
            }
            path = current
            existingMode = info.st_mode & 0o7777
            return
        }
        throw DriverError("cannot write `\(output)`: a loop of symbolic links")
    }

    /// The path a symbolic link points to; a relative one is relative to
    /// the link's own directory.
    private static func follow(_ link: String, output: String) throws(DriverError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(link, &buffer, buffer.count - 1)
        guard length >= 0 else { throw DriverError("cannot write `\(output)`: \(FileSystem.errorText())") }
        let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if target.hasPrefix("/") { return target }
        guard let slash = link.lastIndex(of: "/") else { return target }
        return String(link[...slash]) + target
    }
}
