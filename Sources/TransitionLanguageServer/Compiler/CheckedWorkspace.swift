import ParallelWork
import TransitionCompiler
import YAMLSource

/// The language server's view of one run of the compiler: plain values with
/// byte offsets, so that the features never touch the compiler's types.
///
/// This folder (`Compiler/`) is the only place that reads the compiler's
/// model: the compilation's diagnostics, its spec set and its source map
/// (where each name is written). A change to the compiler's shape means
/// changing these files only.
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
        /// Each fix-it, with the compiler's title for it (`replace with `linear``).
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
        /// A token a design token file (or `material3`) defines: renamed
        /// there, not in the specs; `material3`'s have no file to go to.
        var isImported = false
    }

    /// The spec files of the set, in the compiler's order.
    var files: [String]
    /// The bytes each file was compiled from (its open buffer, or the disk).
    var sources: [String: [UInt8]]
    /// Every finding, by file; a file of the set without findings has an empty list.
    var findings: [String: [Finding]]
    var symbols: [Symbol]
    /// Each spec file's names, defined and used, as the compiler read them
    /// (`SpecOutline` makes a file's outline of them).
    var names: [String: [SpecOutline.Occurrence]]
    /// Why the set could not be compiled at all (no spec folder), if so.
    var failure: String?

    static let empty = CheckedWorkspace(files: [], sources: [:], findings: [:], symbols: [], names: [:], failure: nil)
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
            let finding = Finding(diagnostic)
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
            symbols.append(Symbol(kind: .token, name: token.reference, definition: Place(token.location),
                                  detail: [EditorSummaries.value(of: token)] + [EditorSummaries.alternative(of: token)].compactMap { $0 },
                                  tokenKind: token.typeName, isImported: token.isImported))
        }
        var names: [String: [SpecOutline.Occurrence]] = [:]
        let sourceMap = compilation.specSet.sourceMap
        for path in compilation.files {
            let bytes = sources[path] ?? []
            names[path] = sourceMap.names(writtenIn: path).map { SpecOutline.Occurrence($0, in: bytes) }
        }
        self.init(files: compilation.files, sources: sources, findings: findings, symbols: symbols, names: names,
                  failure: nil)
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
    init(_ diagnostic: Diagnostic) {
        rule = diagnostic.rule.rawValue
        isError = diagnostic.severity == .error
        message = diagnostic.message
        place = CheckedWorkspace.Place(diagnostic.location)
        notes = diagnostic.notes.map { ($0.message, CheckedWorkspace.Place($0.location)) }
        fixes = diagnostic.fixIts.map { fixIt in
            let place = CheckedWorkspace.Place(SourceLocation(file: diagnostic.location.file, range: fixIt.range))
            // The compiler's own title, so the editor and `check --format json` say the same.
            return (fixIt.title, CheckedWorkspace.Edit(place: place, newText: fixIt.replacement))
        }
    }
}

extension SpecOutline.Occurrence {
    /// A name the compiler read, at the bytes of the name itself: a quoted
    /// scalar's place holds its quotes, and a rename replaces what is inside.
    init(_ name: NamePlace, in bytes: [UInt8]) {
        let kind: CheckedWorkspace.SymbolKind = switch name.kind {
        case .screen: .screen
        case .transition: .transition
        case .token: .token
        }
        var start = name.bytes.lowerBound, end = name.bytes.upperBound
        if end - start >= 2, end <= bytes.count, [UInt8(ascii: "\""), UInt8(ascii: "'")].contains(bytes[start]),
           bytes[end - 1] == bytes[start] {
            start += 1
            end -= 1
        }
        self.init(kind: kind, name: name.name, isDefinition: name.isDefinition, start: start, end: end)
    }
}
