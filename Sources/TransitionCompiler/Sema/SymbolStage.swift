import ParallelWork
import YAMLSource

/// Stage 2 of Sema: the symbols of a spec set, from its decoded files:
/// every token and screen by name, the first definition of each kept and a
/// repeat reported, and the transitions whose id an earlier one took. The
/// lowering (`SpecSetResolver`) reads them; nothing here looks a
/// reference up.
struct Symbols: Sendable {
    /// A file's transitions, cut into runs that are lowered in parallel.
    typealias TransitionRun = (file: Int, entries: Range<Int>)

    /// Each token's position in `tokenOrder`, by its reference (`$durations.quick`).
    var tokens: [String: Int] = [:]
    var tokenOrder: [TokenDefinition] = []
    /// Imported tokens whose values are in error: not unknown where used.
    var brokenTokens: Set<String> = []
    /// Each screen's position in `uniqueScreens`, by id.
    var screens = TextIndexTable()
    var uniqueScreens: [Screen] = []
    /// Every file's transitions, in runs; and, run by run, the entries
    /// whose id an earlier transition has (left out of the set).
    var runs: [TransitionRun] = []
    var skipped: [Set<Int>] = []
    /// Repeated tokens, then repeated screens, in order.
    var duplicates = Diagnostics()
    /// Repeated transition ids, in order.
    var repeatedIDs: [Diagnostic] = []
}

enum SymbolStage {
    /// The symbols of `files`. The screen table and the search for
    /// transition ids given twice read nothing of each other's: side by
    /// side, one core each, rather than one after the other on one, the
    /// other core idle. (One file cannot repeat an id: then there is
    /// nothing to search.)
    /// `imported`: the tokens of the design token files the specs import,
    /// after the specs' own.
    static func collect(_ files: [DecodedFile], imported: ImportedTokens = ImportedTokens()) -> Symbols {
        var symbols = Symbols()
        symbols.brokenTokens = imported.broken
        for token in files.flatMap(\.tokens) + imported.tokens {
            if let first = symbols.tokens[token.reference] {
                symbols.reportDuplicate("token", token.reference, at: token.location,
                                        first: symbols.tokenOrder[first].location)
            } else {
                symbols.tokens[token.reference] = symbols.tokenOrder.count
                symbols.tokenOrder.append(token)
            }
        }
        let runs = Symbols.transitionRuns(files)
        let idHashes = Symbols.idHashes(runs, of: files)
        var repeated = Symbols.RepeatedIDs(skipped: [Set<Int>](repeating: [], count: runs.count))
        if idHashes.isEmpty {
            symbols.tableScreens(files)
        } else {
            let repeats = Slots<Symbols.RepeatedIDs>(count: 1)
            let tabled = Slots<Symbols>(count: 1)
            let tokensOnly = symbols
            WorkerPool.perform(iterations: 2) { task in
                if task == 0 {
                    repeats[0] = Symbols.repeatedTransitions(in: runs, of: files, hashes: idHashes)
                } else {
                    var screenTable = tokensOnly
                    screenTable.tableScreens(files)
                    tabled[0] = screenTable
                }
            }
            symbols = tabled.take(0)
            repeated = repeats.take(0)
        }
        symbols.runs = runs
        symbols.skipped = repeated.skipped
        symbols.repeatedIDs = repeated.diagnostics
        return symbols
    }
}

extension Symbols {
    /// Each screen's position by its id, the first of each id kept (a
    /// repeat reported); their tabs are looked up by the lowering.
    fileprivate mutating func tableScreens(_ files: [DecodedFile]) {
        // One file's screens are shared, not copied one by one (a retain of
        // each of their references), and kept whole unless an id repeats.
        // Several files' are copied once into room made for all of them: a
        // lazily flattened sequence has no count, and an array made from it
        // grew by doubling, copying the screens into fresh memory each time.
        var all = files.first?.screens ?? []
        if files.count > 1 {
            all.reserveCapacity(files.reduce(0) { $0 + $1.screens.count })
            for file in files.dropFirst() { all.append(contentsOf: file.screens) }
        }
        screens = TextIndexTable(capacity: all.count)
        // Each later screen with an earlier one's id, and that id's number:
        // a new id's number is its position in `uniqueScreens`.
        var repeats: [(index: Int, first: Int)] = []
        for index in all.indices {
            let (number, isNew) = screens.add(all[index].id)
            if !isNew { repeats.append((index, number)) }
        }
        if repeats.isEmpty {
            uniqueScreens = all
        } else {
            let repeated = Set(repeats.map(\.index))
            uniqueScreens = all.indices.filter { !repeated.contains($0) }.map { all[$0] }
            for (index, first) in repeats {
                reportDuplicate("screen", all[index].id, at: all[index].location, first: uniqueScreens[first].location)
            }
        }
    }

    fileprivate mutating func reportDuplicate(_ what: String, _ name: String, at location: SourceLocation, first: SourceLocation) {
        duplicates.report(.duplicateID(what, name, at: location, first: first))
    }

    fileprivate static func transitionRuns(_ files: [DecodedFile]) -> [TransitionRun] {
        let runLength = 512
        var runs: [TransitionRun] = []
        for (index, file) in files.enumerated() {
            let count = file.transitions?.entries.count ?? 0
            for start in stride(from: 0, to: count, by: runLength) {
                runs.append((index, start..<min(count, start + runLength)))
            }
        }
        return runs
    }

    /// The hash of each transition's id, run by run, for
    /// `repeatedTransitions`: hashing every id on one core held up the
    /// others, so each file's are made on the core that read it
    /// (`DecodedTransitions.hashIDs`), and only a file without them is hashed
    /// here. None when every run is of one file: one file's ids are the keys
    /// of one mapping, which the reader keeps unique (a repeated key is
    /// reported and dropped there), so only another file can repeat one.
    fileprivate static func idHashes(_ runs: [TransitionRun], of files: [DecodedFile]) -> [[UInt64]] {
        guard runs.contains(where: { $0.file != runs.first?.file }) else { return [] }
        return runs.map { run in
            guard let pending = files[run.file].transitions else { return [] }
            if pending.idHashes.count == pending.entries.count { return Array(pending.idHashes[run.entries]) }
            return run.entries.map { FirstIndexTable.hash(pending.entries[$0].id) }
        }
    }

    /// Transitions whose id an earlier one already has: their positions, run
    /// by run, and the diagnostics that report them, in order.
    fileprivate struct RepeatedIDs {
        var skipped: [Set<Int>]
        var diagnostics: [Diagnostic] = []
    }

    /// Finds the transitions whose id is already taken, in order, given the
    /// ids' `hashes`, run by run.
    fileprivate static func repeatedTransitions(in runs: [TransitionRun], of files: [DecodedFile],
                                            hashes: [[UInt64]]) -> RepeatedIDs {
        var repeated = RepeatedIDs(skipped: [Set<Int>](repeating: [], count: runs.count))
        var first = FirstIndexTable(capacity: runs.reduce(0) { $0 + $1.entries.count })
        // Each id looked up so far, by its number in the table.
        var places: [(file: Int, index: Int)] = []
        places.reserveCapacity(runs.reduce(0) { $0 + $1.entries.count })
        for (run, (file, entries)) in runs.enumerated() {
            guard let pending = files[file].transitions else { continue }
            for (offset, index) in entries.enumerated() {
                let id = pending.entries[index].id
                places.append((file, index))
                let earlier = first.firstIndex(ofTextHashed: hashes[run][offset], orInsert: places.count - 1) {
                    files[places[$0].file].transitions!.entries[places[$0].index].id == id
                }
                guard let earlier = earlier.map({ places[$0] }) else { continue }
                repeated.diagnostics.append(.duplicateID(
                    "transition", id, at: pending.location(of: index, in: files[file].lines),
                    first: files[earlier.file].transitions!.location(of: earlier.index, in: files[earlier.file].lines)))
                repeated.skipped[run].insert(index)
            }
        }
        return repeated
    }
}
