import JSONCodec
import YAMLSource

/// Reads JSON (RFC 8259) through the YAML front end, as JSON is YAML: the
/// baseline file, the language server's messages, design token files. Every
/// error has its line and column, as a spec's has, and what YAML allows and
/// JSON does not is an error that says so (`JSONGrammarCheck`): a repeated
/// key, a trailing comma, a comment, `yes`, `0x1F`, an anchor. Objects keep
/// their keys in the order written. A UTF-8 byte order mark is accepted.
///
/// One limit comes from libyaml, which reads a key of a `{…}` only as a
/// "simple key": one that ends, with its `:`, within 1024 characters on the
/// line it starts on. A longer key, one with a line break in it, or one
/// with its `:` on the next line, is an error that says so
/// (`overlongKeyMessage`), valid JSON though it is.
public enum JSONReader {
    /// Deepest nesting of arrays and objects.
    public static let maxDepth = 64
    /// Largest text; the language server takes messages up to 64 MiB.
    public static let maxBytes = 256 << 20

    /// The JSON value of `bytes`.
    public static func value(of bytes: [UInt8]) throws(JSONReadError) -> JSONValue {
        try tree(of: SourceText(bytes)).value
    }

    /// `source` read as JSON, with each value's place.
    public static func tree(of source: SourceText) throws(JSONReadError) -> JSONTree {
        let standIns = StandIns(source.bytes)
        let read = YAMLReader.read(SourceText(standIns.bytes), limits: limits, parallelism: .serial)
        let problems = read.problems.map { JSONReadError(inJSONWords($0, source: source)) }
        guard let document = read.document else {
            throw problems.first ?? JSONReadError("the text could not be read", at: SourceRange(at: .start))
        }
        return try source.bytes.withUnsafeBufferPointer { bytes throws(JSONReadError) in
            var check = JSONGrammarCheck(document: document, bytes: bytes, standIns: standIns, start: source.byteOrderMarkLength)
            do throws(JSONReadError) {
                try check.checkText()
            } catch {
                // A repeated key is left out of the tree, so the check meets
                // it, or the comma before it, as text between two values: the
                // front end's report of it comes first.
                throw problems.first { isAtOrBefore($0, error, in: bytes) } ?? error
            }
            if let first = problems.first { throw first }
            // A text with no value fails the check: there is a root.
            return JSONTree(document: document, root: document.root!, decodedStrings: check.decodedStrings)
        }
    }

    /// Whether `problem` comes no later than `error`, or only whitespace
    /// and commas lie between them.
    private static func isAtOrBefore(_ problem: JSONReadError, _ error: JSONReadError, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = Int(error.range.start.offset)
        let target = Int(problem.range.start.offset)
        while offset < target, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ",")].contains(bytes[offset]) { offset += 1 }
        return offset >= target
    }

    private static let limits = YAMLLimits(maxDepth: maxDepth, maxNodes: Int(Int32.max), maxInputBytes: maxBytes)

    /// The front end's problem, said of JSON rather than of a spec file.
    private static func inJSONWords(_ problem: YAMLProblem, source: SourceText) -> YAMLProblem {
        var problem = problem
        switch problem.kind {
        case .limit where problem.message.hasPrefix("nesting"):
            problem.message = "nested more than \(maxDepth) levels deep"
        case .limit:
            problem.message = "the text is \(source.bytes.count) bytes, over the limit of \(maxBytes) bytes"
        case .duplicateKey:
            let key = problem.message.split(separator: "`", maxSplits: 2).dropFirst().first.map(String.init) ?? ""
            problem = YAMLProblem(.duplicateKey, "the key `\(key)` is repeated", at: problem.range,
                                  notes: problem.notes.map { note in
                                      var note = note
                                      note.message = "`\(key)` is first here"
                                      return note
                                  })
        case .invalidMerge:
            problem = YAMLProblem(.syntax, "a merge key (`<<`) is YAML, not JSON", at: problem.range)
        case .syntax:
            if problem.message.hasPrefix("a spec file holds one YAML document") || problem.message == "did not find expected <document start>" {
                problem = YAMLProblem(.syntax, "unexpected text after the JSON value", at: problem.range)
            } else if let message = overlongKeyMessage(problem, source: source) {
                problem = YAMLProblem(.syntax, message, at: problem.range, notes: problem.notes)
            } else {
                for (spec, json) in [("spec files must be UTF-8 text", "JSON is UTF-8 text"), ("spec files must be UTF-8", "JSON is UTF-8")]
                where problem.message.hasSuffix(spec) {
                    problem.message = String(problem.message.dropLast(spec.count)) + json
                    break
                }
            }
        }
        return problem
    }

    /// libyaml's words when a key is not a simple key (above) are that it
    /// expected `,` or `}` after it, at its end or at the `:`; the next
    /// thing past whitespace is then the `:`.
    private static func overlongKeyMessage(_ problem: YAMLProblem, source: SourceText) -> String? {
        guard problem.message == "did not find expected ',' or '}'" else { return nil }
        let bytes = source.bytes
        let whitespace: [UInt8] = [0x20, 0x09, 0x0A, 0x0D]
        var index = Int(problem.range.start.offset)
        while index < bytes.count, whitespace.contains(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        var keyEnd = index
        while keyEnd > 0, whitespace.contains(bytes[keyEnd - 1]) { keyEnd -= 1 }
        let brokenLine = bytes[keyEnd..<index].contains { $0 == 0x0A || $0 == 0x0D }
        let reason = brokenLine ? "its `:` is on a later line" : "it is over 1024 characters long or has a line break in it"
        return "this key cannot be read: \(reason) (YAML, which reads this JSON, needs a key and its `:` within 1024 characters on one line)"
    }
}
