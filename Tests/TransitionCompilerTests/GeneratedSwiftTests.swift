import Foundation
import Testing
import TransitionRuntime
@testable import TransitionCompiler

/// The generated table compiles with swiftc (Swift 6, warnings as errors) in
/// both runtime modes, and a program built with it reads back every value the
/// compiler resolved.
@Suite(.serialized) struct GeneratedSwiftTests {
    static let hostile = Golden.fixtures.appendingPathComponent("generate/hostile-ids.yaml").path
    /// No transitions and no managers: every lookup over an empty enum.
    static let empty = Golden.fixtures.appendingPathComponent("generate/no-transitions.yaml").path
    static let specs = Golden.repositoryRoot.appendingPathComponent("Specs").path

    enum Mode: String, CaseIterable { case runtime, none }

    struct Case: CustomTestStringConvertible {
        var path: String
        var mode: Mode
        var testDescription: String { "\(URL(fileURLWithPath: path).lastPathComponent) (\(mode.rawValue))" }
    }

    static let cases = [specs, hostile, empty].flatMap { path in Mode.allCases.map { Case(path: path, mode: $0) } }

    @Test(arguments: cases)
    func compilesAndReadsBack(_ testCase: Case) throws {
        let compilation = try Driver.compile(paths: [testCase.path])
        let graph = try #require(compilation.graph)
        #expect(!compilation.diagnostics.hasErrors)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let options = SwiftTableOptions(accessLevel: .public, namespace: "Transitions",
                                        runtime: testCase.mode == .runtime ? .transitionRuntime : .none)
        let generated = try #require(Driver.swiftTable(for: compilation, output: directory.appendingPathComponent("Table.swift").path,
                                                        options: options))
        try generated.write(to: directory.appendingPathComponent("Table.swift"), atomically: true, encoding: .utf8)
        try Self.readBackProgram.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)

        // Without transitions the read-back program's loops over ids never
        // run, which Swift warns about: the table alone is held to no warnings.
        let isEmpty = testCase.path == Self.empty
        var arguments = ["-swift-version", "6"] + (isEmpty ? [] : ["-warnings-as-errors"])
            + ["Table.swift", "main.swift", "-o", "readback"]
        var runtimeArguments: [String] = []
        if testCase.mode == .runtime {
            try buildRuntime(into: directory)
            runtimeArguments = ["-D", "RUNTIME", "-I", "."]
            arguments += runtimeArguments + ["-L", ".", "-lTransitionRuntime"]
        }
        if isEmpty {
            let table = try run(["swiftc", "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-c",
                                 "Table.swift", "-o", "Table.o"] + runtimeArguments, in: directory)
            #expect(table.status == 0, "the table without transitions has warnings:\n\(table.output)")
        }
        let compile = try run(["swiftc"] + arguments, in: directory)
        #expect(compile.status == 0, "swiftc failed:\n\(compile.output)")
        guard compile.status == 0 else { return }
        let readBack = try run(["./readback"], in: directory)
        #expect(readBack.status == 0)
        let expected = Self.expectedLines(graph)
        let actual = readBack.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
        #expect(actual == expected)
    }

    /// The same facts the program prints, from the compiler's own model.
    static func expectedLines(_ graph: TransitionGraph) -> [String] {
        let transitions = graph.transitions.map { t -> String in
            let targets = graph.targets(of: t)
            let to = t.to?.id ?? (targets.count == 1 ? targets[0] : nil)
            let gesture = t.gesture.map { g in
                let distance: String = switch g.distance { case .container: "container"; case .points(let p): "points(\(p))" }
                return "\(g.direction.rawValue)/\(distance)/\(g.velocity.map { "\($0)" } ?? "-")/\(g.edge)/\(g.startsWhen.rawValue)"
            } ?? "-"
            let speed = t.completionSpeed.map { s -> String in
                switch s { case .remaining: "remaining"; case .constant(let c): "constant(\(c))" }
            } ?? "-"
            let hint = t.hint.map { "\($0.delay)/\($0.duration)/\($0.travel)" } ?? "-"
            return ["transition", String(reflecting: t.id), t.kind.rawValue, String(reflecting: t.from.id),
                    to.map { String(reflecting: $0) } ?? "-", "\(t.duration)", "\(t.delay)", curve(t.curve),
                    t.interaction.rawValue, t.threshold.map { "\($0)" } ?? "-", gesture, speed,
                    t.presentation?.rawValue ?? "-", "\(t.interruptible)", "\(t.snapshot)", hint].joined(separator: "|")
        }
        let managers = graph.managers.map { m in
            ["manager", m.kind.rawValue, String(reflecting: m.owner), m.presentation?.rawValue ?? "-",
             "\(m.vendsPresentationController)",
             m.animators.map { String(reflecting: graph.transitions[$0].id) }.joined(separator: ","),
             m.interactionControllers.map { String(reflecting: graph.transitions[$0].id) }.joined(separator: ",")]
                .joined(separator: "|")
        }
        let screens = graph.screens.map { "screen|\(String(reflecting: $0.id))" }
        // The lookups: each transition's manager (the first that vends its
        // animator), each screen's interactive dismissal (its first).
        let managerOf = graph.transitions.indices.map { index -> String in
            let manager = graph.managers.first { $0.animators.contains(index) }
            return "managerOf|\(String(reflecting: graph.transitions[index].id))|"
                + (manager.map { "\($0.kind.rawValue) \(String(reflecting: $0.owner))" } ?? "-")
        }
        let dismissals = graph.screens.map { screen -> String in
            let dismissal = graph.transitions.first {
                $0.kind == .dismiss && $0.from.id == screen.id && $0.interaction != .none
            }
            return "dismissal|\(String(reflecting: screen.id))|" + (dismissal.map { String(reflecting: $0.id) } ?? "-")
        }
        return screens + transitions + managers + managerOf + dismissals
    }

    static func curve(_ curve: TimingCurve) -> String {
        switch curve {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInOut: "easeInOut"
        case .cubicBezier(let x1, let y1, let x2, let y2): "bezier(\(x1),\(y1),\(x2),\(y2))"
        case .spring(let spring):
            switch spring.parameters {
            case .dampingRatio(let ratio, let response): "spring(\(ratio),\(response),\(spring.initialVelocity))"
            case .physical(let mass, let stiffness, let damping): "spring(\(mass),\(stiffness),\(damping),\(spring.initialVelocity))"
            }
        }
    }

    /// Prints the table in the format of `expectedLines`, touching every
    /// generated API: the enums, `transitions`, `transition(_:)`, `managers`.
    static let readBackProgram = #"""
        #if RUNTIME
        import TransitionRuntime
        #endif

        for screen in Transitions.ScreenID.allCases {
            precondition(Transitions.ScreenID(rawValue: screen.rawValue) == screen)
            print("screen|\(String(reflecting: screen.rawValue))")
        }
        precondition(Transitions.ScreenID(rawValue: "no such screen") == nil)
        precondition(Transitions.TransitionID(rawValue: "") == nil)
        for id in Transitions.TransitionID.allCases {
            let t = Transitions.transition(id)
            precondition(t.id == id)
            precondition(Transitions.TransitionID(rawValue: id.rawValue) == id)
            let curve: String = switch t.curve {
            case .linear: "linear"
            case .easeIn: "easeIn"
            case .easeOut: "easeOut"
            case .easeInOut: "easeInOut"
            case .cubicBezier(let x1, let y1, let x2, let y2): "bezier(\(x1),\(y1),\(x2),\(y2))"
            case .spring(let spring):
                switch spring.parameters {
                case .dampingRatio(let ratio, let response): "spring(\(ratio),\(response),\(spring.initialVelocity))"
                case .physical(let mass, let stiffness, let damping): "spring(\(mass),\(stiffness),\(damping),\(spring.initialVelocity))"
                }
            }
            let gesture = t.gesture.map { g in
                let distance: String = switch g.distance { case .container: "container"; case .points(let p): "points(\(p))" }
                return "\(g.direction.rawValue)/\(distance)/\(g.velocity.map { "\($0)" } ?? "-")/\(g.edge)/\(g.startsWhen.rawValue)"
            } ?? "-"
            let speed = t.completionSpeed.map { s -> String in
                switch s { case .remaining: "remaining"; case .constant(let c): "constant(\(c))" }
            } ?? "-"
            let hint = t.hint.map { "\($0.delay)/\($0.duration)/\($0.travel)" } ?? "-"
            print(["transition", String(reflecting: t.id.rawValue), t.kind.rawValue, String(reflecting: t.from.rawValue),
                   t.to.map { String(reflecting: $0.rawValue) } ?? "-", "\(t.duration)", "\(t.delay)", curve,
                   t.interaction.rawValue, t.threshold.map { "\($0)" } ?? "-", gesture, speed,
                   t.presentation?.rawValue ?? "-", "\(t.interruptible)", "\(t.snapshot)", hint].joined(separator: "|"))
        }
        for m in Transitions.managers {
            print(["manager", m.kind.rawValue, String(reflecting: m.owner.rawValue), m.presentation?.rawValue ?? "-",
                   "\(m.vendsPresentationController)",
                   m.animators.map { String(reflecting: $0.rawValue) }.joined(separator: ","),
                   m.interactionControllers.map { String(reflecting: $0.rawValue) }.joined(separator: ",")].joined(separator: "|"))
        }
        for id in Transitions.TransitionID.allCases {
            let manager = Transitions.manager(for: id).map { "\($0.kind.rawValue) \(String(reflecting: $0.owner.rawValue))" }
            print("managerOf|\(String(reflecting: id.rawValue))|\(manager ?? "-")")
        }
        for screen in Transitions.ScreenID.allCases {
            let dismissal = Transitions.dismissalInteraction(for: screen).map { String(reflecting: $0.id.rawValue) }
            print("dismissal|\(String(reflecting: screen.rawValue))|\(dismissal ?? "-")")
        }

        """#

    // MARK: Helpers

    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("transitionc-gen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// TransitionRuntime as a static library and module, from its sources.
    func buildRuntime(into directory: URL) throws {
        let sources = Golden.repositoryRoot.appendingPathComponent("Sources/TransitionRuntime")
        // Its folders too (Motion/, Driver/).
        let files = (FileManager.default.subpaths(atPath: sources.path) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            .map { sources.appendingPathComponent($0).path }
        let result = try run(["swiftc", "-swift-version", "6", "-parse-as-library", "-module-name", "TransitionRuntime",
                              "-emit-module", "-emit-library", "-static", "-o", "libTransitionRuntime.a"] + files, in: directory)
        #expect(result.status == 0, "building TransitionRuntime failed:\n\(result.output)")
    }

    func run(_ command: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// The generated file for the bundled specs, byte for byte: formatted as a
/// person would write it, in a stable order.
struct GeneratedSwiftGoldenTests {
    @Test(arguments: ["TransitionRuntime", "none"])
    func bundledSpecs(_ runtime: String) throws {
        let compilation = try Driver.compile(paths: [GeneratedSwiftTests.specs])
        let output = Golden.repositoryRoot.appendingPathComponent("Generated/Transitions.swift").path
        let options = SwiftTableOptions(runtime: runtime == "none" ? .none : .transitionRuntime)
        let text = try #require(Driver.swiftTable(for: compilation, output: output, options: options))
        Golden.check(text, against: Golden.fixtures.appendingPathComponent("generate/Specs-\(runtime).expected.swift.txt"))
    }
}
