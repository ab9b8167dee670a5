import JSONCodec
import JSONSource
import Testing
import YAMLSource

/// JSON read through the YAML front end: JSON's values, JSON's errors, each
/// at its line and column.
struct JSONReaderTests {
    func read(_ text: String) throws(JSONReadError) -> JSONValue {
        try JSONReader.value(of: Array(text.utf8))
    }

    /// `line L, column C: message`, or the value when there is no error.
    func outcome(_ text: String) -> String {
        do {
            return "value " + (try read(text)).serialized()
        } catch {
            return error.description
        }
    }

    @Test func readsEveryKindOfValueAndKeepsKeyOrder() throws {
        let value = try read(#" { "b": [1, -2.5e1, true, false, null], "a": "x\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00", "": {} } "#)
        #expect(value == .object([
            ("b", .array([.int(1), .double(-25), .bool(true), .bool(false), .null])),
            ("a", .string("x\"\\/\u{8}\u{C}\n\r\té😀")),
            ("", .object([])),
        ]))
        guard case .object(let members) = value else { return }
        #expect(members.map(\.0) == ["b", "a", ""])
    }

    @Test func surrogatePairsAnywhereInAStringAndInKeys() throws {
        let value = try read(#"{"\uD83D\uDE00 key": ["a\ud834\udd1eb", "\u00e9\uDBFF\uDFFF", "\\ud83d"]}"#)
        #expect(value == .object([("😀 key", .array([.string("a𝄞b"), .string("é\u{10FFFF}"), .string("\\ud83d")]))]))
    }

    @Test func numbers() throws {
        let value = try read("[0, -0, -0.0, 1e5, 1E+2, -1.5e-3, 9223372036854775807, 12345678901234567890, 0.1, 2.5E0]")
        #expect(value == .array([
            .int(0), .int(0), .double(-0.0), .double(100_000), .double(100), .double(-0.0015),
            .int(Int.max), .double(1.2345678901234567e19), .double(0.1), .double(2.5),
        ]))
        guard case .array(let items) = value, case .double(let negativeZero) = items[2] else { return }
        #expect(negativeZero.sign == .minus)
    }

    @Test func nestedEmptiesAndScalarsAtTheTop() throws {
        #expect(try read("[[], {}, [[]], {\"a\": {}}, [{}]]")
                == .array([.array([]), .object([]), .array([.array([])]), .object([("a", .object([]))]), .array([.object([])])]))
        #expect(try read(" \"text\" ") == .string("text"))
        #expect(try read("12") == .int(12))
        #expect(try read("null") == .null)
        #expect(try read("\"\"") == .string(""))
    }

    @Test func whitespaceIsJSONsEverywhere() throws {
        let expected = JSONValue.object([("a", .array([.int(1), .int(2)])), ("b", .string("c"))])
        #expect(try read("{\n\t\"a\"\t:\t[\n\t\t1,\n\t\t2\n\t],\n\t\"b\": \"c\"\n}\n") == expected)
        #expect(try read("{\r\n  \"a\": [1, 2],\r\n  \"b\": \"c\"\r\n}\r\n") == expected)
        #expect(try JSONReader.value(of: [0xEF, 0xBB, 0xBF] + Array("{\"a\": [1,2], \"b\": \"c\"}".utf8)) == expected)
        #expect(try read("{\"a\"  :[1 ,2] ,\"b\":\"c\"}") == expected)
        // Outside the brackets YAML takes a tab for indentation.
        #expect(try read("\t\n\t{\"a\": [1, 2], \"b\": \"c\"}\t\n\t\n") == expected)
        #expect(try read("\t\"text\"\t") == .string("text"))
    }

    @Test func whatTheWriterWritesTheReaderReads() throws {
        let value = JSONValue.object([
            ("k", .string("line\nbreak \u{1} \u{7F} \u{85} \u{2028} \"quoted\" é 😀 \\ /")),
            ("n", .array([.int(0), .double(0.5), .int(-7), .double(1e300), .null, .bool(false)])),
            ("nested", .object([("empty", .array([])), ("deeper", .object([("x", .object([]))]))])),
        ])
        #expect(try read(value.serialized(pretty: true)) == value)
        #expect(try read(value.serialized()) == value)
    }

    /// What JSON allows in a string and YAML not as it stands: given to
    /// libyaml as stand-ins, read from the original bytes.
    @Test func charactersYAMLDoesNotAllowInAStringAreKept() throws {
        for character in ["\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{2028}", "\u{2029}", "\u{FFFE}", "\u{FFFF}"] {
            #expect(try read("[\"a\(character)b\", 1]") == .array([.string("a\(character)b"), .int(1)]), "U+\(character.unicodeScalars.first!.value)")
        }
        // Columns count characters; the stand-ins are no new lines.
        #expect(outcome("[\"\u{2028}\u{85}\", x]") == "line 1, column 8: `x` is not a JSON value: a string is written in double quotes, and JSON's words are `true`, `false` and `null`")
    }

    /// The scans look at eight bytes at a time: whatever its place in a
    /// word, a character that needs a look is found.
    @Test func everyPlaceInAWord() throws {
        let plain = String(repeating: "abcdefgh", count: 3)
        for index in 0..<plain.count {
            let cut = plain.index(plain.startIndex, offsetBy: index)
            let before = String(plain[..<cut]), after = String(plain[cut...])
            #expect(outcome("\"\(before)\u{1}\(after)\"").hasPrefix("line 1, column \(index + 2): a control character"))
            #expect(outcome("\"\(before)\\e\(after)\"").hasPrefix("line 1, column \(index + 2): `\\e` is an escape of YAML"))
            #expect(try read("\"\(before)\\n\\ud83d\\ude00\(after)\"") == .string(before + "\n😀" + after))
            for character in ["\u{7F}", "\u{85}", "é"] {
                #expect(try read("\"\(before)\(character)\(after)\"") == .string(before + character + after))
            }
        }
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "line 1, column 8: a comma after the last item is not JSON"),
        ("[1, 2,\n]", "line 1, column 6: a comma after the last item is not JSON"),
        ("{\"a\": 1, \"a\": 2}", "line 1, column 10: the key `a` is repeated"),
        ("{\"b\": {\"a\": 1,\n  \"a\": 2}}", "line 2, column 3: the key `a` is repeated"),
        ("\"a\u{1}\"", "line 1, column 3: a control character (U+0001) in a string must be written as an escape, `\\u0001`"),
        ("\"a\tb\"", "line 1, column 3: a tab in a string must be written `\\t`"),
        ("[\"a\nb\"]", "line 1, column 4: a line break in a string must be written `\\n` (or `\\r`)"),
        ("[\"a\\\n b\"]", "line 1, column 4: `\\U+000A` is an escape of YAML, not of JSON, which has only `\\\"`, `\\\\`, `\\/`, `\\b`, `\\f`, `\\n`, `\\r`, `\\t` and `\\uXXXX`"),
        ("\"\\x41\"", "line 1, column 2: `\\x` is an escape of YAML, not of JSON, which has only `\\\"`, `\\\\`, `\\/`, `\\b`, `\\f`, `\\n`, `\\r`, `\\t` and `\\uXXXX`"),
        ("\"\\ud800\"", "line 1, column 2: the high surrogate `\\uD800` must be followed by a low one (`\\uDC00` to `\\uDFFF`)"),
        ("\"ab\\uDC00\"", "line 1, column 4: the low surrogate `\\uDC00` follows no high one"),
        ("[\"\\ud83dx\"]", "line 1, column 3: the high surrogate `\\uD83D` must be followed by a low one (`\\uDC00` to `\\uDFFF`)"),
        ("012", "line 1, column 1: `012` is not a number as JSON writes one"),
        ("[1.]", "line 1, column 2: `1.` is not a number as JSON writes one"),
        ("[.5, +1]", "line 1, column 2: `.5` is not a number as JSON writes one"),
        ("[0x1F]", "line 1, column 2: `0x1F` is not a number as JSON writes one"),
        ("[1_000]", "line 1, column 2: `1_000` is not a number as JSON writes one"),
        ("[.inf]", "line 1, column 2: `.inf` is not a number as JSON writes one"),
        ("[1e999]", "line 1, column 2: the number `1e999` is too large"),
        ("{\"a\": yes}", "line 1, column 7: `yes` is not a JSON value: a string is written in double quotes, and JSON's words are `true`, `false` and `null`"),
        ("[~]", "line 1, column 2: `~` is not a JSON value: a string is written in double quotes, and JSON's words are `true`, `false` and `null`"),
        ("[True]", "line 1, column 2: `True` is not a JSON value: a string is written in double quotes, and JSON's words are `true`, `false` and `null`"),
        ("nul", "line 1, column 1: `nul` is not a JSON value: a string is written in double quotes, and JSON's words are `true`, `false` and `null`"),
        ("{\"a\":}", "line 1, column 6: expected a value"),
        ("{\"a\"}", "line 1, column 5: expected `:`"),
        ("", "line 1, column 1: expected a JSON value, found the end of the text"),
        ("  \n", "line 2, column 1: expected a JSON value, found the end of the text"),
        ("{}\n{}", "line 2, column 1: unexpected text after the JSON value"),
        ("{a: 1}", "line 1, column 2: a key is a string in double quotes in JSON"),
        ("{'a': 1}", "line 1, column 2: a key is a string in double quotes in JSON"),
        ("{\"a\": 'x'}", "line 1, column 7: a string in single quotes is YAML; JSON writes a string in double quotes"),
        ("a: 1", "line 1, column 1: an indented (block) mapping is YAML; JSON writes an object as `{…}`"),
        ("- 1", "line 1, column 1: an indented (block) list of `- ` items is YAML; JSON writes an array as `[…]`"),
        ("{\"a\": [\n  1]}\n", "value {\"a\":[1]}"),
        ("[\"a\": 1]", "line 1, column 2: a `key: value` pair inside `[…]` is YAML; JSON writes an object as `{…}`"),
        ("|\n  text\n", "line 1, column 1: a block scalar (`|` or `>`) is YAML; JSON writes a string in double quotes"),
        ("{\"a\": &x 1}", "line 1, column 7: an anchor (`&x`) is YAML, not JSON"),
        ("[&x [1], *x]", "line 1, column 2: an anchor (`&x`) is YAML, not JSON"),
        ("[*x]", "line 1, column 2: undefined alias `*x`; an alias must follow its anchor `&x`"),
        ("!!str \"a\"", "line 1, column 1: a tag (`!!str`) is YAML, not JSON"),
        ("[1, !custom {}]", "line 1, column 5: a tag (`!custom`) is YAML, not JSON"),
        ("{\"a\": 1} # note", "line 1, column 10: a comment is YAML, not JSON"),
        ("# note\n{}", "line 1, column 1: a comment is YAML, not JSON"),
        ("{\"a\": 1 # note\n}", "line 1, column 9: a comment is YAML, not JSON"),
        ("{? \"a\": 1}", "line 1, column 2: an explicit key (`?`) is YAML, not JSON"),
        ("{<<: {\"b\": 1}, \"a\": 2}", "line 1, column 2: a merge key (`<<`) is YAML, not JSON"),
        ("--- {}", "line 1, column 1: a document marker (`---`) is YAML, not JSON"),
        ("%YAML 1.1\n--- {}", "line 1, column 1: a directive (`%`) is YAML, not JSON"),
        ("{} ...", "line 1, column 4: unexpected text after the JSON value"),
        ("{}\n...\n", "line 2, column 1: a document end marker (`...`) is YAML, not JSON"),
        ("[1, 2", "line 1, column 6: did not find expected ',' or ']'"),
        ("{\"a\" 1}", "line 1, column 6: did not find expected ',' or '}'"),
        ("[1,\u{1}2]", "line 1, column 4: unexpected `U+0001`"),
    ])
    func rejectsWhatJSONDoesNotAllow(_ text: String, _ expected: String) {
        #expect(outcome(text) == expected)
    }

    @Test func aRepeatedKeyNamesTheFirst() {
        #expect { try read("{\"a\": 1,\n \"a\": 2}") } throws: { error in
            guard let error = error as? JSONReadError else { return false }
            return error.problem.kind == .duplicateKey
                && error.problem.notes.map { "\($0.range.start.line):\($0.range.start.column) \($0.message)" } == ["1:2 `a` is first here"]
        }
    }

    @Test func invalidUTF8IsAnErrorAtItsByte() {
        #expect { try JSONReader.value(of: Array("[\"ok\", \"".utf8) + [0xFF, 0x22, 0x5D]) } throws: {
            ($0 as? JSONReadError)?.description == "line 1, column 9: invalid UTF-8 (byte 0xFF); JSON is UTF-8 text"
        }
    }

    @Test func nestingHasALimit() {
        let deepest = String(repeating: "[", count: JSONReader.maxDepth) + String(repeating: "]", count: JSONReader.maxDepth)
        #expect(outcome(deepest).hasPrefix("value [[["))
        let deeper = "[" + deepest + "]"
        #expect(outcome(deeper) == "line 1, column 65: nested more than 64 levels deep")
        #expect(outcome(String(repeating: "[", count: 100_000)) == "line 1, column 65: nested more than 64 levels deep")
    }

    /// libyaml reads a key of `{…}` only when it and its `:` are within 1024
    /// characters on one line (`JSONReader`): valid JSON beyond that is an
    /// error that says why.
    @Test func keysLibYAMLCannotRead() throws {
        let longest = String(repeating: "k", count: 1020)
        #expect(try read("{\"\(longest)\": 1}") == .object([(longest, .int(1))]))
        let tooLong = String(repeating: "k", count: 1030)
        #expect(outcome("{\"a\": 1,\n \"\(tooLong)\": 2}") == "line 2, column 1034: this key cannot be read: it is over 1024 characters long or has a line break in it (YAML, which reads this JSON, needs a key and its `:` within 1024 characters on one line)")
        #expect(outcome("{\"a\\u000a\nb\": 1}") == "line 2, column 3: this key cannot be read: it is over 1024 characters long or has a line break in it (YAML, which reads this JSON, needs a key and its `:` within 1024 characters on one line)")
        #expect(outcome("{\"a\"\n: 1}") == "line 2, column 1: this key cannot be read: its `:` is on a later line (YAML, which reads this JSON, needs a key and its `:` within 1024 characters on one line)")
        // A long string as a value is no key: no limit.
        let text = String(repeating: "v", count: 100_000)
        #expect(try read("{\"a\": \"\(text)\"}") == .object([("a", .string(text))]))
    }

    /// What a reader that reports places (a design token file) is given.
    @Test func eachValueHasItsPlace() throws {
        let text = """
            {
              "motion": {
                "$type": "duration",
                "short": {"$value": {"value": 250, "unit": "ms"}},
                "curve": {"$value": [0.2, 0, 0, 1]}
              }
            }
            """
        let tree = try JSONReader.tree(of: SourceText(Array(text.utf8)))
        let motion = try #require(tree.members(of: tree.root).first)
        #expect(motion.key == "motion")
        #expect(tree.range(of: motion.keyNode).start.line == 2 && tree.range(of: motion.keyNode).start.column == 3)
        let members = tree.members(of: motion.value)
        #expect(members.map(\.key) == ["$type", "short", "curve"])
        #expect(tree.string(of: members[0].value) == "duration")
        let curve = try #require(tree.members(of: members[2].value).first?.value)
        let items = Array(tree.items(of: curve))
        #expect(items.map { tree.value(of: $0) } == [.double(0.2), .int(0), .int(0), .int(1)])
        let place = tree.range(of: items[1])
        #expect((place.start.line, place.start.column, place.end.column) == (5, 31, 32))
        #expect(tree.string(of: items[1]) == nil)
        #expect(tree.value == (try read(text)))
    }
}
