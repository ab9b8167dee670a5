import JSONCodec

/// What a server does with the messages the lifecycle lets through.
public protocol LanguageServerHandler: AnyObject {
    /// The `initialize` request's result (capabilities and server info).
    func initialize(_ params: JSONValue, connection: LanguageServerConnection) throws(ResponseError) -> JSONValue
    /// A request's result; nil when the method is not one the server has.
    func respond(to method: String, params: JSONValue) throws(ResponseError) -> JSONValue?
    func notify(_ method: String, params: JSONValue)
    /// Called when no message is waiting: the place for work deferred
    /// until a burst of edits is over.
    func idle()
}

/// The Language Server Protocol's lifecycle over a transport: reads frames,
/// answers what is not a message, holds requests back until `initialize`,
/// and hands the rest to the handler. Every request gets exactly one
/// answer; a notification never gets one.
public final class LanguageServerConnection {
    public enum State: Equatable, Sendable {
        case waitingForInitialize, running, shutDown
    }

    public private(set) var state = State.waitingForInitialize
    private let transport: MessageTransport
    private var framer = MessageFramer()

    public init(transport: MessageTransport) {
        self.transport = transport
    }

    public func send(_ message: JSONValue) {
        transport.write(MessageFramer.frame(Array(message.serialized().utf8)))
    }

    public func sendNotification(_ method: String, _ params: JSONValue) {
        send(OutgoingMessage.notification(method, params))
    }

    /// Serves until `exit` or the end of input; returns the exit status:
    /// 0 after `shutdown`, 1 without.
    public func run(_ handler: LanguageServerHandler) -> Int32 {
        while true {
            while let frame = framer.next() {
                if let status = handle(frame, handler) { return status }
            }
            if !transport.hasPendingInput { handler.idle() }
            let bytes = transport.read()
            if bytes.isEmpty { return state == .shutDown ? 0 : 1 }
            framer.append(bytes)
        }
    }

    /// One frame; an exit status when it was `exit`.
    func handle(_ frame: MessageFramer.Frame, _ handler: LanguageServerHandler) -> Int32? {
        switch frame {
        case .malformed(let problem):
            send(OutgoingMessage.error(ResponseError(ResponseError.parseError, "malformed message header: \(problem)"), for: nil))
            return nil
        case .message(let body):
            return handle(IncomingMessage.read(body), handler)
        }
    }

    func handle(_ message: IncomingMessage, _ handler: LanguageServerHandler) -> Int32? {
        switch message {
        case .response:
            return nil
        case .invalid(let id, let error):
            send(OutgoingMessage.error(error, for: id))
            return nil
        case .notification(let method, let params):
            if method == "exit" { return state == .shutDown ? 0 : 1 }
            // Before `initialize` notifications are dropped; after
            // `shutdown` only `exit` means anything.
            guard state == .running else { return nil }
            handler.notify(method, params: params)
            return nil
        case .request(let id, let method, let params):
            send(answer(id: id, method: method, params: params, handler))
            return nil
        }
    }

    private func answer(id: RequestID, method: String, params: JSONValue, _ handler: LanguageServerHandler) -> JSONValue {
        do throws(ResponseError) {
            switch (state, method) {
            case (.waitingForInitialize, "initialize"):
                let result = try handler.initialize(params, connection: self)
                state = .running
                return OutgoingMessage.result(result, for: id)
            case (.waitingForInitialize, _):
                throw ResponseError(ResponseError.serverNotInitialized, "the server is not initialized: send `initialize` first")
            case (.shutDown, _):
                throw ResponseError(ResponseError.invalidRequest, "the server is shut down: only `exit` is accepted")
            case (.running, "initialize"):
                throw ResponseError(ResponseError.invalidRequest, "the server is already initialized")
            case (.running, "shutdown"):
                state = .shutDown
                return OutgoingMessage.result(.null, for: id)
            case (.running, _):
                guard let result = try handler.respond(to: method, params: params) else {
                    throw ResponseError(ResponseError.methodNotFound, "no method `\(method)`")
                }
                return OutgoingMessage.result(result, for: id)
            }
        } catch {
            return OutgoingMessage.error(error, for: id)
        }
    }
}
