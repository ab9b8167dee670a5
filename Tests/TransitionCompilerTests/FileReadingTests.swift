import Foundation
import Testing
@testable import TransitionCompiler

/// `FileSystem.readFile`: a large regular file is read as two halves at
/// once; what comes back must be the file, byte for byte, whatever its size.
struct FileReadingTests {
    /// Sizes around the one-mebibyte threshold, and odd ones, so that the
    /// halves are uneven and end mid-page.
    @Test(arguments: [1, 4096, (1 << 20) - 1, 1 << 20, (1 << 20) + 1, (3 << 20) + 7])
    func aRegularFileIsReadWhole(size: Int) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("transitionc-read-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ $0 >> 12) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        let read = try FileSystem.readFile(path, limit: Int.max)
        #expect(read.tooLarge == nil)
        #expect(read.bytes == bytes)
        // Over the limit: refused from its size, nothing read.
        let refused = try FileSystem.readFile(path, limit: size - 1)
        #expect(refused.tooLarge == size)
        #expect(refused.bytes.isEmpty)
    }
}
