import Foundation
import Testing
import TestTools

/// Runs python3 for checks that need an independent implementation (the
/// official SARIF schema through `jsonschema`, an XML parser). A test that
/// calls it is marked `.requires(.python3)` or `.requires(.jsonschema)`, so
/// it is skipped, naming the tool, where the tool is missing; reaching here
/// without it anyway is a failure, never a silent pass.
enum Python {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `script` with `arguments` (`sys.argv[1:]`); nil, with an issue
    /// recorded, when `tool` (python3, or a module it imports) is missing or
    /// hidden: the caller lacks its `.requires` trait.
    static func run(_ script: String, arguments: [String] = [], needs tool: OptionalTool = .python3,
                    sourceLocation: SourceLocation = #_sourceLocation) throws -> Result? {
        guard tool.isAvailable, OptionalTool.python3.isAvailable else {
            Issue.record("missing \(tool.installHint): mark the test `.requires(.\(tool))`", sourceLocation: sourceLocation)
            return nil
        }
        return try launch(["-c", script] + arguments)
    }

    private static func launch(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Drain both pipes while it runs, so a long report cannot block it.
        nonisolated(unsafe) var outData = Data(), errData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async { outData = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter()
        DispatchQueue.global().async { errData = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        process.waitUntilExit()
        group.wait()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A fresh directory for files handed to python; the caller removes it.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("transitionc-python-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
