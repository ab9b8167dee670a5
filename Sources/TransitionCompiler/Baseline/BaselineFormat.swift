import JSONSource
import YAMLSource

/// The baseline file, version 1 (Docs/ci.md):
///
/// ```json
/// {
///   "version": 1,
///   "tool": "transitionc",
///   "findings": [
///     {"fingerprint": "…", "rule": "unreachable-screen", "file": "Specs/app.yaml", "message": "…"}
///   ]
/// }
/// ```
///
/// Only `fingerprint` is needed to match; `rule`, `file` and `message` make
/// the file reviewable in a diff. Unknown keys are ignored, so a later
/// version can add some.
extension Baseline {
    public static let formatVersion = 1

    public func serialized() -> String {
        let root = JSONValue.object([
            ("version", .int(Self.formatVersion)),
            ("tool", .string("transitionc")),
            ("findings", .array(entries.map { entry in
                .object([
                    ("fingerprint", .string(entry.fingerprint)),
                    ("rule", .string(entry.rule)),
                    ("file", .string(entry.file)),
                    ("message", .string(entry.message)),
                ])
            })),
        ])
        return root.serialized(pretty: true) + "\n"
    }

    /// Reads a baseline file's bytes through the JSON reader; the error
    /// says what is wrong and where, as a spec's errors do.
    public static func parse(_ bytes: [UInt8]) throws(BaselineError) -> Baseline {
        let tree: JSONTree
        do {
            tree = try JSONReader.tree(of: SourceText(bytes))
        } catch {
            throw BaselineError(error.message, at: error.range)
        }
        let root = tree.root
        func fail(_ message: String, at node: YAMLNodeID) -> BaselineError {
            BaselineError(message, at: tree.range(of: node))
        }
        guard case .object = tree.value(of: root) else { throw fail("expected a JSON object with `version` and `findings`", at: root) }
        let fields = tree.members(of: root)
        func field(_ key: String, of members: [(key: String, keyNode: YAMLNodeID, value: YAMLNodeID)]) -> YAMLNodeID? {
            members.first { $0.key == key }?.value
        }
        guard let versionNode = field("version", of: fields) else { throw fail("missing `version`", at: root) }
        let version = tree.value(of: versionNode)
        guard case .int(let number) = version, number == formatVersion else {
            throw fail("unsupported version \(version.serialized()); this transitionc reads version \(formatVersion)", at: versionNode)
        }
        guard let findingsNode = field("findings", of: fields), case .array = tree.value(of: findingsNode) else {
            throw fail("`findings` must be a list", at: field("findings", of: fields) ?? root)
        }
        var entries: [Entry] = []
        for (index, item) in tree.items(of: findingsNode).enumerated() {
            let members = tree.members(of: item)
            guard case .object = tree.value(of: item) else { throw fail("finding \(index + 1) is not an object", at: item) }
            guard let fingerprintNode = field("fingerprint", of: members), let fingerprint = tree.string(of: fingerprintNode),
                  !fingerprint.isEmpty else {
                throw fail("finding \(index + 1) has no `fingerprint` string", at: field("fingerprint", of: members) ?? item)
            }
            func text(_ key: String) throws(BaselineError) -> String {
                guard let node = field(key, of: members) else { return "" }
                guard let value = tree.string(of: node) else { throw fail("finding \(index + 1): `\(key)` must be a string", at: node) }
                return value
            }
            entries.append(Entry(fingerprint: fingerprint, rule: try text("rule"), file: try text("file"), message: try text("message")))
        }
        return Baseline(entries)
    }
}

/// What is wrong with a baseline file's contents, and where.
public struct BaselineError: Error, Equatable, Sendable {
    public var message: String
    public var range: SourceRange

    public init(_ message: String, at range: SourceRange) {
        self.message = message
        self.range = range
    }
}
