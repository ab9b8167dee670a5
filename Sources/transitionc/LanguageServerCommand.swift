import ArgumentParser
import ParallelWork
import TransitionLanguageServer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct LanguageServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server, for editors (LSP over stdin and stdout).",
        discussion: """
            Speaks the Language Server Protocol 3.17 on standard input and output: the \
            diagnostics of `check` as you type, completion, hover, go to definition, \
            references, rename, document symbols and quick fixes. The workspace is the \
            spec set of the root folder's `.transitionc.yaml` (default `Specs/`). An \
            editor starts it; see Docs/editors.md. Exits 0 after `shutdown` and `exit`, \
            1 when the input ends or `exit` comes without `shutdown`.
            """)

    func run() throws {
        // A client that closes the pipe while a reply is written must not
        // kill the server with SIGPIPE; the write fails and input ends.
        signal(SIGPIPE, SIG_IGN)
        // Between keystrokes the server waits: no pool thread awake or
        // pinned to a core while it does (before the first compile makes them).
        WorkerPool.configure(.longRunning)
        throw ExitCode(SpecLanguageServer.serveStandardIO())
    }
}
