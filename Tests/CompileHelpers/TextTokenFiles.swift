import TransitionCompiler
import YAMLSource

/// Design token files given as text, by path, for a test that imports them
/// without writing them out: an import names one by its path relative to
/// the importing spec's directory, as on disk.
public struct TextTokenFiles: TokenFileSource {
    private let files: [String: String]

    public init(_ files: [(path: String, text: String)]) {
        self.files = Dictionary(files.map { (Self.normalized($0.path), $0.text) }, uniquingKeysWith: { first, _ in first })
    }

    public func read(_ path: String, importedBy specFile: String, limit: Int) -> TokenFileRead {
        let directory = specFile.split(separator: "/").dropLast().joined(separator: "/")
        let resolved = Self.normalized(directory.isEmpty ? path : directory + "/" + path)
        guard let text = files[resolved] else { return .refused("no such file") }
        return .file(path: resolved, source: SourceText(Array(text.utf8)))
    }

    /// `Specs/../Design/a.json` as `Design/a.json`.
    private static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }
}
