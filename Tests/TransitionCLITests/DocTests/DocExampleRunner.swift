import Foundation
import CompileHelpers
import TestTools
import TransitionCompiler
import YAMLSource

/// Runs one doc example and says how it differs from what the doc shows:
/// specs and configuration files in process, command lines through the
/// built `transitionc`, as a reader would run them.
enum DocExampleRunner {
    /// A difference between the doc and the compiler, said for a person,
    /// and for recording the text the block should hold instead (nil when
    /// it cannot be written back, as a block with a `…` line cannot).
    struct Mismatch {
        var message: String
        var replacement: String?
    }

    static func run(_ example: DocExample) throws -> Mismatch? {
        switch example.kind {
        case .spec:
            return checkSpec(example, allowing: { _ in false }, problem: """
                the block is not a clean spec (mark a part of a file `<!-- fragment -->`, or show its \
                diagnostics with `<!-- output: … -->`)
                """)
        case .yamlFragment:
            // A fragment need not be a valid spec, but it must read as YAML.
            return checkSpec(example, allowing: { $0 != .yamlSyntax && $0 != .yamlLimit },
                             problem: "the fragment does not read as YAML")
        case .configuration:
            let file = ConfigurationFile(path: ".transitionc.yaml", source: SourceText(Array(example.block.text.utf8)))
            let diagnostics = file.diagnostics.all
            guard !diagnostics.isEmpty else { return nil }
            let text = TextDiagnosticRenderer(sources: [file.path: file.source], colored: false)
                .render(diagnostics, fileCount: 1)
            return Mismatch(message: "the configuration file does not read cleanly:\n\(text)")
        case .transcript:
            return try transcript(example)
        case .output(let arguments, let edits, let written):
            let actual = try DocWorkspace.run(arguments, for: example, edits: edits, reading: written)
            return compare(shown: example.block.text, actual: actual, what: "`transitionc \(arguments.joined(separator: " "))`",
                           at: example.page.path, line: example.block.line + 1)
        case .golden(let path):
            let url = DocPage.repositoryRoot.appendingPathComponent(path)
            guard let golden = try? String(contentsOf: url, encoding: .utf8) else {
                return Mismatch(message: "no golden file \(path)")
            }
            return compare(shown: example.block.text, actual: golden, what: path,
                           at: example.page.path, line: example.block.line + 1)
        case .synopsis(let command):
            return try synopsis(example, command: command)
        case .unclassified(let reason):
            return Mismatch(message: reason)
        }
    }

    /// Compiles the block as a spec file on its own; any diagnostic not
    /// `allowing`'d is a mismatch.
    private static func checkSpec(_ example: DocExample, allowing: (RuleID) -> Bool, problem: String) -> Mismatch? {
        // Under the path a `file:` directive gives it, so that its imports
        // find the page's design token files beside it.
        let path = Directive(example.block.directive).value("file") ?? "\(example.page.path):\(example.block.line).yaml"
        let compilation = Driver.compile([(path, SourceText(Array(example.block.text.utf8)))],
                                         tokenSource: TextTokenFiles(example.pageFiles))
        let unexpected = compilation.diagnostics.all.filter { !allowing($0.rule) }
        guard !unexpected.isEmpty else { return nil }
        let text = TextDiagnosticRenderer(sources: compilation.sources, colored: false)
            .render(unexpected, fileCount: 1)
        return Mismatch(message: "\(problem):\n\(text)")
    }

    /// Byte for byte, but for `…` lines (see `ElidedText`). `line` is the
    /// doc's line of the first line shown, so the difference names its own.
    static func compare(shown: String, actual: String, what: String, at page: String, line: Int) -> Mismatch? {
        if ElidedText.matches(shown, actual) { return nil }
        return Mismatch(message: """
            the doc differs from \(what):
            \(firstDifference(shown: shown, actual: actual, at: page, line: line))
            --- actual ---
            \(actual)
            """, replacement: shown.contains("…\n") ? nil : actual)
    }

    static func firstDifference(shown: String, actual: String, at page: String, line: Int) -> String {
        guard let difference = firstDifferingLine(shown, actual) else { return "(no line differs; line breaks?)" }
        return "\(page):\(line + difference.index):\n  doc:    \(difference.expected)\n  actual: \(difference.actual)"
    }
}
