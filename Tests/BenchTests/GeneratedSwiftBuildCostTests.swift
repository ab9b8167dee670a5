import Foundation
import Testing
import TransitionCompiler
@testable import transitionc_bench

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

        // Measured as the bench measures the app's build: the kernel's
        // account of this one child, not of other tests' children.
        let run = ChildProcess.run("/bin/sh", ["-c", "ulimit -v \(Self.addressSpaceKiB); exec swiftc -typecheck -swift-version 6 \"$0\"",
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
}
