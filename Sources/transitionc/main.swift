import ArgumentParser
import Dispatch
import LibYAMLInterposition
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

LibYAMLInterposition.install()

#if !os(Linux)
// Start a thread of Dispatch's pool, so that it is ready by the time the
// files are read. (On Linux the compiler's stages run on threads of their
// own, made at the first: `WorkerPool`.)
DispatchQueue.global().async {}
#endif

// Exit codes are part of the contract: 0 clean, 1 spec errors, 2 usage or
// I/O problems. ArgumentParser uses 64 for usage errors, so map it here.
do {
    switch DirectInvocation.job(for: Array(CommandLine.arguments.dropFirst())) {
    case .check(let job)?: try job.run()
    case .generateSwift(let job)?: try job.run()
    case nil:
        var command = try TransitionCommand.parseAsRoot()
        try command.run()
    }
} catch let code as ExitCode {
    exit(code.rawValue)
} catch {
    if TransitionCommand.exitCode(for: error) == .success {
        TransitionCommand.exit(withError: error)  // --help, --version
    }
    Output.error(TransitionCommand.fullMessage(for: error))
    exit(2)
}
