import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to the terminal, and whether to use colour there.
enum Output {
    static func standard(_ text: String) {
        writeAll(text, to: STDOUT_FILENO)
    }

    /// Ends the process with `code`, without returning, and without having
    /// freed `kept`. Output is written unbuffered, so nothing is lost; what
    /// is skipped is freeing every value of a large compilation one by one on
    /// the way out, which the kernel does at once (compilers such as clang
    /// skip it the same way). Exiting alone does not skip it: Swift releases
    /// a value after its last use, which comes before the exit.
    static func finish<Kept>(_ code: Int32, keepingAlive kept: Kept) -> Never {
        withExtendedLifetime(kept) { exit(code) }
    }

    /// A line saying what a command did (`wrote …`): on standard error, so
    /// that standard output carries only what a command was asked to print,
    /// which a tool reading it (the build plugin, a pipe) gets unmixed.
    static func status(_ line: String) {
        error(line)
    }

    /// Bytes as they are, to standard output; whether all were written.
    @discardableResult
    static func standard(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    static func error(_ text: String) {
        writeAll(text.hasSuffix("\n") ? text : text + "\n", to: STDERR_FILENO)
    }

    /// Unbuffered, whole: callers build their output first and write it once.
    private static func writeAll(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return  // a closed pipe: nothing sensible left to do
                }
                offset += written
            }
        }
    }

    /// `auto`: colour only on a terminal, not when NO_COLOR is set or the
    /// terminal is dumb. `always` and `never` win over both: no-color.org
    /// lets an explicit flag override NO_COLOR, and README.md says so.
    static func useColor(_ mode: ColorMode, descriptor: Int32 = STDOUT_FILENO) -> Bool {
        switch mode {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = getenv("NO_COLOR"), noColor.pointee != 0 { return false }
            if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
            return isatty(descriptor) == 1
        }
    }
}

enum ColorMode: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
}
