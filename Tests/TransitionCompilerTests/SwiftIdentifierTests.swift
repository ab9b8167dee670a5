import Testing
@testable import TransitionCompiler

@Suite struct SwiftIdentifierTests {
    @Test(arguments: [
        ("home", "home"),
        ("open-compose", "openCompose"),
        ("main_screen_2", "mainScreen2"),
        ("__x__y", "xY"),
        ("2fa", "_2fa"),
        ("two-2fa", "two2fa"),
        ("Big-bad", "BigBad"),
        ("class", "`class`"),
        ("my-class", "myClass"),
        ("self", "self_"),
        ("all-cases", "allCases_"),
        ("---", "__u002D_u002D_u002D"),
        ("café", "caf_u00E9"),
        ("", "_"),
    ])
    func mapsIDs(_ id: String, _ expected: String) {
        #expect(SwiftIdentifier.make(id) == expected)
        // The generated table writes identifiers as bytes, made apart from `make`.
        #expect(SwiftIdentifier.withIdentifier(of: id) { String(decoding: $0, as: UTF8.self) } == expected)
    }

    /// `make` skips looking up a word with a digit, or longer than 15 bytes,
    /// among the reserved names: none of them may be such a word.
    @Test func everyReservedNameIsOneThatIsLookedUp() {
        let reserved = SwiftIdentifier.keywords.union(SwiftIdentifier.afterDotReserved)
        #expect(reserved.filter { !SwiftIdentifier.mayBeReserved($0) }.isEmpty)
        #expect(!SwiftIdentifier.mayBeReserved("open9") && !SwiftIdentifier.mayBeReserved("precedencegroups"))
        #expect(SwiftIdentifier.make("Type2") == "Type2" && SwiftIdentifier.make("Type") == "Type_")
    }

    /// The byte-by-byte path for ASCII ids must agree with the general rule
    /// on every ASCII id, separators, digits and reserved words included.
    @Test func asciiPathAgreesWithTheGeneralRule() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        let alphabet = Array("abzAZ09_-. $x".utf8) + [UInt8(ascii: "\t")]
        let words = ["self", "class", "Type", "init", "rawValue", "allCases", "_", "1"]
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(next() % 9) {
                if next() % 5 == 0 {
                    bytes += Array(words[Int(next() % UInt64(words.count))].utf8)
                } else {
                    bytes.append(alphabet[Int(next() % UInt64(alphabet.count))])
                }
            }
            let id = String(decoding: bytes, as: UTF8.self)
            #expect(SwiftIdentifier.make(id) == SwiftIdentifier.madeScalarByScalar(id), "id: \(id.debugDescription)")
            #expect(SwiftIdentifier.withIdentifier(of: id) { Array($0) } == Array(SwiftIdentifier.make(id).utf8),
                    "id: \(id.debugDescription)")
            // The identifier-collision rule hashes ASCII ids without making their identifiers.
            #expect(SwiftIdentifier.bareIdentifierHash(id) == SwiftIdentifier.identifierHash(SwiftIdentifier.bare(SwiftIdentifier.make(id))),
                    "id: \(id.debugDescription)")
        }
    }

    /// The hash of an identifier, as the identifier-collision rule compares
    /// them, for the ids `mapsIDs` spells out (reserved words, a leading
    /// digit, non-ASCII, no word at all) and for ids that meet.
    @Test func hashesWhatTheIdentifierIsWithoutBackticks() {
        for id in ["home", "main_screen_2", "2fa", "class", "self", "all-cases", "hash-value", "---", "café", "", "_"] {
            #expect(SwiftIdentifier.bareIdentifierHash(id) == SwiftIdentifier.identifierHash(SwiftIdentifier.bare(SwiftIdentifier.make(id))),
                    "id: \(id.debugDescription)")
        }
        #expect(SwiftIdentifier.bareIdentifierHash("open-compose") == SwiftIdentifier.bareIdentifierHash("open_compose"))
        #expect(SwiftIdentifier.bareIdentifierHash("self") == SwiftIdentifier.bareIdentifierHash("self_"))
        #expect(SwiftIdentifier.bareIdentifierHash("self") != SwiftIdentifier.bareIdentifierHash("self-2"))
        #expect(SwiftIdentifier.bareIdentifierHash("class") == SwiftIdentifier.identifierHash("class"))
    }
}
