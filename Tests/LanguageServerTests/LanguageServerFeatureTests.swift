import Foundation
import JSONCodec
import LanguageServerProtocol
import TransitionLanguageServer
import Testing

/// Each feature of the contract on a two-file spec set, served in process.
struct LanguageServerFeatureTests {
    static let a = """
        version: 1
        tokens:
          durations:
            quick: 0.2
        screens:
          home: { root: true, container: navigation }
          detail: {}
        transitions:
          openDetail:
            kind: push
            from: home
            to: detail
            duration: $durations.quick

        """
    static let b = """
        version: 1
        screens:
          settings: {}
        transitions:
          openSettings: { kind: push, from: home, to: settings, duration: 0.3 }

        """

    let workspace: TemporaryWorkspace
    var a: String { workspace.uri("Specs/a.yaml") }
    var b: String { workspace.uri("Specs/b.yaml") }

    init() throws {
        workspace = try TemporaryWorkspace(["Specs/a.yaml": Self.a, "Specs/b.yaml": Self.b])
    }

    func serve(_ messages: [[UInt8]], encodings: [String] = ["utf-16"]) -> Transcript {
        Transcript.serve([Message.initialize(root: workspace.root, encodings: encodings), Message.notification("initialized")]
            + messages + [Message.request(999, "shutdown"), Message.notification("exit")])
    }

    @Test func capabilitiesAndEncoding() {
        let utf16 = serve([])
        #expect(utf16.status == 0)
        let capabilities = utf16.result(1)?["capabilities"]
        #expect(capabilities?["positionEncoding"] == .string("utf-16"))
        for provider in ["hoverProvider", "definitionProvider", "referencesProvider", "documentSymbolProvider"] {
            #expect(capabilities?[provider] == .bool(true), "\(provider)")
        }
        #expect(capabilities?["renameProvider", "prepareProvider"] == .bool(true))
        #expect(capabilities?["codeActionProvider", "codeActionKinds"] == .array([.string("quickfix")]))
        #expect(serve([], encodings: ["utf-8", "utf-16"]).result(1)?["capabilities", "positionEncoding"] == .string("utf-8"))
    }

    /// The same findings as `check`, at the UTF-16 column past an emoji, then
    /// cleared once fixed; the other file is published too.
    @Test func diagnosticsFollowTheUnsavedText() throws {
        let broken = Self.b + "  t😀: { kind: push, from: home, to: setings, duration: 1 }\n"
        let transcript = serve([Message.open(b, Self.b), Message.change(b, broken, version: 2), Message.change(b, Self.b, version: 3)])
        let publications = transcript.diagnostics(b)
        #expect(publications.count == 4)  // at start, opened, broken, fixed
        let found = try #require(publications.dropFirst(2).first)
        let unknown = try #require(found.first { $0["code"] == .string("unknown-screen") })
        let line = "  t😀: { kind: push, from: home, to: setings, duration: 1 }"
        let column = line.utf16.count - "setings, duration: 1 }".utf16.count
        #expect(unknown["range", "start"] == Position(line: 5, character: column).json)
        #expect(unknown["severity"] == .int(1))
        #expect(unknown["source"] == .string("transitionc"))
        #expect(unknown["message"]?.string?.contains("settings") == true)
        // The error is gone; what is left is the warning each clean file has:
        // its push has no interactive pop to swipe back with.
        #expect(publications.last?.map { $0["code"] } == [.string("back-gesture-lost")])
        #expect(transcript.diagnostics(a).last?.map { $0["code"] } == [.string("back-gesture-lost")])
    }

    @Test func completion() throws {
        let typing = Self.b.replacingFirst("  openSettings:", with: "  back:\n    kind: pop\n    from: \n  openSettings:")
        let transcript = serve([
            Message.open(b, typing),
            Message.request(2, "textDocument/completion", Message.at(b, line: 6, character: 10)),
            Message.request(3, "textDocument/completion", Message.at(b, line: 5, character: 4)),
            Message.request(4, "textDocument/completion", Message.at(b, line: 5, character: 10)),
        ])
        let screens = transcript.result(2)?.array?.compactMap { $0["label"]?.string } ?? []
        #expect(screens.sorted() == ["detail", "home", "settings"])
        let keys = transcript.result(3)?.array?.compactMap { $0["label"]?.string } ?? []
        #expect(keys.contains("threshold") && keys.contains("gesture") && !keys.contains("screens"))
        let kinds = transcript.result(4)?.array?.compactMap { $0["label"]?.string } ?? []
        #expect(kinds == ["present", "dismiss", "push", "pop", "tab"])
    }

    @Test func completionOfTokensAndRuleIDs() {
        let typing = Self.a.replacingFirst("duration: $durations.quick", with: "duration: $\n    curve: ") + "# transitionc:ignore "
        let transcript = serve([
            Message.open(a, typing),
            Message.request(2, "textDocument/completion", Message.at(a, line: 12, character: 15)),
            Message.request(3, "textDocument/completion", Message.at(a, line: 13, character: 11)),
            Message.request(4, "textDocument/completion", Message.at(a, line: 15, character: 21)),
        ])
        #expect(transcript.result(2)?.array?.compactMap { $0["label"]?.string } == ["$durations.quick"])
        #expect(transcript.result(3)?.array?.compactMap { $0["label"]?.string }.contains("easeInOut") == true)
        #expect(transcript.result(4)?.array?.compactMap { $0["label"]?.string }.contains("unknown-screen") == true)
    }

    @Test func hover() throws {
        let transcript = serve([
            Message.request(2, "textDocument/hover", Message.at(a, line: 12, character: 20)),
            Message.request(3, "textDocument/hover", Message.at(a, line: 8, character: 5)),
            Message.request(4, "textDocument/hover", Message.at(a, line: 9, character: 5)),
        ])
        let token = transcript.result(2)?["contents", "value"]?.string ?? ""
        #expect(token == "`$durations.quick` = `0.2s` (200 ms)")
        let transition = transcript.result(3)?["contents", "value"]?.string ?? ""
        #expect(transition.contains("push home → detail"))
        #expect(transition.contains("duration 0.2s"))
        let field = transcript.result(4)?["contents", "value"]?.string ?? ""
        #expect(field.hasPrefix("`kind`: "))
    }

    @Test func hoverOnADiagnosticExplainsItsRule() {
        let broken = Self.b.replacingFirst("to: settings", with: "to: setings")
        let transcript = serve([Message.open(b, broken), Message.request(2, "textDocument/hover", Message.at(b, line: 4, character: 48))])
        #expect(transcript.result(2)?["contents", "value"]?.string?.contains("unknown-screen (error") == true)
    }

    @Test func definitionAndReferencesAcrossFiles() {
        let transcript = serve([
            Message.request(2, "textDocument/definition", Message.at(b, line: 4, character: 40)),
            Message.request(3, "textDocument/references", Message.at(a, line: 5, character: 3,
                                                                      [("context", .object([("includeDeclaration", .bool(true))]))])),
            Message.request(4, "textDocument/definition", Message.at(a, line: 12, character: 20)),
        ])
        #expect(transcript.result(2) == .object([
            ("uri", .string(a)), ("range", DocumentRange(start: Position(line: 5, character: 2), end: Position(line: 5, character: 6)).json),
        ]))
        let places = transcript.result(3)?.array?.map { "\($0["uri"]!.string! == a ? "a" : "b"):\($0["range", "start", "line"]!.int!)" }
        #expect(places == ["a:5", "a:10", "b:4"])
        #expect(transcript.result(4)?["range", "start"] == Position(line: 3, character: 4).json)
    }

    @Test func renameAcrossFilesAndRefused() throws {
        let transcript = serve([
            Message.request(2, "textDocument/prepareRename", Message.at(b, line: 4, character: 40)),
            Message.request(3, "textDocument/rename", Message.at(b, line: 4, character: 40, [("newName", .string("start"))])),
            Message.request(4, "textDocument/rename", Message.at(b, line: 4, character: 40, [("newName", .string("detail"))])),
            Message.request(5, "textDocument/rename", Message.at(b, line: 4, character: 40, [("newName", .string("two words"))])),
            Message.request(6, "textDocument/rename", Message.at(a, line: 12, character: 20, [("newName", .string("$durations.fast"))])),
        ])
        #expect(transcript.result(2)?["placeholder"] == .string("home"))
        let changes = try #require(transcript.result(3)?["changes"])
        #expect(changes[a]?.array?.count == 2)
        #expect(changes[b]?.array?.count == 1)
        #expect(changes[b]?.array?.first?["newText"] == .string("start"))
        #expect(transcript.errorCode(4) == -32803)
        #expect(transcript.reply(4)?["error", "message"]?.string?.contains("already exists") == true)
        #expect(transcript.errorCode(5) == -32803)
        let tokenEdits = transcript.result(6)?["changes", a]?.array?.compactMap { $0["newText"]?.string }
        #expect(tokenEdits == ["fast", "$durations.fast"])
    }

    @Test func documentSymbols() {
        let transcript = serve([Message.request(2, "textDocument/documentSymbol", .object([("textDocument", .object([("uri", .string(a))]))]))])
        let names = transcript.result(2)?.array?.compactMap { $0["name"]?.string }
        #expect(names == ["$durations.quick", "home", "detail", "openDetail"])
    }

    @Test func aQuickFixFromAFixIt() throws {
        let broken = Self.b.replacingFirst("to: settings", with: "to: setings")
        let range = DocumentRange(start: Position(line: 4, character: 48), end: Position(line: 4, character: 48))
        let transcript = serve([
            Message.open(b, broken),
            Message.request(2, "textDocument/codeAction", .object([
                ("textDocument", .object([("uri", .string(b))])), ("range", range.json), ("context", .object([("diagnostics", .array([]))])),
            ])),
        ])
        let action = try #require(transcript.result(2)?.array?.first)
        #expect(action["kind"] == .string("quickfix"))
        #expect(action["title"] == .string("replace with `settings`"))
        let edit = try #require(action["edit", "changes", b]?.array?.first)
        #expect(edit["newText"] == .string("settings"))
        #expect(edit["range"] == DocumentRange(start: Position(line: 4, character: 46), end: Position(line: 4, character: 53)).json)
    }

    /// A document that is not YAML, and one of 5 MB, are answered like any other.
    @Test func aDocumentThatIsNotYAMLAndAFiveMegabyteOne() throws {
        let notYAML = "\u{1}\u{2}: [ {\n\t- \"unterminated\n"
        var big = "version: 1\nscreens:\n"
        while big.utf8.count < 5_000_000 { big += "  s\(big.utf8.count): {}   # " + String(repeating: "padding ", count: 12) + "\n" }
        let c = workspace.uri("Specs/c.yaml"), d = workspace.uri("Specs/d.yaml")
        let transcript = serve([
            Message.open(c, notYAML),
            Message.request(2, "textDocument/hover", Message.at(c, line: 0, character: 1)),
            Message.request(3, "textDocument/completion", Message.at(c, line: 1, character: 3)),
            Message.request(4, "textDocument/documentSymbol", .object([("textDocument", .object([("uri", .string(c))]))])),
            Message.open(d, big),
            Message.request(5, "textDocument/documentSymbol", .object([("textDocument", .object([("uri", .string(d))]))])),
        ])
        #expect(transcript.status == 0)
        #expect(transcript.diagnostics(c).last?.first?["code"] == .string("yaml-syntax"))
        #expect(transcript.reply(2) != nil && transcript.reply(3) != nil && transcript.result(4) == .array([]))
        #expect((transcript.result(5)?.array?.count ?? 0) > 10_000)
        #expect(transcript.diagnostics(d).count == 1)
    }

    /// A file written on disk, then deleted, while the server runs.
    @Test func filesChangedOnDiskArePickedUp() throws {
        let c = workspace.uri("Specs/c.yaml"), path = workspace.root + "/Specs/c.yaml"
        let watched = Message.notification("workspace/didChangeWatchedFiles", .object([("changes", .array([]))]))
        let transport = ScriptedTransport([
            .send(Message.initialize(root: workspace.root)), .send(Message.notification("initialized")),
            .run { try? "version: 1\nscreens:\n  lost: {}\n".write(toFile: path, atomically: true, encoding: .utf8) },
            .send(watched),
            .run { try? FileManager.default.removeItem(atPath: path) },
            .send(watched),
        ])
        _ = LanguageServerConnection(transport: transport).run(SpecLanguageServer())
        let transcript = transport.transcript
        let publications = transcript.diagnostics(c)
        #expect(publications.count == 2)
        #expect(publications.first?.first?["code"] == .string("unreachable-screen"))
        #expect(publications.last == [])
    }
}
