import JSONCodec
import LanguageServerProtocol
import Testing

/// What the contract answers to each kind of bad message, and the
/// lifecycle's exit codes: nothing a client sends stops the server.
struct MessageLayerTests {
    let workspace: TemporaryWorkspace

    init() throws {
        workspace = try TemporaryWorkspace(["Specs/a.yaml": "version: 1\nscreens:\n  home: { root: true }\n"])
    }

    @Test(arguments: [
        "Content-Lenght: 5\r\n\r\nhello",  // no Content-Length
        "Content-Length: five\r\n\r\n",
        "Content-Length: 1\r\nContent-Length: 1\r\n\r\n",
        "garbage without a colon\r\n\r\n",
        "Content-Length: 99999999999\r\n\r\n",  // over the limit
        String(repeating: "x", count: 9000),  // no end of headers
    ])
    func aMalformedFrameGetsAParseErrorAndTheNextMessageIsRead(frame: String) {
        let transcript = Transcript.serve([Array(frame.utf8), Message.initialize(root: workspace.root)])
        #expect(transcript.messages.first?["id"] == .null)
        #expect(transcript.messages.first?["error", "code"] == .int(-32700))
        #expect(transcript.result(1)?["capabilities"] != nil)
        #expect(transcript.status == 1)
    }

    @Test func invalidJSONIsAParseErrorWithANullID() {
        let transcript = Transcript.serve([Array("Content-Length: 9\r\n\r\n{\"id\": 1,".utf8)])
        #expect(transcript.messages.count == 1)
        #expect(transcript.messages[0]["error", "code"] == .int(-32700))
        #expect(transcript.messages[0]["id"] == .null)
    }

    @Test(arguments: [
        ("[1, 2]", nil),
        ("{\"jsonrpc\": \"2.0\", \"id\": 7}", 7),
        ("{\"jsonrpc\": \"1.0\", \"id\": 7, \"method\": \"initialize\"}", 7),
        ("{\"jsonrpc\": \"2.0\", \"id\": 7, \"method\": 3}", 7),
        ("{\"jsonrpc\": \"2.0\", \"id\": {}, \"method\": \"initialize\"}", nil),
        ("{\"jsonrpc\": \"2.0\", \"id\": 7, \"method\": \"initialize\", \"params\": 3}", 7),
    ] as [(String, Int?)])
    func jsonThatIsNotAMessageIsAnInvalidRequest(body: String, id: Int?) {
        let transcript = Transcript.serve([MessageFramer.frame(Array(body.utf8))])
        #expect(transcript.messages.count == 1)
        #expect(transcript.messages.first?["error", "code"] == .int(-32600))
        #expect(transcript.messages.first?["id"] == (id.map { .int($0) } ?? .null))
    }

    @Test func requestsBeforeInitializeAreRefusedAndNotificationsDropped() {
        let transcript = Transcript.serve([
            Message.request(1, "textDocument/hover", Message.at(workspace.uri("Specs/a.yaml"), line: 0, character: 0)),
            Message.notification("textDocument/didOpen", .object([])),
            Message.request(2, "shutdown"),
            Message.initialize(3, root: workspace.root),
        ])
        #expect(transcript.errorCode(1) == -32002)
        #expect(transcript.errorCode(2) == -32002)
        #expect(transcript.result(3) != nil)
        #expect(transcript.messages.filter { $0["id"] != nil }.count == 3)
    }

    @Test func unknownMethodsAndBadParams() {
        let transcript = Transcript.serve([
            Message.initialize(root: workspace.root),
            Message.notification("initialized"),
            Message.request(2, "textDocument/frobnicate"),
            Message.notification("workspace/frobnicate"),
            Message.notification("$/cancelRequest", .object([("id", .int(2))])),
            Message.request(3, "textDocument/hover", .object([("textDocument", .object([]))])),
            Message.request(4, "initialize", .object([])),
        ])
        #expect(transcript.errorCode(2) == -32601)
        #expect(transcript.errorCode(3) == -32602)
        #expect(transcript.errorCode(4) == -32600)
        // Only requests are answered (besides the diagnostics the server publishes).
        #expect(transcript.messages.filter { $0["id"] != nil }.count == 4)
    }

    @Test func shutdownThenExitIsStatusZero() {
        let transcript = Transcript.serve([
            Message.initialize(root: workspace.root), Message.request(2, "shutdown"),
            Message.request(3, "textDocument/hover", Message.at(workspace.uri("Specs/a.yaml"), line: 0, character: 0)),
            Message.notification("exit"),
            Message.request(4, "shutdown"),  // never read: the server has exited
        ])
        #expect(transcript.result(2) == .null)
        #expect(transcript.errorCode(3) == -32600)
        #expect(transcript.reply(4) == nil)
        #expect(transcript.status == 0)
    }

    @Test func exitWithoutShutdownOrTheEndOfInputIsStatusOne() {
        #expect(Transcript.serve([Message.initialize(root: workspace.root), Message.notification("exit")]).status == 1)
        #expect(Transcript.serve([Message.initialize(root: workspace.root)]).status == 1)
        #expect(Transcript.serve([]).status == 1)
    }

    /// A message split across reads, and several in one read, are read the same.
    @Test func framesSplitAnywhereAreReadWhole() {
        let bytes = Message.initialize(root: workspace.root) + Message.request(2, "shutdown") + Message.notification("exit")
        for cut in stride(from: 1, to: bytes.count, by: 7) {
            let transcript = Transcript.serve([Array(bytes[..<cut]), Array(bytes[cut...])])
            #expect(transcript.status == 0, "cut at \(cut)")
            #expect(transcript.result(2) == .null)
        }
    }
}
