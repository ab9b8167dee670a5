import Foundation
import JSONCodec
import LanguageServerProtocol
import TransitionLanguageServer
import Testing

/// The language server sees the design token files a spec imports, as
/// `check` does: their tokens complete and hover where their type fits,
/// an unsaved edit to a token file counts, and a mistake in one is shown.
struct LanguageServerTokenTests {
    static let spec = """
        version: 1
        tokens:
          import: [../Design/motion.tokens.json]
        screens:
          home: { root: true, container: navigation }
          detail: {}
        transitions:
          openDetail:
            kind: push
            from: home
            to: detail
            duration: $motion.short
            timing: $motion.enter

        """
    static let tokens = """
        {
          "motion": {
            "short": { "$type": "duration", "$value": { "value": 200, "unit": "ms" } },
            "calm": { "$type": "cubicBezier", "$value": [0.2, 0, 0, 1] },
            "enter": { "$type": "transition", "$value": {
              "duration": "{motion.short}", "delay": { "value": 0, "unit": "ms" }, "timingFunction": "{motion.calm}" } }
          }
        }

        """

    let workspace: TemporaryWorkspace
    var spec: String { workspace.uri("Specs/app.yaml") }
    var tokenFile: String { workspace.uri("Design/motion.tokens.json") }

    init() throws {
        workspace = try TemporaryWorkspace(["Specs/app.yaml": Self.spec, "Design/motion.tokens.json": Self.tokens])
    }

    func serve(_ messages: [[UInt8]]) -> Transcript {
        Transcript.serve([Message.initialize(root: workspace.root), Message.notification("initialized")]
            + messages + [Message.request(999, "shutdown"), Message.notification("exit")])
    }

    @Test func importedTokensCompleteByTheirType() {
        let transcript = serve([
            Message.open(spec, Self.spec),
            Message.request(2, "textDocument/completion", Message.at(spec, line: 11, character: 15)),
            Message.request(3, "textDocument/completion", Message.at(spec, line: 12, character: 13)),
        ])
        #expect(transcript.result(2)?.array?.compactMap { $0["label"]?.string } == ["$motion.short"])
        #expect(transcript.result(3)?.array?.compactMap { $0["label"]?.string } == ["$motion.enter"])
    }

    /// Go to definition opens the token file at the token; a rename is
    /// refused, since the specs only use a design system's token.
    @Test func importedTokensGoToTheirFileAndAreNotRenamedInTheSpecs() {
        let transcript = serve([
            Message.open(spec, Self.spec),
            Message.request(2, "textDocument/definition", Message.at(spec, line: 11, character: 18)),
            Message.request(3, "textDocument/prepareRename", Message.at(spec, line: 11, character: 18)),
            Message.request(4, "textDocument/rename", Message.at(spec, line: 11, character: 18, [("newName", .string("$motion.brief"))])),
        ])
        #expect(transcript.result(2)?["uri"]?.string == tokenFile)
        #expect(transcript.result(2)?["range", "start", "line"]?.int == 2)
        #expect(transcript.result(3) == .null)
        #expect(transcript.errorCode(4) != nil)
    }

    @Test func aTokenFileMistakeIsShownAndAnUnsavedFixCounts() throws {
        let broken = Self.tokens.replacingOccurrences(of: "{motion.calm}", with: "{motion.clam}")
        let transcript = serve([Message.open(spec, Self.spec), Message.open(tokenFile, broken)])
        let messages = (transcript.diagnostics(tokenFile).last ?? []).compactMap { $0["message"]?.string }
        #expect(messages.contains { $0.contains("`{motion.clam}` names no token") }, "\(messages)")
        // The spec's own uses of the broken token are not reported again as unknown.
        #expect(transcript.diagnostics(spec).last?.isEmpty == true, "\(transcript.diagnostics(spec))")
    }
}
