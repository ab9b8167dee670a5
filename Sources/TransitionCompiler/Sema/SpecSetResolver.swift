import ParallelWork
import TransitionRuntime
import YAMLSource

/// What Sema's lowering hands on: the spec set, the diagnostics of
/// joining the files, and whether everything but transitions read whole
/// (no repeated screen or token, no unknown tab): a transition that did not
/// read is left out of the set, so then the set lacks nothing else
/// (`ReadCompleteness`).
struct ResolvedSpecSet: Sendable {
    var specSet: SpecSet
    var diagnostics: Diagnostics
    var screensAndTokensWhole: Bool
}

/// Joins the decoded files into one `SpecSet`: the symbols of the set
/// collected (`SymbolStage`), then every transition lowered through its
/// layers, references to screens and tokens looked up.
struct SpecSetResolver {
    private var diagnostics = Diagnostics()
    /// Each token's position in `tokenOrder` and `usedTokens`: a lookup then
    /// hashes the reference once, to find the token and to mark it used.
    private var tokens: [String: Int] = [:]
    private var tokenOrder: [TokenDefinition] = []
    private var brokenTokens: Set<String> = []
    private var usedTokens: [Bool] = []
    /// Where a run's transitions named a token (`TokenPlaces`), and, in
    /// the original, every run's.
    private var tokenUses: [TokenPlaces.Use] = []
    private var tokenUseRuns: [TokenPlaces.Run] = []
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
    private var tokenNames: [TokenDefinition.Kind: [String]] = [:]
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
    /// The unknown names a copy met, each with the position in
    /// `diagnostics` its diagnostic goes to: made by the original, once,
    /// complete (`diagnostic(for:)`). They are errors, counted by
    /// `errorCount` from the moment they are met.
    private var unknownNames: [(position: Int, name: UnknownName)] = []

    /// Errors so far, the unknown names still to be made into diagnostics among them.
    private var errorCount: Int { diagnostics.errorCount + unknownNames.count }
    /// The pool of field ranges of the run being resolved: each
    /// transition's go into it once it is resolved.
    private var rangePool = FieldRangePool(expectedTransitions: 0, lines: FileLines(path: "", lines: .empty))

    /// Stage 3 of Sema, the lowering: the decoded files and their symbols →
    /// the spec set. It reads nothing but them (the YAML trees are gone by
    /// now: `DecodeStage`). Takes the files out of `decoded`: once the set
    /// is made, their decoded transitions are freed on another core, to
    /// lower the peak before the graph is built. On a thread of the pool
    /// rather than Dispatch's, which started threads of its own for it
    /// (Docs/performance-history.md).
    static func resolve(taking decoded: inout DecodedFiles, symbols: Symbols) -> ResolvedSpecSet {
        var resolver = SpecSetResolver()
        let set = resolver.resolve(decoded.files, symbols: symbols)
        WorkerPool.detach { [files = decoded.files] in _ = files }
        decoded.files = []
        return ResolvedSpecSet(specSet: set, diagnostics: resolver.diagnostics,
                               screensAndTokensWhole: resolver.errorsOutsideTransitions == 0)
    }

    /// Each file's names of the transitions left out of the set (`recordNames(of:)`).
    private var leftOutNames: [[WrittenName]] = []

    /// Errors about screens and tokens, which every transition may read.
    private var errorsOutsideTransitions = 0

    private mutating func resolve(_ files: [DecodedFile], symbols: Symbols) -> SpecSet {
        tokens = symbols.tokens
        tokenOrder = symbols.tokenOrder
        brokenTokens = symbols.brokenTokens
        usedTokens = Array(repeating: false, count: tokenOrder.count)
        screens = symbols.screens
        uniqueScreens = symbols.uniqueScreens
        diagnostics = symbols.duplicates
        // The screens its tabs name, looked up (an unknown one reported
        // with the nearest screen, as any unknown screen is).
        for index in uniqueScreens.indices {
            for tab in uniqueScreens[index].tabs { checkScreenExists(tab, field: "tabs") }
        }
        errorsOutsideTransitions = errorCount
        for diagnostic in symbols.repeatedIDs { diagnostics.report(diagnostic) }
        leftOutNames = Array(repeating: [], count: files.count)
        let transitions = resolveTransitions(files, runs: symbols.runs, skipping: symbols.skipped)
        for (token, used) in zip(tokenOrder, usedTokens) where !used && !token.isImported {
            diagnostics.report(.unusedToken(token.reference, at: token.location))
        }
        let tokenPlaces = TokenPlaces(definitions: tokenOrder.map { ($0.reference, $0.location) }, uses: tokenUseRuns)
        return SpecSet(files: files.map(\.path), screens: uniqueScreens, transitions: transitions, screenIndex: screens,
                       tokens: tokenOrder.map(Token.init), tokenPlaces: tokenPlaces,
                       writtenNames: files.indices.map { (files[$0].lines, files[$0].names + leftOutNames[$0]) })
    }

    // MARK: Transitions, in parallel

    /// Lowers every transition, run by run on all cores, into one array in
    /// source order. Ids are made unique first, in order (`SymbolStage`);
    /// each run is then lowered one transition at a time by its own copy
    /// of the resolver (the tables of tokens and screens are shared, read
    /// only), straight into its place in the result. Diagnostics come back
    /// in run order, so neither the output nor the diagnostics depend on
    /// the number of cores.
    private mutating func resolveTransitions(_ files: [DecodedFile], runs: [Symbols.TransitionRun],
                                             skipping skipped: [Set<Int>]) -> [Transition] {
        // What each run may add to the result: its entries, duplicates left out.
        let capacities = runs.indices.map { runs[$0].entries.count - skipped[$0].count }
        guard capacities.contains(where: { $0 > 0 }) else { return [] }

        var worker = self
        worker.diagnostics = Diagnostics()
        worker.defersSuggestions = true
        let template = worker
        let (transitions, results) = [Transition].filledInOrder(capacities: capacities, hugePages: true) { run, output in
            var resolver = template
            let file = files[runs[run].file]
            resolver.rangePool = FieldRangePool(expectedTransitions: runs[run].entries.count, lines: file.lines)
            var leftOut: [WrittenName] = []
            if let decoded = file.transitions {
                for index in runs[run].entries {
                    if !skipped[run].contains(index), let resolved = resolver.lower(decoded.entries[index], in: file) {
                        output.append(resolved)
                    } else {
                        Self.recordNames(of: decoded.entries[index], into: &leftOut)
                    }
                }
            }
            return RunResult(diagnostics: resolver.diagnostics, unknownNames: resolver.unknownNames,
                             usedTokens: resolver.usedTokens, tokenUses: TokenPlaces.Run(lines: file.lines, uses: resolver.tokenUses),
                             leftOutNames: leftOut)
        }
        for (run, result) in results.enumerated() { leftOutNames[runs[run].file].append(contentsOf: result.leftOutNames) }
        for result in results {
            // Each unknown name's diagnostic, made now (with its suggestion,
            // in source order), goes where the copy met the name.
            var made = result.diagnostics.all[...]
            for (position, name) in result.unknownNames {
                let before = position - (result.diagnostics.all.count - made.count)
                for diagnostic in made.prefix(before) { diagnostics.report(diagnostic) }
                made = made.dropFirst(before)
                diagnostics.report(diagnostic(for: name))
            }
            for diagnostic in made { diagnostics.report(diagnostic) }
            for (token, used) in result.usedTokens.enumerated() where used { usedTokens[token] = true }
            if !result.tokenUses.uses.isEmpty { tokenUseRuns.append(result.tokenUses) }
        }
        return transitions
    }

    /// The names of a transition left out of the set, for the source map:
    /// one in the set keeps its own (`SourceMap.names`).
    private static func recordNames(of transition: borrowing DecodedTransition, into names: inout [WrittenName]) {
        names.append(WrittenName(kind: .transition, isDefinition: true, name: transition.id, span: transition.idSpan))
        for screen in [transition.from, transition.to] {
            if let screen { names.append(WrittenName(kind: .screen, isDefinition: false, name: screen.value, span: screen.span)) }
        }
    }

    /// One decoded entry: its own reading problems, then what lowering it
    /// finds; the transition, or nil when it is left out of the set.
    private mutating func lower(_ decoded: borrowing DecodedTransition, in file: DecodedFile) -> Transition? {
        // A field that did not read leaves the transition out, as an error
        // in resolving it does, rather than in the set with the field's
        // default: the graph rules that still run must not judge a value
        // that was never written. An unknown key beside it leaves it whole.
        var readWhole = true
        if !decoded.problems.all.isEmpty {
            readWhole = decoded.problems.all.allSatisfy(ReadCompleteness.leavesModelWhole)
            diagnostics.append(contentsOf: decoded.problems)
        }
        guard decoded.isMapping, let resolved = resolveTransition(decoded, in: file), readWhole else { return nil }
        return resolved
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
        case token(String, at: SourceLocation, kind: TokenDefinition.Kind)
    }

    /// What one copy made of its run of transitions.
    private struct RunResult {
        var diagnostics: Diagnostics
        var unknownNames: [(position: Int, name: UnknownName)]
        var usedTokens: [Bool]
        var tokenUses: TokenPlaces.Run
        var leftOutNames: [WrittenName]
    }

    private mutating func report(_ name: UnknownName) {
        guard defersSuggestions else {
            diagnostics.report(diagnostic(for: name))
            return
        }
        unknownNames.append((diagnostics.all.count, name))
    }

    private mutating func diagnostic(for name: UnknownName) -> Diagnostic {
        switch name {
        case .screen(let reference, let field):
            if sortedScreenIDs == nil { sortedScreenIDs = screens.texts.sorted() }
            if let suggestion = suggestion(for: reference.id, in: sortedScreenIDs ?? []) {
                return .unknownScreenDidYouMean(reference.id, field: field, suggestion: suggestion, at: reference.location)
            }
            return .unknownScreen(reference.id, field: field, at: reference.location)
        case .token(let reference, let location, let kind):
            if tokenNames[kind] == nil {
                tokenNames[kind] = tokenOrder.filter { $0.value.kind == kind }.map(\.reference)
            }
            if let suggestion = suggestion(for: reference, in: tokenNames[kind] ?? []) {
                return .unknownTokenDidYouMean(reference, suggestion: suggestion, at: location)
            } else if !reference.contains(".") {
                return .unknownTokenForm(reference, kind: kind, at: location)
            }
            return .unknownToken(reference, at: location)
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
    private mutating func resolveTransition(_ decoded: borrowing DecodedTransition, in file: DecodedFile) -> Transition? {
        let errorsBefore = errorCount
        let lines = file.lines
        var idLocation: SourceLocation { lines.location(decoded.idSpan) }
        let kind = decoded.kind?.value
        if decoded.kind == nil, !decoded.writtenKeys.contains(.kind) {
            diagnostics.report(.missingFieldKind(transition: decoded.id, at: idLocation))
        }
        var fromScreen: Int?, toScreen: Int?
        if let from = decoded.from {
            fromScreen = checkScreenExists(from, field: "from", in: lines)
        } else if !decoded.writtenKeys.contains(.from) {
            diagnostics.report(.missingFieldFrom(transition: decoded.id, at: idLocation))
        }
        // A `tab` transition from the tab bar itself, without `to`, is every
        // switch between its tabs: declared once, not for each ordered pair.
        let fromTabBar = fromScreen.map { uniqueScreens[$0].container == .tabBar } ?? false
        if let to = decoded.to {
            toScreen = checkScreenExists(to, field: "to", in: lines)
        } else if let kind, kind == .tab, !fromTabBar, !decoded.writtenKeys.contains(.to) {
            diagnostics.report(.missingFieldTabTo(at: idLocation))
        } else if let kind, kind == .present || kind == .push, !decoded.writtenKeys.contains(.to) {
            diagnostics.report(.missingFieldTo(kind: kind.rawValue, at: idLocation))
        }
        // Each value from the first layer that sets it (`TransitionLayers`).
        let layers = TransitionLayers.stack(of: decoded, kind: kind, in: file)
        var locations = TransitionFieldRanges.Builder()
        if let kindValue = decoded.kind { locations.set(.kind, kindValue.span) }
        if let from = decoded.from { locations.set(.from, from.span) }
        if let to = decoded.to { locations.set(.to, to.span) }
        // `duration`, `delay` and `curve` as the first layer that sets them
        // gives them: in each layer its own field first, then that part of
        // the layer's `timing` token (a field written beside `timing` wins).
        func timed<Value>(_ field: (TransitionFields) -> Located<Value>?) -> TimedValue<Value>? {
            layers.first { fields in field(fields).map(TimedValue.written) ?? fields.timing.map(TimedValue.fromTiming) }
        }
        // Each `timing` token looked up once per transition, whichever parts it gives.
        var timings: [(span: SourceSpan, timing: TransitionTiming?)] = []
        func timing(_ reference: Located<String>) -> TransitionTiming? {
            if let known = timings.first(where: { $0.span == reference.span }) { return known.timing }
            locations.set(.timing, reference.span)
            let token = lookUp(reference.value, at: reference.span, in: lines, expecting: .timing)
            let found: TransitionTiming? = token.flatMap {
                if case .timing(let timing) = tokenOrder[$0].value { timing } else { nil }
            }
            timings.append((reference.span, found))
            return found
        }

        // UIKit animates a sheet itself: its duration is optional, and one
        // written on the transition is reported as unused.
        let isSheet = kind == .present && layers.first({ $0.presentation })?.value == .sheet
        if isSheet, let written = decoded.layer?.value.duration {
            diagnostics.report(.unusedFieldSheetDuration(transition: decoded.id, at: lines.location(written.span)))
        }
        let duration = timed { $0.duration }
        var durationSeconds: Double?
        if isSheet {
            durationSeconds = Self.nominalSheetDuration
        } else if case .written(let duration)? = duration {
            locations.set(.duration, duration.span)
            durationSeconds = seconds(duration, field: "duration", allowsZero: false, in: lines)
        } else if case .fromTiming(let reference)? = duration {
            durationSeconds = timing(reference).flatMap {
                checkedTimingDuration($0.duration, field: "duration", allowsZero: false, from: reference, in: lines)
            }
        } else if !decoded.writtenKeys.contains(.duration) {
            diagnostics.report(.missingFieldDuration(transition: decoded.id, at: idLocation))
        }
        var delay = 0.0
        switch timed({ $0.delay }) {
        case .written(let written)?:
            locations.set(.delay, written.span)
            delay = seconds(written, field: "delay", allowsZero: true, in: lines) ?? 0
        case .fromTiming(let reference)?:
            delay = timing(reference).flatMap {
                checkedTimingDuration($0.delay, field: "delay", allowsZero: true, from: reference, in: lines)
            } ?? 0
        case nil: break
        }
        var curve = TimingCurve.easeInOut
        switch timed({ $0.curve }) {
        case .written(let written)?:
            locations.set(.curve, written.span)
            curve = resolveCurve(written, in: lines) ?? curve
        case .fromTiming(let reference)?:
            curve = timing(reference)?.curve ?? curve
        case nil: break
        }
        // A `timing` whose every part is written beside it is still looked up: a misspelt one is reported.
        if let own = decoded.layer?.value.timing { _ = timing(own) }
        let interaction = layers.first { $0.interaction }
        if let interaction { locations.set(.interaction, interaction.span) }
        let isInteractive = interaction?.value.isInteractive ?? false

        // Fields that only mean something on an interactive transition, or
        // on one kind, as the language declares them. The written keys are
        // asked first: a bit each, where most transitions write none of these.
        if !isInteractive {
            for field in TransitionField.interactiveOnly where decoded.writtenKeys.contains(field) {
                reportUnused(decoded.span(of: field), field.rawValue, in: decoded, file: lines)
            }
        }
        if let kind {
            for (field, only) in TransitionField.kindOnly where only != kind && decoded.writtenKeys.contains(field) {
                guard let span = decoded.span(of: field) else { continue }
                diagnostics.report(.unusedFieldKind(field.rawValue, kind: kind.rawValue, only: only.rawValue,
                                                    at: lines.location(span)))
            }
        }

        var threshold: Double?
        var gesture: Gesture?
        var completionSpeed: CompletionSpeed?
        var hint: GestureHint?
        if isInteractive, let kind {
            let written = layers.first { $0.threshold }
            threshold = written?.value ?? 0.5
            if let written { locations.set(.threshold, written.span) }
            gesture = resolveGesture(layers.nested { $0.gestureBox }, kind: kind, locations: &locations)
            let speed = layers.first { $0.completionSpeed }
            completionSpeed = speed?.value ?? .constant(1)
            if let speed { locations.set(.completionSpeed, speed.span) }
            hint = resolveHint(layers.nested { $0.hintBox }, locations: &locations, in: lines)
        }
        var presentation: Presentation?
        if kind == .present {
            let written = layers.first { $0.presentation }
            presentation = written?.value ?? .custom
            if let written { locations.set(.presentation, written.span) }
        }
        let interruptible = layers.first { $0.interruptible }
        if let interruptible { locations.set(.interruptible, interruptible.span) }
        let snapshot = layers.first { $0.snapshot }
        if let snapshot { locations.set(.snapshot, snapshot.span) }
        let motion = resolveMotion(effect: layers.first { $0.effect }, backdrop: layers.first { $0.backdrop },
                                   reducedMotion: layers.first { $0.reducedMotion }, kind: kind ?? .present,
                                   locations: &locations, in: lines)

        guard errorCount == errorsBefore, let kind, let from = decoded.from, let fromScreen, let durationSeconds else {
            return nil
        }
        return Transition(
            id: decoded.id, idSpan: decoded.idSpan, kind: kind, screens: ResolvedScreens(from: fromScreen, to: toScreen),
            fromID: from.value, toID: decoded.to?.value,
            duration: durationSeconds, delay: delay, curve: curve, interaction: interaction?.value ?? .none,
            threshold: threshold, gesture: gesture, completionSpeed: completionSpeed, presentation: presentation,
            interruptible: interruptible?.value ?? false, snapshot: snapshot?.value ?? false, hint: hint,
            writtenMotion: motion.isEmpty ? nil : Box(motion),
            fieldRanges: locations.finish(in: rangePool), ownFields: decoded.writtenKeys,
            entryShape: decoded.entryShape, gestureShape: decoded.gestureShape)
    }

    /// `effect`, `backdrop` and `reducedMotion` as the layers wrote them,
    /// resolved for the transition's kind, tokens looked up.
    private mutating func resolveMotion(effect: Located<EffectValue>?, backdrop: Located<Backdrop>?,
                                        reducedMotion: Located<ReducedMotionValue>?, kind: TransitionKind,
                                        locations: inout TransitionFieldRanges.Builder,
                                        in lines: FileLines) -> WrittenMotion {
        var motion = WrittenMotion()
        if let effect {
            locations.set(.effect, effect.span)
            motion.effect = effect.value.resolved(for: kind)
        }
        if let backdrop {
            locations.set(.backdrop, backdrop.span)
            motion.backdrop = backdrop.value
        }
        if let reducedMotion {
            locations.set(.reducedMotion, reducedMotion.span)
            switch reducedMotion.value {
            case .fade: motion.reducedMotion = .fade
            case .instant: motion.reducedMotion = .instant
            case .same: motion.reducedMotion = .same
            case let .replacing(effect, duration, curve):
                motion.reducedMotion = .replacing(ReducedMotion.Replacement(
                    effect: effect?.value.resolved(for: kind),
                    duration: duration.flatMap { seconds($0, field: "duration", allowsZero: true, in: lines) },
                    curve: curve.flatMap { resolveCurve($0, in: lines) }))
            }
        }
        return motion
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
        diagnostics.report(.unusedFieldNotInteractive(field, transition: transition.id, at: file.location(span)))
    }

    /// Gesture fields, each from the first layer that sets it.
    private func resolveGesture(_ layers: LayerStack<Located<GestureFields>>, kind: TransitionKind,
                                locations: inout TransitionFieldRanges.Builder) -> Gesture {
        if let span = layers.top?.span { locations.set(.gesture, span) }
        return Gesture(
            direction: layers.first { $0.value.direction }?.value ?? .defaultDirection(for: kind),
            distance: layers.first { $0.value.distance }?.value ?? .container,
            velocity: layers.first { $0.value.velocity }?.value,
            edge: layers.first { $0.value.edge }?.value ?? false,
            startsWhen: layers.first { $0.value.startsWhen }?.value ?? .always)
    }

    private mutating func resolveHint(_ layers: LayerStack<Located<HintFields>>,
                                      locations: inout TransitionFieldRanges.Builder, in lines: FileLines) -> GestureHint? {
        guard let span = layers.top?.span else { return nil }
        locations.set(.hint, span)
        let delay = layers.first { $0.value.delay }.flatMap { seconds($0, field: "hint.delay", allowsZero: true, in: lines) } ?? 0
        let durationValue = layers.first { $0.value.duration }, travel = layers.first { $0.value.travel }
        guard let durationValue, let travel else {
            let missing = [durationValue == nil ? "duration" : nil, travel == nil ? "travel" : nil].compactMap { $0 }
            diagnostics.report(.missingFieldNested("the hint", missing: missing, at: lines.location(span)))
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
            guard let token = lookUp(reference, at: value.span, in: lines, expecting: .duration) else { return nil }
            guard case .duration(let seconds) = tokenOrder[token].value else { return nil }
            if let problem = NodeReader.durationProblem(seconds, field: field, allowsZero: allowsZero) {
                diagnostics.report(.outOfRangeDurationToken(problem, reference: reference, at: value.location(in: lines),
                                                            definedAt: tokenOrder[token].location))
                return nil
            }
            return seconds
        }
    }

    /// A part of a `timing` token, checked against the field it sets (a
    /// design token may say 0 s, or 20 s, where a duration is over 0 and at most 10).
    private mutating func checkedTimingDuration(_ seconds: Double, field: String, allowsZero: Bool,
                                                from reference: Located<String>, in lines: FileLines) -> Double? {
        guard let problem = NodeReader.durationProblem(seconds, field: field, allowsZero: allowsZero) else { return seconds }
        diagnostics.report(.outOfRangeDurationToken(problem, reference: reference.value, at: lines.location(reference.span),
                                                    definedAt: tokens[reference.value].map { tokenOrder[$0].location }))
        return nil
    }

    private mutating func resolveCurve(_ value: Located<CurveValue>, in lines: FileLines) -> TimingCurve? {
        switch value.value {
        case .curve(let curve):
            return curve
        case .token(let reference):
            guard let token = lookUp(reference, at: value.span, in: lines, expecting: .curve),
                  case .curve(let curve) = tokenOrder[token].value else { return nil }
            return curve
        }
    }

    /// The token's position in `tokenOrder`, marked used; nil (and reported)
    /// when there is none of `category`. Only a diagnostic copies the token
    /// or makes a location: this runs for nearly every transition, on every
    /// core, and each copy counts references to strings the cores share.
    private mutating func lookUp(_ reference: String, at span: SourceSpan, in file: FileLines,
                                 expecting kind: TokenDefinition.Kind) -> Int? {
        let last = kind == .duration ? lastDuration : kind == .curve ? lastCurve : nil
        let found: Int?
        if let last, last.reference == reference {
            found = last.index
        } else {
            found = tokens[reference]
            if let found {
                switch kind {
                case .duration: lastDuration = (reference, found)
                case .curve: lastCurve = (reference, found)
                case .timing: break
                }
            }
        }
        if let index = found {
            usedTokens[index] = true
            tokenUses.append(TokenPlaces.Use(token: Int32(index), span: span))
            guard tokenOrder[index].value.kind == kind else {
                let token = tokenOrder[index]
                diagnostics.report(.tokenTypeMismatchField(reference, is: token.value.kind, needs: kind,
                                                           at: file.location(span), definedAt: token.location))
                return nil
            }
            return index
        }
        // An imported token in error is reported in its file, not again here.
        if !brokenTokens.contains(reference) { report(.token(reference, at: file.location(span), kind: kind)) }
        return nil
    }
}

/// A timed field (`duration`, `delay`, `curve`) as the first layer that
/// sets it gives it: written there, or through that layer's `timing` token.
private enum TimedValue<Value> {
    case written(Located<Value>)
    case fromTiming(Located<String>)
}
