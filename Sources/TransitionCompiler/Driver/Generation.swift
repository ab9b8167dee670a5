#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Driver {
    /// The Swift table for a compilation without errors (nil otherwise), its
    /// header naming the spec files relative to the output's directory.
    public static func swiftTable(for compilation: Compilation, output: String, options: SwiftTableOptions) -> String? {
        swiftTableUTF8(for: compilation, output: output, options: options).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `swiftTable` as UTF-8 bytes.
    public static func swiftTableUTF8(for compilation: Compilation, output: String, options: SwiftTableOptions) -> [UInt8]? {
        swiftTableChunks(for: compilation, output: output, options: options)?.joined
    }

    /// `swiftTable` as the UTF-8 chunks it is written in: a large table is
    /// tens of megabytes, and making one String or array of it copies them all.
    public static func swiftTableChunks(for compilation: Compilation, output: String,
                                        options: SwiftTableOptions) -> ByteChunks? {
        guard let graph = compilation.graph, !compilation.diagnostics.hasErrors else { return nil }
        var options = options
        let base = Path.directory(of: Path.absolute(output))
        options.sourceFiles = compilation.files.map { Path.relative(Path.absolute($0), from: base) }
        return SwiftTableEmitter.emitChunks(graph, options: options)
    }
}

/// Lexical path arithmetic (no symlinks resolved): enough to name the spec
/// files relative to the output file, the same on every machine.
enum Path {
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return normalized(path) }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let cwd = getcwd(&buffer, buffer.count).map { _ in
            String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        } ?? "/"
        return normalized(cwd + "/" + path)
    }

    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    static func relative(_ path: String, from base: String) -> String {
        let target = path.split(separator: "/"), origin = base.split(separator: "/")
        var common = 0
        while common < min(target.count, origin.count), target[common] == origin[common] { common += 1 }
        let up = Array(repeating: "..", count: origin.count - common)
        let rest = target[common...].map(String.init)
        return (up + rest).joined(separator: "/")
    }
}
