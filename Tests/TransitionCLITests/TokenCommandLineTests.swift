import Foundation
import TestTools
import Testing

/// Design token files imported by a spec (Docs/tokens.md), as a user runs
/// transitionc over a project: the resolved values in the report, mistakes
/// at the token file's lines, Material 3's values, imports kept inside the
/// project, and a changed token in `diff`.
@Suite(.serialized) struct TokenCommandLineTests {
    static let fixtures = CLI.repositoryRoot.appendingPathComponent("Tests/TransitionCompilerTests/Fixtures/tokens")

    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
    }

    /// A project: `Specs/NAME` importing `Design/*.tokens.json`.
    func project(spec: String) throws -> GitRepository {
        let project = try GitRepository.make()
        try project.write(try Self.fixture(spec), to: "Specs/\(spec)")
        for file in ["base.tokens.json", "semantic.tokens.json", "bad.tokens.json"] {
            try project.write(try Self.fixture(file), to: "Design/\(file)")
        }
        return project
    }

    @Test func theReportHasTheTokensResolvedValues() throws {
        let project = try project(spec: "app.yaml")
        defer { project.remove() }
        let result = try project.transitionc(["report", "--format", "json", "Specs/app.yaml"])
        #expect(result.status == 0, "\(result.stderr)")
        GoldenFile.check(result.stdout, against: Self.fixtures.appendingPathComponent("expected.report.json"))
        // What the golden file says, in the tokens' own terms: `timing` from
        // `defaults` and the `pop` block, its parts overridden beside it,
        // aliases across the two files, both units, `$root`, both springs.
        let transitions = try Self.transitions(result.stdout)
        #expect(transitions["openDetail"]?.timing == "0.45 0 cubicBezier(0, 0, 0.2, 1)")
        #expect(transitions["closeDetail"]?.timing == "0.2 0.05 linear")
        #expect(transitions["openSheet"]?.timing == "0.45 0.15 spring(dampingRatio: 0.6, response: 0.5, initialVelocity: 0.2)")
        #expect(transitions["again"]?.timing == "0.15 0 cubicBezier(0.2, 0, 0, 1)")
        #expect(transitions["heavy"]?.timing == "0.3 0 spring(mass: 2, stiffness: 300, damping: 30)")
        #expect(transitions["standardAccelerate"]?.timing == "0.3 0 cubicBezier(0.3, 0, 1, 1)")
        // Material 3: extra-long1 is 700 ms; the fast spatial spring is damping ratio 0.9 at stiffness 1400.
        #expect(transitions["closeSheet"]?.timing == "0.7 0 spring(mass: 1, stiffness: 1400, damping: 67.349832962)")
    }

    /// Each Material 3 token with Material's published value.
    @Test func material3HasMaterialsValues() throws {
        let project = try GitRepository.make()
        defer { project.remove() }
        let durations = ["short1": 0.05, "short4": 0.2, "medium1": 0.25, "medium4": 0.4, "long1": 0.45, "long4": 0.6,
                         "extra-long1": 0.7, "extra-long4": 1.0]
        let easings = ["standard": "0.2, 0, 0, 1", "standard.accelerate": "0.3, 0, 1, 1", "standard.decelerate": "0, 0, 0, 1",
                       "emphasized": "0.2, 0, 0, 1", "emphasized.accelerate": "0.3, 0, 0.8, 0.15",
                       "emphasized.decelerate": "0.05, 0.7, 0.1, 1", "legacy": "0.4, 0, 0.2, 1", "linear": "0, 0, 1, 1"]
        var lines = ["version: 1", "tokens: { import: [material3] }", "screens:", "  home: { root: true }", "  next: {}",
                     "transitions:"]
        for (name, _) in durations.sorted(by: { $0.key < $1.key }) {
            lines.append("  d-\(name): { kind: present, from: home, to: next, duration: $md.sys.motion.duration.\(name) }")
        }
        for (name, _) in easings.sorted(by: { $0.key < $1.key }) {
            lines.append("  e-\(name): { kind: present, from: home, to: next, duration: 0.3, curve: $md.sys.motion.easing.\(name) }")
        }
        try project.write(lines.joined(separator: "\n") + "\n", to: "Specs/m3.yaml")
        let result = try project.transitionc(["report", "--format", "json", "Specs/m3.yaml"])
        let transitions = try Self.transitions(result.stdout)
        for (name, seconds) in durations {
            #expect(transitions["d-\(name)"]?.duration == seconds, "\(name)")
        }
        for (name, points) in easings {
            #expect(transitions["e-\(name)"]?.timing == "0.3 0 cubicBezier(\(points))", "\(name)")
        }
    }

    @Test func mistakesAreReportedAtTheTokenFilesLines() throws {
        let project = try project(spec: "bad.yaml")
        defer { project.remove() }
        let result = try project.transitionc(["check", "--color", "never", "Specs/bad.yaml"])
        #expect(result.status == 1)
        GoldenFile.check(result.stdout + result.stderr, against: Self.fixtures.appendingPathComponent("expected.bad.txt"))
        let json = try project.transitionc(["check", "--format", "json", "Specs/bad.yaml"])
        GoldenFile.check(json.stdout, against: Self.fixtures.appendingPathComponent("expected.bad.json"))
    }

    /// An import is refused, naming the path and showing nothing of the file,
    /// when it is absolute or leaves the project through `..` or a symbolic
    /// link; the project is the configuration's directory, else the current one.
    @Test func importsStayInsideTheProject() throws {
        let outside = try GitRepository.make()
        let project = try GitRepository.make()
        defer { outside.remove(); project.remove() }
        let secret = "{\"secret\": {\"$type\": \"duration\", \"$value\": \"TOP-SECRET-VALUE\"}}"
        try outside.write(secret, to: "secret.tokens.json")
        let escape = "../" + outside.directory.lastPathComponent + "/secret.tokens.json"
        try project.link("Design/linked.tokens.json", to: outside.directory.appendingPathComponent("secret.tokens.json").path)
        try project.write(try Self.fixture("base.tokens.json"), to: "Design/base.tokens.json")
        try project.write("""
            version: 1
            tokens:
              import:
                - \(outside.directory.appendingPathComponent("secret.tokens.json").path)
                - ../\(escape)
                - ../Design/linked.tokens.json
                - ../Design/missing.tokens.json
            screens:
              home: { root: true }

            """, to: "Specs/app.yaml")
        let result = try project.transitionc(["check", "--color", "never", "Specs/app.yaml"])
        #expect(result.status == 1)
        let output = result.stdout + result.stderr
        #expect(!output.contains("TOP-SECRET-VALUE") && !output.contains("secret\": {"), "\(output)")
        #expect(output.contains("error: cannot import `/"))
        #expect(output.contains("an import is a path relative to the spec file, not an absolute one [invalid-value]"))
        #expect(output.contains("it leaves the project (.)"))
        #expect(output.contains("cannot import `../Design/linked.tokens.json`: it leads outside the project (.) through a symbolic link [invalid-value]"))
        #expect(output.contains("cannot import `../Design/missing.tokens.json`: No such file or directory [invalid-value]"))
        #expect(output.contains("checked 1 file: 4 errors"))

        // Run from a subdirectory with the configuration at the top, the
        // project is the top: `../Design` from `Specs/` is inside it.
        try project.write("version: 1\nscreens:\n  home: { root: true }\ntransitions: {}\ntokens: { import: [../Design/base.tokens.json] }\n",
                          to: "Specs/app.yaml")
        try project.write("version: 1\n", to: ".transitionc.yaml")
        let inside = try project.transitionc(["check", "--color", "never", "--config", "../.transitionc.yaml", "../Specs/app.yaml"],
                                             in: "Specs")
        #expect(inside.status == 0, "\(inside.stdout)\(inside.stderr)")
        // Without it, the project is `Specs/` itself, which `../Design` leaves.
        let narrow = try project.transitionc(["check", "--color", "never", "app.yaml"], in: "Specs")
        #expect(narrow.status == 1)
        #expect(narrow.stdout.contains("cannot import `../Design/base.tokens.json`: it leaves the project (.)"), "\(narrow.stdout)")
    }

    /// A token changed in its file is a change of every transition it moves.
    @Test func aChangedTokenIsAChangeOfEveryTransitionThatUsesIt() throws {
        let project = try project(spec: "app.yaml")
        defer { project.remove() }
        try project.commitAll("tokens")
        let base = try Self.fixture("base.tokens.json")
        try project.write(base.replacingOccurrences(of: "\"value\": 0.45, \"unit\": \"s\"", with: "\"value\": 600, \"unit\": \"ms\""),
                          to: "Design/base.tokens.json")
        let result = try project.transitionc(["diff", "--against", "git:HEAD", "--format", "json", "Specs/app.yaml"])
        #expect(result.status == 0, "\(result.stderr)")
        GoldenFile.check(result.stdout, against: Self.fixtures.appendingPathComponent("expected.diff.json"))
        let text = try project.transitionc(["diff", "--against", "git:HEAD", "Specs/app.yaml"]).stdout
        for id in ["openDetail", "openSheet"] {
            #expect(text.contains("transition `\(id)`: duration 0.45s → 0.6s"), "\(text)")
        }
    }

    /// Each transition's duration, and its duration, delay and curve text.
    static func transitions(_ report: String) throws -> [String: (duration: Double, timing: String)] {
        let root = try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any]
        let transitions = (root?["graph"] as? [String: Any])?["transitions"] as? [[String: Any]] ?? []
        var result: [String: (duration: Double, timing: String)] = [:]
        for transition in transitions {
            guard let id = transition["id"] as? String, let duration = transition["duration"] as? Double,
                  let delay = transition["delay"] as? Double,
                  let curve = (transition["curve"] as? [String: Any])?["text"] as? String else { continue }
            result[id] = (duration, "\(Self.number(duration)) \(Self.number(delay)) \(curve)")
        }
        return result
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
