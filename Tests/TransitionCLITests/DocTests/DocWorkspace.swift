import Foundation

/// Where a doc's command lines run: a fresh directory holding a copy of the
/// repository's `Specs/` (which the docs' examples name), then the page's
/// own files written before the example, then the example's edits. A
/// command that writes (`plot --output`, `--baseline`) writes there.
enum DocWorkspace {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// What `transitionc ARGUMENTS` prints: standard output, then standard
    /// error; or, when `reading` names a file, what the command left in it.
    static func run(_ arguments: [String], for example: DocExample, edits: [DocExample.Edit],
                    environment: [String: String] = [:], reading written: String? = nil) throws -> String {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: DocPage.repositoryRoot.appendingPathComponent("Specs"),
                                         to: directory.appendingPathComponent("Specs"))
        for file in example.pageFiles {
            try write(file.text, to: file.path, in: directory)
        }
        for edit in edits {
            let url = directory.appendingPathComponent(edit.path)
            let text = try String(contentsOf: url, encoding: .utf8)
            guard let range = text.range(of: edit.old) else {
                throw Failure(description: "\(example.location): `edit`: \(edit.path) has no \"\(edit.old)\"")
            }
            try write(text.replacingCharacters(in: range, with: edit.new), to: edit.path, in: directory)
        }
        let result = try CLI.run(arguments, in: directory, environment: environment)
        guard let written else { return result.stdout + result.stderr }
        guard let text = try? String(contentsOf: directory.appendingPathComponent(written), encoding: .utf8) else {
            throw Failure(description: "\(example.location): `transitionc \(arguments.joined(separator: " "))` wrote no \(written):\n"
                + result.stdout + result.stderr)
        }
        return text
    }

    private static func write(_ text: String, to path: String, in directory: URL) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
