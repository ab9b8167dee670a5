/// Turns the paths on the command line into the list of spec files.
enum SpecFileCollector {
    static let extensions = [".yaml", ".yml"]

    /// Files are taken as given, whatever their extension; directories are
    /// searched, recursively and in sorted order, for `*.yaml` and `*.yml`.
    /// Hidden entries are skipped; a directory reached twice (a symlink loop)
    /// is read once. Each file appears once, at its first mention.
    ///
    /// A path named on the command line may be a pipe or a character device
    /// (`check <(…)`, `/dev/stdin`). In a directory, a `*.yaml` entry that is
    /// not a regular file (a FIFO, a socket, a device, a dangling or looping
    /// symbolic link) is an error rather than skipped: it looks like a spec,
    /// and a FIFO would block the reader. `namesAStream` tells whether a
    /// path named is such a stream, which must not be read twice at once.
    static func collect(_ paths: [String]) throws(DriverError) -> (files: [String], namesAStream: Bool) {
        var files: [String] = []
        var namesAStream = false
        var seenFiles: Set<String> = []
        var seenDirectories: Set<[UInt64]> = []
        for path in paths {
            switch FileSystem.kind(of: path).kind {
            case .missing:
                throw DriverError("no such file or directory: `\(path)`")
            case .special(let type):
                throw DriverError("cannot read `\(path)`: it is \(type)")
            case .file:
                if seenFiles.insert(path).inserted { files.append(path) }
            case .stream:
                namesAStream = true
                if seenFiles.insert(path).inserted { files.append(path) }
            case .directory:
                // Depth-first with an explicit stack; children pushed in reverse to visit in order.
                var pending = [path]
                while let directory = pending.popLast() {
                    let identity = FileSystem.kind(of: directory)
                    guard seenDirectories.insert([identity.device, identity.inode]).inserted else { continue }
                    var subdirectories: [String] = []
                    for name in try FileSystem.contents(of: directory) where !name.hasPrefix(".") {
                        let child = directory.hasSuffix("/") ? directory + name : directory + "/" + name
                        let isSpecName = extensions.contains(where: { name.hasSuffix($0) })
                        switch FileSystem.kind(of: child).kind {
                        case .directory:
                            subdirectories.append(child)
                        case .file where isSpecName:
                            if seenFiles.insert(child).inserted { files.append(child) }
                        case .stream(let type) where isSpecName, .special(let type) where isSpecName:
                            throw DriverError("cannot read `\(child)`: it is \(type), not a regular file")
                        case .missing where isSpecName:
                            throw DriverError("cannot read `\(child)`: \(FileSystem.missingReason(child))")
                        default:
                            break
                        }
                    }
                    pending.append(contentsOf: subdirectories.reversed())
                }
            }
        }
        if files.isEmpty {
            let named = paths.map { "`\($0)`" }.joined(separator: ", ")
            throw DriverError("no spec files (`*.yaml`, `*.yml`) in \(named)")
        }
        return (files, namesAStream)
    }
}
