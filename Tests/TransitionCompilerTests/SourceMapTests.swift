import Foundation
import Testing
import YAMLSource
@testable import TransitionCompiler

/// The resolved spec set compares by value, wherever its values are
/// written; the source map says where each id, field and token is.
struct SourceMapTests {
    static let spec = """
        version: 1
        tokens:
          durations: { quick: 0.25 }
        defaults:
          duration: $durations.quick
        screens:
          home: { root: true, container: tabBar, tabs: [feed, inbox] }
          feed: {}
          inbox: {}
          detail: {}
        transitions:
          open: { kind: present, from: feed, to: detail }
          close: { kind: dismiss, from: detail, duration: $durations.quick }
          switch: { kind: tab, from: home }

        """

    /// The same spec with its values written elsewhere: other lines, block
    /// style, a duration in the transition rather than from `defaults`.
    static let rewritten = """
        version: 1
        # The same values.
        tokens:
          durations:
            quick: 0.25
        defaults:
          duration: 0.25
        screens:
          home:
            root: true
            container: tabBar
            tabs: [feed, inbox]
          feed: {}
          inbox: {}
          detail: {}
        transitions:
          open:
            kind: present
            from: feed
            to: detail
            duration: $durations.quick
          close: { kind: dismiss, from: detail, duration: 0.25 }
          switch: { kind: tab, from: home }

        """

    static func specSet(_ text: String, path: String = "app.yaml") -> SpecSet {
        let compilation = Driver.compile([(path: path, source: SourceText(Array(text.utf8)))])
        #expect(!compilation.diagnostics.hasErrors, "\(compilation.diagnostics.all.map(\.message))")
        return compilation.specSet
    }

    @Test func theSameValuesWrittenElsewhereAreEqual() {
        let original = Self.specSet(Self.spec), moved = Self.specSet(Self.rewritten, path: "other.yaml")
        #expect(original == moved)
        #expect(original.transitions.map(\.hashValue) == moved.transitions.map(\.hashValue))
        #expect(original.sourceMap.definition(ofTransition: "open") != moved.sourceMap.definition(ofTransition: "open"))
    }

    @Test func aChangedValueIsNotEqual() {
        let original = Self.specSet(Self.spec)
        let slower = Self.specSet(Self.spec.replacingFirst("quick: 0.25", with: "quick: 0.3"))
        #expect(original != slower)
        #expect(original.transitions.first { $0.id == "close" } != slower.transitions.first { $0.id == "close" })
        #expect(original.screens == slower.screens)
    }

    /// Line and column of a location, 1-based.
    static func at(_ location: TransitionCompiler.SourceLocation?) -> String? {
        location.map { "\($0.file):\($0.range.start.line):\($0.range.start.column)" }
    }

    @Test func idsFieldsAndTokensHaveTheirPlaces() {
        let map = Self.specSet(Self.spec).sourceMap
        #expect(Self.at(map.definition(ofScreen: "detail")) == "app.yaml:10:3")
        #expect(map.definition(ofScreen: "nowhere") == nil)
        #expect(Self.at(map.definition(ofTransition: "close")) == "app.yaml:13:3")
        // Its own duration, and one from `defaults`.
        #expect(Self.at(map.location(of: .duration, inTransition: "close")) == "app.yaml:13:51")
        #expect(Self.at(map.location(of: .duration, inTransition: "open")) == "app.yaml:5:13")
        #expect(map.location(of: .delay, inTransition: "open") == nil)
        #expect(Self.at(map.definition(ofToken: "$durations.quick")) == "app.yaml:3:16")
        // Named by `defaults` (read by two transitions: one place) and by `close`.
        #expect(map.uses(ofToken: "$durations.quick").map { Self.at($0)! } == ["app.yaml:5:13", "app.yaml:13:51"])
        #expect(map.uses(ofToken: "$durations.none").isEmpty)
        #expect(map.references(toScreen: "feed").map { Self.at($0)! } == ["app.yaml:7:49", "app.yaml:12:32"])
    }

    /// Every name written is in the map, where it is written, even in a
    /// transition that does not resolve (an editor renames what is written).
    @Test func namesAreWhereTheyAreWrittenEvenInABrokenTransition() {
        let text = Self.spec.replacingFirst("close: { kind: dismiss, from: detail,", with: "close: { kind: dismiss, from: 'detial',")
        let compilation = Driver.compile([(path: "app.yaml", source: SourceText(Array(text.utf8)))])
        #expect(compilation.diagnostics.all.map(\.rule) == [.unknownScreen])
        #expect(!compilation.specSet.transitions.contains { $0.id == "close" })
        let names = compilation.specSet.sourceMap.names(writtenIn: "app.yaml").sorted { $0.bytes.lowerBound < $1.bytes.lowerBound }
        func described(_ name: NamePlace) -> String {
            "\(name.kind) \(name.name) \(name.isDefinition ? "defined" : "used") at \(Self.at(name.location)!)"
        }
        #expect(names.map(described) == [
            "token $durations.quick defined at app.yaml:3:16",
            "token $durations.quick used at app.yaml:5:13",
            "screen home defined at app.yaml:7:3",
            "screen feed used at app.yaml:7:49",
            "screen inbox used at app.yaml:7:55",
            "screen feed defined at app.yaml:8:3",
            "screen inbox defined at app.yaml:9:3",
            "screen detail defined at app.yaml:10:3",
            "transition open defined at app.yaml:12:3",
            "screen feed used at app.yaml:12:32",
            "screen detail used at app.yaml:12:42",
            "transition close defined at app.yaml:13:3",
            "screen detial used at app.yaml:13:33",
            "token $durations.quick used at app.yaml:13:53",
            "transition switch defined at app.yaml:14:3",
            "screen home used at app.yaml:14:30",
        ])
        // The quoted id's place holds its quotes.
        #expect(names.first { $0.name == "detial" }.map { $0.bytes.count } == "'detial'".utf8.count)
        #expect(compilation.specSet.sourceMap.names(writtenIn: "other.yaml").isEmpty)
    }

    /// Which token gave a field its value, by the value's place: its own
    /// entry's, or the `defaults` it took it from; none for a number.
    @Test func eachValueSaysWhichTokenItNames() {
        let map = Self.specSet(Self.spec).sourceMap
        let uses = map.tokenUses
        let close = try? #require(map.location(of: .duration, inTransition: "close"))
        let open = try? #require(map.location(of: .duration, inTransition: "open"))
        #expect(close.flatMap(uses.token(at:)) == "$durations.quick")
        #expect(open.flatMap(uses.token(at:)) == "$durations.quick")
        let rewritten = Self.specSet(Self.rewritten).sourceMap
        let literal = try? #require(rewritten.location(of: .duration, inTransition: "close"))
        #expect(literal.flatMap(rewritten.tokenUses.token(at:)) == nil)
    }
}

extension String {
    fileprivate func replacingFirst(_ old: String, with new: String) -> String {
        guard let range = range(of: old) else { return self }
        return replacingCharacters(in: range, with: new)
    }
}
