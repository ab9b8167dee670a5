#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LanguageServerProtocol

/// `transitionc lsp` as a child process, with a pipe each way: the editor's
/// side of the bench. Messages are written as an editor writes them, and
/// the diagnostics the server publishes are counted as they arrive.
final class EditorSession {
    private let pid: pid_t
    private let input: Int32, output: Int32
    private var framer = MessageFramer()
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var nextID = 1

    init?(transitionc: String, root: String) {
        var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        for descriptor in toChild + fromChild { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let words: [String] = [transitionc, "lsp"]
        let argv = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, transitionc, &actions, nil, argv, environ) == 0 else { return nil }
        self.pid = pid
        close(toChild[0])
        close(fromChild[1])
        input = toChild[1]
        output = fromChild[0]
        let rootURI = FileURI.uri(of: root)
        request("initialize", #"{"processId":null,"rootUri":"\#(rootURI)","capabilities":{}}"#)
        send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
    }

    /// Sends a request and waits for its answer (and whatever comes before it).
    func request(_ method: String, _ params: String) {
        let id = nextID
        nextID += 1
        send(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#)
        let marker = Array(#""id":\#(id),"#.utf8)
        while let body = nextMessage() {
            if body.starts(with: Array(#"{"jsonrpc":"2.0","#.utf8) + marker) { return }
        }
    }

    func send(_ json: String) {
        let bytes = MessageFramer.frame(Array(json.utf8))
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(input, $0.baseAddress! + written, bytes.count - written) }
            guard count > 0 else { return }
            written += count
        }
    }

    /// Waits until the server has published diagnostics `count` times.
    func awaitPublications(_ count: Int) {
        var seen = 0
        // How the server writes the start of a publication (its keys in a fixed order).
        let start = Array(#"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics""#.utf8)
        while seen < count, let body = nextMessage() {
            if body.starts(with: start) { seen += 1 }
        }
    }

    private func nextMessage() -> [UInt8]? {
        while true {
            if case .message(let body)? = framer.next() { return body }
            let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            guard count > 0 else { return nil }
            framer.append(buffer[0..<count])
        }
    }

    func finish() {
        request("shutdown", "null")
        send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        close(input)
        close(output)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    }
}
