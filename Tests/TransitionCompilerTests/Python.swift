import Foundation
import Testing

/// Runs python3 for checks that need an independent implementation (the
/// official SARIF schema through `jsonschema`, an XML parser). A missing
/// python3 or module is a failure that says how to install it, never a
/// silent pass.
enum Python {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `script` with `arguments` (`sys.argv[1:]`); nil, with an issue
    /// recorded, when python3 or one of `modules` is missing.
    static func run(_ script: String, arguments: [String] = [], modules: [String] = [],
                    sourceLocation: SourceLocation = #_sourceLocation) throws -> Result? {
        let imports = modules.map { "import \($0)" }.joined(separator: "; ")
        if !modules.isEmpty {
            let probe = try launch(["-c", imports])
            guard probe.status == 0 else {
                let reason = probe.status == 127 ? "python3 is not installed" : "python3 cannot import \(modules.joined(separator: ", "))"
                Issue.record("\(reason): `pip install \(modules.joined(separator: " "))` (.ci/run does this)\n\(probe.stderr)",
                             sourceLocation: sourceLocation)
                return nil
            }
        }
        let result = try launch(["-c", script] + arguments)
        if result.status == 127 {
            Issue.record("python3 is not installed", sourceLocation: sourceLocation)
            return nil
        }
        return result
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
