import Foundation
import JSONCodec
import JSONSource
import Testing

/// Real JSON from next to the repository (`../shared/external`: the DTCG
/// 2025.10 schemas, the SARIF 2.1.0 schema, the YAML test suite's `in.json`
/// files), read as Foundation's JSONSerialization reads it: the same values,
/// and the same texts refused. Skipped where the files are absent; they are
/// not copied into the project.
struct ExternalJSONTests {
    static let external = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/external").standardizedFileURL

    /// Every `.json` file under `folder` of the external directory, and, for
    /// the YAML test suite, every `in.json`.
    static func files(under folder: String) -> [URL] {
        let root = external.appendingPathComponent(folder)
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
    }

    static func isPresent(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: external.appendingPathComponent(folder).path)
    }

    @Test(.enabled(if: isPresent("dtcg-2025.10"), "the DTCG schemas are not at ../shared/external/dtcg-2025.10"))
    func theDesignTokenSchemas() throws {
        let files = Self.files(under: "dtcg-2025.10")
        #expect(files.count > 10)
        for file in files { try expectReadAsFoundationReads(file) }
    }

    @Test(.enabled(if: isPresent("sarif"), "the SARIF schema is not at ../shared/external/sarif"))
    func theSARIFSchema() throws {
        let files = Self.files(under: "sarif")
        #expect(!files.isEmpty)
        for file in files { try expectReadAsFoundationReads(file) }
    }

    /// Many `in.json` files hold several JSON values, one per YAML document:
    /// neither reader takes those.
    @Test(.enabled(if: isPresent("yaml-test-suite"), "the YAML test suite is not at ../shared/external/yaml-test-suite"))
    func theYAMLTestSuitesJSON() throws {
        let files = Self.files(under: "yaml-test-suite").filter { $0.lastPathComponent == "in.json" }
        #expect(files.count > 200)
        for file in files { try expectReadAsFoundationReads(file) }
    }

    private func expectReadAsFoundationReads(_ file: URL) throws {
        let data = try Data(contentsOf: file)
        let ours = Result { try JSONReader.value(of: [UInt8](data)) }
        let foundation = Result { try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) }
        switch (ours, foundation) {
        case (.success(let value), .success(let reference)):
            #expect(Self.canonical(value) == Self.canonical(foundation: reference), "\(file.path)")
        case (.failure, .failure): break
        case (.success, .failure(let error)): Issue.record("\(file.path): read, though Foundation refuses it: \(error)")
        case (.failure(let error), .success): Issue.record("\(file.path): \(error)")
        }
    }

    /// A form both readers' values reduce to: keys sorted, every number a
    /// double, booleans as numbers (Foundation's `NSNumber` does not tell
    /// them apart on every platform).
    static func canonical(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let bool): number(bool ? 1 : 0)
        case .int(let int): number(Double(int))
        case .double(let double): number(double)
        case .string(let string): JSONValue.string(string).serialized()
        case .array(let items): "[" + items.map(canonical).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.sorted { $0.0 < $1.0 }.map { JSONValue.string($0.0).serialized() + ":" + canonical($0.1) }
                .joined(separator: ",") + "}"
        }
    }

    static func canonical(foundation value: Any) -> String {
        switch value {
        case is NSNull: return "null"
        case let string as String: return JSONValue.string(string).serialized()
        case let items as [Any]: return "[" + items.map { canonical(foundation: $0) }.joined(separator: ",") + "]"
        case let members as [String: Any]:
            return "{" + members.sorted { $0.key < $1.key }
                .map { JSONValue.string($0.key).serialized() + ":" + canonical(foundation: $0.value) }
                .joined(separator: ",") + "}"
        case let bool as Bool: return number(bool ? 1 : 0)
        case let number as NSNumber: return self.number(number.doubleValue)
        default: return "unknown \(type(of: value))"
        }
    }

    private static func number(_ value: Double) -> String { "n\(value)" }
}
