import Foundation
import Testing
@testable import TransitionCompiler

/// `Driver.writeIfChanged`: atomic replacement, untouched when unchanged.
struct OutputFileTests {
    /// A fresh directory; the caller removes it.
    func makeDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("transitionc-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func writesANewFileAndLeavesNoTemporaryBehind() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("curves.html").path
        #expect(try Driver.writeIfChanged("<p>one</p>\n", to: path))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "<p>one</p>\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["curves.html"])
    }

    @Test func unchangedContentIsNotRewritten() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("curves.html").path
        try Driver.writeIfChanged("same\n", to: path)
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
        #expect(try Driver.writeIfChanged("same\n", to: path) == false)
        let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        #expect(modified == old)
        #expect(try Driver.writeIfChanged("different\n", to: path))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "different\n")
    }

    @Test func keepsAnExistingFilesPermissions() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("curves.html").path
        try Driver.writeIfChanged("one\n", to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        try Driver.writeIfChanged("two\n", to: path)
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
    }

    @Test func problemsNameThePath() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: DriverError("cannot write `\(directory.path)`: it is a directory")) {
            try Driver.writeIfChanged("x", to: directory.path)
        }
        let missing = directory.appendingPathComponent("no/such/dir/out.html").path
        #expect(throws: DriverError.self) { try Driver.writeIfChanged("x", to: missing) }
    }
}
