import CompileHelpers
import Foundation
import Testing
import TransitionRuntime
import YAMLSource
import TestTools
@testable import TransitionCompiler

/// `transitionc report`: every format of every bundled spec (Specs/) and of
/// the fixtures under Fixtures/report renders to its golden file; the DOT
/// renders with Graphviz; hostile ids come out as written in every format;
/// output is the same bytes on every run.
struct ReportTests {
    static let directory = Golden.fixtures.appendingPathComponent("report")
    static let specs = Golden.repositoryRoot.appendingPathComponent("Specs")

    static func yamlFiles(in directory: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    /// Each case is the path a user would see: `Specs/NAME.yaml` for a
    /// bundled spec (run from the repository root), `NAME.yaml` for a fixture
    /// (run from Fixtures/report).
    static var cases: [String] {
        yamlFiles(in: specs).map { "Specs/" + $0 } + yamlFiles(in: directory)
    }

    static func source(of name: String) -> URL {
        name.hasPrefix("Specs/") ? Golden.repositoryRoot.appendingPathComponent(name) : directory.appendingPathComponent(name)
    }

    static func compile(_ name: String) throws -> Compilation {
        name.hasPrefix("Specs/") ? try Compile.fixture(name, in: Compile.repositoryRoot) : try Compile.fixture(name, in: directory)
    }

    static func report(_ name: String) throws -> TransitionReport {
        TransitionReport(try compile(name))
    }

    /// `Specs/app.yaml` -> `bundled-app.expected.dot`; `hostile-ids.yaml` -> `hostile-ids.expected.dot`.
    static func golden(_ name: String, _ format: ReportFormat) -> URL {
        var stem = String(name.dropLast(".yaml".count))
        if stem.hasPrefix("Specs/") { stem = "bundled-" + stem.dropFirst("Specs/".count) }
        return directory.appendingPathComponent("\(stem).expected.\(format.fileExtension)")
    }

    // MARK: Golden files

    @Test func thereAreCases() {
        #expect(Self.yamlFiles(in: Self.specs).count == 5)
        #expect(Self.yamlFiles(in: Self.directory).count >= 3)
    }

    @Test(arguments: cases, ReportFormat.allCases)
    func golden(_ name: String, _ format: ReportFormat) throws {
        let output = try Self.report(name).rendered(as: format)
        Golden.check(output, against: Self.golden(name, format))
    }

    @Test(arguments: cases)
    func sameInputSameBytes(_ name: String) throws {
        let first = try Self.report(name), second = try Self.report(name)
        for format in ReportFormat.allCases {
            #expect(first.rendered(as: format) == second.rendered(as: format), "\(format)")
        }
    }

    /// The whole Specs/ directory, whose files are read in parallel.
    @Test func wholeSpecSetSameBytes() throws {
        let first = TransitionReport(try Driver.compile(paths: [Self.specs.path]))
        let second = TransitionReport(try Driver.compile(paths: [Self.specs.path]))
        #expect(first.files.count == 5)
        #expect(first.graph?.screens.count == 25)
        for format in ReportFormat.allCases {
            #expect(first.rendered(as: format) == second.rendered(as: format), "\(format)")
        }
    }

    // MARK: What the issue is about

    /// The seed system: two presented screens, each with its own modal
    /// manager that vends a custom presentation controller, a present and a
    /// dismiss animator, and one interaction controller: `standard` for Tags,
    /// `input` for Add game.
    @Test func transitionManagerSeedHasTwoModalManagers() throws {
        let report = try Self.report("Specs/transition-manager.yaml")
        let graph = try #require(report.graph)
        #expect(graph.managers.map(\.kind) == [.modal, .modal])
        #expect(graph.managers.map(\.owner) == ["tmTags", "tmAddGame"])
        for manager in graph.managers {
            #expect(manager.manager.presentation == .custom)
            #expect(manager.manager.vendsPresentationController)
            #expect(manager.animators.map { graph.transitions[$0].transition.kind } == [.present, .dismiss])
            #expect(manager.interactionControllers.count == 1)
        }
        let interactions = graph.managers.map { graph.transitions[$0.interactionControllers[0]].transition.interaction }
        #expect(interactions == [.standard, .input])
        let dismissals = graph.managers.map { graph.transitions[$0.interactionControllers[0]] }
        #expect(dismissals.map(\.id) == ["tmHideTags", "tmHideAddGame"])
        #expect(dismissals.allSatisfy { $0.targets == ["tmLibrary"] && $0.targetsImplied })
        #expect(report.totals == TransitionReport.Totals(
            files: 1, screens: 3, transitions: 4, modalManagers: 2, navigationManagers: 0, tabManagers: 0,
            interactiveTransitions: 2, errors: 0, warnings: 0))

        // The same facts in the JSON a tool would read.
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.rendered(as: .json).utf8)) as? [String: Any])
        #expect(json["reportVersion"] as? Int == 1)
        let managers = try #require((json["graph"] as? [String: Any])?["managers"] as? [[String: Any]])
        #expect(managers.map { $0["kind"] as? String } == ["modal", "modal"])
        #expect(managers.map { $0["interactionControllers"] as? [String] } == [["tmHideTags"], ["tmHideAddGame"]])
    }

    @Test func reportVersionComesFirst() throws {
        let json = try Self.report("Specs/app.yaml").rendered(as: .json)
        #expect(json.hasPrefix("{\n  \"reportVersion\": 1,\n"))
    }

    @Test func readingErrorsLeaveNoGraph() throws {
        let report = try Self.report("reading-errors.yaml")
        #expect(report.graph == nil)
        #expect(report.hasErrors)
        #expect(report.totals.screens == nil && report.totals.errors == 3)
    }

    @Test func graphErrorsKeepTheGraph() throws {
        let report = try Self.report("graph-errors.yaml")
        let graph = try #require(report.graph)
        #expect(report.hasErrors)
        #expect(graph.transitions.filter { $0.manager == nil }.map(\.id)
                == ["goLonely", "leaveLonely", "closeStart", "leaveIsland", "hop"])
        #expect(graph.transitions.filter(\.targets.isEmpty).map(\.id) == ["closeStart", "leaveIsland"])
    }

    @Test func valuesReadAsTheLanguageWritesThem() {
        typealias Format = ReportValueFormatter
        #expect(Format.curve(.easeInOut) == "easeInOut")
        #expect(Format.curve(.cubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1)) == "cubicBezier(0.2, 0, 0, 1)")
        #expect(Format.curve(.spring(Spring(.dampingRatio(0.7, response: 0.45)))) == "spring(dampingRatio: 0.7, response: 0.45)")
        #expect(Format.curve(.spring(Spring(.physical(mass: 1, stiffness: 220, damping: 18), initialVelocity: 1.5)))
                == "spring(mass: 1, stiffness: 220, damping: 18, initialVelocity: 1.5)")
        #expect(Format.seconds(350 * 0.001) == "0.35s")
        #expect(Format.seconds(0) == "0s")
        #expect(Format.number(1e-7) == "1e-07")
        #expect(Format.printable("a\nb\u{1B}c") == "a\\nb\\u{1B}c")
    }

    // MARK: Hostile ids

    static let hostile = "hostile-ids.yaml"

    static func hostileIDs() throws -> [String] {
        let graph = try #require(try report(hostile).graph)
        return graph.screens.map(\.id) + graph.transitions.map(\.id)
    }

    @Test func hostileFixtureHasHostileIDs() throws {
        let ids = try Self.hostileIDs()
        for needle in ["\"", "\\", " ", "☃", "-->", "}", "\n", "`", "|", "<", "&", "#quot;", "%%"] {
            #expect(ids.contains { $0.contains(needle) }, "no id contains \(needle.debugDescription)")
        }
    }

    @Test func jsonKeepsHostileIDsExactly() throws {
        let output = try Self.report(Self.hostile).rendered(as: .json)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let graph = try #require(json["graph"] as? [String: Any])
        let screens = try #require(graph["screens"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        let transitions = try #require(graph["transitions"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(screens + transitions == (try Self.hostileIDs()))
    }

    /// Every line is one this renderer writes, with labels that hold no bare
    /// quote, and every label decodes back to the id.
    @Test func mermaidLinesStayInShape() throws {
        let output = try Self.report(Self.hostile).rendered(as: .mermaid)
        let label = #""[^"]*""#
        let patterns = try [
            #"flowchart LR"#, #"  %% .*"#, #"  subgraph m\d+ \[\#(label)\]"#, #"  end"#,
            #"    s\d+(\[\#(label)\]|\(\[\#(label)\]\))"#, #"  s\d+(\[\#(label)\]|\(\[\#(label)\]\))"#,
            #"  s\d+ (-->|==>)\|\#(label)\| s\d+"#, #"  u\d+\(\("\?"\)\)"#, #"  s\d+ -\.->\|\#(label)\| u\d+"#,
            #"  classDef unreachable .*"#, #"  class s\d+(,s\d+)* unreachable"#,
        ].map { try Regex("^" + $0 + "$") }
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            #expect(patterns.contains { line.wholeMatch(of: $0) != nil }, "unexpected line: \(line)")
        }
        for id in try Self.hostileIDs() {
            let escaped = MermaidReportRenderer.escape(id)
            #expect(!escaped.contains("\"") && !escaped.contains("\n"))
            #expect(output.contains("\"" + escaped + "<br>") || output.contains("\"" + escaped + "\"")
                    || output.contains("\"" + escaped + " · "), "\(id.debugDescription) missing")
        }
        #expect(MermaidReportRenderer.escape("a\"#&<>`|%\n") == "a#quot;#35;#amp;#lt;#gt;#96;#124;#37;\\n")
    }

    /// In each table, every row has as many cells as its header.
    @Test func markdownTablesKeepTheirColumns() throws {
        let output = try Self.report(Self.hostile).rendered(as: .markdown)
        var columns: Int?
        var tables = 0
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("|") else { columns = nil; continue }
            // Cells are split at pipes not escaped with a backslash.
            var cells = 0, previous: Character = " "
            for character in line {
                if character == "|", previous != "\\" { cells += 1 }
                previous = character
            }
            if let columns { #expect(cells == columns, "row breaks its table: \(line)") } else { columns = cells; tables += 1 }
        }
        #expect(tables >= 5)
        #expect(!output.contains("\u{1B}"))
    }

    @Test func textShowsControlCharactersVisibly() throws {
        let output = try Self.report(Self.hostile).rendered(as: .text)
        #expect(output.contains("line\\nbreak\\\n"))
        #expect(output.contains("tab\\tswitch: tab"))
    }

    // MARK: Graphviz

    @Test(.requires(.dot), arguments: cases)
    func dotRendersWithGraphviz(_ name: String) throws {
        let dot = try Self.report(name).rendered(as: .dot)
        let result = try Graphviz.render(dot)
        #expect(result.status == 0, "dot -Tsvg failed on \(name): \(result.stderr)")
        #expect(result.stdout.contains("<svg"), "no <svg> from dot for \(name)")
    }

    /// Graphviz shows each id exactly as written (control characters made
    /// visible): the escaping is right, not only parseable.
    @Test(.requires(.dot)) func dotShowsHostileIDsAsWritten() throws {
        let result = try Graphviz.render(try Self.report(Self.hostile).rendered(as: .dot))
        #expect(result.status == 0, "\(result.stderr)")
        let texts = Set(result.stdout.split(separator: "\n").compactMap { line -> String? in
            guard let open = line.range(of: "\">"), let close = line.range(of: "</text>"), line.contains("<text") else { return nil }
            return String(line[open.upperBound..<close.lowerBound])
        })
        for id in try Self.hostileIDs() {
            let shown = Graphviz.svgEscaped(ReportValueFormatter.printable(id))
            #expect(texts.contains(shown), "\(id.debugDescription) is not shown as \(shown)")
        }
    }
}

/// Runs Graphviz's `dot`, input on standard input, with a deadline.
enum Graphviz {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Reached only by a test marked `.requires(.dot)`, which is skipped
    /// when `dot` is missing.
    struct NotInstalled: Error, CustomStringConvertible {
        var description: String { "Graphviz `dot` is not on PATH; mark the test `.requires(.dot)`" }
    }

    static func render(_ input: String, timeout: Double = 60) throws -> Result {
        guard OptionalTool.dot.isAvailable, let executable = OptionalTool.executableOnPath("dot") else { throw NotInstalled() }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-Tsvg"]
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        nonisolated(unsafe) var outData = Data(), errData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try? stdin.fileHandleForWriting.close()
            group.leave()
        }
        group.enter()
        DispatchQueue.global().async { outData = stdout.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter()
        DispatchQueue.global().async { errData = stderr.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning {
            process.terminate()
            Issue.record("dot -Tsvg did not finish in \(timeout) s")
        }
        process.waitUntilExit()
        group.wait()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Text as Graphviz writes it into SVG.
    static func svgEscaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "-": out += "&#45;"
            default: out.append(character)
            }
        }
        return out
    }
}
