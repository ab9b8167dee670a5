import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The hostile-input corpus in Tests/Corpus/hostile/: `cases.json` lists
/// every case with its expected exit code and rule (or error message). Small
/// cases are files next to it; large ones are recipes, built at test time so
/// the repository stays small (see Docs/robustness.md for the format).
struct HostileCase: Decodable, CustomTestStringConvertible, Sendable {
    /// A piece of a generated file: `text` `repeat` times, or the template
    /// `lines` once for each i in `from..<from + count` (see `Template`).
    struct Segment: Decodable, Sendable {
        var text: String?
        var `repeat`: Int?
        var lines: String?
        var from: Int?
        var count: Int?
    }

    /// One entry of a generated directory tree, `copies` times (i = 0, 1, …
    /// in the path and text): a file (`text` or `generate`), a symbolic link,
    /// a FIFO or a Unix socket.
    struct TreeEntry: Decodable, Sendable {
        var path: String
        var copies: Int?
        var text: String?
        var generate: [Segment]?
        var symlink: String?
        var fifo: Bool?
        var socket: Bool?
    }

    var name: String
    var why: String
    var file: String?
    var generate: [Segment]?
    var tree: [TreeEntry]?
    /// The command line; default `check --format json INPUT`.
    var arguments: [String]?
    var exit: Int32
    /// A rule id the JSON output must hold (exit 1).
    var rule: String?
    /// Text the message of a diagnostic with `rule` must hold, where the
    /// docs promise what it says (Docs/robustness.md's table of bugs).
    var message: String?
    /// Text standard error must hold (exit 2).
    var stderr: String?
    /// Hundreds of thousands of diagnostics, or tens of megabytes through
    /// every stage: within 5 s in a release build, but several times slower
    /// in an unoptimised one (see `HostileCorpusTests.secondsLimit`).
    var heavy: Bool?

    var testDescription: String { name }

    static let directory = CLI.repositoryRoot.appendingPathComponent("Tests/Corpus/hostile")

    static let all: [HostileCase] = {
        struct Manifest: Decodable { var cases: [HostileCase] }
        do {
            let data = try Data(contentsOf: directory.appendingPathComponent("cases.json"))
            return try JSONDecoder().decode(Manifest.self, from: data).cases
        } catch {
            fatalError("Tests/Corpus/hostile/cases.json cannot be read: \(error)")
        }
    }()

    /// Whether the case is one input file (rather than a tree or a fixed command line).
    var isSingleFile: Bool { file != nil || generate != nil }

    /// Builds the case's input file or tree in `workspace`; returns the path
    /// of its input file, if it has one.
    func prepare(in workspace: URL) throws -> String? {
        for entry in tree ?? [] {
            for index in 0..<(entry.copies ?? 1) {
                try Self.create(entry, index: index, in: workspace)
            }
        }
        if let file {
            return Self.directory.appendingPathComponent(file).path
        }
        guard let generate else { return nil }
        let path = workspace.appendingPathComponent("\(name).yaml")
        try Self.bytes(generate, index: 0).write(to: path)
        return path.lastPathComponent
    }

    /// The command line for `check` (or the case's own), given the input.
    func commandLine(input: String?) -> [String] {
        (arguments ?? ["check", "--format", "json"]) + (input.map { [$0] } ?? [])
    }

    static func bytes(_ segments: [Segment], index: Int) -> Data {
        var bytes = Data()
        for segment in segments {
            if let text = segment.text {
                bytes += repeated(Data(Template.expand(text, index: index).utf8), segment.repeat ?? 1)
            }
            if let lines = segment.lines {
                let start = segment.from ?? 0
                for line in start..<start + (segment.count ?? 0) {
                    bytes += Data(Template.expand(lines, index: line).utf8)
                }
            }
        }
        return bytes
    }

    /// `piece` `count` times, by doubling: a 50 MB scalar in a few copies.
    private static func repeated(_ piece: Data, _ count: Int) -> Data {
        var result = Data()
        var power = piece
        var remaining = count
        while remaining > 0 {
            if remaining & 1 == 1 { result += power }
            remaining >>= 1
            if remaining > 0 { power += power }
        }
        return result
    }

    private static func create(_ entry: TreeEntry, index: Int, in workspace: URL) throws {
        let url = workspace.appendingPathComponent(Template.expand(entry.path, index: index))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let text = entry.text {
            try Data(Template.expand(text, index: index).utf8).write(to: url)
        } else if let generate = entry.generate {
            try bytes(generate, index: index).write(to: url)
        } else if let target = entry.symlink {
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
        } else if entry.fifo == true {
            guard mkfifo(url.path, 0o644) == 0 else { throw POSIXError(.EIO) }
        } else if entry.socket == true {
            try makeSocket(at: url.path)
        }
    }

    /// A Unix socket bound at `path` (and left bound: only its presence matters).
    private static func makeSocket(at path: String) throws {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard path.utf8.count < capacity else { throw POSIXError(.ENAMETOOLONG) }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: path.utf8)
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0 else { throw POSIXError(.EIO) }
    }
}

/// Placeholders in generated text, for a line or copy number i: `{i}`,
/// `{i-1}`, `{i/N}` (integer division) and `{X*N}` or `{X*i}` (the character
/// X repeated). Anything else in braces (YAML's own `{ … }`) is kept.
enum Template {
    static func expand(_ text: String, index: Int) -> String {
        guard text.contains("{") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"),
               let value = placeholder(rest[afterOpen..<close], index: index) {
                result += value
                rest = rest[rest.index(after: close)...]
            } else {
                result += "{"
                rest = rest[afterOpen...]
            }
        }
        return result + rest
    }

    private static func placeholder(_ name: Substring, index: Int) -> String? {
        if name == "i" { return String(index) }
        if name == "i-1" { return String(index - 1) }
        if name.hasPrefix("i/"), let divisor = Int(name.dropFirst(2)), divisor > 0 { return String(index / divisor) }
        let parts = name.split(separator: "*", maxSplits: 1, omittingEmptySubsequences: false)
        if parts.count == 2, parts[0].count == 1 {
            let count = parts[1] == "i" ? index : Int(parts[1])
            if let count, count >= 0 { return String(repeating: String(parts[0]), count: count) }
        }
        return nil
    }
}
