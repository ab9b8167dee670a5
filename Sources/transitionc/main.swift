import ArgumentParser
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

AllocatorTuning.apply()

// Start a worker thread of the pool the compiler's parallel stages use, so
// that it is ready by the time arguments are parsed and files are read: the
// first parallel stage otherwise waits for the thread to be created (about
// 0.6 ms of a 1 000-transition check's 4 ms of work here).
DispatchQueue.global().async {}

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
