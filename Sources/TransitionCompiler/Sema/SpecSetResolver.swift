import TransitionRuntime
import YAMLSource

/// Joins the decoded files into one `SpecSet`: ids made unique across the
/// set, references to screens and tokens looked up, defaults applied.
struct SpecSetResolver {
    private var diagnostics = Diagnostics()
    /// Each token's position in `tokenOrder` and `usedTokens`: a lookup then
    /// hashes the reference once, to find the token and to mark it used.
    private var tokens: [String: Int] = [:]
    private var tokenOrder: [TokenDefinition] = []
    private var usedTokens: [Bool] = []
    /// Each screen's position in the spec set's screens, by id.
    private var screens = TextIndexTable()
    private var uniqueScreens: [Screen] = []
    /// The last token found for a duration and for a curve, and its position:
    /// a spec's transitions mostly name the same few tokens, often through
    /// `defaults` (the same string each time), and comparing a string with
    /// itself is quicker than hashing it.
    private var lastDuration: (reference: String, index: Int)?
    private var lastCurve: (reference: String, index: Int)?
    /// The screen ids, sorted, and the token names of each kind, in order:
    /// made once for every suggestion to use.
    private var sortedScreenIDs: [String]?
    private var tokenNames: [TokenDefinition.Category: [String]] = [:]
    /// Candidates that "did you mean" may still compare, across the set.
    /// The lists here grow with the input (every screen, every token), so
    /// without a bound 20 000 unknown references to 20 000 screens would
    /// take hours; past it, diagnostics come without a suggestion.
    private var suggestionBudget = 500_000
    /// Set in the copies that resolve runs of transitions in parallel: they
    /// leave the "did you mean" of unknown names to the original, which adds
    /// it afterwards in source order, so that the budget above is spent in the
    /// same order as on one core and the sorted candidates are made once.
    private var defersSuggestions = false
    /// The unknown names a copy met, with the position of the placeholder
    /// diagnostic each one's full diagnostic replaces.
    private var unknownNames: [(diagnostic: Int, name: UnknownName)] = []
    /// The pool of field ranges of the run being resolved: each
    /// transition's go into it once it is resolved.
    private var rangePool = FieldRangePool(expectedTransitions: 0, lines: FileLines(path: "", lines: .empty))

    /// The set, its diagnostics, and whether everything but transitions
    /// read whole (no repeated screen or token, no unknown tab): a transition
    /// that did not read is left out of the set, so then the set lacks
    /// nothing else (`ReadCompleteness`).
    static func resolve(_ files: [DecodedFile]) -> (SpecSet, Diagnostics, screensAndTokensWhole: Bool) {
        var resolver = SpecSetResolver()
        let set = resolver.resolve(files)
        return (set, resolver.diagnostics, resolver.errorsOutsideTransitions == 0)
    }

    /// Errors about screens and tokens, which every transition may read.
    private var errorsOutsideTransitions = 0

    private mutating func resolve(_ files: [DecodedFile]) -> SpecSet {
        for token in files.flatMap(\.tokens) {
            if let first = tokens[token.reference] {
                reportDuplicate("token `\(token.reference)`", at: token.location, first: tokenOrder[first].location)
            } else {
                tokens[token.reference] = tokenOrder.count
                tokenOrder.append(token)
                usedTokens.append(false)
            }
        }
        // The screen table and the search for transition ids given twice read
        // nothing of each other's: side by side, one core each, rather than
        // one after the other on one (each took about 2.4 ms for 20 files of
        // 1 000 screens and 2 000 transitions, the other core idle).
        // (One file cannot repeat an id: then there is nothing to search.)
        let runs = Self.transitionRuns(files)
        let idHashes = Self.idHashes(runs, of: files)
        var repeated = RepeatedIDs(skipped: [Set<Int>](repeating: [], count: runs.count))
        if idHashes.isEmpty {
            tableScreens(files)
        } else {
            let repeats = Slots<RepeatedIDs>(count: 1)
            let tabled = Slots<SpecSetResolver>(count: 1)
            let resolver = self
            WorkerPool.perform(iterations: 2) { task in
                if task == 0 {
                    repeats[0] = Self.repeatedTransitions(in: runs, of: files, hashes: idHashes)
                } else {
                    var screenTable = resolver
                    screenTable.tableScreens(files)
                    tabled[0] = screenTable
                }
            }
            self = tabled.take(0)
            repeated = repeats.take(0)
        }
        errorsOutsideTransitions = diagnostics.errorCount
        for diagnostic in repeated.diagnostics { diagnostics.report(diagnostic) }
        let transitions = resolveTransitions(files, runs: runs, skipping: repeated.skipped)
        for (token, used) in zip(tokenOrder, usedTokens) where !used {
            diagnostics.report(Diagnostic(.unusedToken, "token `\(token.reference)` is never used", at: token.location))
        }
        return SpecSet(files: files.map(\.path), screens: uniqueScreens, transitions: transitions, screenIndex: screens,
                       tokens: tokenOrder.map(Token.init))
    }

    /// Each screen's position by its id, the first of each id kept; then the
    /// screens its tabs name, looked up.
    private mutating func tableScreens(_ files: [DecodedFile]) {
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
                reportDuplicate("screen `\(all[index].id)`", at: all[index].location, first: uniqueScreens[first].location)
            }
        }
        for index in uniqueScreens.indices {
            for tab in uniqueScreens[index].tabs { checkScreenExists(tab, field: "tabs") }
        }
    }

    private mutating func reportDuplicate(_ what: String, at location: SourceLocation, first: SourceLocation) {
        diagnostics.report(Self.duplicate(what, at: location, first: first))
    }

    private static func duplicate(_ what: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
        Diagnostic(.duplicateID, "\(what) is already defined", at: location,
                   notes: [DiagnosticNote("first defined here", at: first)])
    }

    // MARK: Transitions, in parallel

    /// Decodes and resolves every transition, run by run on all cores, into
    /// one array in source order. Ids are made unique first, in order; each
    /// run is then decoded and resolved one transition at a time by its own
    /// copy of the decoder and the resolver (the tables of tokens and screens
    /// are shared, read only), straight into its place in the result: no
    /// decoded transition outlives its resolution. Diagnostics come back in
    /// run order, so neither the output nor the diagnostics depend on the
    /// number of cores.
    private mutating func resolveTransitions(_ files: [DecodedFile], runs: [TransitionRun],
                                             skipping skipped: [Set<Int>]) -> [Transition] {
        // Where each run's transitions start in the result, duplicates left out.
        var total = 0
        let offsets = runs.indices.map { index in
            defer { total += runs[index].entries.count - skipped[index].count }
            return total
        }
        guard total > 0 else { return [] }

        var worker = self
        worker.diagnostics = Diagnostics()
        worker.defersSuggestions = true
        let template = worker, runList = runs
        let results = Slots<RunResult>(count: runs.count)
        let transitions = [Transition](unsafeUninitializedCapacity: total) { buffer, initialized in
            // Each run writes only its own slots, and the buffer outlives the workers.
            nonisolated(unsafe) let base = buffer.baseAddress!
            let capacity = buffer.count
            HugePages.advise(UnsafeMutableRawBufferPointer(buffer))
            let resolveRun: @Sendable (Int) -> Void = { run in
                var resolver = template
                let file = files[runList[run].file]
                resolver.rangePool = FieldRangePool(expectedTransitions: runList[run].entries.count, lines: file.lines)
                guard let pending = file.transitions else { return }
                var decoder = FileDecoder(document: pending.document, path: file.path)
                var next = offsets[run]
                var decoded = DecodedTransition(id: "", idSpan: SourceSpan(at: 0), fields: TransitionFields())
                for index in runList[run].entries where !skipped[run].contains(index) {
                    let isTransition = decoder.decodeTransition(pending.entries[index], into: &decoded)
                    // A field that did not read leaves the transition out, as
                    // an error in resolving it does, rather than in the set
                    // with the field's default: the graph rules that still
                    // run must not judge a value that was never written. An
                    // unknown key beside it leaves it whole.
                    var readWhole = true
                    // The transition's own reading problems come before what resolving it finds.
                    if !decoder.reader.diagnostics.all.isEmpty {
                        readWhole = decoder.reader.diagnostics.all.allSatisfy(ReadCompleteness.leavesModelWhole)
                        resolver.diagnostics.append(contentsOf: decoder.reader.diagnostics)
                        decoder.reader.diagnostics = Diagnostics()
                    }
                    guard isTransition, let resolved = resolver.resolveTransition(decoded, in: file), readWhole else { continue }
                    // A run fills at most its entries not skipped, from its offset:
                    // below `total`, the capacity. Checked all the same, as a raw write.
                    precondition(next < capacity, "resolved transition past the buffer")
                    (base + next).initialize(to: resolved)
                    next += 1
                }
                results[run] = RunResult(resolved: next - offsets[run], diagnostics: resolver.diagnostics,
                                         unknownNames: resolver.unknownNames, usedTokens: resolver.usedTokens)
            }
            if runs.count > 1 {
                WorkerPool.perform(iterations: runs.count, resolveRun)
            } else {
                resolveRun(0)
            }
            // A transition with an error has no slot filled: close the gaps.
            var end = 0
            for (run, result) in results.takeValues().enumerated() {
                // Runs' slots follow one another, and each filled at most its own.
                precondition(end <= offsets[run] && offsets[run] + result.resolved <= capacity, "run past the buffer")
                if offsets[run] != end { (base + end).moveInitialize(from: base + offsets[run], count: result.resolved) }
                end += result.resolved
                var runDiagnostics = result.diagnostics.all
                for (index, name) in result.unknownNames { runDiagnostics[index] = diagnostic(for: name) }
                for diagnostic in runDiagnostics { diagnostics.report(diagnostic) }
                for (token, used) in result.usedTokens.enumerated() where used { usedTokens[token] = true }
            }
            initialized = end
        }
        return transitions
    }

    /// A file's transitions, cut into runs that are resolved in parallel.
    typealias TransitionRun = (file: Int, entries: Range<Int>)

    private static func transitionRuns(_ files: [DecodedFile]) -> [TransitionRun] {
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
    /// `repeatedTransitions`: hashing forty thousand ids on one core took
    /// 6 ms, so each file's are made on the core that read it
    /// (`PendingTransitions.hashIDs`), and only a file without them is hashed
    /// here. None when every run is of one file: one file's ids are the keys
    /// of one mapping, which the reader keeps unique (a repeated key is
    /// reported and dropped there), so only another file can repeat one.
    private static func idHashes(_ runs: [TransitionRun], of files: [DecodedFile]) -> [[UInt64]] {
        guard runs.contains(where: { $0.file != runs.first?.file }) else { return [] }
        return runs.map { run in
            guard let pending = files[run.file].transitions else { return [] }
            if pending.idHashes.count == pending.entries.count { return Array(pending.idHashes[run.entries]) }
            return run.entries.map { FirstIndexTable.hash(pending.entries[$0].id) }
        }
    }

    /// Transitions whose id an earlier one already has: their positions, run
    /// by run, and the diagnostics that report them, in order.
    private struct RepeatedIDs {
        var skipped: [Set<Int>]
        var diagnostics: [Diagnostic] = []
    }

    /// Finds the transitions whose id is already taken, in order, given the
    /// ids' `hashes`, run by run.
    private static func repeatedTransitions(in runs: [TransitionRun], of files: [DecodedFile],
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
                repeated.diagnostics.append(duplicate(
                    "transition `\(id)`", at: pending.location(of: index, in: files[file].path),
                    first: files[earlier.file].transitions!.location(of: earlier.index, in: files[earlier.file].path)))
                repeated.skipped[run].insert(index)
            }
        }
        return repeated
    }

    /// The screen's position in the spec set's screens; nil (and reported) if there is none.
    @discardableResult
    private mutating func checkScreenExists(_ reference: ScreenReference, field: String) -> Int? {
        if let screen = screens.number(of: reference.id) { return screen }
        report(.screen(reference, field: field))
        return nil
    }

    /// The same for a screen id decoded with its span in `file`: the
    /// reference, with its path, is only made for a diagnostic.
    private mutating func checkScreenExists(_ id: Located<String>, field: String, in file: FileLines) -> Int? {
        if let screen = screens.number(of: id.value) { return screen }
        report(.screen(ScreenReference(id: id.value, place: FilePlace(file: file, span: id.span)), field: field))
        return nil
    }

    /// A name that is not defined, reported with the nearest defined one.
    private enum UnknownName {
        case screen(ScreenReference, field: String)
        case token(String, at: SourceLocation, category: TokenDefinition.Category)
    }

    /// What one copy made of its run of transitions.
    private struct RunResult {
        var resolved: Int
        var diagnostics: Diagnostics
        var unknownNames: [(diagnostic: Int, name: UnknownName)]
        var usedTokens: [Bool]
    }

    private mutating func report(_ name: UnknownName) {
        guard defersSuggestions else {
            diagnostics.report(diagnostic(for: name))
            return
        }
        // A placeholder of the same rule and place, so that error counts hold.
        unknownNames.append((diagnostics.all.count, name))
        switch name {
        case .screen(let reference, _): diagnostics.report(Diagnostic(.unknownScreen, "", at: reference.location))
        case .token(_, let location, _): diagnostics.report(Diagnostic(.unknownToken, "", at: location))
        }
    }

    private mutating func diagnostic(for name: UnknownName) -> Diagnostic {
        switch name {
        case .screen(let reference, let field):
            var message = "`\(field)` names the screen `\(reference.id)`, which is not defined"
            var fixIts: [FixIt] = []
            if sortedScreenIDs == nil { sortedScreenIDs = screens.texts.sorted() }
            if let suggestion = suggestion(for: reference.id, in: sortedScreenIDs ?? []) {
                message += "; did you mean `\(suggestion)`?"
                fixIts = [FixIt(replacing: reference.location.range, with: suggestion)].compactMap { $0 }
            }
            return Diagnostic(.unknownScreen, message, at: reference.location, fixIts: fixIts)
        case .token(let reference, let location, let category):
            if tokenNames[category] == nil {
                tokenNames[category] = tokenOrder.filter { $0.category == category }.map(\.reference)
            }
            var message = "no token `\(reference)` is defined"
            var fixIts: [FixIt] = []
            if let suggestion = suggestion(for: reference, in: tokenNames[category] ?? []) {
                message += "; did you mean `\(suggestion)`?"
                fixIts = [FixIt(replacing: location.range, with: suggestion)].compactMap { $0 }
            } else if !reference.contains(".") {
                message += "; tokens are written `$\(category.rawValue).NAME`"
            }
            return Diagnostic(.unknownToken, message, at: location, fixIts: fixIts)
        }
    }

    /// The nearest candidate, while the suggestion budget lasts.
    private mutating func suggestion(for word: String, in candidates: [String]) -> String? {
        guard candidates.count <= suggestionBudget else { return nil }
        suggestionBudget -= candidates.count
        return Suggestions.nearest(to: word, in: candidates)
    }

    // MARK: One transition

    /// The transition with every value resolved, or nil when an error leaves
    /// it incomplete (the error is reported).
    private mutating func resolveTransition(_ decoded: DecodedTransition, in file: DecodedFile) -> Transition? {
        let errorsBefore = diagnostics.errorCount
        let lines = file.lines
        var idLocation: SourceLocation { lines.location(decoded.idSpan) }
        let kind = decoded.kind?.value
        if decoded.kind == nil, !decoded.writtenKeys.contains(.kind) {
            let kinds = TransitionKind.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
            diagnostics.report(Diagnostic(.missingField, "transition `\(decoded.id)` needs a `kind`: one of \(kinds)",
                                          at: idLocation))
        }
        var fromScreen: Int?, toScreen: Int?
        if let from = decoded.from {
            fromScreen = checkScreenExists(from, field: "from", in: lines)
        } else if !decoded.writtenKeys.contains(.from) {
            diagnostics.report(Diagnostic(.missingField, "transition `\(decoded.id)` needs `from`, the screen it leaves",
                                          at: idLocation))
        }
        // A `tab` transition from the tab bar itself, without `to`, is every
        // switch between its tabs: declared once, not for each ordered pair.
        let fromTabBar = fromScreen.map { uniqueScreens[$0].container == .tabBar } ?? false
        if let to = decoded.to {
            toScreen = checkScreenExists(to, field: "to", in: lines)
        } else if let kind, kind == .tab, !fromTabBar, !decoded.writtenKeys.contains(.to) {
            diagnostics.report(Diagnostic(.missingField,
                                          "a `tab` transition needs `to`, the tab it shows, unless it is from a tab bar (then it is every switch between the bar's tabs)",
                                          at: idLocation))
        } else if let kind, kind == .present || kind == .push, !decoded.writtenKeys.contains(.to) {
            diagnostics.report(Diagnostic(.missingField,
                                          "a `\(kind.rawValue)` transition needs `to`, the screen it shows",
                                          at: idLocation))
        }
        // The value from the first layer that sets it: the transition, its
        // kind's block in `defaults`, `defaults`. Each layer is read where it
        // is, not gathered into an array: this runs a dozen times for every
        // transition, and a `TransitionFields` is hundreds of bytes to copy.
        // Whether the kind has a block is looked up once.
        let hasKindLayer = kind.map { file.kindDefaults[$0] != nil } ?? false
        func pick<Value>(_ field: (TransitionFields) -> Located<Value>?) -> Located<Value>? {
            if let value = field(decoded.fields) { return value }
            if hasKindLayer, let kind, let value = file.kindDefaults[kind].flatMap(field) { return value }
            return field(file.defaults)
        }
        func nested<Fields>(_ field: (TransitionFields) -> Box<Located<Fields>>?) -> NestedLayers<Fields> {
            NestedLayers(own: field(decoded.fields),
                         kind: hasKindLayer ? kind.flatMap { file.kindDefaults[$0].flatMap(field) } : nil,
                         defaults: field(file.defaults))
        }
        var locations = TransitionFieldRanges.Builder()
        if let kindValue = decoded.kind { locations.set(.kind, kindValue.span) }
        if let from = decoded.from { locations.set(.from, from.span) }
        if let to = decoded.to { locations.set(.to, to.span) }

        // UIKit animates a sheet itself: its duration is optional, and one
        // written on the transition is reported as unused.
        let isSheet = kind == .present && pick({ $0.presentation })?.value == .sheet
        if isSheet, let written = decoded.fields.duration {
            diagnostics.report(Diagnostic(
                .unusedField,
                "`duration` has no effect: `\(decoded.id)` presents a `sheet`, which UIKit animates itself (remove it)",
                at: lines.location(written.span)))
        }
        let duration = pick { $0.duration }
        var durationSeconds: Double?
        if isSheet {
            durationSeconds = Self.nominalSheetDuration
        } else if let duration {
            locations.set(.duration, duration.span)
            durationSeconds = seconds(duration, field: "duration", allowsZero: false, in: lines)
        } else if !decoded.writtenKeys.contains(.duration) {
            diagnostics.report(Diagnostic(.missingField,
                                          "transition `\(decoded.id)` needs a `duration` (or set one under `defaults`)",
                                          at: idLocation))
        }
        var delay = 0.0
        if let written = pick({ $0.delay }) {
            locations.set(.delay, written.span)
            delay = seconds(written, field: "delay", allowsZero: true, in: lines) ?? 0
        }
        var curve = TimingCurve.easeInOut
        if let written = pick({ $0.curve }) {
            locations.set(.curve, written.span)
            curve = resolveCurve(written, in: lines) ?? curve
        }
        let interaction = pick { $0.interaction }
        if let interaction { locations.set(.interaction, interaction.span) }
        let isInteractive = interaction?.value.isInteractive ?? false

        // Fields that only mean something on an interactive transition, or
        // on one kind, as the language declares them. The written keys are
        // asked first: a bit each, where most transitions write none of these.
        if !isInteractive {
            for field in TransitionField.interactiveOnly where decoded.writtenKeys.contains(field) {
                reportUnused(decoded.fields.span(of: field), field.rawValue, in: decoded, file: lines)
            }
        }
        if let kind {
            for (field, only) in TransitionField.kindOnly where only != kind && decoded.writtenKeys.contains(field) {
                guard let span = decoded.fields.span(of: field) else { continue }
                diagnostics.report(Diagnostic(.unusedField,
                                              "`\(field.rawValue)` has no effect on a `\(kind.rawValue)` transition; only `\(only.rawValue)` uses it",
                                              at: lines.location(span)))
            }
        }

        var threshold: Double?
        var gesture: Gesture?
        var completionSpeed: CompletionSpeed?
        var hint: GestureHint?
        if isInteractive, let kind {
            let written = pick { $0.threshold }
            threshold = written?.value ?? 0.5
            if let written { locations.set(.threshold, written.span) }
            gesture = resolveGesture(nested { $0.gestureBox }, kind: kind, locations: &locations)
            let speed = pick { $0.completionSpeed }
            completionSpeed = speed?.value ?? .constant(1)
            if let speed { locations.set(.completionSpeed, speed.span) }
            hint = resolveHint(nested { $0.hintBox }, locations: &locations, in: lines)
        }
        var presentation: Presentation?
        if kind == .present {
            let written = pick { $0.presentation }
            presentation = written?.value ?? .custom
            if let written { locations.set(.presentation, written.span) }
        }
        let interruptible = pick { $0.interruptible }
        if let interruptible { locations.set(.interruptible, interruptible.span) }
        let snapshot = pick { $0.snapshot }
        if let snapshot { locations.set(.snapshot, snapshot.span) }

        guard diagnostics.errorCount == errorsBefore, let kind, let from = decoded.from, let fromScreen, let durationSeconds else {
            return nil
        }
        return Transition(
            id: decoded.id, idSpan: decoded.idSpan, kind: kind, screens: ResolvedScreens(from: fromScreen, to: toScreen),
            fromID: from.value, toID: decoded.to?.value,
            duration: durationSeconds, delay: delay, curve: curve, interaction: interaction?.value ?? .none,
            threshold: threshold, gesture: gesture, completionSpeed: completionSpeed, presentation: presentation,
            interruptible: interruptible?.value ?? false, snapshot: snapshot?.value ?? false, hint: hint,
            fieldRanges: locations.finish(in: rangePool), ownFields: decoded.writtenKeys,
            entryShape: decoded.entryShape, gestureShape: decoded.gestureShape)
    }

    /// A sheet's duration in the table, reports and plots: UIKit's own
    /// animation runs, whatever the spec says, so this only stands in for it
    /// (about what UIKit's sheet takes).
    static let nominalSheetDuration = 0.5

    private mutating func reportUnused(_ span: SourceSpan?, _ field: String,
                                       in transition: DecodedTransition, file: FileLines) {
        guard let span else { return }
        // A field of a shared mapping, unused by several transitions, is
        // one warning: the name of the transition is not part of it.
        diagnostics.report(Diagnostic(
            .unusedField,
            "`\(field)` has no effect: transition `\(transition.id)` is not interactive (set `interaction: standard` or remove it)",
            about: transition.id, at: file.location(span)))
    }

    /// Gesture fields, each from the first layer (transition, kind defaults,
    /// defaults) that sets it.
    private func resolveGesture(_ layers: NestedLayers<GestureFields>, kind: TransitionKind,
                                locations: inout TransitionFieldRanges.Builder) -> Gesture {
        if let span = layers.firstSpan { locations.set(.gesture, span) }
        return Gesture(
            direction: layers.pick { $0.direction }?.value ?? .defaultDirection(for: kind),
            distance: layers.pick { $0.distance }?.value ?? .container,
            velocity: layers.pick { $0.velocity }?.value,
            edge: layers.pick { $0.edge }?.value ?? false,
            startsWhen: layers.pick { $0.startsWhen }?.value ?? .always)
    }

    private mutating func resolveHint(_ layers: NestedLayers<HintFields>,
                                      locations: inout TransitionFieldRanges.Builder, in lines: FileLines) -> GestureHint? {
        guard let span = layers.firstSpan else { return nil }
        locations.set(.hint, span)
        let delay = layers.pick { $0.delay }.flatMap { seconds($0, field: "hint.delay", allowsZero: true, in: lines) } ?? 0
        let durationValue = layers.pick { $0.duration }, travel = layers.pick { $0.travel }
        guard let durationValue, let travel else {
            let missing = [durationValue == nil ? "`duration`" : nil, travel == nil ? "`travel`" : nil]
                .compactMap { $0 }.joined(separator: " and ")
            diagnostics.report(Diagnostic(.missingField, "the hint needs \(missing)", at: lines.location(span)))
            return nil
        }
        guard let duration = seconds(durationValue, field: "hint.duration", allowsZero: false, in: lines) else { return nil }
        return GestureHint(delay: delay, duration: duration, travel: travel.value)
    }

    // MARK: Tokens

    private mutating func seconds(_ value: Located<DurationValue>, field: String, allowsZero: Bool,
                                  in lines: FileLines) -> Double? {
        switch value.value {
        case .seconds(let seconds):
            return seconds
        case .token(let reference):
            guard let token = lookUp(reference, at: value.span, in: lines, expecting: .durations) else { return nil }
            guard case .duration(let seconds) = tokenOrder[token].value else { return nil }
            if let problem = NodeReader.durationProblem(seconds, field: field, allowsZero: allowsZero) {
                diagnostics.report(Diagnostic(.outOfRange, "\(problem) (from `\(reference)`)", at: value.location(in: lines),
                                              notes: [DiagnosticNote("`\(reference)` is defined here", at: tokenOrder[token].location)]))
                return nil
            }
            return seconds
        }
    }

    private mutating func resolveCurve(_ value: Located<CurveValue>, in lines: FileLines) -> TimingCurve? {
        switch value.value {
        case .curve(let curve):
            return curve
        case .token(let reference):
            guard let token = lookUp(reference, at: value.span, in: lines, expecting: .curves),
                  case .curve(let curve) = tokenOrder[token].value else { return nil }
            return curve
        }
    }

    /// The token's position in `tokenOrder`, marked used; nil (and reported)
    /// when there is none of `category`. Only a diagnostic copies the token
    /// or makes a location: this runs for nearly every transition, on every
    /// core, and each copy counts references to strings the cores share.
    private mutating func lookUp(_ reference: String, at span: SourceSpan, in file: FileLines,
                                 expecting category: TokenDefinition.Category) -> Int? {
        let last = category == .durations ? lastDuration : lastCurve
        let found: Int?
        if let last, last.reference == reference {
            found = last.index
        } else {
            found = tokens[reference]
            if let found {
                if category == .durations { lastDuration = (reference, found) } else { lastCurve = (reference, found) }
            }
        }
        if let index = found {
            usedTokens[index] = true
            guard tokenOrder[index].category == category else {
                let token = tokenOrder[index]
                diagnostics.report(Diagnostic(
                    .typeMismatch, "`\(reference)` is a \(token.category == .curves ? "curve" : "duration") token; this field needs `$\(category.rawValue).…`",
                    at: file.location(span),
                    notes: [DiagnosticNote("`\(reference)` is defined here", at: token.location)]))
                return nil
            }
            return index
        }
        report(.token(reference, at: file.location(span), category: category))
        return nil
    }
}

/// A nested mapping (`gesture`, `hint`) as each layer writes it: the
/// transition, its kind's block in `defaults`, `defaults`. Held in the boxes
/// `TransitionFields` keeps them in, rather than copied out.
private struct NestedLayers<Fields: Sendable> {
    var own: Box<Located<Fields>>?
    var kind: Box<Located<Fields>>?
    var defaults: Box<Located<Fields>>?

    /// Where the first layer that writes the mapping writes it.
    var firstSpan: SourceSpan? { (own ?? kind ?? defaults)?.value.span }

    /// The field from the first layer that sets it.
    func pick<Value>(_ field: (Fields) -> Located<Value>?) -> Located<Value>? {
        if let own, let value = field(own.value.value) { return value }
        if let kind, let value = field(kind.value.value) { return value }
        if let defaults { return field(defaults.value.value) }
        return nil
    }
}
