import ParallelWork
import TransitionCompiler
import YAMLSource

/// The language server's view of one run of the compiler: plain values with
/// byte offsets, so that the features never touch the compiler's types.
///
/// This folder (`Compiler/`) is the only place that reads the compiler's
/// model; re-pointing the server at another shape of the compiler (stages,
/// a source map of ids, structured fix-its) means changing these files.
struct CheckedWorkspace: Sendable {
    /// A span of bytes in one file.
    struct Place: Hashable, Sendable {
        var path: String
        var start: Int
        var end: Int
    }

    struct Edit: Hashable, Sendable {
        var place: Place
        var newText: String
    }

    struct Finding: Sendable {
        var rule: String
        var isError: Bool
        var message: String
        var place: Place
        var notes: [(message: String, place: Place)]
        /// Each fix-it, with a title that says what it does.
        var fixes: [(title: String, edit: Edit)]
    }

    enum SymbolKind: String, Sendable {
        case screen, transition, token
    }

    struct Symbol: Sendable {
        var kind: SymbolKind
        /// As written where it is used: a screen or transition id, or a token's `$category.name`.
        var name: String
        var definition: Place
        /// Hover text: a transition's resolved summary; a token's value, then in other words (milliseconds).
        var detail: [String]
        /// A token's kind, as the schema's titles name it: `duration`, `curve`, `transition`.
        var tokenKind: String? = nil
    }

    /// The spec files of the set, in the compiler's order.
    var files: [String]
    /// The bytes each file was compiled from (its open buffer, or the disk).
    var sources: [String: [UInt8]]
    /// Every finding, by file; a file of the set without findings has an empty list.
    var findings: [String: [Finding]]
    var symbols: [Symbol]
    /// Why the set could not be compiled at all (no spec folder), if so.
    var failure: String?

    static let empty = CheckedWorkspace(files: [], sources: [:], findings: [:], symbols: [], failure: nil)
}

extension CheckedWorkspace {
    /// Runs `check`'s pipeline over the workspace at `root` with `buffers`
    /// (open documents, by path) in place of the disk.
    static func compile(root: String, buffers: [String: [UInt8]]) -> CheckedWorkspace {
        let configuration = Driver.configuration(inRoot: root)
        let compilation: Compilation
        do {
            compilation = try Driver.compile(root: root, configuration: configuration,
                                             buffers: buffers.mapValues { SourceText($0) })
        } catch {
            var failed = CheckedWorkspace.empty
            failed.failure = error.message
            return failed
        }
        let checked = CheckedWorkspace(compilation)
        // The next run may be a keystroke or minutes away: the run's trees
        // freed and the memory handed back now, not kept for it.
        WorkerPool.finishRun()
        return checked
    }

    init(_ compilation: Compilation) {
        var sources: [String: [UInt8]] = [:]
        for (path, source) in compilation.sources { sources[path] = source.bytes }
        var findings: [String: [Finding]] = [:]
        for path in compilation.sources.keys { findings[path] = [] }
        for diagnostic in compilation.diagnostics.all {
            let finding = Finding(diagnostic, source: sources[diagnostic.location.file] ?? [])
            findings[diagnostic.location.file, default: []].append(finding)
        }
        var symbols: [Symbol] = []
        for screen in compilation.specSet.screens {
            symbols.append(Symbol(kind: .screen, name: screen.id, definition: Place(screen.location), detail: []))
        }
        for transition in compilation.specSet.transitions {
            symbols.append(Symbol(kind: .transition, name: transition.id, definition: Place(transition.location),
                                  detail: EditorSummaries.summary(of: transition)))
        }
        for token in compilation.specSet.tokens {
            let kind = switch token.value {
            case .duration: "duration"
            case .curve: "curve"
            case .timing: "transition"
            }
            symbols.append(Symbol(kind: .token, name: token.reference, definition: Place(token.location),
                                  detail: [EditorSummaries.value(of: token)] + [EditorSummaries.alternative(of: token)].compactMap { $0 },
                                  tokenKind: kind))
        }
        self.init(files: compilation.files, sources: sources, findings: findings, symbols: symbols, failure: nil)
    }

    func symbol(_ kind: SymbolKind, named name: String) -> Symbol? {
        symbols.first { $0.kind == kind && $0.name == name }
    }
}

extension CheckedWorkspace.Place {
    init(_ location: SourceLocation) {
        self.init(path: location.file, start: Int(location.range.start.offset), end: Int(location.range.end.offset))
    }
}

extension CheckedWorkspace.Finding {
    init(_ diagnostic: Diagnostic, source: [UInt8]) {
        rule = diagnostic.rule.rawValue
        isError = diagnostic.severity == .error
        message = diagnostic.message
        place = CheckedWorkspace.Place(diagnostic.location)
        notes = diagnostic.notes.map { ($0.message, CheckedWorkspace.Place($0.location)) }
        fixes = diagnostic.fixIts.map { fixIt in
            let place = CheckedWorkspace.Place(SourceLocation(file: diagnostic.location.file, range: fixIt.range))
            return (Self.title(of: fixIt, place: place, in: source), CheckedWorkspace.Edit(place: place, newText: fixIt.replacement))
        }
    }

    /// What a fix-it does, in words, from the text it replaces and its
    /// replacement's first line (an inserted entry ends with a line break
    /// and indentation): the compiler's fix-its carry no title yet.
    private static func title(of fixIt: FixIt, place: CheckedWorkspace.Place, in source: [UInt8]) -> String {
        let old = place.start < place.end && place.end <= source.count
            ? String(decoding: source[place.start..<place.end], as: UTF8.self) : ""
        let firstLine = fixIt.replacement.prefix { $0 != "\n" }
        let new = String(firstLine.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        if old.isEmpty { return "Insert `\(new)`" }
        if new.isEmpty { return "Remove `\(old)`" }
        return "Replace `\(old)` with `\(new)`"
    }
}
