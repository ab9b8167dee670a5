import Foundation
import TestTools
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of `transitionc` with the numbers the robustness tests bound:
/// wall time, peak memory, and whether a signal ended it. Output goes to
/// files, so a child that prints a lot never blocks on a full pipe.
///
/// Peak memory comes from GNU time (`/usr/bin/time -f %M`, Debian's `time`
/// package, which .ci/run installs). The test process cannot ask `wait4`
/// itself: a child started with posix_spawn shares the parent's memory
/// until it execs, and Linux carries that high-water mark (the test
/// runner's, hundreds of MiB) into the child's `ru_maxrss`. GNU time is
/// small, so what it measures is transitionc's own. Without it (or with it
/// hidden, `TRANSITIONC_HIDE_TOOLS=time`), the peak is sampled from
/// /proc/PID/status (VmHWM) while the child runs, so no test needs it.
struct MeasuredRun {
    /// The exit status, or nil when a signal ended the process.
    var status: Int32?
    /// The signal that ended the process (a crash, or the deadline's SIGKILL).
    var signal: Int32?
    var timedOut: Bool
    var wallSeconds: Double
    var peakMemoryBytes: Int
    var stdout: String
    var stderr: String

    static let executable = CLI.executable.path
    static let gnuTime = "/usr/bin/time"

    /// Runs `transitionc arguments` in `directory`, killing it at `timeout`.
    /// `shell`, when given, is a `/bin/sh` script that runs the command line
    /// as `"$@"` (for `ulimit` and `trap`); the default is `exec "$@"`.
    static func run(_ arguments: [String], in directory: URL, timeout: Double = 20,
                    shell: String? = nil) throws -> MeasuredRun {
        // Outside `directory`, which a test may have made read-only.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("transitionc-measured-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let stdoutPath = scratch.appendingPathComponent("stdout").path
        let stderrPath = scratch.appendingPathComponent("stderr").path
        let timePath = scratch.appendingPathComponent("time").path

        let useTime = OptionalTool.time.isAvailable
        let command = (useTime ? [gnuTime, "-f", "%M", "-o", timePath] : []) + [executable] + arguments
        // `cd` through the shell: posix_spawn has no portable chdir.
        let script = "cd \"$1\" || exit 125; shift; \(shell ?? "exec \"$@\"")"
        let argv = ["/bin/sh", "-c", script, "sh", directory.path] + command
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"  // the backtracer can hang after a crash
        environment.removeValue(forKey: "NO_COLOR")

        let start = Date()
        let pid = try Spawn.start(argv, environment: environment.map { "\($0.key)=\($0.value)" },
                                  stdout: stdoutPath, stderr: stderrPath)
        var status: Int32 = 0
        var timedOut = false
        var sampledPeak = 0
        while true {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid { break }
            if waited < 0, errno != EINTR { throw POSIXError(.ECHILD) }
            if !useTime { sampledPeak = max(sampledPeak, highWaterMark(of: pid)) }
            if Date().timeIntervalSince(start) > timeout {
                timedOut = true
                kill(-pid, SIGKILL)  // the whole process group: time and transitionc
                while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                break
            }
            usleep(2_000)
        }
        var run = MeasuredRun(
            status: status & 0x7F == 0 ? (status >> 8) & 0xFF : nil,
            signal: status & 0x7F == 0 ? nil : status & 0x7F,
            timedOut: timedOut,
            wallSeconds: Date().timeIntervalSince(start),
            peakMemoryBytes: sampledPeak,
            stdout: (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "")
        if useTime { run.readGNUTime(at: timePath) }
        return run
    }

    /// GNU time writes "Command terminated by signal N" when a signal ended
    /// the command (and then exits 128 + N itself), and last the peak in KiB.
    private mutating func readGNUTime(at path: String) {
        let lines = ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n")
        if let kilobytes = lines.last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) {
            peakMemoryBytes = kilobytes * 1024
        }
        let prefix = "Command terminated by signal "
        if let line = lines.first(where: { $0.hasPrefix(prefix) }), let number = Int32(line.dropFirst(prefix.count)) {
            signal = number
            status = nil
        }
    }

    /// VmHWM of a running process, in bytes (0 once it has exited).
    private static func highWaterMark(of pid: pid_t) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
        return kilobytes * 1024
    }

    /// A one-line summary for failure messages.
    var summary: String {
        let ending = signal.map { "signal \($0)" } ?? "exit \(status ?? -1)"
        return "\(ending), \(String(format: "%.2f", wallSeconds)) s, \(peakMemoryBytes >> 20) MiB peak"
            + (timedOut ? ", killed at the deadline" : "")
    }
}

/// posix_spawn with what the measured runs need.
private enum Spawn {
    /// Starts `argv` in its own process group (so a deadline can kill it and
    /// its children), with standard input from /dev/null, output to files,
    /// and every signal at its default action, unblocked: a shell cannot
    /// undo an ignored signal it inherits from the test runner, and the
    /// tests rely on SIGXFSZ killing the child.
    static func start(_ argv: [String], environment: [String], stdout: String, stderr: String) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t(), none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))

        let cArguments = argv.map { strdup($0) } + [nil]
        let cEnvironment = environment.map { strdup($0) } + [nil]
        defer {
            cArguments.forEach { free($0) }
            cEnvironment.forEach { free($0) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, argv[0], &actions, &attributes, cArguments, cEnvironment)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
        return pid
    }
}
