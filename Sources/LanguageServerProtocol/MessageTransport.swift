#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
private let systemWrite = Darwin.write
#endif

/// Where messages come from and go to: stdin and stdout for `transitionc
/// lsp`, memory for tests and the fuzzer.
public protocol MessageTransport: AnyObject {
    /// Some bytes, blocking until there are any; empty at the end of input.
    func read() -> [UInt8]
    /// Whether `read` would return at once: the server does its deferred
    /// work (diagnostics after a burst of edits) only when nothing waits.
    var hasPendingInput: Bool { get }
    func write(_ bytes: [UInt8])
}

/// Two file descriptors, such as stdin and stdout.
public final class FileDescriptorTransport: MessageTransport {
    private let input: Int32
    private let output: Int32
    private var chunk = [UInt8](repeating: 0, count: 64 * 1024)

    public init(input: Int32 = 0, output: Int32 = 1) {
        self.input = input
        self.output = output
    }

    public func read() -> [UInt8] {
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(input, $0.baseAddress, $0.count) }
            if count > 0 { return Array(chunk[0..<count]) }
            if count == 0 { return [] }
            if errno != EINTR { return [] }
        }
    }

    public var hasPendingInput: Bool {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    public func write(_ bytes: [UInt8]) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { systemWrite(output, $0.baseAddress! + written, bytes.count - written) }
            if count > 0 {
                written += count
            } else if count < 0, errno == EINTR {
                continue
            } else {
                // The client has gone: nothing more can reach it.
                return
            }
        }
    }
}

/// Input given up front, output collected: for tests and the fuzzer. Each
/// chunk arrives after the server has gone idle, as from a client that
/// waits between messages, so the deferred work runs between them.
public final class MemoryTransport: MessageTransport {
    private var chunks: [[UInt8]]
    public private(set) var written: [UInt8] = []

    public init(input chunks: [[UInt8]]) {
        self.chunks = chunks.reversed()
    }

    public func read() -> [UInt8] { chunks.popLast() ?? [] }
    public var hasPendingInput: Bool { false }
    public func write(_ bytes: [UInt8]) { written += bytes }
}
