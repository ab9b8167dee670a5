import ParallelWork
import TransitionRuntime
import YAMLSource

/// Decodes one file's document into a `DecodedFile`: every key and value
/// checked for shape and type, every problem reported, nothing yet compared
/// with other files.
struct FileDecoder {
    // Every key list is made from the language's declarations (Model/Language).
    /// Fields a transition shares with `defaults`, in the contract's order.
    static let sharedFields = TransitionField.allCases.filter(\.isShared).map(\.rawValue)
    static let transitionFields = TransitionField.names

    var reader: NodeReader
    var file: DecodedFile

    init(document: YAMLDocument, path: String) {
        reader = NodeReader(document: document, file: path)
        file = DecodedFile(lines: FileLines(path: path, lines: document.lines))
    }

    /// Decodes the document; `source` only tells an empty file from a
    /// comment-only one for the message.
    static func decode(_ document: YAMLDocument, path: String, source: SourceText) -> (DecodedFile, Diagnostics) {
        var decoder = FileDecoder(document: document, path: path)
        decoder.decodeRoot(source: source)
        decoder.file.names = decoder.reader.names
        return (decoder.file, decoder.reader.diagnostics)
    }

    private mutating func decodeRoot(source: SourceText) {
        let start = SourceLocation(file: file.path, range: SourceRange(at: .start))
        guard let root = reader.document.root, reader.document.value(root) != .null else {
            let what = source.bytes.isEmpty ? "the file is empty" : source.isBlankOrComments ? "the file has only comments" : "the document is empty"
            reader.report(.unsupportedVersionEmptyFile(what, at: start))
            return
        }
        guard reader.document[reader.document.target(of: root)].kind == .mapping else {
            reader.report(.typeMismatchRoot("a spec file", keys: ["version", "screens", "transitions"],
                                            found: reader.describe(root), at: reader.location(root)))
            return
        }
        let entries = reader.document.entries(root)
        // The version decides how to read the rest, so it is checked first.
        guard let versionEntry = entries.first(where: { reader.document.text($0.key) == "version" }) else {
            reader.report(.unsupportedVersionMissing(in: "the file", at: start,
                                                     insertion: reader.document.range(of: entries.first?.key ?? root).start))
            decodeSections(entries)
            return
        }
        let version = versionEntry.value
        // `version: !!binary …` is about the tag, not the number.
        guard reader.checkTag(version) else { return }
        guard case .int(1)? = reader.document.value(version) else {
            if case .int(let number)? = reader.document.value(version) {
                reader.report(.unsupportedVersionNumber(number, at: reader.location(version)))
            } else {
                reader.report(.unsupportedVersionNotOne(found: reader.describe(version), at: reader.location(version)))
            }
            return
        }
        decodeSections(entries)
    }

    private mutating func decodeSections(_ entries: MappingEntries) {
        for (keyID, value) in entries {
            guard let key = reader.keyText(keyID) else { continue }
            switch TopLevelKey(rawValue: key) {
            case .version?: break
            case .tokens?: decodeTokens(value)
            case .defaults?: decodeDefaults(value)
            case .screens?: decodeScreens(value)
            case .transitions?: decodeTransitions(value)
            case nil: reader.reportUnknownKey(key, at: keyID, in: "the top level", allowed: TopLevelKey.names)
            }
        }
    }

    // MARK: tokens

    private mutating func decodeTokens(_ id: YAMLNodeID) {
        reader.forEachField(of: id, expected: "`tokens` to be a mapping of token groups", in: "`tokens`",
                            as: TokenSectionKey.self) { reader, key, _, group in
            guard let category = key.category else {
                file.tokenImports = reader.importPaths(group)
                return
            }
            guard let entries = reader.mapping(group, expected: "`tokens.\(key.rawValue)` to be a mapping of names to \(key.rawValue)")
            else { return }
            for (nameID, valueID) in entries {
                guard let name = reader.keyText(nameID) else { continue }
                reader.recordName(.token, "$\(category.rawValue).\(name)", at: nameID, definition: true)
                // As screen and transition ids: `$durations.` could never name an empty one.
                guard !name.isEmpty else {
                    reader.report(.invalidValueEmptyTokenName(at: reader.location(nameID)))
                    continue
                }
                let value: TokenDefinition.Value?
                switch category {
                case .durations:
                    switch reader.duration(valueID, field: "$durations.\(name)", allowsZero: true)?.value {
                    case .seconds(let seconds)?: value = .duration(seconds)
                    case .token?:
                        reader.report(.invalidValueTokenOfToken(at: reader.location(valueID)))
                        value = nil
                    case nil: value = nil
                    }
                case .curves:
                    switch reader.curve(valueID, field: "$curves.\(name)")?.value {
                    case .curve(let curve)?: value = .curve(curve)
                    case .token?:
                        reader.report(.invalidValueTokenOfToken(at: reader.location(valueID)))
                        value = nil
                    case nil: value = nil
                    }
                }
                if let value {
                    file.tokens.append(TokenDefinition(category: category, name: name, value: value,
                                                       location: reader.location(nameID)))
                }
            }
        }
    }

    // MARK: defaults

    private mutating func decodeDefaults(_ id: YAMLNodeID) {
        let kinds = TransitionKind.allCases.map(\.rawValue)
        var fields = TransitionFields()
        reader.forEachField(of: id, expected: "`defaults` to be a mapping of transition fields", in: "`defaults`",
                            allowed: Self.sharedFields + kinds) { reader, key, _, value in
            if let kind = TransitionKind(rawValue: key) {
                var kindFields = TransitionFields()
                reader.forEachField(of: value, expected: "`defaults.\(key)` to be a mapping of transition fields", in: "`defaults.\(key)`",
                                    allowed: Self.sharedFields, named: Self.sharedField) { reader, field, _, fieldValue in
                    Self.decodeShared(field, fieldValue, into: &kindFields, reader: &reader)
                }
                for (field, only) in TransitionField.kindOnly where only != kind {
                    if let span = kindFields.span(of: field) {
                        reader.report(.unusedFieldKindDefaults(field.rawValue, kind: key, at: file.lines.location(span)))
                    }
                }
                self.file.kindDefaults[kind] = Box(kindFields)
            } else if let field = Self.sharedField(key) {  // always: the other allowed keys are shared fields
                Self.decodeShared(field, value, into: &fields, reader: &reader)
            }
        }
        file.defaults = Box(fields)
    }

    /// The field a key names, if transitions and defaults share it.
    static func sharedField(_ key: String) -> TransitionField? {
        TransitionField(key: key).flatMap { $0.isShared ? $0 : nil }
    }

    /// One field that transitions and defaults share.
    static func decodeShared(_ field: TransitionField, _ value: YAMLNodeID, into fields: inout TransitionFields,
                             reader: inout NodeReader) {
        let span = reader.span(value)
        let key = field.rawValue
        switch field {
        case .timing: fields.timing = reader.timingToken(value)
        case .duration: fields.duration = reader.duration(value, field: key, allowsZero: false)
        case .delay: fields.delay = reader.duration(value, field: key, allowsZero: true)
        case .curve: fields.curve = reader.curve(value)
        case .interaction:
            fields.interaction = reader.enumeration(value, field: key, as: InteractionType.self)
                .map { Located(value: $0, span: span) }
        case .threshold: fields.threshold = reader.threshold(value)
        case .gesture: fields.gesture = reader.gesture(value)
        case .completionSpeed: fields.completionSpeed = reader.completionSpeed(value)
        case .presentation:
            fields.presentation = reader.enumeration(value, field: key, as: Presentation.self)
                .map { Located(value: $0, span: span) }
        case .interruptible:
            fields.interruptible = reader.bool(value, field: key).map { Located(value: $0, span: span) }
        case .snapshot:
            fields.snapshot = reader.bool(value, field: key).map { Located(value: $0, span: span) }
        case .hint: fields.hint = reader.hint(value)
        case .effect: fields.effect = reader.effect(value)
        case .backdrop: fields.backdrop = reader.backdrop(value)
        case .reducedMotion: fields.reducedMotion = reader.reducedMotion(value)
        case .kind, .from, .to: break
        }
    }

    // MARK: screens

    private mutating func decodeScreens(_ id: YAMLNodeID) {
        guard let entries = reader.mapping(id, expected: "`screens` to be a mapping of screen ids to screens") else { return }
        file.screens = decodeEntries(entries) { decoder, keyID, value in decoder.decodeScreen(keyID, value) }
    }

    private mutating func decodeScreen(_ keyID: YAMLNodeID, _ value: YAMLNodeID) -> Screen? {
        reader.recordName(.screen, at: keyID, definition: true)
        guard let screenID = checkedID(keyID, what: "screen") else { return nil }
        var screen = Screen(id: screenID, definition: FilePlace(file: file.lines, span: reader.span(keyID)),
                            isRoot: false, container: nil, tabs: [], scrollable: false, textInput: false, confirmDismiss: false)
        var tabsNode: YAMLNodeID?
        reader.forEachField(of: value, expected: "screen `\(screenID)` to be a mapping of its fields", in: "screen `\(screenID)`",
                            as: ScreenField.self) { reader, field, _, value in
            let key = field.rawValue
            switch field {
            case .root: screen.isRoot = reader.bool(value, field: key) ?? false
            case .container: screen.container = reader.enumeration(value, field: key, as: ContainerKind.self)
            case .tabs:
                tabsNode = value
                guard reader.document[reader.document.target(of: value)].kind == .sequence else {
                    reader.report(.typeMismatchFieldExpects("tabs", "a list of screen ids", found: reader.describe(value),
                                                              at: reader.location(value)))
                    return
                }
                for item in reader.document.items(value) {
                    reader.recordName(.screen, at: item, definition: false)
                    if let tab = reader.string(item, field: "tabs", expected: "a screen id") {
                        screen.tabs.append(ScreenReference(id: tab, place: FilePlace(file: file.lines, span: reader.span(item))))
                    }
                }
            case .scrollable: screen.scrollable = reader.bool(value, field: key) ?? false
            case .textInput: screen.textInput = reader.bool(value, field: key) ?? false
            case .confirmDismiss: screen.confirmDismiss = reader.bool(value, field: key) ?? false
            }
        }
        if screen.container == .tabBar, tabsNode == nil, reader.isMappingOrNull(value) {
            reader.report(.missingFieldTabs(screen: screenID, at: reader.location(keyID)))
        } else if screen.container != .tabBar, let tabsNode {
            reader.report(.invalidValueTabsWithoutTabBar(at: reader.location(tabsNode)))
            screen.tabs = []
        }
        return screen
    }

    /// Decodes each entry of a large mapping (the screens, the ids under
    /// `transitions`) with `decodeEntry`, on all cores: the entries are cut
    /// into runs of a fixed length, each run decoded by its own copy of the
    /// decoder straight into its own part of the result (`filledInOrder`).
    /// The values and their diagnostics come back in source order, so
    /// nothing depends on the number of cores or on timing.
    private mutating func decodeEntries<Value: Sendable>(
        _ entries: MappingEntries,
        _ decodeEntry: @escaping @Sendable (inout FileDecoder, YAMLNodeID, YAMLNodeID) -> Value?
    ) -> [Value] {
        let runLength = 512
        let runCount = (entries.count + runLength - 1) / runLength
        guard runCount > 1 else {
            var values: [Value] = []
            values.reserveCapacity(entries.count)  // big values: no doubling slack
            for (key, value) in entries { if let decoded = decodeEntry(&self, key, value) { values.append(consume decoded) } }
            return values
        }
        let template = FileDecoder(document: reader.document, path: file.path)
        let capacities = (0..<runCount).map { min(runLength, entries.count - $0 * runLength) }
        let (values, runs) = [Value].filledInOrder(capacities: capacities) { run, output in
            var decoder = template
            for index in run * runLength..<run * runLength + capacities[run] {
                let (key, value) = entries[index]
                if let decoded = decodeEntry(&decoder, key, value) { output.append(consume decoded) }
            }
            return (decoder.reader.diagnostics, decoder.reader.names)
        }
        for (diagnostics, names) in runs {
            reader.diagnostics.append(contentsOf: diagnostics)
            reader.names.append(contentsOf: names)
        }
        return values
    }

    /// Where a mapping written in place (not an alias) is, and how it is
    /// written: for fix-its that add to it.
    private func shape(_ id: YAMLNodeID) -> MappingShape? {
        let node = reader.document[id]
        guard node.kind == .mapping else { return nil }
        return MappingShape(span: node.span, isFlow: node.isFlow, isEmpty: reader.document.entryCount(id) == 0)
    }

    /// An id (a key under `screens` or `transitions`): a non-empty word.
    private mutating func checkedID(_ keyID: YAMLNodeID, what: String) -> String? {
        guard let id = reader.keyText(keyID) else { return nil }
        guard !id.isEmpty else {
            reader.report(.invalidValueEmptyID(what, at: reader.location(keyID)))
            return nil
        }
        return id
    }

    // MARK: transitions

    /// Decodes every entry, on all cores for a long list: the lowering
    /// takes them from here, and the tree is not read again.
    private mutating func decodeTransitions(_ id: YAMLNodeID) {
        guard let entries = reader.mapping(id, expected: "`transitions` to be a mapping of transition ids to transitions") else { return }
        let decoded = decodeEntries(entries) { decoder, key, value -> DecodedTransition? in
            guard let id = decoder.checkedID(key, what: "transition") else { return nil }
            return decoder.decodeTransition(id: id, key: key, value: value)
        }
        file.transitions = DecodedTransitions(entries: decoded)
    }

    /// One entry under `transitions`, its own problems kept with it
    /// (`DecodedTransition.problems`) rather than among the file's.
    private mutating func decodeTransition(id: String, key keyID: YAMLNodeID, value: YAMLNodeID) -> DecodedTransition {
        var fileProblems = Diagnostics()
        swap(&fileProblems, &reader.diagnostics)
        defer { swap(&fileProblems, &reader.diagnostics) }
        // Its id, `from` and `to` are not among the file's names: a lowered
        // transition keeps them with their places, and the lowering records
        // those of one it leaves out (`SpecSetResolver.recordNames(of:)`).
        // Read into locals, not into the result: a value the closure below
        // writes would be copied out of it at the end, for every transition.
        var kind: Located<TransitionKind>?, from: Located<String>?, to: Located<String>?
        var writtenKeys = TransitionFieldSet()
        var fields = TransitionFields()
        var writesShared = false
        reader.forEachField(of: value, expected: "transition `\(id)` to be a mapping of its fields",
                            in: "transition `\(id)`", as: TransitionField.self) { reader, field, _, fieldValue in
            writtenKeys.insert(field)
            let key = field.rawValue
            switch field {
            case .kind:
                kind = reader.enumeration(fieldValue, field: key, as: TransitionKind.self)
                    .map { Located(value: $0, span: reader.span(fieldValue)) }
            case .from, .to:
                let reference = reader.string(fieldValue, field: key, expected: "a screen id")
                    .map { Located(value: $0, span: reader.span(fieldValue)) }
                if field == .from { from = reference } else { to = reference }
            default:
                writesShared = true
                Self.decodeShared(field, fieldValue, into: &fields, reader: &reader)
            }
        }
        var transition = DecodedTransition(id: id, idSpan: reader.span(keyID), kind: kind, from: from, to: to,
                                           layer: writesShared ? Box(fields) : nil, writtenKeys: writtenKeys)
        transition.entryShape = shape(value)
        if let entry = transition.entryShape, transition.writtenKeys.contains(.gesture) {
            // Only a gesture written inside this entry (not merged in) can be edited here.
            let gesture = reader.document.entries(value).first { key, _ in
                reader.document.text(key) == "gesture" && entry.span.contains(reader.document[key].span.start)
            }
            transition.gestureShape = gesture.flatMap { shape($0.value) }
        }
        // A mapping with a tag outside the core schema was reported above, but
        // is still a transition: its missing fields are reported too.
        transition.isMapping = reader.isMappingOrNull(value)
        transition.problems = reader.diagnostics
        return transition
    }
}
