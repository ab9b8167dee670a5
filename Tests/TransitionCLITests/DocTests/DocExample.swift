import Foundation
import Testing

/// A fenced block of the docs read as a test: what it claims, by its
/// language, its first line and the directive before it.
struct DocExample: Sendable, CustomTestStringConvertible {
    enum Kind: Sendable {
        /// A whole spec file: it checks with no diagnostic at all.
        case spec
        /// Part of a spec or configuration file: it must still be YAML that reads.
        case yamlFragment
        /// A `.transitionc.yaml`: it reads with no diagnostic.
        case configuration
        /// `$ transitionc …` lines, each followed by what it prints.
        case transcript
        /// What `transitionc ARGS` prints, after `edits` to the page's files;
        /// or, with `written`, what it leaves in that file (a baseline file).
        case output(arguments: [String], edits: [Edit], written: String?)
        /// A golden file of the test suite, shown as it is (the golden file
        /// is the one source; its own test keeps it true).
        case golden(path: String)
        /// A command's synopsis: each `--option` it names is one the
        /// command's `--help` usage line has (as swift-argument-parser
        /// tests its help), so a renamed or removed option fails.
        case synopsis(command: [String])
        /// A block no kind above fits and no directive excuses: reported, so
        /// that a new example is made a test (or marked) rather than skipped.
        case unclassified(reason: String)
    }

    /// `edit PATH: "OLD" -> "NEW"`: the output is of the file with OLD, once,
    /// replaced by NEW (the README's tour shows its spec right, then the
    /// diagnostic for a misspelling of it).
    struct Edit: Sendable {
        var path: String
        var old: String
        var new: String
    }

    var page: DocPage
    var block: DocPage.Block
    var kind: Kind

    /// `Docs/ci.md:74`, the opening fence: what a failure names.
    var location: String { "\(page.path):\(block.line)" }
    var testDescription: String { location }

    /// Where Swift Testing reports a failure: the doc's own line.
    var sourceLocation: SourceLocation {
        SourceLocation(fileID: "transitionc/\(page.path)",
                       filePath: DocPage.repositoryRoot.appendingPathComponent(page.path).path,
                       line: block.line, column: 1)
    }

    /// The files an example runs against beyond the repository's `Specs/`:
    /// the page's `file:` blocks and hidden files written before it.
    var pageFiles: [(path: String, text: String)] {
        var files: [(line: Int, path: String, text: String)] = page.hiddenFiles
            .filter { $0.line < block.line }.map { ($0.line, $0.path, $0.text) }
        for other in page.blocks where other.line < block.line {
            if let path = Directive(other.directive).value("file") { files.append((other.line, path, other.text)) }
        }
        return files.sorted { $0.line < $1.line }.map { ($0.path, $0.text) }
    }

    /// Every tested block of every page, and every block that cannot be
    /// classified (as a failing example, so that it is fixed rather than skipped).
    static let all: [DocExample] = DocPage.all.flatMap { page in
        page.blocks.compactMap { block in
            switch classify(block) {
            case .tested(let kind): DocExample(page: page, block: block, kind: kind)
            case .untested: nil
            case .unclassified(let reason): DocExample(page: page, block: block, kind: .unclassified(reason: reason))
            }
        }
    }

    enum Classification {
        case tested(Kind)
        /// Marked `fragment` or `not tested: WHY`: shown to readers, run by nothing.
        case untested
        /// Neither an example the harness knows nor marked: a mistake in the page.
        case unclassified(String)
    }

    static func classify(_ block: DocPage.Block) -> Classification {
        let directive = Directive(block.directive)
        if let problem = directive.problem { return .unclassified(problem) }
        if directive.has("not tested") { return .untested }
        let isYAML = block.language == "yaml" || block.language == "yml"
        if directive.has("fragment") { return isYAML ? .tested(.yamlFragment) : .untested }
        if directive.has("config") { return .tested(.configuration) }
        if let golden = directive.value("golden") { return .tested(.golden(path: golden)) }
        if let command = directive.value("synopsis") {
            guard let words = ShellWords.split(command), words.first == "transitionc" else {
                return .unclassified("`synopsis:` takes the command, `transitionc …`")
            }
            return .tested(.synopsis(command: Array(words.dropFirst())))
        }
        if let command = directive.value("output") {
            guard let arguments = ShellWords.split(command), arguments.first == "transitionc" else {
                return .unclassified("`output:` takes a `transitionc …` command line")
            }
            return .tested(.output(arguments: Array(arguments.dropFirst()), edits: directive.edits,
                                   written: directive.value("written")))
        }
        if block.lines.first?.hasPrefix("$ ") == true { return .tested(.transcript) }
        if isYAML { return .tested(.spec) }
        return .unclassified("a ```\(block.language) block that no doc test reads; mark it "
            + "`<!-- fragment -->` or `<!-- not tested: WHY -->`, or make it an example (Docs/contributing.md)")
    }
}

/// The lines of a `<!-- … -->` comment before a block: `fragment`,
/// `not tested: WHY`, `config`, `file: PATH`, `output: transitionc ARGS`,
/// `edit PATH: "OLD" -> "NEW"`, `written: PATH`, `golden: PATH`,
/// `synopsis: transitionc COMMAND`.
struct Directive {
    var entries: [(name: String, value: String)] = []
    var problem: String?

    static let names: Set = ["fragment", "not tested", "config", "file", "output", "edit", "golden", "synopsis", "written"]

    init(_ text: String?) {
        guard let text else { return }
        for line in text.split(separator: "\n").map(String.init) {
            let name: String, value: String
            if line.hasPrefix("edit ") {
                (name, value) = ("edit", String(line.dropFirst(5)))
            } else if let colon = line.firstIndex(of: ":") {
                (name, value) = (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            } else {
                (name, value) = (line, "")
            }
            guard Self.names.contains(name) else {
                problem = "unknown doc-test directive `\(line)`"
                return
            }
            entries.append((name, value))
        }
        if has("edit"), !has("output") { problem = "`edit` needs an `output:` after it" }
        if has("written"), !has("output") { problem = "`written:` needs an `output:` with it" }
        if entries.contains(where: { $0.name == "edit" }) && edits.count != entries.count(where: { $0.name == "edit" }) {
            problem = #"an edit is written `edit PATH: "OLD" -> "NEW"`"#
        }
    }

    func has(_ name: String) -> Bool { entries.contains { $0.name == name } }
    func value(_ name: String) -> String? { entries.first { $0.name == name }?.value }

    /// `PATH: "OLD" -> "NEW"`, the strings in double quotes with no escapes.
    var edits: [DocExample.Edit] {
        entries.filter { $0.name == "edit" }.compactMap { entry in
            let parts = entry.value.split(separator: "\"", omittingEmptySubsequences: false)
            guard parts.count == 5, parts[0].hasSuffix(": "),
                  parts[2].trimmingCharacters(in: .whitespaces) == "->" else { return nil }
            return DocExample.Edit(path: String(parts[0].dropLast(2)), old: String(parts[1]), new: String(parts[3]))
        }
    }
}

/// A command line as a POSIX shell splits it, for the quoting docs use:
/// spaces between words, `"…"` and `'…'` around words with spaces.
enum ShellWords {
    static func split(_ line: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        guard quote == nil else { return nil }
        if inWord { words.append(word) }
        return words
    }
}
