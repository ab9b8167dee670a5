import TransitionRuntime
import YAMLSource

/// Reads typed values out of YAML nodes, reporting each problem as a
/// diagnostic and returning nil so that decoding carries on with the rest.
struct NodeReader {
    let document: YAMLDocument
    let file: String
    var diagnostics = Diagnostics()
    /// The ids and references read so far, for the source map (`WrittenName`).
    var names: [WrittenName] = []
    /// What recent numbers and durations were: parsing `0.3` or `350ms`
    /// again for every transition was a third of what decoding one cost.
    private var values = ScalarMemo<RememberedValue>()
    /// Seconds, for `duration`.
    var durations = ScalarMemo<Double>()
    /// Curves written as text (`linear`, `"cubicBezier(0.2, 0, 0, 1)"`):
    /// parsing the call again for every transition cost about 30 000
    /// instructions each, more than the rest of decoding the transition.
    var curves = ScalarMemo<TimingCurve>()
    /// The words of enumerations (`push`, `standard`): which enumeration and
    /// which of its cases, so that each is matched against the names once.
    private var words = ScalarMemo<(type: ObjectIdentifier, caseIndex: Int)>()

    init(document: YAMLDocument, file: String) {
        self.document = document
        self.file = file
    }

    /// The scalar's value under the YAML 1.1 rules (`YAMLDocument.value`).
    /// Numbers and booleans are remembered: parsing one costs far more than
    /// looking it up (`true` and `false` are matched against all the YAML 1.1
    /// spellings), while a word costs about as much to read again as to remember.
    mutating func value(_ id: YAMLNodeID) -> ScalarValue? {
        if let known = values.value(for: id, in: document) { return known.scalarValue }
        let value = document.value(id)
        switch value {
        case .int(let number)?: values.remember(.int(number), for: id, in: document)
        case .float(let number)?: values.remember(.float(number), for: id, in: document)
        case .bool(let flag)?: values.remember(.bool(flag), for: id, in: document)
        default: break
        }
        return value
    }

    /// The values worth remembering, in a type that holds no reference:
    /// the memo's 256 slots then cost next to nothing to make and to free.
    /// As `ScalarValue`s, whose strings would need releasing, making and
    /// freeing them was a large share of what a small file costs beyond its
    /// bytes.
    private enum RememberedValue {
        case bool(Bool), int(Int), float(Double)

        var scalarValue: ScalarValue {
            switch self {
            case .bool(let flag): .bool(flag)
            case .int(let number): .int(number)
            case .float(let number): .float(number)
            }
        }
    }

    /// The tags of YAML's core schema; any other (`!!binary`, `!custom`) is
    /// not something a spec can hold.
    private static let coreTags: Set<String> = Set(
        ["str", "int", "float", "bool", "null", "map", "seq", "merge"].map { "tag:yaml.org,2002:" + $0 } + ["!"])

    func location(_ id: YAMLNodeID) -> SourceLocation {
        SourceLocation(file: file, range: document.range(of: id))
    }

    /// Where a node is, in bytes: what a `Located` value keeps.
    func span(_ id: YAMLNodeID) -> SourceSpan {
        document[id].span
    }

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.report(diagnostic)
    }

    /// Records a name written at `id`, where the scalar that writes it is
    /// (through an alias, the anchored scalar: a name is written once,
    /// however many places read it). Nothing for a mapping or a list.
    mutating func recordName(_ kind: NamePlace.Kind, _ name: String, at id: YAMLNodeID, definition: Bool) {
        let target = document.target(of: id)
        guard document[target].kind == .scalar else { return }
        names.append(WrittenName(kind: kind, isDefinition: definition, name: name, span: document[target].span))
    }

    /// `recordName` for a scalar written as the name itself (a screen id, a
    /// tab), whatever it turns out to be: a reference that does not read as
    /// a screen id is still where an editor finds it.
    mutating func recordName(_ kind: NamePlace.Kind, at id: YAMLNodeID, definition: Bool) {
        guard document[id].kind == .scalar, let text = document.text(id) else { return }
        names.append(WrittenName(kind: kind, isDefinition: definition, name: text, span: document[id].span))
    }

    /// How a value reads to a person: "a list", "the boolean `no`".
    func describe(_ id: YAMLNodeID) -> String {
        let target = document.target(of: id)
        switch document[target].kind {
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .alias, .scalar: break
        }
        let text = document.text(target) ?? ""
        switch document.value(target) {
        case .null?: return text.isEmpty ? "nothing" : "null (`\(text)`)"
        case .bool?: return "the boolean `\(text)`"
        case .int?, .float?: return "the number `\(text)`"
        case .string?, nil: return "the string `\(text.count > 40 ? String(text.prefix(40)) + "…" : text)`"
        }
    }

    /// False (and an error) for a node with a tag outside the core schema.
    /// Asked of nearly every key and value: the untagged case is inlined
    /// into each caller, and only a tag calls out.
    @inline(__always)
    mutating func checkTag(_ id: YAMLNodeID) -> Bool {
        document.isUntagged(id) || checkExplicitTag(id)
    }

    @inline(never)
    private mutating func checkExplicitTag(_ id: YAMLNodeID) -> Bool {
        guard let tag = document.tag(id), !Self.coreTags.contains(tag) else { return true }
        let shown = tag.hasPrefix("tag:yaml.org,2002:") ? "!!" + tag.dropFirst("tag:yaml.org,2002:".count) : tag
        report(.typeMismatchUnsupportedTag(shown, at: location(id)))
        return false
    }

    /// The pairs of a mapping. Null counts as an empty mapping, so that
    /// `settings:` with nothing after it is a screen with no fields.
    mutating func mapping(_ id: YAMLNodeID, expected: @autoclosure () -> String) -> MappingEntries? {
        mappingNode(id, expected: expected()).map { document.entries($0) }
    }

    /// The node whose entries `mapping` returns, to walk in place
    /// (`YAMLDocument.entry(_:at:)`); nil (and reported) where `mapping` is.
    mutating func mappingNode(_ id: YAMLNodeID, expected: @autoclosure () -> String) -> YAMLNodeID? {
        guard checkTag(id) else { return nil }
        let target = document.target(of: id)
        if document[target].kind == .mapping { return target }
        if case .null? = self.value(target) { return target }
        let found = describe(id)
        report(.typeMismatchExpected(expected(), found: found, at: location(id)))
        return nil
    }

    /// Walks a mapping, reporting unknown keys (with the nearest allowed one)
    /// and handing each known key to `body`.
    /// (The messages are closures: a transition's name in them would
    /// otherwise be formatted for every transition, not just for mistakes.)
    mutating func forEachField(
        of id: YAMLNodeID, expected: @autoclosure () -> String, in context: @autoclosure () -> String, allowed: [String],
        _ body: (inout NodeReader, _ key: String, _ keyID: YAMLNodeID, _ value: YAMLNodeID) -> Void
    ) {
        guard let entries = mapping(id, expected: expected()) else { return }
        for (keyID, valueID) in entries {
            guard let key = keyText(keyID) else { continue }
            if allowed.contains(key) {
                body(&self, key, keyID, valueID)
            } else {
                reportUnknownKey(key, at: keyID, in: context(), allowed: allowed)
            }
        }
    }

    /// `forEachField` for mappings whose keys name an enum's cases: each key
    /// is looked up once, and `body` switches on the case.
    mutating func forEachField<Field>(
        of id: YAMLNodeID, expected: @autoclosure () -> String, in context: @autoclosure () -> String, allowed: [String],
        named: (String) -> Field?,
        _ body: (inout NodeReader, _ field: Field, _ key: String, _ value: YAMLNodeID) -> Void
    ) {
        guard let entries = mapping(id, expected: expected()) else { return }
        for (keyID, valueID) in entries {
            guard let key = keyText(keyID) else { continue }
            if let field = named(key) {
                body(&self, field, key, valueID)
            } else {
                reportUnknownKey(key, at: keyID, in: context(), allowed: allowed)
            }
        }
    }

    /// `forEachField` for mappings whose keys are the cases of `Field`, in
    /// the order messages list them: each spelling is matched once and then
    /// remembered by its text, as enumeration words are, so that a key costs
    /// a lookup rather than building and comparing strings.
    mutating func forEachField<Field: CaseIterable & RawRepresentable>(
        of id: YAMLNodeID, expected: @autoclosure () -> String, in context: @autoclosure () -> String, as _: Field.Type,
        _ body: (inout NodeReader, _ field: Field, _ key: YAMLNodeID, _ value: YAMLNodeID) -> Void
    ) where Field.RawValue == String {
        guard let mapping = mappingNode(id, expected: expected()) else { return }
        let cases = Field.allCases
        for index in 0..<document.entryCount(mapping) {
            let (keyID, valueID) = document.entry(mapping, at: index)
            if let known = words.value(for: keyID, in: document), known.type == ObjectIdentifier(Field.self) {
                body(&self, cases[cases.index(cases.startIndex, offsetBy: known.caseIndex)], keyID, valueID)
                continue
            }
            guard let key = keyText(keyID) else { continue }
            guard let position = cases.firstIndex(where: { $0.rawValue == key }) else {
                reportUnknownKey(key, at: keyID, in: context(), allowed: cases.map(\.rawValue))
                continue
            }
            words.remember((ObjectIdentifier(Field.self), cases.distance(from: cases.startIndex, to: position)), for: keyID, in: document)
            body(&self, cases[position], keyID, valueID)
        }
    }

    /// `context` names what is being read (`transition `b``): a key in a
    /// mapping that several entries share is one mistake, whichever reads it.
    mutating func reportUnknownKey(_ key: String, at keyID: YAMLNodeID, in context: String, allowed: [String]) {
        if let suggestion = Suggestions.nearest(to: key, in: allowed) {
            report(.unknownKeyDidYouMean(key, in: context, suggestion: suggestion, at: location(keyID)))
        } else {
            report(.unknownKeyExpectedOneOf(key, in: context, allowed: allowed, at: location(keyID)))
        }
    }

    /// The text of a key; keys must be scalars, and tags outside the core
    /// schema are refused on keys as on values.
    mutating func keyText(_ id: YAMLNodeID) -> String? {
        guard checkTag(id) else { return nil }
        guard let text = document.text(id) else {
            let found = describe(id)
            report(.typeMismatchKeyNotWord(found: found, at: location(id)))
            return nil
        }
        return text
    }

    mutating func bool(_ id: YAMLNodeID, field: String) -> Bool? {
        if let flag = document.evidentBool(id) { return flag }
        guard checkTag(id) else { return nil }
        if case .bool(let value)? = self.value(id) { return value }
        let found = describe(id)
        // A misspelt `true` or `false`: `tru`, `flase`.
        if case .string(let word)? = self.value(id), let suggestion = Suggestions.nearest(to: word, in: ["true", "false"]) {
            // `"true"`: quoted, so text; the fix-it unquotes it.
            if suggestion == word {
                report(.typeMismatchBooleanQuoted(field, found: found, word: word, at: location(id)))
            } else {
                report(.typeMismatchBooleanDidYouMean(field, found: found, suggestion: suggestion, at: location(id)))
            }
            return nil
        }
        report(.typeMismatchBoolean(field, found: found, at: location(id)))
        return nil
    }

    /// A finite number; integers and floats alike.
    mutating func number(_ id: YAMLNodeID, field: String, expected: String = "a number") -> Double? {
        guard checkTag(id) else { return nil }
        let value: Double
        switch self.value(id) {
        case .int(let int)?: value = Double(int)
        case .float(let float)?: value = float
        default:
            let found = describe(id)
            report(.typeMismatchFieldExpects(field, expected, found: found, at: location(id)))
            return nil
        }
        guard value.isFinite else {
            let text = document.text(id) ?? ""
            report(.outOfRangeNotFinite(field, text: text, at: location(id)))
            return nil
        }
        return value
    }

    /// A string: quoted, or plain that YAML 1.1 does not read as something else.
    mutating func string(_ id: YAMLNodeID, field: String, expected: String = "a string") -> String? {
        if let text = document.evidentString(id) { return text }
        guard checkTag(id) else { return nil }
        if case .string(let text)? = self.value(id) { return text }
        let found = describe(id)
        if let text = document.text(id), !text.isEmpty, document.value(id) != .null {
            report(.typeMismatchQuoteToKeepString(field, expected, found: found, text: text, at: location(id)))
        } else {
            report(.typeMismatchFieldExpects(field, expected, found: found, at: location(id)))
        }
        return nil
    }

    /// One of an enum's words. A YAML 1.1 boolean where a word was meant gets
    /// a hint (`interaction: no` -> did you mean `none`?); any other unknown
    /// word gets the nearest allowed one.
    mutating func enumeration<Value: CaseIterable & RawRepresentable>(
        _ id: YAMLNodeID, field: String, as type: Value.Type = Value.self
    ) -> Value? where Value.RawValue == String {
        guard checkTag(id) else { return nil }
        // A word read before for this enumeration: its case, by position.
        if let known = words.value(for: id, in: document), known.type == ObjectIdentifier(Value.self) {
            let cases = Value.allCases
            return cases[cases.index(cases.startIndex, offsetBy: known.caseIndex)]
        }
        let value = self.value(id)
        if case .string(let word)? = value, let known = Value(rawValue: word) {
            let cases = Value.allCases
            if let position = cases.firstIndex(where: { $0.rawValue == word }) {
                words.remember((ObjectIdentifier(Value.self), cases.distance(from: cases.startIndex, to: position)), for: id, in: document)
            }
            return known
        }
        // Only a mistake pays for building the lists of words.
        let words = Value.allCases.map(\.rawValue)
        let list = words.map { "`\($0)`" }.joined(separator: ", ")
        let text = document.text(id)
        switch value {
        case .string(let word)?:
            report(invalid: word, at: id, field: field, words: words, list: list)
        case .bool?:
            let word = text ?? ""
            let suggestion = Suggestions.nearest(to: word, in: words)
            report(.typeMismatchBooleanForWord(field, list: list, word: word, explainsYAML11: ScalarValue.isYAML11BooleanWord(word),
                                            suggestion: suggestion, at: location(id)))
        default:
            let found = describe(id)
            report(.typeMismatchFieldExpects(field, "one of \(list)", found: found, at: location(id)))
        }
        return nil
    }

    mutating func report(invalid word: String, at id: YAMLNodeID, field: String, words: [String], list: String) {
        if let suggestion = Suggestions.nearest(to: word, in: words) {
            report(.invalidValueDidYouMean(word, field: field, suggestion: suggestion, at: location(id)))
        } else {
            report(.invalidValueExpectedOneOf(word, field: field, list: list, at: location(id)))
        }
    }
}
