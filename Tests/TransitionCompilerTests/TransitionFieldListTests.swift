import CompileHelpers
import Foundation
import Testing
import TransitionRuntime
import YAMLSource
@testable import TransitionCompiler

/// Every list of transition fields agrees with `TransitionField`: a field
/// added to the enum and left out of any of them fails here, not in a user's
/// spec (a value dropped without a word, a report or a table without it).
struct TransitionFieldListTests {
    static let app = Golden.repositoryRoot.appendingPathComponent("Specs/app.yaml").path
    static let fields = TransitionField.allCases

    // MARK: the model's own tables

    @Test func everyFieldIsFoundByItsKey() {
        for field in Self.fields {
            #expect(TransitionField(key: field.rawValue) == field)
        }
        for key in ["", "kinds", "Kind", "durations", "hintt", "threshol"] {
            #expect(TransitionField(key: key) == nil, "`\(key)`")
        }
    }

    @Test func everyOrdinalIsTheFieldsPosition() {
        for (position, field) in Self.fields.enumerated() {
            #expect(field.ordinal == position, "`\(field)`")
        }
    }

    /// Every field has a bit in a `TransitionFieldSet` and a slot in the
    /// builder of field ranges (both stop every build past their end).
    @Test func theFieldSetHoldsEveryFieldApart() {
        #expect(Self.fields.count <= TransitionFieldSet.capacity)
        #expect(Self.fields.count <= TransitionFieldRanges.Builder.Slots.count, "a field has no slot for its span")
        var all = TransitionFieldSet()
        for field in Self.fields {
            var one = TransitionFieldSet()
            one.insert(field)
            #expect(Self.fields.filter(one.contains) == [field], "`\(field)`")
            all.insert(field)
        }
        for (position, field) in Self.fields.enumerated() {
            #expect(all.count(before: field) == position, "`\(field)`")
        }
    }

    // MARK: the decoder

    /// The keys the decoder takes in a transition and in `defaults` are the
    /// enum's cases, and the key lookup finds each of them.
    @Test func theDecodersKeysAreTheFields() {
        #expect(FileDecoder.transitionFields == Self.fields.map(\.rawValue))
        #expect(FileDecoder.sharedFields == Self.fields.filter(\.isShared).map(\.rawValue))
        for key in FileDecoder.sharedFields {
            #expect(FileDecoder.sharedField(key)?.rawValue == key)
        }
    }

    /// A spec whose one transition writes only `kind`, `from` and `to` and
    /// takes `field` from `defaults` (or from its `present` block); the
    /// other layer gives what the transition needs besides.
    static func specTakingFromDefaults(_ field: TransitionField, inKindBlock: Bool) -> (text: String, line: Int) {
        let needed = [("duration", "0.3"), ("interaction", "standard")].filter { $0.0 != field.rawValue }
        let neededLines = needed.map { "\($0.0): \($0.1)" }
        let fieldLine = "\(field.rawValue): \(field.declaration.example)"
        let top = inKindBlock ? neededLines : [fieldLine]
        let block = inKindBlock ? [fieldLine] : neededLines
        let lines = ["version: 1", "tokens: { import: [motion.tokens.json] }", "defaults:"] + top.map { "  " + $0 } + ["  present:"] + block.map { "    " + $0 } + [
            "screens:", "  home: { root: true }", "  detail: {}",
            "transitions:", "  openDetail: { kind: present, from: home, to: detail }",
        ]
        let line = lines.firstIndex { $0.hasSuffix(fieldLine) }! + 1
        return (lines.joined(separator: "\n") + "\n", line)
    }

    /// The `transition` token `timing`'s example names.
    static let motionTokens = """
        {"motion": {"enter": {"$type": "transition", "$value": {
          "duration": {"value": 300, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.2, 0, 0, 1]}}}}
        """

    /// `defaults` and its per-kind blocks accept every shared field, and the
    /// transition takes the value from there rather than dropping it.
    @Test(arguments: TransitionField.allCases.filter(\.isShared), [false, true])
    func defaultsSetEveryField(_ field: TransitionField, inKindBlock: Bool) throws {
        let spec = Self.specTakingFromDefaults(field, inKindBlock: inKindBlock)
        let compilation = Driver.compile([(path: "defaults.yaml", source: SourceText(Array(spec.text.utf8)))],
                                         tokenSource: TextTokenFiles([("motion.tokens.json", Self.motionTokens)]))
        let readingProblems = compilation.diagnostics.all.filter { $0.severity == .error || $0.rule == .unknownKey }
        #expect(readingProblems.isEmpty, "\(readingProblems.map(\.message))\n\(spec.text)")
        let transition = try #require(compilation.specSet.transitions.first)
        #expect(transition.fieldLocations[field].map { Int($0.range.start.line) } == spec.line, "\(spec.text)")
    }

    // MARK: a spec that sets every field

    /// Specs/app.yaml promises every feature of the language: each field
    /// is written, and resolved with its place, in at least one transition.
    @Test func theAppSpecSetsEveryField() throws {
        let compilation = try Driver.compile(paths: [Self.app])
        #expect(compilation.diagnostics.all.isEmpty)
        let set = Self.fields.filter { field in
            compilation.specSet.transitions.contains { $0.fieldLocations[field] != nil }
        }
        #expect(set == Self.fields, "not set: \(Self.fields.filter { !set.contains($0) })")
    }

    // MARK: the outputs

    /// The JSON report gives every field of every transition, set or not.
    @Test func theJSONReportNamesEveryField() throws {
        let json = JSONReportRenderer.render(TransitionReport(try Driver.compile(paths: [Self.app])))
        let report = try JSONParser.parse(Array(json.utf8))
        guard case .array(let transitions)? = report["graph"]?["transitions"] else {
            Issue.record("no `transitions` in the report")
            return
        }
        #expect(!transitions.isEmpty)
        for transition in transitions {
            guard case .object(let members) = transition else { continue }
            let keys = Set(members.map(\.0))
            // `timing` is written, not kept: its parts are `duration`, `delay` and `curve`.
            let missing = TransitionField.resolved.map(\.rawValue).filter { !keys.contains($0) }
            #expect(missing.isEmpty, "\(transition["id"].map { "\($0)" } ?? "?") lacks \(missing)")
        }
    }

    /// The generated `Transition` declares every field, its initializer
    /// sets each, and the rows of a spec that sets every field write each.
    @Test func theGeneratedSwiftNamesEveryField() throws {
        let compilation = try Driver.compile(paths: [Self.app])
        let swift = try #require(Driver.swiftTable(for: compilation, output: "Table.swift",
                                                   options: SwiftTableOptions(accessLevel: .public, namespace: "Transitions",
                                                                              runtime: .none)))
        let lines = swift.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        // A row's arguments are one a line, one level (four spaces) in from
        // `Transition(`; a value written over several lines goes deeper.
        var rowLabels = Set<String>()
        var argumentIndent: Int?
        for line in swift.split(separator: "\n") {
            let indent = line.prefix { $0 == " " }.count
            if line.hasSuffix("Transition(") {
                argumentIndent = indent + 4
            } else if let expected = argumentIndent, indent < expected {
                argumentIndent = nil
            } else if indent == argumentIndent, let colon = line.firstIndex(of: ":") {
                rowLabels.insert(String(line[line.index(line.startIndex, offsetBy: indent)..<colon]))
            }
        }
        // The struct's stored properties: from its opening to its initializer.
        let declaration = try #require(lines.firstIndex(of: "public struct Transition: Sendable {"))
        let initializer = try #require(lines[declaration...].firstIndex(of: "init("))
        let properties = lines[declaration..<initializer]
        for field in TransitionField.resolved.map(\.rawValue) {
            #expect(properties.contains { $0.hasPrefix("public let \(field): ") }, "`let \(field)`")
            #expect(lines.contains("self.\(field) = \(field)"), "`self.\(field) = \(field)`")
            #expect(rowLabels.contains(field), "no row writes `\(field)`")
        }
    }
}
