import CompileHelpers
import Foundation
import Testing
import YAMLSource
@testable import TransitionCompiler

/// The configuration file: its shape, its errors (same rule ids and positions
/// as a spec's), and what it does to the findings.
struct ConfigTests {
    static let directory = Golden.fixtures.appendingPathComponent("config")

    /// One spec with three warnings: `lost` unreachable, `open` slow, `close`
    /// interactive with a curve.
    static let spec = """
        version: 1
        screens:
          home: { root: true }
          card: {}
          lost: {}
        transitions:
          open: { kind: present, from: home, to: card, duration: 0.5, delay: 0.7 }
          close: { kind: dismiss, from: card, duration: 0.3, curve: easeOut, interaction: standard }

        """

    static func configuration(_ text: String, path: String = ".transitionc.yaml") -> ConfigurationFile {
        ConfigurationFile(path: path, source: SourceText(Array(text.utf8)))
    }

    static func rules(_ compilation: Compilation) -> [String] {
        compilation.diagnostics.all.map { "\($0.rule.rawValue):\($0.severity.rawValue)" }
    }

    @Test func withoutConfigurationEveryRuleHasItsDefault() {
        #expect(Self.rules(Compile.spec(Self.spec, configuration: nil))
            == ["unreachable-screen:warning", "slow-transition:warning", "interactive-curve:warning"])
    }

    @Test func ruleTurnedOffDropsItsFindings() {
        let compilation = Compile.spec(Self.spec, configuration: "version: 1\nrules:\n  unreachable-screen: off\n  interactive-curve: OFF\n")
        #expect(Self.rules(compilation) == ["slow-transition:warning"])
    }

    @Test func raisingAWarningToAnErrorFailsTheRun() {
        let relaxed = Compile.spec(Self.spec, configuration: "version: 1\nrules: { slow-transition: warning }\n")
        #expect(!relaxed.diagnostics.hasErrors)
        let strict = Compile.spec(Self.spec, configuration: "version: 1\nrules: { slow-transition: error }\n")
        #expect(strict.diagnostics.hasErrors)
        #expect(Self.rules(strict) == ["unreachable-screen:warning", "slow-transition:error", "interactive-curve:warning"])
    }

    @Test func loweringAnErrorToAWarningPassesTheRun() {
        let spec = "version: 1\nscreens:\n  home: {}\n"
        #expect(Compile.spec(spec, configuration: nil).diagnostics.hasErrors)
        let lowered = Compile.spec(spec, configuration: "version: 1\nrules:\n  no-root: warning\n  unreachable-screen: off\n")
        #expect(!lowered.diagnostics.hasErrors)
        #expect(Self.rules(lowered) == ["no-root:warning"])
    }

    @Test func aFixedRuleCannotBeTurnedOffOrDown() throws {
        let config = """
            version: 1
            rules:
              yaml-syntax: off
              unknown-key: warning
              duplicate-key: error

            """
        let diagnostics = Compile.spec(Self.spec, configuration: config).diagnostics.all.filter { $0.location.file == ".transitionc.yaml" }
        #expect(diagnostics.count == 2)
        let off = try #require(diagnostics.first)
        #expect(off.rule == .invalidValue)
        #expect(off.severity == .error)
        #expect(off.message == "`yaml-syntax` is always an error and cannot be turned off")
        #expect(off.location.range.start.line == 3)
        #expect(off.location.range.start.column == 16)
        #expect(diagnostics.last?.message == "`unknown-key` is always an error and cannot be made a warning")
        #expect(diagnostics.last?.location.range.start.line == 4)
    }

    @Test func anUnknownRuleSuggestsTheNearest() throws {
        let compilation = Compile.spec(Self.spec, configuration: "version: 1\nrules:\n  unreachable-scren: off\n  frobnicate: off\n")
        let unknown = compilation.diagnostics.all.filter { $0.rule == .unknownKey }
        #expect(unknown.map(\.message) == [
            "unknown rule `unreachable-scren` in `rules`; did you mean `unreachable-screen`?",
            "unknown rule `frobnicate` in `rules` (`transitionc rules` lists them)",
        ])
        let fixIt = try #require(unknown.first?.fixIts.first)
        #expect(fixIt.replacement == "unreachable-screen")
        #expect((fixIt.range.start.line, fixIt.range.start.column, fixIt.range.end.column) == (3, 3, 20))
        // The misspelt setting was not applied.
        #expect(Self.rules(compilation).contains("unreachable-screen:warning"))
    }

    @Test func yamlErrorsInTheConfigurationAreReportedAtItsPath() throws {
        let compilation = Compile.spec(Self.spec, configuration: "version: 1\nrules: [\n")
        let first = try #require(compilation.diagnostics.all.first)
        #expect(first.rule == .yamlSyntax)
        #expect(first.location.file == ".transitionc.yaml")
        #expect(first.location.range.start.line == 3)
        // The specs are still checked, with the rules at their defaults.
        #expect(Self.rules(compilation).dropFirst()
            == ["unreachable-screen:warning", "slow-transition:warning", "interactive-curve:warning"])
        #expect(compilation.sources[".transitionc.yaml"] != nil)
    }

    @Test func duplicateRulesAreDuplicateKeys() {
        let compilation = Compile.spec(Self.spec, configuration: "version: 1\nrules:\n  slow-transition: off\n  slow-transition: error\n")
        #expect(compilation.diagnostics.all.first?.rule == .duplicateKey)
        #expect(compilation.diagnostics.all.first?.location.range.start.line == 4)
        #expect(!Self.rules(compilation).contains { $0.hasPrefix("slow-transition") })
    }

    @Test func theVersionIsRequired() {
        for (text, message) in [
            ("", "the configuration file is empty; it starts with `version: 1`"),
            ("rules: {}\n", "missing `version: 1` at the top of the configuration file"),
            ("version: 2\nrules: { slow-transition: off }\n", "`version` of a configuration file must be the number 1, found the number `2`"),
        ] {
            let compilation = Compile.spec(Self.spec, configuration: text)
            #expect(compilation.diagnostics.all.first?.rule == .unsupportedVersion, "\(text)")
            #expect(compilation.diagnostics.all.first?.message == message)
        }
    }

    @Test func aFalseThatIsNotOffIsNamed() throws {
        let compilation = Compile.spec(Self.spec, configuration: "version: 1\nrules:\n  slow-transition: no\n")
        let first = try #require(compilation.diagnostics.all.first)
        #expect(first.rule == .typeMismatch)
        #expect(first.message == "`rules.slow-transition` expects one of `off`, `warning`, `error`, found the boolean `no`; did you mean `off`?")
        #expect(first.fixIts.first?.replacement == "off")
    }

    @Test func pathsAreRelativeToTheConfigurationFile() {
        #expect(ConfigurationDecoder.resolve("Specs", relativeTo: ".transitionc.yaml") == "Specs")
        #expect(ConfigurationDecoder.resolve("Specs", relativeTo: "./tc.yaml") == "Specs")
        #expect(ConfigurationDecoder.resolve("Specs", relativeTo: "config/tc.yaml") == "config/Specs")
        #expect(ConfigurationDecoder.resolve("../Specs/a.yaml", relativeTo: "/work/app/tc.yaml") == "/work/app/../Specs/a.yaml")
        #expect(ConfigurationDecoder.resolve("/abs/Specs", relativeTo: "config/tc.yaml") == "/abs/Specs")
        let file = Self.configuration("version: 1\npaths: [Specs, More/specs.yaml]\n", path: "app/.transitionc.yaml")
        #expect(file.configuration.paths == ["app/Specs", "app/More/specs.yaml"])
        #expect(file.diagnostics.all.isEmpty)
    }

    @Test func theConfiguredPathsAreTheDefault() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("transitionc-config-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let specs = root.appendingPathComponent("app/specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try Data(Self.spec.utf8).write(to: specs.appendingPathComponent("a.yaml"))
        let config = root.appendingPathComponent("app/tc.yaml")
        try Data("version: 1\npaths: [specs]\nrules: { unreachable-screen: off }\n".utf8).write(to: config)

        let compilation = try Driver.compile(paths: [], configuration: .file(config.path))
        #expect(compilation.files == [specs.appendingPathComponent("a.yaml").path])
        #expect(Self.rules(compilation) == ["slow-transition:warning", "interactive-curve:warning"])
    }

    @Test func aMissingConfigurationFileIsAnIOError() {
        #expect(throws: DriverError("no such configuration file: `/no/such/tc.yaml`")) {
            try Driver.compile(paths: [], configuration: .file("/no/such/tc.yaml"))
        }
    }

    @Test func configurationDiagnosticsComeFirst() throws {
        let compilation = Compile.spec("version: 1\nscreens:\n  home: { root: true, scrolable: true }\n", configuration: "version: 1\nrulez: {}\n")
        #expect(compilation.diagnostics.all.map(\.location.file) == [".transitionc.yaml", "spec.yaml"])
        #expect(compilation.diagnostics.all.first?.message == "unknown key `rulez` in the configuration file; did you mean `rules`?")
    }

    // MARK: Golden output

    static func goldenCompilation() throws -> Compilation {
        let spec = try Data(contentsOf: directory.appendingPathComponent("rules.yaml"))
        let config = try Data(contentsOf: directory.appendingPathComponent("rules.transitionc.yaml"))
        return Driver.compile([(path: "rules.yaml", source: SourceText(Array(spec)))],
                              configuration: ConfigurationFile(path: ".transitionc.yaml", source: SourceText(Array(config))))
    }

    @Test func goldenText() throws {
        let compilation = try Self.goldenCompilation()
        let output = TextDiagnosticRenderer(sources: compilation.sources, colored: false)
            .render(compilation.diagnostics.all, fileCount: compilation.files.count)
        Golden.check(output, against: Self.directory.appendingPathComponent("rules.expected.txt"))
    }

    @Test func goldenJSON() throws {
        let compilation = try Self.goldenCompilation()
        let output = JSONDiagnosticRenderer.render(compilation.diagnostics.all, fileCount: compilation.files.count)
        Golden.check(output, against: Self.directory.appendingPathComponent("rules.expected.json"))
    }
}
