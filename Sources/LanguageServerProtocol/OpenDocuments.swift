import JSONCodec

/// The text of every document the client has open, kept in step with
/// `didOpen`, `didChange` (whole or incremental) and `didClose`.
public struct OpenDocuments: Sendable {
    public struct Document: Sendable {
        public var version: Int
        public var text: DocumentPositions
    }

    public private(set) var byURI: [String: Document] = [:]

    public init() {}

    public subscript(uri: String) -> Document? { byURI[uri] }

    public mutating func open(_ params: JSONValue) throws(ResponseError) -> String {
        guard let uri = params["textDocument", "uri"]?.string, let text = params["textDocument", "text"]?.string else {
            throw .invalidParams("`didOpen` needs `textDocument.uri` and `textDocument.text`")
        }
        byURI[uri] = Document(version: params["textDocument", "version"]?.int ?? 0, text: DocumentPositions(Array(text.utf8)))
        return uri
    }

    public mutating func close(_ params: JSONValue) -> String? {
        guard let uri = params["textDocument", "uri"]?.string else { return nil }
        byURI[uri] = nil
        return uri
    }

    /// Applies each change in turn: a change with a `range` replaces that
    /// range (in the agreed encoding), one without replaces the whole text.
    public mutating func change(_ params: JSONValue, encoding: PositionEncoding) throws(ResponseError) -> String {
        guard let uri = params["textDocument", "uri"]?.string, let changes = params["contentChanges"]?.array else {
            throw .invalidParams("`didChange` needs `textDocument.uri` and `contentChanges`")
        }
        guard var document = byURI[uri] else { throw .invalidParams("`\(uri)` is not open") }
        for change in changes {
            guard let text = change["text"]?.string else { throw .invalidParams("a change without `text`") }
            if let rangeJSON = change["range"] {
                guard let range = DocumentRange(json: rangeJSON) else { throw .invalidParams("a change with a bad `range`") }
                let start = document.text.byteOffset(of: range.start, in: encoding)
                let end = max(start, document.text.byteOffset(of: range.end, in: encoding))
                var bytes = document.text.bytes
                bytes.replaceSubrange(start..<end, with: text.utf8)
                document.text = DocumentPositions(bytes)
            } else {
                document.text = DocumentPositions(Array(text.utf8))
            }
        }
        document.version = params["textDocument", "version"]?.int ?? document.version + 1
        byURI[uri] = document
        return uri
    }
}
