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
        // A design token file the page's commands import: tested by them.
        if !isYAML, directive.value("file") != nil { return .untested }
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
