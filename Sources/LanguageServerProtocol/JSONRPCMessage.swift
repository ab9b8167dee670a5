import JSONCodec
import JSONSource

/// A request's id: JSON-RPC allows a number or a string.
public enum RequestID: Hashable, Sendable {
    case number(Int)
    case string(String)

    public var json: JSONValue {
        switch self {
        case .number(let number): .int(number)
        case .string(let string): .string(string)
        }
    }
}

/// An error a request is answered with. The codes are JSON-RPC's and LSP's.
public struct ResponseError: Error, Equatable, Sendable {
    public var code: Int
    public var message: String

    public init(_ code: Int, _ message: String) {
        self.code = code
        self.message = message
    }

    public static let parseError = -32700
    public static let invalidRequest = -32600
    public static let methodNotFound = -32601
    public static let invalidParams = -32602
    public static let internalError = -32603
    public static let serverNotInitialized = -32002
    public static let requestFailed = -32803

    public static func invalidParams(_ message: String) -> ResponseError { ResponseError(invalidParams, message) }
    public static func requestFailed(_ message: String) -> ResponseError { ResponseError(requestFailed, message) }
}

/// One message a client sent, as JSON-RPC 2.0 tells them apart.
public enum IncomingMessage: Equatable, Sendable {
    case request(id: RequestID, method: String, params: JSONValue)
    case notification(method: String, params: JSONValue)
    /// An answer to a request of the server's; the server sends none it waits for.
    case response
    /// Not a message: answered with this error, for this id when it could be read.
    case invalid(id: RequestID?, ResponseError)

    /// Reads a message body. Never throws: anything that is not a message
    /// becomes `.invalid`, with the code the contract gives it.
    public static func read(_ body: [UInt8]) -> IncomingMessage {
        let json: JSONValue
        do {
            json = try JSONReader.value(of: body)
        } catch {
            return .invalid(id: nil, ResponseError(ResponseError.parseError, "the message is not JSON: \(error.description)"))
        }
        guard case .object = json else {
            return .invalid(id: nil, ResponseError(ResponseError.invalidRequest, "a message is a JSON object"))
        }
        let id: RequestID?
        switch json["id"] {
        case nil, .null?: id = nil
        case .int(let number)?: id = .number(number)
        case .string(let string)?: id = .string(string)
        default:
            return .invalid(id: nil, ResponseError(ResponseError.invalidRequest, "`id` is a number or a string"))
        }
        guard json["jsonrpc"] == .string("2.0") else {
            return .invalid(id: id, ResponseError(ResponseError.invalidRequest, "`jsonrpc` must be \"2.0\""))
        }
        guard let methodValue = json["method"] else {
            if id != nil, json["result"] != nil || json["error"] != nil { return .response }
            return .invalid(id: id, ResponseError(ResponseError.invalidRequest, "a request needs a `method`"))
        }
        guard case .string(let method) = methodValue else {
            return .invalid(id: id, ResponseError(ResponseError.invalidRequest, "`method` is a string"))
        }
        let params = json["params"] ?? .null
        switch params {
        case .object, .array, .null: break
        default: return .invalid(id: id, ResponseError(ResponseError.invalidRequest, "`params` is an object or an array"))
        }
        if let id { return .request(id: id, method: method, params: params) }
        return .notification(method: method, params: params)
    }
}

/// What the server writes.
public enum OutgoingMessage {
    public static func result(_ result: JSONValue, for id: RequestID) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", id.json), ("result", result)])
    }

    public static func error(_ error: ResponseError, for id: RequestID?) -> JSONValue {
        .object([
            ("jsonrpc", .string("2.0")), ("id", id?.json ?? .null),
            ("error", .object([("code", .int(error.code)), ("message", .string(error.message))])),
        ])
    }

    public static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
    }
}
