import Foundation

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
