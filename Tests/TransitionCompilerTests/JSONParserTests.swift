import Testing
@testable import TransitionCompiler

/// The strict JSON reader behind the baseline.
struct JSONParserTests {
    func parse(_ text: String) throws -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    @Test func readsEveryKindOfValueAndKeepsKeyOrder() throws {
        let value = try parse(#" { "b": [1, -2.5e1, true, false, null], "a": "x\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00" } "#)
        #expect(value == .object([
            ("b", .array([.int(1), .double(-25), .bool(true), .bool(false), .null])),
            ("a", .string("x\"\\/\u{8}\u{C}\n\r\té😀")),
        ]))
    }

    @Test func whatItWritesItReads() throws {
        let value = JSONValue.object([("k", .string("line\nbreak \u{1} \"quoted\" é")), ("n", .array([.int(0), .double(0.5)]))])
        #expect(try parse(value.serialized(pretty: true)) == value)
        #expect(try parse(value.serialized()) == value)
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "line 1, column 9: expected a key in quotes"),
        ("[1, 2", "line 1, column 6: expected `,` or `]`"),
        ("{\"a\": 1, \"a\": 2}", "line 1, column 10: the key `a` is repeated"),
        ("\"a\u{1}\"", "line 1, column 3: a control character in a string must be escaped"),
        ("012", "line 1, column 1: not a valid number"),
        ("1.", "line 1, column 1: not a valid number"),
        ("\"\\x\"", "line 1, column 2: unknown escape in a string"),
        ("\"\\ud800\"", "line 1, column 8: a high surrogate must be followed by a low one"),
        ("nul", "line 1, column 1: expected a value"),
        ("{}\n{}", "line 2, column 1: unexpected text after the JSON value"),
        ("1e999", "line 1, column 1: the number is too large"),
    ])
    func rejectsWhatJSONDoesNotAllow(_ text: String, _ message: String) {
        #expect { try parse(text) } throws: { ($0 as? JSONParser.Failure)?.description == message }
    }

    @Test func invalidUTF8InAStringIsAnError() {
        #expect(throws: JSONParser.Failure(line: 1, column: 1, message: "the string is not valid UTF-8")) {
            try JSONParser.parse([0x22, 0xFF, 0x22])
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: JSONParser.Failure.self) { try parse(deep) }
    }
}
