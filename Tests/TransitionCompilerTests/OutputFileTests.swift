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

    /// Output in chunks (as a Swift table is written) is written whole and
    /// compared with the file a block at a time: a difference anywhere, an
    /// extra or a missing byte, makes the file stale.
    @Test func chunkedOutputIsWrittenAndComparedWhole() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Table.swift").path
        // Chunks of several sizes around the one-mebibyte block the file is read in.
        let sizes = [3, 1 << 20, (1 << 20) + 5, 7, (2 << 20) - 1]
        let text = [UInt8]((0..<sizes.reduce(0, +)).lazy.map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 20) })
        func chunks(_ change: ((inout [UInt8]) -> Void)? = nil) -> ByteChunks {
            var all = text
            change?(&all)
            let result = ByteChunks()
            var offset = 0
            for (index, size) in sizes.enumerated() {
                // The last chunk takes whatever is left.
                let end = index == sizes.count - 1 ? all.count : min(all.count, offset + size)
                let chunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: end - offset)
                _ = chunk.initialize(from: all[offset..<end])
                result.append(chunk)
                offset = end
            }
            return result
        }
        #expect(try OutputFile.write(chunks(), to: path) == .written)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(chunks().joined))
        #expect(OutputFile.isCurrent(chunks(), at: path))
        #expect(try OutputFile.write(chunks(), to: path) == .unchanged)
        // A byte changed just past the first block, in the last chunk, a byte more, a byte less.
        #expect(!OutputFile.isCurrent(chunks { $0[(1 << 20) + 3] ^= 1 }, at: path))
        #expect(!OutputFile.isCurrent(chunks { $0[$0.count - 1] ^= 1 }, at: path))
        #expect(!OutputFile.isCurrent(chunks { $0.append(0) }, at: path))
        #expect(!OutputFile.isCurrent(chunks { $0.removeLast() }, at: path))
        #expect(!OutputFile.isCurrent(chunks(), at: directory.appendingPathComponent("missing.swift").path))
    }

    /// A table several times the size at which the disk is asked to start
    /// writing (as a large `generate` is) arrives whole, in order, with no
    /// temporary left behind.
    @Test func largeOutputHandedToTheDiskAsItIsWrittenArrivesWhole() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Table.swift").path
        // Chunks that do not divide the step, so hand-overs fall mid-chunk.
        let chunkSize = TemporaryOutput.writebackStep / 3 + 7
        let chunkCount = 10
        let chunks = ByteChunks()
        for index in 0..<chunkCount {
            let chunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkSize)
            for offset in 0..<chunkSize { chunk[offset] = UInt8(truncatingIfNeeded: index &* 7 &+ offset &* 13 &+ offset >> 16) }
            chunks.append(chunk)
        }
        #expect(chunks.count > 3 * TemporaryOutput.writebackStep)
        #expect(try OutputFile.write(chunks, to: path) == .written)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(chunks.joined))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Table.swift"])
        #expect(try OutputFile.write(chunks, to: path) == .unchanged)
    }
}
