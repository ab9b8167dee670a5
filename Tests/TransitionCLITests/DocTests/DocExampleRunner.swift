import Foundation
import TransitionCompiler
import YAMLSource

/// Runs one doc example and says how it differs from what the doc shows:
/// specs and configuration files in process, command lines through the
/// built `transitionc`, as a reader would run them.
enum DocExampleRunner {
    /// A difference between the doc and the compiler: what the doc shows
    /// (`expected`), what came out (`actual`), and for recording, the text
    /// the block should hold instead (nil when it cannot be written back).
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

    /// The synopsis starts with the command, and every `--option` in it is
    /// one the command's `--help` lists (on its usage line, or as an entry of
    /// its options: a long usage line says only `[<options>]`).
    private static func synopsis(_ example: DocExample, command: [String]) throws -> Mismatch? {
        let name = (["transitionc"] + command).joined(separator: " ")
        guard example.block.lines.first?.hasPrefix(name + " ") == true else {
            return Mismatch(message: "the synopsis does not start with `\(name)`")
        }
        let help = try DocWorkspace.run(command + ["--help"], for: example, edits: [])
        var known: Set<String> = []
        for line in help.split(separator: "\n").map(String.init) {
            let entry = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("USAGE: ") {
                known.formUnion(options(in: line))
            } else if entry.hasPrefix("-") {
                // An entry's names end where its description starts, after two spaces.
                let names = entry.range(of: "  ").map { String(entry[..<$0.lowerBound]) } ?? entry
                known.formUnion(options(in: names))
            }
        }
        let unknown = options(in: example.block.text).filter { !known.contains($0) }
        guard !unknown.isEmpty else { return nil }
        return Mismatch(message: "the synopsis names \(unknown.joined(separator: ", ")), which `\(name) --help` does not list:\n\(help)")
    }

    /// The `--long-option` words of a text, in order.
    static func options(in text: String) -> [String] {
        var options: [String] = []
        var rest = Substring(text)
        while let range = rest.range(of: "--") {
            let name = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" }
            if name.first?.isLetter == true { options.append("--" + name) }
            rest = rest[range.upperBound...].dropFirst(name.count)
        }
        return options
    }

    /// Compiles the block as a spec file on its own; any diagnostic not
    /// `allowing`'d is a mismatch.
    private static func checkSpec(_ example: DocExample, allowing: (RuleID) -> Bool, problem: String) -> Mismatch? {
        let path = "\(example.page.path):\(example.block.line).yaml"
        let compilation = Driver.compile([(path, SourceText(Array(example.block.text.utf8)))])
        let unexpected = compilation.diagnostics.all.filter { !allowing($0.rule) }
        guard !unexpected.isEmpty else { return nil }
        let text = TextDiagnosticRenderer(sources: compilation.sources, colored: false)
            .render(unexpected, fileCount: 1)
        return Mismatch(message: "\(problem):\n\(text)")
    }

    /// `$ transitionc …` lines, each followed by what it prints (standard
    /// output, then standard error). Blank lines before the next `$` only
    /// separate; a line `…` stands for any number of lines.
    private static func transcript(_ example: DocExample) throws -> Mismatch? {
        var commands: [(line: String, docLine: Int, shown: [String])] = []
        for (offset, line) in example.block.lines.enumerated() {
            if line.hasPrefix("$ ") {
                commands.append((String(line.dropFirst(2)), example.block.line + offset + 2, []))
            } else if !commands.isEmpty {
                commands[commands.count - 1].shown.append(line)
            }
        }
        var recorded: [String] = []
        var mismatches: [String] = []
        var canRecord = true
        for (line, docLine, var shown) in commands {
            while shown.last?.isEmpty == true { shown.removeLast() }
            guard let words = ShellWords.split(line), let split = Self.environment(words),
                  split.arguments.first == "transitionc" else {
                return Mismatch(message: "`$ \(line)`: a transcript runs `transitionc …` only")
            }
            let actual = try DocWorkspace.run(Array(split.arguments.dropFirst()), for: example, edits: [],
                                              environment: split.environment)
            let shownText = shown.map { $0 + "\n" }.joined()
            if let mismatch = compare(shown: shownText, actual: actual, what: "`\(line)`",
                                      at: example.page.path, line: docLine) {
                mismatches.append(mismatch.message)
                canRecord = canRecord && !shown.contains("…")
            }
            if !recorded.isEmpty { recorded.append("") }
            recorded.append("$ \(line)")
            let lines = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            recorded += actual.hasSuffix("\n") ? lines.dropLast() : lines
        }
        guard !mismatches.isEmpty else { return nil }
        return Mismatch(message: mismatches.joined(separator: "\n"),
                        replacement: canRecord ? recorded.map { $0 + "\n" }.joined() : nil)
    }

    /// Leading `NAME=value` words, as a shell reads them before a command.
    private static func environment(_ words: [String]) -> (environment: [String: String], arguments: [String])? {
        var environment: [String: String] = [:]
        var rest = words[...]
        while let word = rest.first, let equals = word.firstIndex(of: "="),
              word[..<equals].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !word[..<equals].isEmpty {
            environment[String(word[..<equals])] = String(word[word.index(after: equals)...])
            rest = rest.dropFirst()
        }
        return (environment, Array(rest))
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
        let s = shown.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(s.count, a.count) {
            let left = index < s.count ? String(s[index]) : "<end>"
            let right = index < a.count ? String(a[index]) : "<end>"
            if left != right { return "\(page):\(line + index):\n  doc:    \(left)\n  actual: \(right)" }
        }
        return "(no line differs; line breaks?)"
    }
}

/// Expected text in which a line that is exactly `…` stands for any number
/// of whole lines (none included); every other byte must be there as shown.
enum ElidedText {
    static func matches(_ shown: String, _ actual: String) -> Bool {
        let shownLines = shown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard shownLines.contains("…") else { return shown == actual }
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return match(shownLines[...], actualLines[...])
    }

    private static func match(_ shown: ArraySlice<String>, _ actual: ArraySlice<String>) -> Bool {
        guard let first = shown.first else { return actual.isEmpty }
        if first == "…" {
            // Try the shortest skip first; doc outputs are a few dozen lines.
            for skip in 0...actual.count where match(shown.dropFirst(), actual.dropFirst(skip)) { return true }
            return false
        }
        return actual.first == first && match(shown.dropFirst(), actual.dropFirst())
    }
}
