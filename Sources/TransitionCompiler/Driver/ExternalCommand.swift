#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs another program (`git`) to its end: its input given whole, its
/// output and error output collected. One thread, `poll` over the three
/// streams, so that a program that writes while it is still being fed
/// never waits on a full pipe.
enum ExternalCommand {
    struct Result {
        var status: Int32
        var output: [UInt8]
        var errorOutput: [UInt8]

        /// The error output's first line, for a message.
        var firstErrorLine: String {
            String(decoding: errorOutput.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        }
    }

    /// `program` is looked up on `PATH`. Throws when it cannot be started.
    static func run(_ program: String, _ arguments: [String], input: [UInt8] = [],
                    environment extra: [String] = []) throws(DriverError) -> Result {
        // Input goes through a socket, not a pipe: a write to a program that
        // has exited is then an error to handle (MSG_NOSIGNAL / SO_NOSIGPIPE),
        // not a SIGPIPE that ends transitionc.
        var inputPair: [Int32] = [-1, -1], outputPipe: [Int32] = [-1, -1], errorPipe: [Int32] = [-1, -1]
        #if os(Linux)
        let streamType = Int32(SOCK_STREAM.rawValue)
        #else
        let streamType = SOCK_STREAM
        #endif
        guard socketpair(AF_UNIX, streamType, 0, &inputPair) == 0 else {
            throw DriverError("cannot run `\(program)`: \(FileSystem.errorText())")
        }
        guard pipe(&outputPipe) == 0, pipe(&errorPipe) == 0 else {
            let reason = FileSystem.errorText()
            for descriptor in inputPair + outputPipe + errorPipe where descriptor >= 0 { close(descriptor) }
            throw DriverError("cannot run `\(program)`: \(reason)")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inputPair[1], 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        for descriptor in [inputPair[0], inputPair[1], outputPipe[0], outputPipe[1], errorPipe[0], errorPipe[1]] {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var environment: [UnsafeMutablePointer<CChar>?] = []
        var entry = environ
        while let pointer = entry.pointee {
            environment.append(strdup(pointer))
            entry += 1
        }
        environment += extra.map { strdup($0) } + [nil]
        defer { environment.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, program, &actions, nil, argv, environment)
        close(inputPair[1])
        close(outputPipe[1])
        close(errorPipe[1])
        guard spawned == 0 else {
            close(inputPair[0])
            close(outputPipe[0])
            close(errorPipe[0])
            throw DriverError("cannot run `\(program)`: \(FileSystem.errorText(spawned))")
        }
        #if !os(Linux)
        var on: Int32 = 1
        setsockopt(inputPair[0], SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        _ = fcntl(inputPair[0], F_SETFL, fcntl(inputPair[0], F_GETFL) | O_NONBLOCK)

        var result = Result(status: -1, output: [], errorOutput: [])
        var written = 0
        var inputOpen = true
        if input.isEmpty {
            close(inputPair[0])
            inputOpen = false
        }
        var open = (output: true, error: true)
        var buffer = [UInt8](repeating: 0, count: 65536)
        while open.output || open.error {
            var descriptors: [pollfd] = []
            if inputOpen { descriptors.append(pollfd(fd: inputPair[0], events: Int16(POLLOUT), revents: 0)) }
            if open.output { descriptors.append(pollfd(fd: outputPipe[0], events: Int16(POLLIN), revents: 0)) }
            if open.error { descriptors.append(pollfd(fd: errorPipe[0], events: Int16(POLLIN), revents: 0)) }
            guard poll(&descriptors, nfds_t(descriptors.count), -1) >= 0 else {
                if errno == EINTR { continue }
                break
            }
            for descriptor in descriptors where descriptor.revents != 0 {
                if inputOpen, descriptor.fd == inputPair[0] {
                    #if os(Linux)
                    let flags = Int32(MSG_NOSIGNAL)
                    #else
                    let flags: Int32 = 0
                    #endif
                    let sent = input.withUnsafeBufferPointer { bytes in
                        send(inputPair[0], bytes.baseAddress! + written, bytes.count - written, flags)
                    }
                    if sent > 0 { written += sent }
                    if written == input.count || (sent < 0 && errno != EAGAIN && errno != EINTR) {
                        close(inputPair[0])
                        inputOpen = false
                    }
                    continue
                }
                let count = read(descriptor.fd, &buffer, buffer.count)
                if count > 0 {
                    if descriptor.fd == outputPipe[0] {
                        result.output += buffer[..<count]
                    } else {
                        result.errorOutput += buffer[..<count]
                    }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    if descriptor.fd == outputPipe[0] { open.output = false } else { open.error = false }
                }
            }
        }
        if inputOpen { close(inputPair[0]) }
        close(outputPipe[0])
        close(errorPipe[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // Exited normally: its exit code; ended by a signal: 128 + the signal, as shells say.
        result.status = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return result
    }
}
