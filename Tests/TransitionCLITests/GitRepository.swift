import Foundation
import Testing

/// A real git repository in a temporary directory, for the commands that
/// read specs at a revision (`diff --against git:REF`). Removed by the caller.
struct GitRepository {
    let directory: URL

    /// Git sees neither the machine's nor the user's configuration, nor a
    /// repository above the temporary directory.
    var environment: [String: String] {
        ["GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null",
         "GIT_CEILING_DIRECTORIES": directory.deletingLastPathComponent().path]
    }

    static func make() throws -> GitRepository {
        let repository = GitRepository(directory: try CLI.temporaryDirectory())
        try repository.git("init", "-q", "-b", "main")
        return repository
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    @discardableResult
    func git(_ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com",
                             "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = directory
        // No optional locks: the snapshot's own `git status` would otherwise
        // refresh the index, and a change to `.git` would be blamed on transitionc.
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            .merging(["GIT_OPTIONAL_LOCKS": "0"]) { $1 }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GitFailure(description: "git \(arguments.joined(separator: " ")): " + String(decoding: errorData, as: UTF8.self))
        }
        return String(decoding: data, as: UTF8.self)
    }

    struct GitFailure: Error, CustomStringConvertible {
        var description: String
    }

    func write(_ text: String, to path: String) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func link(_ path: String, to target: String) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    func commitAll(_ message: String) throws {
        try git("add", "-A")
        try git("commit", "-q", "-m", message)
    }

    /// `transitionc ARGUMENTS` run in the repository (or a directory in it).
    func transitionc(_ arguments: [String], in subdirectory: String? = nil) throws -> CLI.Result {
        try CLI.run(arguments, in: subdirectory.map { directory.appendingPathComponent($0) } ?? directory,
                    environment: environment)
    }

    /// Everything a command could change: the commit checked out, the
    /// status, stashes and refs, and every file in the working tree and
    /// under `.git` with its size, time and bytes.
    func snapshot() throws -> String {
        var lines = [try git("rev-parse", "HEAD"), try git("status", "--porcelain=v1", "--untracked-files=all", "--ignored"),
                     try git("stash", "list"), try git("for-each-ref")]
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
        let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: keys)
        var files: [String] = []
        while let url = walker?.nextObject() as? URL {
            let values = try url.resourceValues(forKeys: Set(keys))
            let bytes = values.isRegularFile == true ? (try? Data(contentsOf: url)) ?? Data() : Data()
            files.append("\(url.path) \(values.fileSize ?? -1) \(values.contentModificationDate?.timeIntervalSince1970 ?? 0) \(bytes.hashValue)")
        }
        lines += files.sorted()
        return lines.joined(separator: "\n")
    }
}
