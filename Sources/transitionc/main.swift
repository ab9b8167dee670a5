import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

AllocatorTuning.apply()

// Exit codes are part of the contract: 0 clean, 1 spec errors, 2 usage or
// I/O problems. ArgumentParser uses 64 for usage errors, so map it here.
do {
    var command = try TransitionCommand.parseAsRoot()
    try command.run()
} catch let code as ExitCode {
    exit(code.rawValue)
} catch {
    if TransitionCommand.exitCode(for: error) == .success {
        TransitionCommand.exit(withError: error)  // --help, --version
    }
    Output.error(TransitionCommand.fullMessage(for: error))
    exit(2)
}
