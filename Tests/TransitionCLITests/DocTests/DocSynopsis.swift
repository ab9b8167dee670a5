import Foundation

extension DocExampleRunner {
    /// The synopsis starts with the command, and every `--option` in it is
    /// one the command's `--help` lists (on its usage line, or as an entry of
    /// its options: a long usage line says only `[<options>]`).
    static func synopsis(_ example: DocExample, command: [String]) throws -> Mismatch? {
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
}
