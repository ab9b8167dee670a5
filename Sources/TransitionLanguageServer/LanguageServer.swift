#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JSONCodec
import LanguageServerProtocol

/// `transitionc lsp`: the spec set of a root folder, compiled as `check`
/// compiles it, with the documents open in the editor in place of the disk.
///
/// Edits only mark the analysis stale; it is redone when a request needs
/// it, or when no message is waiting (`idle`), so a burst of keystrokes is
/// compiled once, after its last one.
public final class SpecLanguageServer: LanguageServerHandler {
    var root = ""
    var encoding = PositionEncoding.utf16
    var documents = OpenDocuments()
    /// The schema's keys and words, read when completion or hover first needs them.
    lazy var schema = SchemaGuide()
    private var connection: LanguageServerConnection?
    private var current: Analysis?
    private var isStale = true
    /// The files last given diagnostics, to clear those that left the set.
    private var published: Set<String> = []
    /// Whether the client watches files for the server when asked to.
    private var canWatchFiles = false

    public init() {}

    /// Serves the protocol on stdin and stdout; returns the exit status.
    public static func serveStandardIO() -> Int32 {
        LanguageServerConnection(transport: FileDescriptorTransport()).run(SpecLanguageServer())
    }

    public func initialize(_ params: JSONValue, connection: LanguageServerConnection) throws(ResponseError) -> JSONValue {
        self.connection = connection
        let offered = params["capabilities", "general", "positionEncodings"]?.array?.compactMap(\.string) ?? []
        encoding = offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
        canWatchFiles = params["capabilities", "workspace", "didChangeWatchedFiles", "dynamicRegistration"]?.bool ?? false
        root = WorkspacePaths.normalized(Self.rootPath(params) ?? Self.currentDirectory())
        isStale = true
        return Capabilities.result(encoding: encoding)
    }

    /// The workspace folder: the first of `workspaceFolders`, else `rootUri`, else `rootPath`.
    static func rootPath(_ params: JSONValue) -> String? {
        if let uri = params["workspaceFolders"]?.array?.first?["uri"]?.string, let path = FileURI.path(of: uri) { return path }
        if let uri = params["rootUri"]?.string, let path = FileURI.path(of: uri) { return path }
        return params["rootPath"]?.string
    }

    static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    public func notify(_ method: String, params: JSONValue) {
        switch method {
        case "initialized":
            if canWatchFiles { watchSpecFiles() }
        case "textDocument/didOpen":
            if (try? documents.open(params)) != nil { isStale = true }
        case "textDocument/didChange":
            if (try? documents.change(params, encoding: encoding)) != nil { isStale = true }
        case "textDocument/didClose":
            if documents.close(params) != nil { isStale = true }
        case "textDocument/didSave", "workspace/didChangeWatchedFiles", "workspace/didChangeConfiguration":
            isStale = true
        default:
            break
        }
    }

    /// Asks the client to report spec files and the configuration created,
    /// changed or deleted on disk (`workspace/didChangeWatchedFiles`).
    private func watchSpecFiles() {
        // And design token files, which the specs import (`*.json`: their names are the design system's).
        let watchers: [JSONValue] = ["**/*.yaml", "**/*.yml", "**/*.json"].map { .object([("globPattern", .string($0))]) }
        connection?.send(.object([
            ("jsonrpc", .string("2.0")), ("id", .string("transitionc-watch-specs")), ("method", .string("client/registerCapability")),
            ("params", .object([("registrations", .array([.object([
                ("id", .string("transitionc-watch-specs")), ("method", .string("workspace/didChangeWatchedFiles")),
                ("registerOptions", .object([("watchers", .array(watchers))])),
            ])]))])),
        ]))
    }

    public func idle() {
        // Before `initialize` there is no root to compile.
        if isStale, connection != nil { _ = analysis() }
    }

    /// The analysis of the current text, compiled (and its diagnostics
    /// published) first if anything changed since.
    func analysis() -> Analysis {
        if let current, !isStale { return current }
        var buffers: [String: [UInt8]] = [:]
        for (uri, document) in documents.byURI {
            if let path = WorkspacePaths.path(ofURI: uri) { buffers[path] = document.text.bytes }
        }
        let made = Analysis(CheckedWorkspace.compile(root: root, buffers: buffers))
        current = made
        isStale = false
        publishDiagnostics(made)
        return made
    }

    private func publishDiagnostics(_ analysis: Analysis) {
        var now: Set<String> = []
        for path in analysis.checked.findings.keys.sorted() {
            now.insert(path)
            let diagnostics = DiagnosticsFeature.diagnostics(for: path, in: analysis, encoding: encoding)
            connection?.sendNotification("textDocument/publishDiagnostics", .object([
                ("uri", .string(FileURI.uri(of: path))), ("diagnostics", .array(diagnostics)),
            ]))
        }
        for path in published.subtracting(now).sorted() {
            connection?.sendNotification("textDocument/publishDiagnostics", .object([
                ("uri", .string(FileURI.uri(of: path))), ("diagnostics", .array([])),
            ]))
        }
        published = now
    }

    public func respond(to method: String, params: JSONValue) throws(ResponseError) -> JSONValue? {
        switch method {
        case "textDocument/completion":
            let request = try TextDocumentPosition(params)
            return CompletionFeature.complete(at: request, in: analysis(), server: self)
        case "textDocument/hover":
            return HoverFeature.hover(at: try TextDocumentPosition(params), in: analysis(), server: self)
        case "textDocument/definition":
            return NavigationFeature.definition(at: try TextDocumentPosition(params), in: analysis(), server: self)
        case "textDocument/references":
            let includeDeclaration = params["context", "includeDeclaration"]?.bool ?? true
            return NavigationFeature.references(at: try TextDocumentPosition(params), includeDeclaration: includeDeclaration,
                                                in: analysis(), server: self)
        case "textDocument/prepareRename":
            return NavigationFeature.prepareRename(at: try TextDocumentPosition(params), in: analysis(), server: self)
        case "textDocument/rename":
            guard let newName = params["newName"]?.string else { throw .invalidParams("no `newName`") }
            return try NavigationFeature.rename(at: try TextDocumentPosition(params), to: newName, in: analysis(), server: self)
        case "textDocument/documentSymbol":
            guard let uri = params["textDocument", "uri"]?.string else { throw .invalidParams("no `textDocument.uri`") }
            return SymbolsFeature.documentSymbols(uri: uri, in: analysis(), server: self)
        case "textDocument/codeAction":
            guard let uri = params["textDocument", "uri"]?.string, let range = DocumentRange(json: params["range"]) else {
                throw .invalidParams("`codeAction` needs `textDocument.uri` and `range`")
            }
            return CodeActionFeature.actions(uri: uri, range: range, in: analysis(), server: self)
        default:
            return nil
        }
    }

    /// The path of a document's URI, and the analysis's positions of it.
    func document(_ uri: String, in analysis: Analysis) -> (path: String, lines: DocumentPositions)? {
        guard let path = WorkspacePaths.path(ofURI: uri), let lines = analysis.positions(of: path) else { return nil }
        return (path, lines)
    }

    func location(_ place: CheckedWorkspace.Place, in analysis: Analysis) -> JSONValue {
        .object([("uri", .string(FileURI.uri(of: place.path))), ("range", analysis.range(of: place, in: encoding).json)])
    }
}
