import Foundation
import Testing
@testable import TransitionCompiler
#if canImport(Glibc)
import Glibc
#endif

/// What the generated table costs the app's build stays linear: a table of
/// 2 000 transitions type-checks within a memory limit that a table laid out
/// as one literal (17 GB at 1 000 transitions) or as one `switch` over every
/// id would far exceed. Not timed: memory is what ran laptops and CI runners
/// out, and it does not depend on how busy the machine is.
struct GeneratedSwiftBuildCostTests {
    /// Peak resident memory allowed to `swiftc -typecheck` of the table; the
    /// linear layout needs about 150 MiB here.
    static let peakLimit = 400 << 20
    /// Address space the compiler may take, so that a quadratic table stops
    /// the compiler instead of the machine.
    static let addressSpaceKiB = 4 << 20

    @Test func twoThousandTransitionsTypeCheckWithinTheMemoryLimit() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("transitionc-cost-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("spec.yaml")
        try Data(Self.spec(transitions: 2_000).utf8).write(to: spec)
        let compilation = try Driver.compile(paths: [spec.path])
        #expect(!compilation.diagnostics.hasErrors)
        let table = directory.appendingPathComponent("Table.swift")
        let text = try #require(Driver.swiftTable(for: compilation, output: table.path,
                                                  options: SwiftTableOptions(runtime: .none)))
        try Data(text.utf8).write(to: table)

        let run = try Self.runMeasured("/bin/sh", ["-c", "ulimit -v \(Self.addressSpaceKiB); exec swiftc -typecheck -swift-version 6 \"$0\"",
                                                   table.path])
        #expect(run.status == 0, "swiftc -typecheck failed (exit \(run.status)) under a \(Self.addressSpaceKiB >> 20) GiB limit")
        #expect(run.peakBytes < Self.peakLimit,
                "type-checking 2 000 transitions took \(run.peakBytes >> 20) MiB, over \(Self.peakLimit >> 20) MiB")
    }

    /// A navigation root that presents half of the other screens (each with
    /// an interactive dismiss) and pushes the rest (each with an interactive
    /// pop): the bench's shape, which gives one manager per presented screen
    /// and one navigation manager vending half of the transitions.
    static func spec(transitions: Int) -> String {
        var text = "version: 1\nscreens:\n  root: { root: true, container: navigation }\n"
        let pairs = transitions / 2
        for screen in 1...pairs { text += "  s\(screen): {}\n" }
        text += "transitions:\n"
        for screen in 1...pairs {
            if screen % 2 == 1 {
                text += "  open\(screen): { kind: present, from: root, to: s\(screen), duration: 350ms, presentation: custom }\n"
                text += "  close\(screen): { kind: dismiss, from: s\(screen), duration: 0.3, curve: linear, interaction: standard,"
                    + " threshold: 0.3, gesture: { direction: down, velocity: 800 } }\n"
            } else {
                text += "  push\(screen): { kind: push, from: root, to: s\(screen), duration: 0.3 }\n"
                text += "  pop\(screen): { kind: pop, from: s\(screen), duration: 0.3, curve: linear, interaction: standard,"
                    + " threshold: 0.4 }\n"
            }
        }
        return text
    }

    /// Runs a program to its end, its output discarded, and returns its exit
    /// status and peak resident memory, from the kernel's accounting of this
    /// one child (`wait4`): other tests' children running at the same time
    /// do not count.
    static func runMeasured(_ executable: String, _ arguments: [String]) throws -> (status: Int32, peakBytes: Int) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        // Linux counts ru_maxrss in KiB, macOS in bytes.
        #if os(Linux)
        let peak = Int(usage.ru_maxrss) * 1024
        #else
        let peak = Int(usage.ru_maxrss)
        #endif
        return ((status >> 8) & 0xFF, peak)
    }
}
