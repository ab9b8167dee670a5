/// How a spec id becomes a Swift identifier in generated code. The mapping is
/// deterministic and always yields a valid identifier; two ids that map to
/// the same one are an `identifier-collision` error.
///
/// - Words separated by anything but ASCII letters and digits are joined in
///   lowerCamelCase after the first (`open-compose` -> `openCompose`); the
///   first word keeps its case.
/// - A character outside ASCII is spelled `_uXXXX`, so the identifier is
///   plain ASCII whatever the id.
/// - A leading digit gets a `_` in front; an id with no letters or digits is
///   spelled entirely in `_uXXXX`.
/// - Swift keywords are wrapped in backticks; the few names that mean
///   something else after a dot (`self`, `Type`, `init`, `Protocol`) or clash
///   with an id enum's own members (`allCases`, `rawValue`) get a trailing `_`.
public enum SwiftIdentifier {
    public static func make(_ id: String) -> String {
        // Most ids are already plain identifiers; recognise them without building anything.
        if isAlphanumericWord(id) {
            // Most ids are no reserved name, and most can be told so without hashing them.
            if !mayBeReserved(id) { return id }
            if !afterDotReserved.contains(id) { return keywords.contains(id) ? "`\(id)`" : id }
        }
        if let identifier = joinedASCIIWords(id) { return finished(identifier) }
        return madeScalarByScalar(id)
    }

    /// The words of an ASCII id joined byte by byte (`main_screen_2` ->
    /// `mainScreen2`), as `madeScalarByScalar` would join them; nil when the
    /// id is not ASCII or has no word at all. The identifier-collision rule
    /// makes one for every id of a spec set, and ids with separators are common.
    static func joinedASCIIWords(_ id: String) -> String? {
        var id = id
        return id.withUTF8 { source in
            guard isJoinableASCII(source) else { return nil }
            return String(unsafeUninitializedCapacity: source.count + 1) { joinASCIIWords(source, into: $0) }
        }
    }

    /// Whether `joinASCIIWords` applies: ASCII, with at least one letter or digit.
    private static func isJoinableASCII(_ source: UnsafeBufferPointer<UInt8>) -> Bool {
        source.allSatisfy({ $0 < 0x80 }) && source.contains(where: isASCIIAlphanumeric)
    }

    /// `joinedASCIIWords`' bytes, written to `output` (room for one byte
    /// more than `source`: a leading `_`); returns how many. In bounds by
    /// construction: at most one `_`, then at most one byte for each byte of
    /// `source`, so never more than `source.count + 1`.
    private static func joinASCIIWords(_ source: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var count = 0
        if source.first(where: isASCIIAlphanumeric).map({ $0 <= UInt8(ascii: "9") }) ?? false {
            output[0] = UInt8(ascii: "_")
            count = 1
        }
        var startsWord = false, sawWord = false
        for byte in source {
            guard isASCIIAlphanumeric(byte) else {
                startsWord = true
                continue
            }
            // Words after the first start with a capital letter.
            let isLowercase = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
            output[count] = startsWord && sawWord && isLowercase ? byte - 0x20 : byte
            count += 1
            startsWord = false
            sawWord = true
        }
        return count
    }

    /// `make(id)`'s UTF-8 bytes, lent to `body`. The generated table writes
    /// every id's identifier as bytes: for an ASCII id they are joined in a
    /// scratch buffer and used there, without a `String` for each (most of
    /// the time of making a long id's identifier).
    static func withIdentifier<Result>(of id: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var id = id
        let isJoinable = id.withUTF8(isJoinableASCII)
        guard isJoinable else {
            var identifier = madeScalarByScalar(id)
            return identifier.withUTF8(body)
        }
        return id.withUTF8 { source in
            // Most ids are already identifiers, as `make` finds first.
            if isAlphanumericWord(source), !mayBeReserved(source) { return body(source) }
            // `source.count + 1`: all `joinASCIIWords` can write.
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: source.count + 1) { output in
                let joined = UnsafeBufferPointer(rebasing: output[..<joinASCIIWords(source, into: output)])
                // As `finished`, which needs a `String` only for a word that may be reserved.
                guard mayBeReserved(joined) else { return body(joined) }
                var identifier = finished(String(decoding: joined, as: UTF8.self))
                return identifier.withUTF8(body)
            }
        }
    }

    /// A hash of `bare(make(id))`'s UTF-8 bytes, seeded per process: equal
    /// identifiers, equal hashes. The identifier-collision rule needs only
    /// this for every id (the identifiers themselves only when two hashes
    /// meet), so an ASCII id is joined into a scratch buffer and hashed
    /// there, without making a `String` or looking it up among the keywords
    /// (which `bare` would take the backticks off again).
    static func bareIdentifierHash(_ id: String) -> UInt64 {
        var id = id
        let hashed = id.withUTF8 { source -> UInt64? in
            guard isJoinableASCII(source) else { return nil }
            // `source.count + 2`: all `joinASCIIWords` can write, and the `_` after it.
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: source.count + 2) { output in
                var count = joinASCIIWords(source, into: output)
                if isAfterDotReserved(UnsafeBufferPointer(rebasing: output[..<count])) {
                    output[count] = UInt8(ascii: "_")
                    count += 1
                }
                return hashOfBytes(UnsafeBufferPointer(rebasing: output[..<count]))
            }
        }
        return hashed ?? identifierHash(bare(make(id)))
    }

    /// The hash `bareIdentifierHash` gives an identifier, from its bytes.
    static func identifierHash(_ identifier: String) -> UInt64 {
        var identifier = identifier
        return identifier.withUTF8(hashOfBytes)
    }

    private static func hashOfBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        return UInt64(UInt(bitPattern: hasher.finalize()))
    }

    /// `afterDotReserved.contains`, on bytes.
    private static func isAfterDotReserved(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count <= afterDotReservedLength && afterDotReservedBytes.contains { $0.elementsEqual(bytes) }
    }

    private static let afterDotReservedBytes = afterDotReserved.map { Array($0.utf8) }
    private static let afterDotReservedLength = afterDotReservedBytes.map(\.count).max() ?? 0

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// A reserved name gets its `_` or its backticks.
    private static func finished(_ identifier: String) -> String {
        // No reserved name is longer than 15 bytes or has a digit: most
        // identifiers (`mainScreen12`) need no lookup.
        guard mayBeReserved(identifier) else { return identifier }
        if afterDotReserved.contains(identifier) { return identifier + "_" }
        if keywords.contains(identifier) { return "`\(identifier)`" }
        return identifier
    }

    /// The general rule, one Unicode scalar at a time.
    static func madeScalarByScalar(_ id: String) -> String {
        var words: [String] = []
        var current = ""
        for scalar in id.unicodeScalars {
            if scalar.isASCII, isAlphanumeric(scalar) {
                current.unicodeScalars.append(scalar)
            } else if scalar.isASCII, !isAlphanumeric(scalar) {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current += escape(scalar)
            }
        }
        if !current.isEmpty { words.append(current) }
        guard var identifier = words.first else { return "_" + id.unicodeScalars.map(escape).joined() }
        for word in words.dropFirst() { identifier += word.prefix(1).uppercased() + word.dropFirst() }
        if let first = identifier.unicodeScalars.first, ("0"..."9").contains(first) { identifier = "_" + identifier }
        if identifier.isEmpty { identifier = "_" }
        return finished(identifier)
    }

    /// The identifier without backticks, for comparing two of them.
    public static func bare(_ identifier: String) -> String {
        identifier.hasPrefix("`") ? String(identifier.dropFirst().dropLast()) : identifier
    }

    /// False for a word no reserved name (`keywords`, `afterDotReserved`)
    /// can be: one with a digit, or longer than the longest of them. Looking
    /// a word up in the two sets hashes it twice; the generated table and the
    /// identifier-collision rule ask this of every id of a spec set.
    static func mayBeReserved(_ word: String) -> Bool {
        word.utf8.withContiguousStorageIfAvailable(mayBeReserved) ?? mayBeReserved(word.utf8)
    }

    /// `mayBeReserved`, on a word's UTF-8.
    private static func mayBeReserved(_ word: some Collection<UInt8>) -> Bool {
        word.count <= 15 && !word.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// ASCII letters and digits, not starting with a digit. Such an id
    /// becomes itself, or, if `afterDotReserved`, itself and a `_`.
    static func isAlphanumericWord(_ id: String) -> Bool {
        // Read the bytes in place: a String's own iterator costs several times as much.
        id.utf8.withContiguousStorageIfAvailable(isAlphanumericWord) ?? isAlphanumericWord(id.utf8)
    }

    /// `isAlphanumericWord`, on an id's UTF-8.
    private static func isAlphanumericWord(_ bytes: some Collection<UInt8>) -> Bool {
        guard let first = bytes.first, first >= UInt8(ascii: "A") else { return false }
        return bytes.allSatisfy(isASCIIAlphanumeric)
    }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && isASCIIAlphanumeric(UInt8(scalar.value))
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "_u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Names that, after a dot, do not name an enum case even in backticks, or
    /// that clash with members every generated id enum has.
    static let afterDotReserved: Set<String> = [
        "self", "Self", "Type", "Protocol", "init", "allCases", "rawValue", "hashValue", "hash",
    ]

    /// Swift's keywords and contextual words that need backticks as names.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "super",
        "throws", "true", "try", "_", "package", "some", "any", "actor", "async", "macro",
    ]
}
