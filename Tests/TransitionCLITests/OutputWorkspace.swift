import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A scratch directory for the output-safety tests: spec files, a generated
/// output, and the questions those tests ask about what is left behind.
struct OutputWorkspace {
    let directory: URL

    /// A clean spec whose transitions all take `duration` seconds, so that
    /// different durations give different generated files.
    static func spec(duration: Double = 0.3) -> String {
        CommandLineTests.clean.replacingOccurrences(of: "duration: 0.3", with: "duration: \(duration)")
    }

    /// A clean spec with `count` pushed screens: a generated file of about
    /// 1.5 KB per screen, to make writes take a while.
    static func largeSpec(screens count: Int, duration: Double = 0.3) -> String {
        var text = "version: 1\nscreens:\n  home: { root: true, container: navigation }\n"
        for index in 0..<count { text += "  s\(index): {}\n" }
        text += "transitions:\n"
        for index in 0..<count {
            text += "  push\(index): { kind: push, from: home, to: s\(index), duration: \(duration) }\n"
            text += "  pop\(index): { kind: pop, from: s\(index), duration: \(duration), interaction: standard, curve: linear }\n"
        }
        return text
    }

    static func make() throws -> OutputWorkspace {
        OutputWorkspace(directory: try CLI.temporaryDirectory())
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    func write(_ text: String, to name: String) throws {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func contents(_ name: String) -> Data? {
        FileManager.default.contents(atPath: path(name))
    }

    /// `generate swift SPEC --output OUTPUT`, through the measured runner.
    func generate(_ spec: String = "spec.yaml", output: String = "Out.swift", shell: String? = nil,
                  timeout: Double = 60) throws -> MeasuredRun {
        try MeasuredRun.run(["generate", "swift", spec, "--output", output], in: directory, timeout: timeout, shell: shell)
    }

    /// Temporary files (`.NAME.transitionc-…`) in `subdirectory`, which a
    /// finished write must not leave.
    func temporaries(in subdirectory: String = "") -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path(subdirectory))) ?? []
        return names.filter { $0.contains(".transitionc-") }
    }
}

/// What the machine lets a test do to make writing fail, probed once.
enum WriteFailureTools {
    /// `chattr +i` on a directory stops even root from creating files in it.
    static let immutableDirectories: Bool = {
        guard let directory = try? CLI.temporaryDirectory() else { return false }
        defer {
            _ = shell("chattr -i '\(directory.path)'")
            try? FileManager.default.removeItem(at: directory)
        }
        guard shell("chattr +i '\(directory.path)'") == 0 else { return false }
        return !FileManager.default.createFile(atPath: directory.appendingPathComponent("probe").path, contents: Data())
    }()

    /// Mounting a small tmpfs, to fill a file system for real.
    static let smallFileSystems: Bool = {
        guard let directory = try? CLI.temporaryDirectory() else { return false }
        defer { try? FileManager.default.removeItem(at: directory) }
        guard shell("mount -t tmpfs -o size=64k tmpfs '\(directory.path)'") == 0 else { return false }
        return shell("umount '\(directory.path)'") == 0
    }()

    /// Runs a shell command quietly; its exit status.
    @discardableResult
    static func shell(_ command: String) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command + " >/dev/null 2>&1"]
        do { try process.run() } catch { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
