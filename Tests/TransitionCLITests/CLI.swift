import Foundation
import TestTools
import Testing

/// Runs the built `transitionc` the way a user does, and captures what it
/// prints and how it exits.
enum CLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var seconds: Double
        /// True when the process was ended by a signal (a crash), not an exit.
        var crashed: Bool
    }

    static let repositoryRoot = BuiltTransitionc.repositoryRoot
    static let executable = BuiltTransitionc.executable

    /// Runs with a deadline; a run past it is killed and reported as a hang.
    /// `program` is transitionc unless a test hands its output to another
    /// program (a browser, python3).
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
                    timeout: Double = 20, program: URL = executable) throws -> Result {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? repositoryRoot
        var env = ProcessInfo.processInfo.environment
        env["SWIFT_BACKTRACE"] = "enable=no"  // the backtracer can hang after a crash
        env.removeValue(forKey: "NO_COLOR")
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let start = Date()
        try process.run()
        // Drain both pipes while waiting, so a large output cannot block the child.
        nonisolated(unsafe) var outData = Data(), errData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async { outData = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter()
        DispatchQueue.global().async { errData = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            Issue.record("\(program.lastPathComponent) \(arguments.joined(separator: " ")) did not finish in \(timeout) s")
        }
        process.waitUntilExit()
        group.wait()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self),
                      seconds: Date().timeIntervalSince(start),
                      crashed: process.terminationReason == .uncaughtSignal)
    }

    /// A fresh temporary directory, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("transitionc-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
