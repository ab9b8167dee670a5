/// Something wrong with a file at the YAML level. The compiler turns each
/// into a diagnostic with a rule id; the front end knows nothing of rules.
public struct YAMLProblem: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// libyaml rejected the input, the bytes are not UTF-8, or the stream
        /// is not one document.
        case syntax
        /// A `YAMLLimits` bound was passed; the rest of the file was not read.
        case limit
        /// A mapping repeats a key; the later entry was dropped.
        case duplicateKey
        /// A merge key `<<` whose value is not a mapping or a list of mappings.
        case invalidMerge
    }

    public struct Note: Hashable, Sendable {
        public var message: String
        public var range: SourceRange
    }

    /// An edit that fixes the problem: `text` in place of `range`, and
    /// `title`, what it does in words (an editor's code action shows it).
    public struct Replacement: Hashable, Sendable {
        public var title: String
        public var range: SourceRange
        public var text: String
    }

    public var kind: Kind
    public var message: String
    public var range: SourceRange
    public var notes: [Note]
    public var replacement: Replacement?

    public init(_ kind: Kind, _ message: String, at range: SourceRange, notes: [Note] = []) {
        self.kind = kind
        self.message = message
        self.range = range
        self.notes = notes
    }

    /// A file of `size` bytes, over `limit`: read by no one, whether the
    /// front end or the Driver (which refuses it before reading it all) finds it.
    public static func fileTooLarge(size: Int, limit: Int) -> YAMLProblem {
        YAMLProblem(.limit, "the file is \(size) bytes, over the limit of \(limit) bytes (raise it with --max-file-size)",
                    at: SourceRange(at: .start))
    }
}
