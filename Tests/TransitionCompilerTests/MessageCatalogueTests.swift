import CompileHelpers
import Foundation
import Testing
import TestTools
@testable import TransitionCompiler

/// The messages' catalogue (`MessageID`): each message has a stable id, is
/// made by one documented constructor that something calls, and no code
/// outside the catalogue (`Diagnostics/`) and the rules' files (`Rules/`)
/// writes a diagnostic, a note or a fix-it of its own. Read from the sources,
/// as a reviewer would.
struct MessageCatalogueTests {
    struct SourceFile {
        /// From the repository's root: `Sources/TransitionCompiler/…`.
        var path: String
        var text: String

        /// The line `offset` (in UTF-16 units, as `NSRange` counts) is on, from 1.
        func line(at offset: Int) -> Int {
            (text as NSString).substring(to: offset).count { $0 == "\n" } + 1
        }
    }

    /// Every Swift file of every target.
    static let sources: [SourceFile] = {
        let root = BuiltTransitionc.repositoryRoot
        let sources = root.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else { return [] }
        var files: [SourceFile] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            files.append(SourceFile(path: String(url.path.dropFirst(root.path.count + 1)), text: text))
        }
        return files.sorted { $0.path < $1.path }
    }()

    static func isCatalogue(_ path: String) -> Bool {
        path.hasPrefix("Sources/TransitionCompiler/Diagnostics/") || path.hasPrefix("Sources/TransitionCompiler/Rules/")
    }

    /// Each match of `pattern` in `file`: its first capture group (or the
    /// whole match) and where it starts.
    static func matches(_ pattern: String, in file: SourceFile) -> [(text: String, offset: Int)] {
        let regex = try! NSRegularExpression(pattern: pattern)
        let text = file.text as NSString
        return regex.matches(in: file.text, range: NSRange(location: 0, length: text.length)).map { match in
            let range = match.numberOfRanges > 1 ? match.range(at: 1) : match.range
            return (text.substring(with: range), match.range.location)
        }
    }

    /// The raw constructions, `Diagnostic(.id, …)`, with the id's case name.
    static let constructions: [(id: String, file: SourceFile, offset: Int)] = sources.flatMap { file in
        matches(#"\bDiagnostic\(\s*\.(\w+)\s*,"#, in: file).map { ($0.text, file, $0.offset) }
    }

    @Test func theSourcesAreFound() {
        #expect(Self.sources.contains { $0.path == "Sources/TransitionCompiler/Diagnostics/MessageID.swift" })
    }

    @Test func noCodeOutsideTheCatalogueAndTheRulesWritesAMessage() {
        // `inserting` (an entry added to a flow mapping) makes the fix-its
        // the rules offer, titled `add …`, from the model's spans.
        let fixItMakers: Set = ["Sources/TransitionCompiler/Model/SpecSet.swift"]
        var found: [String] = []
        for file in Self.sources where !Self.isCatalogue(file.path) {
            for match in Self.matches(#"\b(?:Diagnostic|DiagnosticNote|FixIt)\("#, in: file)
            where !(match.text == "FixIt(" && fixItMakers.contains(file.path)) {
                found.append("\(file.path):\(file.line(at: match.offset)): \(match.text)")
            }
        }
        #expect(found.isEmpty, "made outside the catalogue: \(found)")
    }

    /// A constructor names its message by the id's case, never by a value
    /// handed in: that would let one constructor write any message.
    @Test func everyDiagnosticIsBuiltWithItsIDWrittenOut() {
        var found: [String] = []
        for file in Self.sources where file.path != "Sources/TransitionCompiler/Diagnostics/Diagnostic.swift" {
            let all = Self.matches(#"\bDiagnostic\("#, in: file).map(\.offset)
            let named = Set(Self.matches(#"\bDiagnostic\(\s*\.\w+\s*,"#, in: file).map(\.offset))
            for offset in all where !named.contains(offset) { found.append("\(file.path):\(file.line(at: offset))") }
        }
        #expect(found.isEmpty, "built without an id written out: \(found)")
    }

    /// Case names follow the ids (`unknown-key.did-you-mean` is
    /// `unknownKeyDidYouMean`; the case of letters as the rule's `RuleID`
    /// has it, `tabOutsideTabBar`), and each id belongs to a rule of the catalogue.
    @Test(arguments: MessageID.allCases)
    func theIDNamesItsRuleAndItsCase(_ id: MessageID) {
        #expect(RuleCatalog.rule(id.rule) != nil, "\(id.rawValue): no rule `\(id.rule)`")
        let words = id.rawValue.split(whereSeparator: { $0 == "-" || $0 == "." })
        let camel = words.enumerated().map { index, word in
            index == 0 ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        #expect("\(id)".lowercased() == camel.lowercased(), "the case for `\(id.rawValue)` is `\(id)`, not `\(camel)`")
    }

    @Test func everyRuleHasAMessage() {
        let rules = Set(MessageID.allCases.map(\.rule))
        let silent = RuleCatalog.all.map(\.id).filter { !rules.contains($0) }
        #expect(silent.isEmpty, "rules without a message: \(silent)")
    }

    /// Each id is written in exactly one construction, inside a documented
    /// `static func` of the catalogue or a rule's file that some code calls:
    /// one message, one constructor, never written twice.
    @Test(arguments: MessageID.allCases)
    func theIDIsMadeByOneDocumentedConstructorThatIsCalled(_ id: MessageID) throws {
        let made = Self.constructions.filter { $0.id == "\(id)" }
        try #require(made.count == 1, "`\(id.rawValue)` is built \(made.count) times: \(made.map { "\($0.file.path):\($0.file.line(at: $0.offset))" })")
        let (_, file, offset) = made[0]
        #expect(Self.isCatalogue(file.path), "`\(id.rawValue)` is built in \(file.path)")
        let before = (file.text as NSString).substring(to: offset)
        let constructor = try NSRegularExpression(
            pattern: #"((?:[ \t]*///[^\n]*\n)*)[ \t]*(?:(?:private|fileprivate|public) )?static func (\w+)\("#)
        let declaration = try #require(
            constructor.matches(in: before, range: NSRange(location: 0, length: (before as NSString).length)).last,
            "`\(id.rawValue)` is built outside a `static func`")
        let name = (before as NSString).substring(with: declaration.range(at: 2))
        let comment = (before as NSString).substring(with: declaration.range(at: 1))
        #expect(!comment.isEmpty, "\(name), the constructor of `\(id.rawValue)`, has no doc comment")
        let calls = Self.sources.reduce(0) { $0 + Self.matches(#"\.\#(name)\("#, in: $1).count }
        #expect(calls > 0, "nothing calls \(name), the constructor of `\(id.rawValue)`")
    }

    /// What a compilation reports carries the id of the message it shows.
    @Test func aCompiledDiagnosticCarriesItsMessageID() throws {
        let compilation = Compile.spec("""
            version: 1
            screens:
              home: { roto: true }
            transitions: {}

            """)
        let diagnostic = try #require(compilation.diagnostics.all.first { $0.rule == .unknownKey })
        #expect(diagnostic.id == .unknownKeyDidYouMean)
        #expect(diagnostic.rule == .unknownKey)
        #expect(diagnostic.fixIts.map(\.title) == ["replace with `root`"])
    }
}
