import Foundation
import Testing

/// A program some tests hand their output to, for an independent check,
/// that `swift test` must not require: a machine with only Swift and libyaml
/// runs the suite and skips those tests, each saying which tool would run it.
/// `.ci/run` installs every one, so CI runs them all.
///
/// `TRANSITIONC_HIDE_TOOLS=dot,jsonschema,time` makes the listed tools count
/// as missing, to see the suite pass without them on a machine that has them.
public enum OptionalTool: String, CaseIterable, Sendable {
    /// Graphviz's `dot`: the DOT report must render.
    case dot
    /// python3: an independent XML parser for the JUnit output.
    case python3
    /// python3's `jsonschema`: SARIF against the official schema, specs
    /// against `transitionc schema`.
    case jsonschema
    /// GNU time (`/usr/bin/time`): a child's own peak memory.
    case time
    /// Chromium, headless: the preview page as a person sees it.
    case chromium
    /// python3's `pytest-lsp`: a real LSP client driving `transitionc lsp`.
    case pytestLSP = "pytest-lsp"

    /// Whether the tool is there and not hidden.
    public var isAvailable: Bool {
        !Self.hidden.contains(rawValue) && Self.found[self] == true
    }

    /// How to get the tool, for the skip note.
    public var installHint: String {
        switch self {
        case .dot: "Graphviz `dot` (apt-get install graphviz)"
        case .python3: "python3 (apt-get install python3)"
        case .jsonschema: "python3's jsonschema (pip install jsonschema)"
        case .time: "GNU time at /usr/bin/time (apt-get install time)"
        case .chromium: "Chromium (apt-get install chromium)"
        case .pytestLSP: "python3's pytest-lsp (pip install pytest-lsp)"
        }
    }

    static let hidden: Set<String> = Set(
        (ProcessInfo.processInfo.environment["TRANSITIONC_HIDE_TOOLS"] ?? "")
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })

    /// Looked for once per test process: a python probe costs a launch.
    static let found: [OptionalTool: Bool] = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.lookUp()) })

    private func lookUp() -> Bool {
        switch self {
        case .dot: Self.executableOnPath("dot") != nil
        case .python3: Self.succeeds(["python3", "-c", "pass"])
        case .jsonschema: Self.succeeds(["python3", "-c", "import jsonschema"])
        case .time: FileManager.default.isExecutableFile(atPath: "/usr/bin/time")
        case .chromium: Self.executableOnPath("chromium") != nil
        case .pytestLSP: Self.succeeds(["python3", "-c", "import pytest_lsp"])
        }
    }

    /// The first `name` on PATH that can be run.
    public static func executableOnPath(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    private static func succeeds(_ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationReason == .exit && process.terminationStatus == 0
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only when `tool` is available; otherwise it is skipped
    /// with a note naming the tool and how to install it.
    public static func requires(_ tool: OptionalTool) -> Self {
        .enabled(if: tool.isAvailable,
                 Comment(rawValue: "needs \(tool.installHint); .ci/run installs it"))
    }
}
