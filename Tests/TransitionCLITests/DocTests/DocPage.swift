import Foundation

/// One Markdown page of the documentation, cut into its fenced code blocks,
/// each with the `<!-- … -->` directive written right before it (see
/// Docs/contributing.md, "Doc tests").
struct DocPage: Sendable {
    /// A fenced block: where it is, its info string (`yaml`, `sh`, …), its
    /// lines without the fence's indentation, and the directive before it.
    struct Block: Sendable {
        /// 1-based line of the opening fence.
        var line: Int
        /// Which block of the page this is (0, 1, …): how a recording run finds it again.
        var index: Int
        var language: String
        var lines: [String]
        var directive: String?

        /// The block's text as a file holds it: every line ends with a line break.
        var text: String { lines.map { $0 + "\n" }.joined() }
    }

    /// A file the page declares in a comment readers do not see,
    /// `<!-- file: PATH` then its lines, then `-->`: the input of the output
    /// blocks after it, as Rust doctests hide their setup lines.
    struct HiddenFile: Sendable {
        var line: Int
        var path: String
        var text: String
    }

    /// Repository-relative path, such as `Docs/ci.md`.
    var path: String
    var blocks: [Block]
    var hiddenFiles: [HiddenFile]

    static let repositoryRoot = CLI.repositoryRoot

    /// README.md and every page under Docs/, in a fixed order.
    static let all: [DocPage] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Docs").path)) ?? []
        let paths = ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/\($0)" }
        return paths.map { path in
            let text = (try? String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)) ?? ""
            return DocPage(path: path, text: text)
        }
    }()

    init(path: String, text: String) {
        self.path = path
        (blocks, hiddenFiles) = Self.parse(text)
    }

    /// CommonMark's fences, as far as these pages use them: three or more
    /// backticks or tildes, closed by at least as many of the same.
    static func parse(_ text: String) -> ([Block], [HiddenFile]) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [Block] = []
        var hidden: [HiddenFile] = []
        var pendingDirective: String?
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let fence = Fence(line) {
                var body: [String] = []
                var end = index + 1
                while end < lines.count, !fence.isClosed(by: lines[end]) {
                    body.append(fence.unindent(lines[end]))
                    end += 1
                }
                blocks.append(Block(line: index + 1, index: blocks.count, language: fence.info,
                                    lines: body, directive: pendingDirective))
                pendingDirective = nil
                index = end + 1
                continue
            }
            if trimmed.hasPrefix("<!--") {
                // A comment may run over several lines; it ends at the first `-->`.
                var comment = [String(trimmed.dropFirst(4))]
                var end = index
                while !comment.last!.contains("-->"), end + 1 < lines.count {
                    end += 1
                    comment.append(lines[end])
                }
                let last = comment.removeLast()
                comment.append(String(last[..<last.range(of: "-->")!.lowerBound]))
                let head = comment[0].trimmingCharacters(in: .whitespaces)
                if comment.count > 1, head.hasPrefix("file:") {
                    let body = comment.dropFirst().dropLast()
                        + (comment.last!.trimmingCharacters(in: .whitespaces).isEmpty ? [] : [comment.last!])
                    hidden.append(HiddenFile(line: index + 1,
                                             path: head.dropFirst(5).trimmingCharacters(in: .whitespaces),
                                             text: body.map { $0 + "\n" }.joined()))
                    pendingDirective = nil
                } else {
                    pendingDirective = comment.map { $0.trimmingCharacters(in: .whitespaces) }
                        .filter { !$0.isEmpty }.joined(separator: "\n")
                }
                index = end + 1
                continue
            }
            // A directive belongs to the block right after it: blank lines may
            // come between, prose may not.
            if !trimmed.isEmpty { pendingDirective = nil }
            index += 1
        }
        return (blocks, hidden)
    }

    private struct Fence {
        var indent: Int
        var marker: Character
        var length: Int
        var info: String

        init?(_ line: String) {
            let indent = line.prefix(while: { $0 == " " }).count
            guard indent < 4 else { return nil }
            let rest = line.dropFirst(indent)
            guard let first = rest.first, first == "`" || first == "~" else { return nil }
            let length = rest.prefix(while: { $0 == first }).count
            guard length >= 3 else { return nil }
            self.indent = indent
            marker = first
            self.length = length
            info = rest.dropFirst(length).trimmingCharacters(in: .whitespaces)
        }

        func isClosed(by line: String) -> Bool {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.count >= length && trimmed.allSatisfy { $0 == marker }
        }

        /// Removes up to the fence's own indentation, as CommonMark does.
        func unindent(_ line: String) -> String {
            String(line.dropFirst(min(indent, line.prefix(while: { $0 == " " }).count)))
        }
    }
}
