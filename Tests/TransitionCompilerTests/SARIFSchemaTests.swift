import Foundation
import Testing
import TestTools
@testable import TransitionCompiler

/// The SARIF output validates against the official SARIF 2.1.0 JSON schema
/// (`../shared/external/sarif`, next to the repository), checked by python's
/// `jsonschema`: the CI fixtures and every diagnostics fixture.
struct SARIFSchemaTests {
    static let schema = Golden.repositoryRoot
        .appendingPathComponent("../shared/external/sarif/sarif-schema-2.1.0.json").standardizedFileURL
    static let schemaIsPresent = FileManager.default.fileExists(atPath: schema.path)

    /// Prints one line per invalid document: its name and the first errors.
    static let validator = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        cls = jsonschema.validators.validator_for(schema)
        cls.check_schema(schema)
        validator = cls(schema, format_checker=jsonschema.FormatChecker())
        for path in sys.argv[2:]:
            errors = sorted(validator.iter_errors(json.load(open(path, encoding="utf-8"))), key=lambda e: list(e.path))
            if errors:
                print(path, [f"{list(e.path)}: {e.message[:200]}" for e in errors[:3]])
        """

    @Test(.requires(.jsonschema), .enabled(if: schemaIsPresent, "the SARIF 2.1.0 schema is not at ../shared/external/sarif/sarif-schema-2.1.0.json"))
    func outputValidatesAgainstTheOfficialSchema() throws {
        var documents: [(String, String)] = []
        for set in CIFixtures.sets {
            documents.append(("ci-\(set)", SARIFRenderer.render(try CIFixtures.findings(set))))
        }
        for name in DiagnosticGoldenTests.fixtureNames {
            let compilation = try DiagnosticGoldenTests.compile(name)
            documents.append(("diagnostics-\(name)", SARIFRenderer.render(FindingSet(compilation, currentDirectory: "/nonexistent"))))
        }
        let directory = try Python.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for (name, text) in documents {
            let url = directory.appendingPathComponent(name + ".sarif")
            try Data(text.utf8).write(to: url)
            paths.append(url.path)
        }
        guard let result = try Python.run(Self.validator, arguments: [Self.schema.path] + paths, needs: .jsonschema) else { return }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "", "invalid SARIF:\n\(result.stdout)")
        #expect(documents.count > 20)
    }

    /// A broken document must fail, or the check above proves nothing.
    @Test(.requires(.jsonschema), .enabled(if: schemaIsPresent, "the SARIF 2.1.0 schema is not at ../shared/external/sarif/sarif-schema-2.1.0.json"))
    func theValidatorRejectsABrokenDocument() throws {
        let broken = SARIFRenderer.render(try CIFixtures.findings("graph"))
            .replacingOccurrences(of: "\"level\": \"warning\"", with: "\"level\": \"severe\"")
        let directory = try Python.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("broken.sarif")
        try Data(broken.utf8).write(to: url)
        guard let result = try Python.run(Self.validator, arguments: [Self.schema.path, url.path], needs: .jsonschema) else { return }
        #expect(result.stdout.contains("severe"))
    }
}
