import Foundation
import Testing
import CompileHelpers
import TestTools
import TransitionRuntime
import YAMLSource
@testable import TransitionCompiler

/// `transitionc tokens --format dtcg`: the file for a spec set with a local
/// token of each kind, an imported file, `material3`, springs, a named curve
/// and transitions, byte for byte; valid against the official DTCG 2025.10
/// schema; and read back through `tokens.import` to the same values.
struct DTCGTokenWriterTests {
    static let fixtures = Golden.fixtures.appendingPathComponent("dtcg")
    static let schema = Golden.repositoryRoot
        .appendingPathComponent("../shared/external/dtcg-2025.10/format.json").standardizedFileURL
    static let schemaIsPresent = FileManager.default.fileExists(atPath: schema.path)
    static let schemaNote: Comment = "the DTCG 2025.10 schema is not at ../shared/external/dtcg-2025.10/format.json"

    static func compile(_ spec: String, tokenFiles: [String: String]) -> Compilation {
        Driver.compile([(path: "app.yaml", source: SourceText(Array(spec.utf8)))],
                       tokenSource: TextTokenFiles(tokenFiles.map { (path: $0.key, text: $0.value) }))
    }

    static func fixture() throws -> Compilation {
        let spec = try String(contentsOf: fixtures.appendingPathComponent("app.yaml"), encoding: .utf8)
        let motion = try String(contentsOf: fixtures.appendingPathComponent("motion.tokens.json"), encoding: .utf8)
        let compilation = compile(spec, tokenFiles: ["motion.tokens.json": motion])
        #expect(!compilation.diagnostics.hasErrors, "\(compilation.diagnostics.all.map(\.message))")
        return compilation
    }

    @Test func theFileIsTheGoldenFile() throws {
        let written = try DTCGTokenWriter.render(try Self.fixture().specSet)
        Golden.check(written, against: Self.fixtures.appendingPathComponent("app.dtcg.json"))
        #expect(written.hasPrefix(DTCGTokenWriter.marker))
    }

    // MARK: Reading back

    /// Every token of the spec set, and every transition's timing, imported
    /// from the written file: the same values, springs and named curves
    /// included.
    @Test func theFileReadsBackToTheSameValues() throws {
        let specSet = try Self.fixture().specSet
        let written = try DTCGTokenWriter.render(specSet)
        let back = Self.compile("version: 1\ntokens:\n  import: [written.tokens.json]\n", tokenFiles: ["written.tokens.json": written])
        #expect(!back.diagnostics.hasErrors, "\(back.diagnostics.all.map(\.message))")
        let read = Dictionary(back.specSet.tokens.map { ($0.reference, $0.value) }, uniquingKeysWith: { first, _ in first })

        #expect(specSet.tokens.count > 40)  // Material's alone are 30
        for token in specSet.tokens {
            #expect(read[token.reference].map { Self.same($0, token.value) } == true,
                    "\(token.reference): \(token.value) read back as \(String(describing: read[token.reference]))")
        }
        #expect(specSet.transitions.count == 6)
        for transition in specSet.transitions {
            let timing = TransitionTiming(duration: transition.duration, delay: transition.delay, curve: transition.curve)
            let reference = "$transitions." + transition.id
            #expect(read[reference].map { Self.same($0, .timing(timing)) } == true,
                    "\(reference): \(timing) read back as \(String(describing: read[reference]))")
        }
        #expect(read.count == specSet.tokens.count + specSet.transitions.count)
    }

    /// The kinds the fixture must hold for the round trip to mean anything.
    @Test func theFixtureHoldsEveryKindOfValue() throws {
        let specSet = try Self.fixture().specSet
        let curves = specSet.tokens.compactMap { token -> TimingCurve? in
            if case .curve(let curve) = token.value { return curve }
            return nil
        } + specSet.transitions.map(\.curve)
        #expect(curves.contains(.easeInOut))
        #expect(curves.contains { if case .spring(let s) = $0, case .dampingRatio = s.parameters { true } else { false } })
        #expect(curves.contains { if case .spring(let s) = $0, case .physical = s.parameters, s.initialVelocity != 0 { true } else { false } })
        #expect(specSet.tokens.contains { if case .timing = $0.value { $0.isImported } else { false } })
        #expect(specSet.tokens.contains { !$0.isImported })
        #expect(specSet.transitions.contains { $0.delay != 0 })
    }

    static func same(_ lhs: Token.Value, _ rhs: Token.Value) -> Bool {
        switch (lhs, rhs) {
        case let (.duration(a), .duration(b)): a == b
        case let (.curve(a), .curve(b)): a == b
        case let (.timing(a), .timing(b)): a == b
        default: false
        }
    }

    // MARK: Paths

    /// Material's `easing.standard` is a token and the start of
    /// `easing.standard.accelerate`: written as the group's `$root`, which
    /// the reader takes for the group's own path.
    @Test func aTokenThatStartsOthersIsItsGroupsRoot() throws {
        let specSet = Self.compile("version: 1\ntokens:\n  import: [material3]\n", tokenFiles: [:]).specSet
        let written = try DTCGTokenWriter.render(specSet)
        let file = try #require(try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any])
        let easing = try #require(((file["md"] as? [String: Any])?["sys"] as? [String: Any])
            .flatMap { ($0["motion"] as? [String: Any])?["easing"] as? [String: Any] })
        let standard = try #require(easing["standard"] as? [String: Any])
        #expect(standard["$value"] == nil)
        #expect((standard["$root"] as? [String: Any])?["$value"] as? [Double] == [0.2, 0, 0, 1])
        #expect((standard["accelerate"] as? [String: Any])?["$value"] as? [Double] == [0.3, 0, 1, 1])
        let back = Self.compile("version: 1\ntokens:\n  import: [m.json]\n", tokenFiles: ["m.json": written]).specSet
        let read = Dictionary(uniqueKeysWithValues: back.tokens.map { ($0.reference, $0.value) })
        #expect(read["$md.sys.motion.easing.standard"].map { Self.same($0, .curve(.cubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1))) } == true)
        #expect(read["$md.sys.motion.easing.standard.accelerate"].map { Self.same($0, .curve(.cubicBezier(x1: 0.3, y1: 0, x2: 1, y2: 1))) } == true)
    }

    @Test func durationsAreMillisecondsWhenWholeElseSeconds() {
        #expect(DTCGToken.durationValue(0.25).serialized() == #"{"value":250,"unit":"ms"}"#)
        #expect(DTCGToken.durationValue(0.35).serialized() == #"{"value":350,"unit":"ms"}"#)
        #expect(DTCGToken.durationValue(0).serialized() == #"{"value":0,"unit":"ms"}"#)
        #expect(DTCGToken.durationValue(0.0125).serialized() == #"{"value":0.0125,"unit":"s"}"#)
    }

    /// What a tool that ignores the extension sees of a spring: an ease-out,
    /// rising past 1 when the spring overshoots.
    @Test func aSpringsBezierIsAnEaseOutThatOvershootsWithTheSpring() {
        #expect(DTCGToken.springApproximation(Spring(.dampingRatio(1, response: 0.3))) == (0, 0, 0.58, 1))
        #expect(DTCGToken.springApproximation(Spring(.dampingRatio(1.5, response: 0.3))) == (0, 0, 0.58, 1))
        // ζ = 0.5: e^(−π·0.5/√0.75) ≈ 0.163.
        #expect(DTCGToken.springApproximation(Spring(.dampingRatio(0.5, response: 0.3))) == (0, 0, 0.58, 1.163))
    }

    /// DTCG names hold no `{` or `}` and do not start with `$`; a dot in an
    /// id nests, as in every DTCG path, and reads back as the same path.
    @Test func aNameDTCGCannotHoldIsRefused() {
        let spec = """
            version: 1
            screens:
              home: { root: true, container: navigation }
              detail: {}
            transitions:
              "{open}": { kind: push, from: home, to: detail, duration: 0.3 }

            """
        let compilation = Self.compile(spec, tokenFiles: [:])
        #expect(!compilation.diagnostics.hasErrors, "\(compilation.diagnostics.all.map(\.message))")
        do {
            _ = try DTCGTokenWriter.render(compilation.specSet)
            Issue.record("wrote a name DTCG cannot hold")
        } catch {
            #expect(error.message == "app.yaml:6:3: transition `{open}` cannot be written as a DTCG token: its name `{open}` is empty, starts with `$` or holds `{` or `}`")
        }
    }

    /// An imported `transitions.open` and a transition `open` would be one path.
    @Test func aTransitionWhereAnImportedTokenIsIsRefused() {
        let spec = """
            version: 1
            tokens:
              import: [t.json]
            screens:
              home: { root: true, container: navigation }
              detail: {}
            transitions:
              open: { kind: push, from: home, to: detail, duration: 0.3 }

            """
        let tokens = #"{ "transitions": { "open": { "$type": "duration", "$value": { "value": 1, "unit": "s" } } } }"#
        let compilation = Self.compile(spec, tokenFiles: ["t.json": tokens])
        #expect(!compilation.diagnostics.hasErrors, "\(compilation.diagnostics.all.map(\.message))")
        do {
            _ = try DTCGTokenWriter.render(compilation.specSet)
            Issue.record("written over the imported token")
        } catch {
            #expect(error.message == "app.yaml:8:3: transition `open` would be written at `transitions.open`, where another token is already")
        }
    }

    // MARK: The official schema

    /// Validates with python's jsonschema (draft-07), the schema's relative
    /// `$ref`s resolved from the files beside it: nothing is fetched, and no
    /// copy of the schemas is kept in the repository.
    static let validator = """
        import json, os, sys, jsonschema
        root = sys.argv[1]
        folder = os.path.dirname(root)
        schemas = {}
        for directory, _, names in os.walk(folder):
            for name in names:
                if name.endswith(".json"):
                    with open(os.path.join(directory, name), encoding="utf-8") as f:
                        document = json.load(f)
                    if "$id" in document:
                        schemas[document["$id"]] = document
        schema = json.load(open(root, encoding="utf-8"))
        try:
            from referencing import Registry, Resource
            registry = Registry().with_resources([(uri, Resource.from_contents(doc)) for uri, doc in schemas.items()])
            validator = jsonschema.Draft7Validator(schema, registry=registry)
        except ImportError:
            resolver = jsonschema.RefResolver.from_schema(schema, store=schemas)
            validator = jsonschema.Draft7Validator(schema, resolver=resolver)
        jsonschema.Draft7Validator.check_schema(schema)
        for path in sys.argv[2:]:
            errors = sorted(validator.iter_errors(json.load(open(path, encoding="utf-8"))), key=lambda e: list(e.path))
            if errors:
                print(path, [f"{list(e.path)}: {e.message[:200]}" for e in errors[:3]])
            else:
                print(path, "valid")
        """

    static func validate(_ documents: [(name: String, text: String)]) throws -> Python.Result? {
        let directory = try Python.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for (name, text) in documents {
            let url = directory.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            paths.append(url.path)
        }
        return try Python.run(validator, arguments: [schema.path] + paths, needs: .jsonschema)
    }

    @Test(.requires(.jsonschema), .enabled(if: schemaIsPresent, schemaNote))
    func theFileValidatesAgainstTheOfficialSchema() throws {
        let written = try DTCGTokenWriter.render(try Self.fixture().specSet)
        guard let result = try Self.validate([("app.tokens.json", written)]) else { return }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("app.tokens.json valid\n"), "invalid DTCG:\n\(result.stdout)")
    }

    /// A broken file must fail, or the check above proves nothing: an x out
    /// of [0, 1], a unit DTCG lacks, and a token under a group token.
    @Test(.requires(.jsonschema), .enabled(if: schemaIsPresent, schemaNote))
    func theValidatorRejectsBrokenFiles() throws {
        let written = try DTCGTokenWriter.render(try Self.fixture().specSet)
        let brokenX = written.replacingOccurrences(of: "[\n        0.3,\n        0,\n        0.2,\n        1\n      ]",
                                                   with: "[\n        1.3,\n        0,\n        0.2,\n        1\n      ]")
        let brokenUnit = written.replacingOccurrences(of: "\"unit\": \"ms\"", with: "\"unit\": \"min\"")
        let childOfToken = written.replacingOccurrences(of: "\"$root\": {", with: "\"inner\": {")
            .replacingOccurrences(of: "\"standard\": {\n", with: "\"standard\": {\n\"$value\": [0, 0, 1, 1],\n")
        #expect(brokenX != written && brokenUnit != written && childOfToken != written)
        guard let result = try Self.validate([("x.json", brokenX), ("unit.json", brokenUnit), ("child.json", childOfToken)])
        else { return }
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 3, "\(result.stdout)")
        for line in lines { #expect(!line.hasSuffix(" valid"), "a broken file passed: \(line)") }
    }
}
