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

    /// Reads a baseline file's bytes; the error says what is wrong and where.
    public static func parse(_ bytes: [UInt8]) throws(BaselineError) -> Baseline {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw BaselineError("not valid JSON: \(error.description)")
        }
        guard case .object(let members) = root else { throw BaselineError("expected a JSON object with `version` and `findings`") }
        let fields = Dictionary(members, uniquingKeysWith: { first, _ in first })
        guard let version = fields["version"] else { throw BaselineError("missing `version`") }
        guard case .int(let number) = version, number == formatVersion else {
            throw BaselineError("unsupported version \(version.serialized()); this transitionc reads version \(formatVersion)")
        }
        guard case .array(let items)? = fields["findings"] else { throw BaselineError("`findings` must be a list") }
        var entries: [Entry] = []
        for (index, item) in items.enumerated() {
            guard case .object(let pairs) = item else { throw BaselineError("finding \(index + 1) is not an object") }
            let entry = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
            guard case .string(let fingerprint)? = entry["fingerprint"], !fingerprint.isEmpty else {
                throw BaselineError("finding \(index + 1) has no `fingerprint` string")
            }
            func text(_ key: String) throws(BaselineError) -> String {
                switch entry[key] {
                case nil: return ""
                case .string(let value)?: return value
                default: throw BaselineError("finding \(index + 1): `\(key)` must be a string")
                }
            }
            entries.append(Entry(fingerprint: fingerprint, rule: try text("rule"), file: try text("file"), message: try text("message")))
        }
        return Baseline(entries)
    }
}

/// What is wrong with a baseline file's contents.
public struct BaselineError: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
