import CompileHelpers
import Foundation
import Testing
import YAMLSource
@testable import TransitionCompiler

/// Every fixture under Fixtures/diagnostics (a file, or a directory of files
/// checked as one spec set) renders to its golden text and JSON.
struct DiagnosticGoldenTests {
    static let directory = Golden.fixtures.appendingPathComponent("diagnostics")

    /// Small limits, so that a limit fixture stays small.
    static let limits = YAMLLimits(maxDepth: 8, maxNodes: 10_000, maxInputBytes: 1 << 20)

    static var fixtureNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || !$0.contains(".") }.sorted()
    }

    /// Compiles a fixture with paths relative to the fixtures directory, as a
    /// user who ran `transitionc check` there would see them.
    static func compile(_ name: String) throws -> Compilation {
        try Compile.fixture(name, in: directory, limits: limits)
    }

    @Test(arguments: fixtureNames)
    func text(_ name: String) throws {
        let compilation = try Self.compile(name)
        let output = TextDiagnosticRenderer(sources: compilation.sources, colored: false)
            .render(compilation.diagnostics.all, fileCount: compilation.files.count)
        Golden.check(output, against: Self.directory.appendingPathComponent(Self.stem(name) + ".expected.txt"))
    }

    @Test(arguments: fixtureNames)
    func json(_ name: String) throws {
        let compilation = try Self.compile(name)
        let output = JSONDiagnosticRenderer.render(compilation.diagnostics.all, fileCount: compilation.files.count)
        Golden.check(output, against: Self.directory.appendingPathComponent(Self.stem(name) + ".expected.json"))
    }

    @Test func thereAreFixtures() {
        #expect(Self.fixtureNames.count >= 10)
    }

    static func stem(_ name: String) -> String {
        name.hasSuffix(".yaml") ? String(name.dropLast(5)) : name
    }
}
