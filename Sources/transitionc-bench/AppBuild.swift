#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The generated Swift in the app's build: what compiling the file that
/// `generate swift` writes costs an app, in a type-check (what an editor and
/// every build pay) and an optimised compile (a release build), for tables
/// of growing size in both runtime modes.
struct AppBuild {
    /// The sizes measured; the first is also the start-up taken out of each
    /// time per transition.
    static let sizes = [1, 1_000, 4_000, 10_000]

    enum Mode: String, CaseIterable {
        /// `import TransitionRuntime`, the default.
        case runtime = "TransitionRuntime"
        /// `--runtime none`: the value types declared in the file.
        case none

        var label: String { self == .runtime ? "TransitionRuntime" : "--runtime none" }
    }

    enum Compile: String, CaseIterable {
        case typeCheck = "type-check"
        case optimised = "-O compile"

        func arguments(_ file: String, object: String) -> [String] {
            switch self {
            case .typeCheck: ["-typecheck", "-swift-version", "6", file]
            case .optimised: ["-O", "-parse-as-library", "-swift-version", "6", "-c", file, "-o", object]
            }
        }
    }

    struct Result {
        var transitions: Int
        var mode: Mode
        var compile: Compile
        var measurement: ChildProcess.Measurement
    }

    let swiftc: String
    /// Where `TransitionRuntime.swiftmodule` is, for the files that import it.
    let modules: String
    let transitionc: String
    let workspace: String

    /// Writes each size's spec and both tables (nil: a table could not be
    /// written), then compiles each table `rounds` times, every size in
    /// turn in each round.
    func measure(rounds: Int, specPaths: (Int) -> [String]) -> [Result]? {
        var tables: [(transitions: Int, mode: Mode, path: String)] = []
        for size in Self.sizes {
            for mode in Mode.allCases {
                let path = "\(workspace)/app-\(size)-\(mode.rawValue).swift"
                let status = ChildProcess.run(transitionc, ["generate", "swift", "--runtime", mode.rawValue,
                                                            "--output", path] + specPaths(size)).status
                guard status == 0 else { return nil }
                tables.append((size, mode, path))
            }
        }
        var measurements: [Int: [ChildProcess.Measurement]] = [:]
        for _ in 0..<rounds {
            for (index, table) in tables.enumerated() {
                for (compileIndex, compile) in Compile.allCases.enumerated() {
                    let object = "\(workspace)/app.o"
                    let arguments = compile.arguments(table.path, object: object)
                        + (table.mode == .runtime ? ["-I", modules] : [])
                    measurements[index * Compile.allCases.count + compileIndex, default: []]
                        .append(ChildProcess.run(swiftc, arguments))
                    unlink(object)
                }
            }
        }
        return tables.enumerated().flatMap { index, table in
            Compile.allCases.enumerated().map { compileIndex, compile in
                Result(transitions: table.transitions, mode: table.mode, compile: compile,
                       measurement: Statistics.summary(measurements[index * Compile.allCases.count + compileIndex]!))
            }
        }
    }

    /// `name` found on the PATH, as a shell would.
    static func findOnPath(_ name: String) -> String? {
        guard let path = getenv("PATH").map({ String(cString: $0) }) else { return nil }
        for directory in path.split(separator: ":") where access("\(directory)/\(name)", X_OK) == 0 {
            return "\(directory)/\(name)"
        }
        return nil
    }
}

extension AppBuild.Result {
    /// Seconds per transition, wall or CPU, less what the one-transition
    /// table of the same mode and compile took: how the cost grows with the
    /// table. swiftc compiles one file on one thread, so on a quiet machine
    /// the two are the same; on a busy one the wall time also counts the
    /// moments another process had the core, and the CPU time does not.
    func perTransition(startUp: AppBuild.Result?, in time: KeyPath<ChildProcess.Measurement, Double>) -> Double {
        let base = startUp?.measurement[keyPath: time] ?? 0
        return max(0, measurement[keyPath: time] - base) / Double(transitions)
    }
}
