import Testing
@testable import YAMLSource

/// How scalars are written (styles, tags) and what they mean (`ScalarValue`).
@Suite("Scalar styles, tags and values")
struct ScalarValueTests {
    // MARK: Styles and tags, through the reader

    @Test("each scalar style is recorded, and only plain scalars are resolved")
    func styles() throws {
        let text = """
            plain: no
            single: 'no'
            double: "no"
            literal: |
              no
            folded: >
              no
              more
            quotedNumber: "123"
            escaped: "a\\tb\\u00e9"
            doubledQuote: 'it''s'

            """
        let result = read(text)
        #expect(result.problems.isEmpty)
        let doc = try #require(result.document)
        func node(_ key: String) throws -> YAMLNodeID { try #require(doc.node(PathStep.key(key))) }

        #expect(doc[try node("plain")].style == .plain)
        #expect(doc[try node("plain")].style.isPlain)
        #expect(doc[try node("single")].style == .singleQuoted)
        #expect(doc[try node("double")].style == .doubleQuoted)
        #expect(doc[try node("literal")].style == .literal)
        #expect(doc[try node("folded")].style == .folded)
        #expect(!doc[try node("double")].style.isPlain)

        // `no` is YAML 1.1's false; `"no"` (any non-plain style) is the word.
        #expect(doc.value(try node("plain")) == .bool(false))
        #expect(doc.value(try node("single")) == .string("no"))
        #expect(doc.value(try node("double")) == .string("no"))
        #expect(doc.value(try node("literal")) == .string("no\n"))
        #expect(doc.value(try node("folded")) == .string("no more\n"))
        #expect(doc.value(try node("quotedNumber")) == .string("123"))
        #expect(doc.value(try node("escaped")) == .string("a\tbé"))
        #expect(doc.value(try node("doubledQuote")) == .string("it's"))
        // Keys are scalars too.
        let root = try #require(doc.root)
        #expect(doc.value(try #require(doc.keyNode(in: root, "plain"))) == .string("plain"))
        // Collections have no scalar value or text.
        #expect(doc.value(root) == nil)
        #expect(doc.text(root) == nil)
    }

    @Test("a multi-line plain scalar is folded; CRLF in a literal block becomes LF")
    func foldingAndLineBreaks() throws {
        let doc = try #require(read("a: one\n  two\nb: |\r\n  x\r\n  y\r\n").document)
        #expect(doc.value(try #require(doc.node("a"))) == .string("one two"))
        #expect(doc.value(try #require(doc.node("b"))) == .string("x\ny\n"))
    }

    @Test("explicit tags: !!str keeps a number a string, core tags convert, custom tags are kept")
    func tags() throws {
        let text = """
            str: !!str 123
            strBool: !!str yes
            int: !!int "0x10"
            float: !!float 1
            bool: !!bool 'true'
            null: !!null ""
            custom: !custom x
            local: !custom 123
            nonSpecific: ! 123
            untagged: 123
            seq: !things [1]

            """
        let result = read(text)
        #expect(result.problems.isEmpty)
        let doc = try #require(result.document)
        func node(_ key: String) throws -> YAMLNodeID { try #require(doc.node(PathStep.key(key))) }

        #expect(doc.tag(try node("str")) == "tag:yaml.org,2002:str")
        #expect(doc.value(try node("str")) == .string("123"))
        #expect(doc.value(try node("strBool")) == .string("yes"))
        #expect(doc.value(try node("int")) == .int(16))
        #expect(doc.value(try node("float")) == .float(1))
        #expect(doc.value(try node("bool")) == .bool(true))
        #expect(doc.value(try node("null")) == .null)
        #expect(doc.tag(try node("custom")) == "!custom")
        #expect(doc.value(try node("custom")) == .string("x"))
        // An unknown tag never resolves: the text stays a string.
        #expect(doc.value(try node("local")) == .string("123"))
        #expect(doc.tag(try node("nonSpecific")) == "!")
        #expect(doc.value(try node("nonSpecific")) == .string("123"))
        #expect(doc.tag(try node("untagged")) == nil)
        #expect(doc.value(try node("untagged")) == .int(123))
        #expect(doc.tag(try node("seq")) == "!things")
        #expect(doc.items(try node("seq")).count == 1)
    }

    @Test("%TAG directives expand tag handles")
    func tagDirective() throws {
        let doc = try #require(read("%TAG !e! tag:example.com,2000:\n---\na: !e!thing x\n").document)
        #expect(doc.tag(try #require(doc.node("a"))) == "tag:example.com,2000:thing")
    }

    // MARK: ScalarValue.resolve, plain scalars (YAML 1.1 as PyYAML reads it)

    static let plainTable: [(String, ScalarValue)] = [
        // Null.
        ("", .null), ("~", .null), ("null", .null), ("Null", .null), ("NULL", .null),
        // Booleans, in the three spellings YAML 1.1 allows each.
        ("true", .bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)),
        ("false", .bool(false)), ("False", .bool(false)), ("FALSE", .bool(false)),
        ("yes", .bool(true)), ("Yes", .bool(true)), ("YES", .bool(true)),
        ("no", .bool(false)), ("No", .bool(false)), ("NO", .bool(false)),
        ("on", .bool(true)), ("On", .bool(true)), ("ON", .bool(true)),
        ("off", .bool(false)), ("Off", .bool(false)), ("OFF", .bool(false)),
        // Integers.
        ("0", .int(0)), ("7", .int(7)), ("123", .int(123)), ("-17", .int(-17)), ("+17", .int(17)),
        ("-0", .int(0)),
        ("0x1F", .int(31)), ("0xff", .int(255)), ("-0x1F", .int(-31)), ("+0x1F", .int(31)), ("0x_1F", .int(31)),
        ("017", .int(15)), ("-017", .int(-15)), ("00", .int(0)), ("0_17", .int(15)),
        ("0b101", .int(5)), ("-0b101", .int(-5)), ("0b1_0", .int(2)),
        ("1_000", .int(1000)), ("1_000_000", .int(1_000_000)),
        ("1:30", .int(90)), ("-1:30", .int(-90)), ("190:20:30", .int(685_230)), ("1:3", .int(63)),
        ("9223372036854775807", .int(Int.max)),
        // Floats.
        ("1.5", .float(1.5)), ("-1.5", .float(-1.5)), ("+1.5", .float(1.5)),
        (".5", .float(0.5)), ("-.5", .float(-0.5)), ("1.", .float(1.0)), ("0.5", .float(0.5)),
        ("1e3", .float(1000)), ("1E3", .float(1000)), ("1e-3", .float(0.001)),
        ("1.0e+3", .float(1000)), ("1.5e3", .float(1500)), ("-2.5E-2", .float(-0.025)),
        ("1_000.5", .float(1000.5)),
        (".inf", .float(.infinity)), (".Inf", .float(.infinity)), (".INF", .float(.infinity)),
        ("+.inf", .float(.infinity)), ("-.inf", .float(-.infinity)), ("-.INF", .float(-.infinity)),
        ("1e400", .float(.infinity)), ("-1e400", .float(-.infinity)),
        // A decimal integer too big for Int is still a number.
        ("9223372036854775808", .float(9.223372036854775808e18)),
        ("123456789012345678901234567890", .float(1.2345678901234568e29)),
        // Words that look like one of the above but are not.
        ("0o17", .string("0o17")), ("1.2.3", .string("1.2.3")), ("12abc", .string("12abc")),
        ("yEs", .string("yEs")), ("y", .string("y")), ("n", .string("n")), ("nULL", .string("nULL")),
        ("tRUE", .string("tRUE")), ("none", .string("none")),
        ("0X1F", .string("0X1F")), ("0x", .string("0x")), ("0xG", .string("0xG")), ("0b", .string("0b")),
        ("0b2", .string("0b2")), ("08", .string("08")), ("09.x", .string("09.x")),
        ("1:60", .string("1:60")), ("01:30", .string("01:30")), ("1:", .string("1:")), ("1:123", .string("1:123")),
        (".", .string(".")), ("-", .string("-")), ("+", .string("+")), ("e3", .string("e3")), ("1e", .string("1e")),
        ("1e+", .string("1e+")), ("_1", .string("_1")), ("1,000", .string("1,000")),
        ("inf", .string("inf")), ("nan", .string("nan")), ("Infinity", .string("Infinity")),
        ("--1", .string("--1")), ("1 2", .string("1 2")), ("0x1F.5", .string("0x1F.5")),
    ]

    @Test("plain scalars resolve by the YAML 1.1 rules", arguments: plainTable)
    func plainScalar(text: String, expected: ScalarValue) {
        #expect(ScalarValue.resolve(text, style: .plain, tag: nil) == expected, "\(text)")
    }

    /// The decoders' shortcut for strings: whatever `evidentString` reads
    /// is the string `value` reads, and ids such as `s12` are read by it.
    @Test("evidentString never disagrees with value")
    func evidentStringAgreesWithValue() throws {
        let texts = Self.plainTable.map(\.0).filter { !["-", "+", "."].contains($0) && !$0.contains(",") && !$0.hasSuffix(":") }
            + ["s12", "main_screen_12", "open", "é", "~x"]
        var lines: [String] = []
        for (index, text) in texts.enumerated() {
            lines += ["p\(index): \(text)", "q\(index): '\(text)'"]
        }
        lines += ["tagged: !!int 12", "taggedWord: !!str abc", "custom: !custom word", "anchor: &a word", "alias: *a",
                  "mapping: {x: 1}", "sequence: [1]", "literal: |\n  no\n"]
        let doc = try #require(read(lines.joined(separator: "\n") + "\n").document)
        let root = try #require(doc.root)
        var evident: [String] = []
        for (key, value) in doc.entries(root) {
            guard let text = doc.evidentString(value) else { continue }
            #expect(doc.value(value) == .string(text), "\(doc.text(key) ?? "")")
            evident.append(doc.text(key) ?? "")
        }
        // Plain words are evident unless their first byte could start another
        // type (`open`: `on`, `off`); those go through `value`.
        for word in ["s12", "main_screen_12", "é", "open", "~x"] {
            let key = "p\(try #require(texts.firstIndex(of: word)))"
            #expect(evident.contains(key) == !["open", "~x"].contains(word), "\(word)")
        }
        #expect(evident.contains("alias") && evident.contains("literal") && !evident.contains("taggedWord"))
    }

    /// The same for flags: `evidentBool` reads plain `true` and `false`
    /// only, and never disagrees with `value`.
    @Test("evidentBool never disagrees with value")
    func evidentBoolAgreesWithValue() throws {
        let doc = try #require(read("""
            a: true
            b: false
            c: yes
            d: True
            e: 'true'
            f: !!bool false
            g: !!str true
            h: &flag true
            i: *flag
            j: truth

            """).document)
        let root = try #require(doc.root)
        var read: [String: Bool] = [:]
        for (key, value) in doc.entries(root) {
            guard let flag = doc.evidentBool(value) else { continue }
            #expect(doc.value(value) == .bool(flag))
            read[doc.text(key) ?? ""] = flag
        }
        #expect(read == ["a": true, "b": false, "h": true, "i": true])
    }

    @Test("NaN in every spelling is a float NaN", arguments: [".nan", ".NaN", ".NAN"])
    func notANumber(text: String) {
        guard case .float(let value) = ScalarValue.resolve(text, style: .plain, tag: nil) else {
            Issue.record("\(text) is not a float")
            return
        }
        #expect(value.isNaN)
    }

    @Test("a trailing underscore: `1_` is the integer 1 under YAML 1.1 ([1-9][0-9_]*), as PyYAML reads it")
    func trailingUnderscore() {
        #expect(ScalarValue.resolve("1_", style: .plain, tag: nil) == .int(1))
        #expect(ScalarValue.resolve("1_", style: .doubleQuoted, tag: nil) == .string("1_"))
    }

    @Test("the same texts, in any non-plain style, are strings",
          arguments: [ScalarStyle.singleQuoted, .doubleQuoted, .literal, .folded])
    func quotedIsString(style: ScalarStyle) {
        for (text, _) in Self.plainTable {
            #expect(ScalarValue.resolve(text, style: style, tag: nil) == .string(text))
        }
    }

    static let taggedTable: [(String, String, ScalarValue)] = [
        ("str", "123", .string("123")), ("str", "", .string("")), ("str", "null", .string("null")),
        ("int", "0x10", .int(16)), ("int", "1:30", .int(90)), ("int", "abc", .string("abc")),
        ("float", "1", .float(1)), ("float", "0x10", .float(16)), ("float", "2.5", .float(2.5)),
        ("bool", "off", .bool(false)), ("bool", "1", .string("1")),
        ("null", "~", .null), ("null", "", .null), ("null", "x", .string("x")),
        ("binary", "aGk=", .string("aGk=")), ("timestamp", "2001-12-14", .string("2001-12-14")),
    ]

    @Test("tags decide how a scalar resolves, whatever its style", arguments: taggedTable)
    func tagged(tag: String, text: String, expected: ScalarValue) {
        for style in [ScalarStyle.plain, .doubleQuoted] {
            #expect(ScalarValue.resolve(text, style: style, tag: "tag:yaml.org,2002:" + tag) == expected,
                    "!!\(tag) \(text)")
        }
        #expect(ScalarValue.resolve("123", style: .plain, tag: "!custom") == .string("123"))
    }

    @Test("isYAML11BooleanWord flags the surprising booleans only")
    func yaml11BooleanWords() {
        for word in ["yes", "Yes", "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF"] {
            #expect(ScalarValue.isYAML11BooleanWord(word), "\(word)")
        }
        for word in ["true", "false", "True", "y", "n", "yEs", "none", ""] {
            #expect(!ScalarValue.isYAML11BooleanWord(word), "\(word)")
        }
    }
}
