import Foundation
import Testing
import TestTools
import YAMLSource
@testable import TransitionCompiler

/// `transitionc schema` against the language: every bundled spec and every
/// rule's fixed example validate (after YAML -> JSON the way the compiler
/// reads it), and the bad fixtures under Fixtures/schema, each a reading
/// error for the compiler, do not. Validated by python's `jsonschema`
/// (Draft202012Validator), an implementation independent of ours.
struct SpecSchemaTests {
    static let badFixtures = Golden.fixtures.appendingPathComponent("schema")

    /// Arguments: the validator class, the schema, then pairs `valid|invalid
    /// PATH`; prints each path judged otherwise.
    static let validator = """
        import json, sys, jsonschema
        cls = getattr(jsonschema, sys.argv[1])
        schema = json.load(open(sys.argv[2], encoding="utf-8"))
        jsonschema.Draft202012Validator.check_schema(schema)
        validator = cls(schema)
        for expected, path in zip(sys.argv[3::2], sys.argv[4::2]):
            errors = list(validator.iter_errors(json.load(open(path, encoding="utf-8"))))
            if expected == "valid" and errors:
                print(path, "should be valid:", [f"{list(e.path)}: {e.message[:160]}" for e in errors[:3]])
            if expected == "invalid" and not errors:
                print(path, "should be invalid")
        """

    /// The document as the compiler reads it (aliases and merges applied,
    /// YAML 1.1 scalars), as `transitionc inspect` prints it.
    static func json(_ text: String) throws -> String {
        let document = try #require(YAMLReader.read(SourceText(Array(text.utf8))).document)
        return InspectRenderer.render(document)
    }

    /// Validates documents in one python run.
    func validate(_ documents: [(name: String, json: String, valid: Bool)], with validator: String = "Draft202012Validator") throws {
        let directory = try Python.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let schema = directory.appendingPathComponent("schema.json")
        try Data(SpecSchema.render().utf8).write(to: schema)
        var arguments = [validator, schema.path]
        for (index, document) in documents.enumerated() {
            let url = directory.appendingPathComponent("\(index)-\(document.name).json")
            try Data(document.json.utf8).write(to: url)
            arguments += [document.valid ? "valid" : "invalid", url.path]
        }
        guard let result = try Python.run(Self.validator, arguments: arguments, needs: .jsonschema) else { return }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "", "\(result.stdout)")
    }

    @Test(.requires(.jsonschema)) func bundledSpecsAndFixedRuleExamplesAreValid() throws {
        var documents: [(String, String, Bool)] = []
        let specs = Golden.repositoryRoot.appendingPathComponent("Specs")
        let names = try FileManager.default.contentsOfDirectory(atPath: specs.path).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(names.count >= 5)
        for name in names {
            let (json, diagnostics, _) = try Driver.inspect(path: specs.appendingPathComponent(name).path)
            #expect(!diagnostics.hasErrors)
            documents.append((name, try #require(json), true))
        }
        for rule in RuleCatalog.all {
            // Examples of the configuration or suppression comments are specs too.
            // A design token file among an example's files is not a spec.
            for (index, file) in rule.passingExample.components(separatedBy: "\n---\n").enumerated() where !file.hasPrefix("{") {
                documents.append(("\(rule.id)-fixed-\(index)", try Self.json(file), true))
            }
        }
        try validate(documents)
    }

    @Test(.requires(.jsonschema)) func badFixturesAreInvalid() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.badFixtures.path).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(names.count >= 10)
        var documents: [(String, String, Bool)] = []
        for name in names {
            let text = try String(contentsOf: Self.badFixtures.appendingPathComponent(name), encoding: .utf8)
            // Each is a reading error for the compiler too: the schema and
            // the language agree.
            let compilation = Driver.compile([(name, SourceText(Array(text.utf8)))])
            #expect(compilation.diagnostics.all.contains { $0.severity == .error && ($0.rule.rule?.isFixed ?? false) },
                    "\(name) should be a reading error")
            documents.append((name, try Self.json(text), false))
        }
        try validate(documents)
    }

    /// The forms that need no `to` or no `duration`: a `tab` from a tab bar
    /// and a `sheet` present. A `push` without `to` stays invalid.
    @Test(.requires(.jsonschema)) func aTabFromATabBarAndASheetWithoutDurationAreValid() throws {
        let spec = """
            version: 1
            screens:
              bar: { root: true, container: tabBar, tabs: [feed, profile] }
              feed: {}
              profile: {}
            transitions:
              switchTabs: { kind: tab, from: bar, duration: 0.25 }
              openSheet: { kind: present, from: feed, to: profile, presentation: sheet }

            """
        try validate([
            ("tab-bar-and-sheet", try Self.json(spec), true),
            ("push-without-to", try Self.json(spec.replacingOccurrences(of: "kind: tab", with: "kind: push")), false),
        ])
    }

    /// The YAML extension for VS Code implements draft 7; the schema keeps to
    /// what draft 7 also understands, but for `prefixItems` (README).
    @Test(.requires(.jsonschema)) func draft7ValidatorsUnderstandAllButBezierRanges() throws {
        var documents: [(String, String, Bool)] = []
        let specs = Golden.repositoryRoot.appendingPathComponent("Specs")
        for name in try FileManager.default.contentsOfDirectory(atPath: specs.path).filter({ $0.hasSuffix(".yaml") }).sorted() {
            let (json, _, _) = try Driver.inspect(path: specs.appendingPathComponent(name).path)
            documents.append((name, try #require(json), true))
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.badFixtures.path).sorted()
        where name.hasSuffix(".yaml") && name != "bezier-x-out-of-range.yaml" {
            let text = try String(contentsOf: Self.badFixtures.appendingPathComponent(name), encoding: .utf8)
            documents.append((name, try Self.json(text), false))
        }
        try validate(documents, with: "Draft7Validator")
    }

    /// Triggering examples of rules the schema can express are invalid.
    @Test(.requires(.jsonschema)) func triggeringExamplesOfShapeRulesAreInvalid() throws {
        let shapeRules: Set<RuleID> = [.unknownKey, .invalidValue, .unsupportedVersion]
        var documents: [(String, String, Bool)] = []
        for rule in RuleCatalog.all where shapeRules.contains(rule.id) {
            documents.append(("\(rule.id)-triggering", try Self.json(rule.triggeringExample), false))
        }
        #expect(documents.count == shapeRules.count)
        try validate(documents)
    }

    /// The schema names exactly the keys the language declares (and the
    /// decoder accepts), in each place.
    @Test func schemaKeysAreTheDecodersKeys() throws {
        let root = SpecSchema.document
        func keys(_ value: JSONValue?) -> [String] {
            guard case .object(let members)? = value?["properties"] else { return [] }
            return members.map(\.0)
        }
        let definitions = root["$defs"]
        #expect(keys(root) == TopLevelKey.names)
        #expect(keys(definitions?["screen"]) == ScreenField.names)
        #expect(keys(definitions?["transition"]) == FileDecoder.transitionFields)
        #expect(keys(definitions?["gesture"]) == GestureField.names)
        #expect(keys(definitions?["hint"]) == HintField.names)
        #expect(keys(root["properties"]?["tokens"]) == TokenSectionKey.names)
        let kinds = ["present", "dismiss", "push", "pop", "tab"]  // the contract's kinds
        #expect(keys(root["properties"]?["defaults"]) == FileDecoder.sharedFields + kinds)
        for kind in kinds {
            #expect(keys(root["properties"]?["defaults"]?["properties"]?[kind]) == FileDecoder.sharedFields)
        }
    }

    @Test func everyPropertyHasADescription() {
        var missing: [String] = []
        func walk(_ value: JSONValue, path: String) {
            switch value {
            case .object(let members):
                if case .object(let properties)? = value["properties"] {
                    for (key, property) in properties where property["description"] == nil {
                        missing.append("\(path)/\(key)")
                    }
                }
                // `if` only tests values; its properties describe nothing.
                for (key, member) in members where key != "if" { walk(member, path: "\(path)/\(key)") }
            case .array(let items):
                for (index, item) in items.enumerated() { walk(item, path: "\(path)/\(index)") }
            default: break
            }
        }
        walk(SpecSchema.document, path: "#")
        #expect(missing.isEmpty, "\(missing)")
    }

    @Test func theDurationPatternMatchesTheParser() throws {
        let pattern = try Regex(SpecSchema.secondsPattern)
        for text in ["350ms", "0.35s", "1s", ".5s", "5.s", "10ms", "0s", "350 ms", "-1s", "1.5", "s", ".s", "1e3s", "1.2.3s", "0x1s"] {
            let matches = (try? pattern.wholeMatch(in: text)) != nil
            #expect(matches == (NodeReader.parseDuration(text) != nil), "\(text)")
        }
    }
}

extension JSONValue {
    /// A member of an object, for tests that walk a document.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }
}
