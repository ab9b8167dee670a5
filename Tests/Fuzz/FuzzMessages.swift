// libFuzzer harness for the language server's message layer: the input is
// the byte stream a client sends to `transitionc lsp`, after an
// `initialize`, cut into reads at places the input itself picks. The real
// server answers (its documents compile through the whole pipeline), and
// every frame it writes must be a JSON-RPC message; a crash, a hang or
// memory without bound stops the fuzzer.
import JSONCodec
import JSONSource
import LanguageServerProtocol
import TransitionLanguageServer

/// A root with no spec folder: only the documents the input opens are compiled.
private let initialize = MessageFramer.frame(Array(
    #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"rootUri":"file:///nonexistent-fuzz-root","capabilities":{}}}"#.utf8))

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMessages(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Reads of 1 to 256 bytes, each length taken from the byte before the cut.
    var chunks = [initialize]
    var start = 0
    while start < bytes.count {
        let length = 1 + Int(bytes[start]) % 256
        chunks.append(Array(bytes[start..<min(bytes.count, start + length)]))
        start += length
    }
    let transport = MemoryTransport(input: chunks)
    let status = LanguageServerConnection(transport: transport).run(SpecLanguageServer())
    precondition(status == 0 || status == 1, "exit status \(status)")
    var framer = MessageFramer()
    framer.append(transport.written)
    while let frame = framer.next() {
        guard case .message(let body) = frame else { preconditionFailure("the server wrote a malformed frame") }
        guard let message = try? JSONReader.value(of: body), message["jsonrpc"] == .string("2.0") else {
            preconditionFailure("the server wrote a message that is not JSON-RPC: \(String(decoding: body, as: UTF8.self))")
        }
    }
    precondition(framer.pendingByteCount == 0, "the server wrote half a frame")
    return 0
}
