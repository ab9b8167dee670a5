/// Spec files as they are at a git revision, read through the `git`
/// command from the repository's objects: nothing is checked out, stashed,
/// locked or written. Paths are those of the run (relative to the current
/// directory, as the working tree's side names them) and must stay inside
/// the project, as anything a spec set reads must; so must a symbolic link
/// at the revision, which is followed inside the revision's tree only.
struct GitRevision {
    /// The revision as given (`main`, `HEAD~1`).
    let ref: String
    /// The commit it names, so every read sees the same tree.
    let commit: String
    /// The current directory inside the repository (`app/`), empty at its top.
    let prefix: String

    /// One file of the spec set at the revision.
    struct File {
        /// As the working tree's side would name it (`Specs/app.yaml`).
        var path: String
        var object: String
    }

    /// Nothing git writes for a read: no optional locks (an index refresh).
    private static let environment = ["GIT_OPTIONAL_LOCKS=0"]

    static func git(_ arguments: [String], input: [UInt8] = []) throws(DriverError) -> ExternalCommand.Result {
        try ExternalCommand.run("git", arguments, input: input, environment: environment)
    }

    /// Finds the repository around the current directory and the commit
    /// `ref` names. Not a repository, or no such revision: exit 2.
    init(_ ref: String) throws(DriverError) {
        guard !ref.isEmpty else { throw DriverError("`git:` needs a revision after it, such as `git:main`") }
        let location = try Self.git(["rev-parse", "--show-prefix"])
        guard location.status == 0 else {
            throw DriverError("`git:\(ref)` needs a git repository, and the current directory is not in one"
                              + (location.firstErrorLine.isEmpty ? "" : " (\(location.firstErrorLine))"))
        }
        let found = try Self.git(["rev-parse", "--verify", "--quiet", "--end-of-options", ref + "^{commit}"])
        guard found.status == 0 else {
            throw DriverError("no revision `\(ref)` in this repository (for `git:\(ref)`)")
        }
        self.ref = ref
        commit = Self.line(found.output)
        prefix = Self.line(location.output)
    }

    private static func line(_ bytes: [UInt8]) -> String {
        String(String(decoding: bytes, as: UTF8.self).trimmingTrailingNewlines)
    }

    // MARK: Listing

    private struct Entry {
        var mode: String
        var type: String
        var object: String
        /// From the top of the repository.
        var path: String
    }

    /// The tree's entries at `path` (a file) or under it (a directory), from
    /// the top of the repository; everything for the empty path.
    private func entries(at path: String) throws(DriverError) -> [Entry] {
        var arguments = ["ls-tree", "-r", "-z", "--full-tree", commit]
        if !path.isEmpty { arguments += ["--", path] }
        let listed = try Self.git(arguments)
        guard listed.status == 0 else {
            throw DriverError("cannot list `\(path)` at `git:\(ref)`: \(listed.firstErrorLine)")
        }
        var entries: [Entry] = []
        for record in listed.output.split(separator: 0) {
            // `MODE TYPE OBJECT\tPATH`
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = record[..<tab].split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
            let entryPath = String(decoding: record[(tab + 1)...], as: UTF8.self)
            guard fields.count == 3 else { continue }
            // ls-tree matches paths by their leading components; keep the exact ones.
            guard path.isEmpty || entryPath == path || entryPath.hasPrefix(path + "/") else { continue }
            entries.append(Entry(mode: fields[0], type: fields[1], object: fields[2], path: entryPath))
        }
        return entries
    }

    /// The files `paths` name at the revision, in the order and by the rules
    /// the working tree's side collects them (`SpecFileCollector`): a file
    /// named is taken whatever its name; a directory gives its `*.yaml` and
    /// `*.yml` files, hidden entries skipped, a directory's files before its
    /// subdirectories, names in byte order. A path missing at the revision
    /// gives nothing: the change adds it. `project` is the project's
    /// directory; a path outside it is refused.
    func collect(_ paths: [String], project: String) throws(DriverError) -> [File] {
        var files: [File] = []
        var seen: Set<String> = []
        let projectPath = try repositoryPath(of: project, named: project)
        for path in paths {
            let repositoryPath = try repositoryPath(of: path, named: path)
            guard Self.isInside(repositoryPath, projectPath) else {
                throw DriverError("`\(path)` is outside the project (`\(project)`): `git:\(ref)` reads nothing outside it")
            }
            let entries = try entries(at: repositoryPath)
            if let entry = entries.first(where: { $0.path == repositoryPath }) {
                let object = try resolve(entry, named: path, project: projectPath)
                if seen.insert(path).inserted { files.append(File(path: path, object: object)) }
                continue
            }
            let directoryName = path.hasSuffix("/") ? path : path + "/"
            let start = repositoryPath.isEmpty ? 0 : repositoryPath.count + 1
            let candidates = entries.compactMap { entry -> (parts: [Substring], entry: Entry)? in
                let parts = entry.path.dropFirst(start).split(separator: "/")
                guard let name = parts.last, !parts.contains(where: { $0.hasPrefix(".") }),
                      SpecFileCollector.extensions.contains(where: { name.hasSuffix($0) }) else { return nil }
                return (parts, entry)
            }
            for (parts, entry) in candidates.sorted(by: { Self.collectedBefore($0.parts, $1.parts) }) {
                let name = directoryName + parts.joined(separator: "/")
                let object = try resolve(entry, named: name, project: projectPath)
                if seen.insert(name).inserted { files.append(File(path: name, object: object)) }
            }
        }
        return files
    }

    /// A file's blob: itself, or for a symbolic link the file it leads to
    /// inside the project at the same revision.
    private func resolve(_ entry: Entry, named name: String, project: String) throws(DriverError) -> String {
        var current = entry
        for _ in 0..<8 {
            switch current.mode {
            case "100644", "100755":
                return current.object
            case "120000":
                let target = String(decoding: try read([current.object])[0] ?? [], as: UTF8.self)
                let directory = current.path.split(separator: "/").dropLast().joined(separator: "/")
                guard !target.hasPrefix("/"), let resolved = Self.normalized(directory.isEmpty ? target : directory + "/" + target),
                      Self.isInside(resolved, project) else {
                    throw DriverError("`\(name)` at `git:\(ref)` is a symbolic link that leads outside the project; "
                                      + "`git:\(ref)` reads nothing outside it")
                }
                guard let next = try entries(at: resolved).first(where: { $0.path == resolved }) else {
                    throw DriverError("`\(name)` at `git:\(ref)` is a symbolic link to nothing (or to a directory)")
                }
                current = next
            default:
                throw DriverError("`\(name)` at `git:\(ref)` is not a file (a submodule?)")
            }
        }
        throw DriverError("`\(name)` at `git:\(ref)` is a loop of symbolic links")
    }

    /// The working tree's order: at the first component that differs, a file
    /// (the last component) before a directory, then names by their bytes.
    private static func collectedBefore(_ lhs: [Substring], _ rhs: [Substring]) -> Bool {
        for index in 0..<min(lhs.count, rhs.count) where lhs[index] != rhs[index] {
            let (lhsFile, rhsFile) = (index == lhs.count - 1, index == rhs.count - 1)
            if lhsFile != rhsFile { return lhsFile }
            return Array(lhs[index].utf8).lexicographicallyPrecedes(Array(rhs[index].utf8))
        }
        return lhs.count < rhs.count
    }

    /// A path of the run, from the top of the repository: lexical, as the
    /// reported paths are. One that climbs out of the repository is refused.
    private func repositoryPath(of path: String, named name: String) throws(DriverError) -> String {
        let relative = ReportedPath.relative(path, currentDirectory: Path.absolute("."))
        guard let resolved = Self.normalized(relative == "." ? prefix : prefix + relative) else {
            throw DriverError("`\(name)` is outside the repository: `git:\(ref)` reads nothing outside it")
        }
        return resolved
    }

    /// `a/./b/../c` as `a/c`; nil when `..` climbs above the start.
    private static func normalized(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." {
                guard parts.popLast() != nil else { return nil }
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    private static func isInside(_ path: String, _ directory: String) -> Bool {
        directory.isEmpty || path == directory || path.hasPrefix(directory + "/")
    }

    // MARK: Reading

    /// Each object's bytes (nil for one larger than `limit`, whose size is
    /// then in `sizes`), through one `git cat-file --batch`.
    func read(_ objects: [String], limit: Int = .max) throws(DriverError) -> [[UInt8]?] {
        try readWithSizes(objects, limit: limit).map(\.bytes)
    }

    func readWithSizes(_ objects: [String], limit: Int) throws(DriverError) -> [(bytes: [UInt8]?, size: Int)] {
        guard !objects.isEmpty else { return [] }
        let input = Array(objects.map { $0 + "\n" }.joined().utf8)
        let batch = try Self.git(["cat-file", "--batch"], input: input)
        guard batch.status == 0 else {
            throw DriverError("cannot read the specs at `git:\(ref)`: \(batch.firstErrorLine)")
        }
        // Each: `OBJECT TYPE SIZE\n`, SIZE bytes, `\n`.
        let output = batch.output
        var results: [(bytes: [UInt8]?, size: Int)] = []
        var offset = 0
        for object in objects {
            guard let end = output[offset...].firstIndex(of: UInt8(ascii: "\n")) else {
                throw DriverError("cannot read `\(object)` at `git:\(ref)`: git's answer ended early")
            }
            let header = output[offset..<end].split(separator: UInt8(ascii: " "))
            guard header.count == 3, let size = Int(String(decoding: header[2], as: UTF8.self)),
                  end + 1 + size <= output.count else {
                throw DriverError("cannot read `\(object)` at `git:\(ref)`: \(String(decoding: output[offset..<end], as: UTF8.self))")
            }
            let body = end + 1
            results.append((size > limit ? nil : Array(output[body..<(body + size)]), size))
            offset = body + size + 1
        }
        return results
    }
}
