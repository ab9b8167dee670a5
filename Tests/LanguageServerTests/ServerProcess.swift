import Foundation
import JSONCodec
import JSONSource
import LanguageServerProtocol
import TestTools

/// `transitionc lsp` as a child process, driven one message at a time.
final class ServerProcess {
    static let repositoryRoot = BuiltTransitionc.repositoryRoot
    static let executable = BuiltTransitionc.executable

    let process = Process()
    private let input = Pipe(), output = Pipe()
    private var framer = MessageFramer()

    init(in directory: String) throws {
        process.executableURL = Self.executable
        process.arguments = ["lsp"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    func send(_ bytes: [UInt8]) {
        input.fileHandleForWriting.write(Data(bytes))
    }

    /// Messages until the reply to `id` (which is last), nil if output ends first.
    func messages(until id: Int) -> [JSONValue]? {
        var messages: [JSONValue] = []
        while true {
            while case .message(let body)? = framer.next() {
                let message = (try? JSONReader.value(of: body)) ?? .null
                messages.append(message)
                if message["id"] == .int(id) { return messages }
            }
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { return nil }
            framer.append(data)
        }
    }

    /// The process's resident memory, from /proc (Linux), in kB.
    var residentKilobytes: Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return nil }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }

    func finish() -> Int32 {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
