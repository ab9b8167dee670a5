import Foundation

extension DocExampleRunner {
    /// `$ transitionc …` lines, each followed by what it prints (standard
    /// output, then standard error). Blank lines before the next `$` only
    /// separate; a line `…` stands for any number of lines.
    static func transcript(_ example: DocExample) throws -> Mismatch? {
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
}
