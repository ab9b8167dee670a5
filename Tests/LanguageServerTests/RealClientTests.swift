import Foundation
import TestTools
import Testing

/// `transitionc lsp` driven by a real LSP client, pytest-lsp (over pygls):
/// Tests/LanguageServerTests/Clients/test_transitionc_lsp.py.
struct RealClientTests {
    @Test(.requires(.pytestLSP)) func pytestLSPDrivesTheServer() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-m", "pytest", "-q", "-p", "no:cacheprovider", "Tests/LanguageServerTests/Clients"]
        process.currentDirectoryURL = ServerProcess.repositoryRoot
        var environment = ProcessInfo.processInfo.environment
        environment["TRANSITIONC_EXECUTABLE"] = ServerProcess.executable.path
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "pytest-lsp:\n\(text)")
        #expect(text.contains("8 passed"), "pytest-lsp:\n\(text)")
    }
}
