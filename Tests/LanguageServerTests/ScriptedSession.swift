import Foundation
import JSONCodec
import JSONSource
import LanguageServerProtocol
import TransitionLanguageServer

/// A spec workspace in a temporary folder, and `transitionc lsp` served
/// in process over a scripted conversation.
final class TemporaryWorkspace {
    let root: String

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-\(UUID().uuidString)").path
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func uri(_ path: String) -> String { FileURI.uri(of: root + "/" + path) }
}

enum Message {
    static func frame(_ json: JSONValue) -> [UInt8] { MessageFramer.frame(Array(json.serialized().utf8)) }

    static func request(_ id: Int, _ method: String, _ params: JSONValue = .object([])) -> [UInt8] {
        frame(.object([("jsonrpc", .string("2.0")), ("id", .int(id)), ("method", .string(method)), ("params", params)]))
    }

    static func notification(_ method: String, _ params: JSONValue = .object([])) -> [UInt8] {
        frame(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
    }

    static func initialize(_ id: Int = 1, root: String, encodings: [String] = ["utf-16"]) -> [UInt8] {
        request(id, "initialize", .object([
            ("processId", .null), ("rootUri", .string(FileURI.uri(of: root))),
            ("capabilities", .object([("general", .object([("positionEncodings", .array(encodings.map { .string($0) }))]))])),
        ]))
    }

    static func open(_ uri: String, _ text: String, version: Int = 1) -> [UInt8] {
        notification("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(uri)), ("languageId", .string("yaml")), ("version", .int(version)), ("text", .string(text)),
        ]))]))
    }

    static func change(_ uri: String, _ text: String, version: Int) -> [UInt8] {
        notification("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(uri)), ("version", .int(version))])),
            ("contentChanges", .array([.object([("text", .string(text))])])),
        ]))
    }

    static func at(_ uri: String, line: Int, character: Int, _ extra: [(String, JSONValue)] = []) -> JSONValue {
        .object([
            ("textDocument", .object([("uri", .string(uri))])),
            ("position", .object([("line", .int(line)), ("character", .int(character))])),
        ] + extra)
    }
}

/// What the server wrote, read back as messages.
struct Transcript {
    var status: Int32
    var messages: [JSONValue]

    static func serve(_ chunks: [[UInt8]]) -> Transcript {
        let transport = MemoryTransport(input: chunks)
        let status = LanguageServerConnection(transport: transport).run(SpecLanguageServer())
        var framer = MessageFramer()
        framer.append(transport.written)
        var messages: [JSONValue] = []
        while case .message(let body)? = framer.next() {
            messages.append((try? JSONReader.value(of: body)) ?? .string("unreadable: \(String(decoding: body, as: UTF8.self))"))
        }
        return Transcript(status: status, messages: messages)
    }

    /// The answer to request `id`.
    func reply(_ id: Int) -> JSONValue? { messages.first { $0["id"] == .int(id) } }
    func result(_ id: Int) -> JSONValue? { reply(id)?["result"] }
    func errorCode(_ id: Int) -> Int? { reply(id)?["error", "code"]?.int }

    /// The diagnostics of each publication for `uri`, in order.
    func diagnostics(_ uri: String) -> [[JSONValue]] {
        messages.filter { $0["method"] == .string("textDocument/publishDiagnostics") && $0["params", "uri"] == .string(uri) }
            .map { $0["params", "diagnostics"]?.array ?? [] }
    }
}

/// Messages with things done between them (files written on disk), each
/// step after the server has gone idle.
final class ScriptedTransport: MessageTransport {
    enum Step {
        case send([UInt8])
        case run(() -> Void)
    }

    private var steps: [Step]
    private var written: [UInt8] = []

    init(_ steps: [Step]) { self.steps = steps.reversed() }

    func read() -> [UInt8] {
        while let step = steps.popLast() {
            switch step {
            case .send(let bytes): return bytes
            case .run(let action): action()
            }
        }
        return []
    }

    var hasPendingInput: Bool { false }
    func write(_ bytes: [UInt8]) { written += bytes }

    var transcript: Transcript {
        var framer = MessageFramer()
        framer.append(written)
        var messages: [JSONValue] = []
        while case .message(let body)? = framer.next() { messages.append((try? JSONReader.value(of: body)) ?? .null) }
        return Transcript(status: 0, messages: messages)
    }
}
