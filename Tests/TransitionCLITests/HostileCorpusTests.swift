import Foundation
import Testing

/// Every case of the hostile corpus (Tests/Corpus/hostile/cases.json) through
/// the built CLI: the expected exit code and diagnostic, never a signal or a
/// hang, within 5 s and 512 MiB.
@Suite(.serialized) struct HostileCorpusTests {
    static let memoryLimit = 512 << 20

    /// 5 s. A debug build of transitionc (what `swift test` runs) does the
    /// same work several times slower, so the few heavy cases get 20 s there.
    /// Against a release build (`TRANSITIONC_EXECUTABLE=.build/release/transitionc`)
    /// every case is held to 5 s.
    static func secondsLimit(for hostile: HostileCase) -> Double {
        #if DEBUG
        let debugBinary = ProcessInfo.processInfo.environment["TRANSITIONC_EXECUTABLE"] == nil
        return hostile.heavy == true && debugBinary ? 20 : 5
        #else
        return 5
        #endif
    }

    @Test(arguments: HostileCase.all)
    func checkEndsWithTheExpectedDiagnostic(_ hostile: HostileCase) throws {
        let workspace = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let input = try hostile.prepare(in: workspace)
        let run = try MeasuredRun.run(hostile.commandLine(input: input), in: workspace,
                                      timeout: Self.secondsLimit(for: hostile) + 10)
        let context = Comment(rawValue: "\(hostile.name): \(run.summary)\n\(run.stderr.prefix(600))")
        expectBounded(run, seconds: Self.secondsLimit(for: hostile), context)
        #expect(run.status == hostile.exit, context)
        if let rule = hostile.rule {
            let rules = Self.rules(inJSON: run.stdout)
            #expect(rules.contains(rule), "\(context)\nrules: \(rules.sorted())")
            if let message = hostile.message {
                let messages = Self.messages(ofRule: rule, inJSON: run.stdout)
                #expect(messages.contains { $0.contains(message) }, "\(context)\n\(rule) messages: \(messages.map { $0.prefix(300) })")
            }
        }
        if let message = hostile.stderr {
            #expect(run.stderr.hasPrefix("error: ") && run.stderr.contains(message), context)
        }
    }

    /// The other commands read every single-file case too: `report`, `inspect`,
    /// `plot` and `generate swift`, which must not write anything. (Not the
    /// heavy cases: five more slow runs each would double the suite's time for
    /// little news, since `check` already reads them through every stage.)
    @Test(arguments: HostileCase.all.filter { $0.isSingleFile && $0.heavy != true })
    func otherCommandsEndCleanly(_ hostile: HostileCase) throws {
        let workspace = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let input = try #require(try hostile.prepare(in: workspace))
        let commands: [(arguments: [String], exits: ClosedRange<Int32>)] = [
            (["report", "--format", "json", input], 1...2),
            (["report", "--format", "dot", input], 1...2),
            // inspect reads the YAML only: a file that is valid YAML but not a valid spec is fine.
            (["inspect", input], 0...2),
            (["plot", input], 1...2),
            (["generate", "swift", input, "--output", "Out.swift"], 1...2),
        ]
        for command in commands {
            let run = try MeasuredRun.run(command.arguments, in: workspace)
            let context = Comment(rawValue: "\(hostile.name) \(command.arguments[0]): \(run.summary)\n\(run.stderr.prefix(600))")
            expectBounded(run, seconds: Self.secondsLimit(for: hostile), context)
            #expect(run.status.map(command.exits.contains) == true, context)
            // A failure says why: on standard error, or in the JSON report's diagnostics.
            if run.status != 0 { #expect(!run.stderr.isEmpty || run.stdout.contains("\"rule\""), context) }
        }
        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("Out.swift").path))
    }

    /// Each file in the corpus folder is a case, so none is forgotten.
    @Test func everyCorpusFileIsListed() throws {
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: HostileCase.directory.path))
            .subtracting(["cases.json"])
        let listed = Set(HostileCase.all.compactMap(\.file))
        #expect(files == listed, "not listed: \(files.subtracting(listed).sorted()); missing: \(listed.subtracting(files).sorted())")
        #expect(Set(HostileCase.all.map(\.name)).count == HostileCase.all.count, "case names must be unique")
    }

    /// Docs/robustness.md gives the corpus's size; a case added or removed
    /// without it would leave the page wrong.
    @Test func robustnessMdCountsEveryCase() throws {
        let page = try String(contentsOf: CLI.repositoryRoot.appendingPathComponent("Docs/robustness.md"), encoding: .utf8)
        let line = page.split(separator: "\n").first { $0.hasPrefix("What the corpus covers, ") }
        #expect(line == "What the corpus covers, \(HostileCase.all.count) cases:")
    }

    func expectBounded(_ run: MeasuredRun, seconds: Double, _ context: Comment,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.signal == nil, "ended by a signal: \(context)", sourceLocation: sourceLocation)
        #expect(!run.timedOut, context, sourceLocation: sourceLocation)
        #expect(run.wallSeconds < seconds, context, sourceLocation: sourceLocation)
        #expect(run.peakMemoryBytes < Self.memoryLimit, context, sourceLocation: sourceLocation)
    }

    /// The messages of the diagnostics with this rule id in `check --format json` output.
    static func messages(ofRule rule: String, inJSON text: String) -> [String] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              let diagnostics = object["diagnostics"] as? [[String: Any]] else { return [] }
        return diagnostics.filter { $0["rule"] as? String == rule }.compactMap { $0["message"] as? String }
    }

    /// The rule ids in `check --format json` output.
    static func rules(inJSON text: String) -> Set<String> {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              let diagnostics = object["diagnostics"] as? [[String: Any]] else { return [] }
        return Set(diagnostics.compactMap { $0["rule"] as? String })
    }
}
