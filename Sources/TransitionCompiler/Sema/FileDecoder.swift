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
        return (decoder.file, decoder.reader.diagnostics)
    }

    private mutating func decodeRoot(source: SourceText) {
        let start = SourceLocation(file: file.path, range: SourceRange(at: .start))
        guard let root = reader.document.root, reader.document.value(root) != .null else {
            let what = source.bytes.isEmpty ? "the file is empty" : source.isBlankOrComments ? "the file has only comments" : "the document is empty"
            reader.diagnostics.report(Diagnostic(
                .unsupportedVersion, "\(what); a spec file starts with `version: 1`", at: start))
            return
        }
        guard reader.document[reader.document.target(of: root)].kind == .mapping else {
            reader.report(.typeMismatch,
                          "a spec file is a mapping with `version`, `screens` and `transitions`, found \(reader.describe(root))",
                          at: root)
            return
        }
        let entries = reader.document.entries(root)
        // The version decides how to read the rest, so it is checked first.
        guard let versionEntry = entries.first(where: { reader.document.text($0.key) == "version" }) else {
            reader.diagnostics.report(Diagnostic(
                .unsupportedVersion, "missing `version: 1` at the top of the file", at: start,
                fixIts: [FixIt("insert `version: 1`", replacing: SourceRange(at: reader.document.range(of: entries.first?.key ?? root).start),
                               with: "version: 1\n")].compactMap { $0 }))
            decodeSections(entries)
            return
        }
        let version = versionEntry.value
        // `version: !!binary …` is about the tag, not the number.
        guard reader.checkTag(version) else { return }
        guard case .int(1)? = reader.document.value(version) else {
            if case .int(let number)? = reader.document.value(version) {
                reader.report(.unsupportedVersion, "unsupported version `\(number)`; this transitionc reads `version: 1`",
                              at: version)
            } else {
                reader.report(.unsupportedVersion, "`version` must be the number 1, found \(reader.describe(version))",
                              at: version)
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
                // As screen and transition ids: `$durations.` could never name an empty one.
                guard !name.isEmpty else {
                    reader.report(.invalidValue, "a token name cannot be empty", at: nameID)
                    continue
                }
                let value: TokenDefinition.Value?
                switch category {
                case .durations:
                    switch reader.duration(valueID, field: "$durations.\(name)", allowsZero: true)?.value {
                    case .seconds(let seconds)?: value = .duration(seconds)
                    case .token?:
                        reader.report(.invalidValue, "a token's value cannot be another token", at: valueID)
                        value = nil
                    case nil: value = nil
                    }
                case .curves:
                    switch reader.curve(valueID, field: "$curves.\(name)")?.value {
                    case .curve(let curve)?: value = .curve(curve)
                    case .token?:
                        reader.report(.invalidValue, "a token's value cannot be another token", at: valueID)
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
                        reader.diagnostics.report(Diagnostic(
                            .unusedField, "`\(field.rawValue)` has no effect on `\(key)` transitions", at: file.lines.location(span)))
                    }
                }
                self.file.kindDefaults[kind] = kindFields
            } else if let field = Self.sharedField(key) {  // always: the other allowed keys are shared fields
                Self.decodeShared(field, value, into: &fields, reader: &reader)
            }
        }
        file.defaults = fields
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
                    reader.report(.typeMismatch, "`tabs` expects a list of screen ids, found \(reader.describe(value))", at: value)
                    return
                }
                for item in reader.document.items(value) {
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
            reader.report(.missingField, "screen `\(screenID)` is a `tabBar` and needs `tabs`, the list of its tab screens",
                          at: keyID)
        } else if screen.container != .tabBar, let tabsNode {
            reader.report(.invalidValue, "`tabs` is only allowed on a screen with `container: tabBar`", at: tabsNode)
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
            for (key, value) in entries { if let decoded = decodeEntry(&self, key, value) { values.append(decoded) } }
            return values
        }
        let template = FileDecoder(document: reader.document, path: file.path)
        let capacities = (0..<runCount).map { min(runLength, entries.count - $0 * runLength) }
        let (values, runDiagnostics) = [Value].filledInOrder(capacities: capacities) { run, output in
            var decoder = template
            for index in run * runLength..<run * runLength + capacities[run] {
                let (key, value) = entries[index]
                if let decoded = decodeEntry(&decoder, key, value) { output.append(decoded) }
            }
            return decoder.reader.diagnostics
        }
        for diagnostics in runDiagnostics { reader.diagnostics.append(contentsOf: diagnostics) }
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
            reader.report(.invalidValue, "a \(what) id cannot be empty", at: keyID)
            return nil
        }
        return id
    }

    // MARK: transitions

    /// Checks the ids only: the resolver decodes each transition where it
    /// resolves it (see `PendingTransitions`).
    private mutating func decodeTransitions(_ id: YAMLNodeID) {
        guard let entries = reader.mapping(id, expected: "`transitions` to be a mapping of transition ids to transitions") else { return }
        let pending = decodeEntries(entries) { decoder, key, value in
            decoder.checkedID(key, what: "transition").map { PendingTransitions.Entry(id: $0, key: key, value: value) }
        }
        file.transitions = PendingTransitions(document: reader.document, entries: pending)
    }

    /// One entry under `transitions`, decoded into `transition` (which is
    /// reset first: the resolver passes the same one for every entry of a
    /// run, rather than copying hundreds of bytes out of each call). False
    /// when the entry is not a mapping (reported), nor null.
    mutating func decodeTransition(_ entry: PendingTransitions.Entry, into transition: inout DecodedTransition) -> Bool {
        let keyID = entry.key, value = entry.value
        transition = DecodedTransition(id: entry.id, idSpan: reader.span(keyID), fields: TransitionFields())
        reader.forEachField(of: value, expected: "transition `\(entry.id)` to be a mapping of its fields",
                            in: "transition `\(entry.id)`", as: TransitionField.self) { reader, field, _, fieldValue in
            transition.writtenKeys.insert(field)
            Self.decodeTransitionField(field, fieldValue, into: &transition, reader: &reader)
        }
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
        return reader.isMappingOrNull(value)
    }

    private static func decodeTransitionField(_ field: TransitionField, _ value: YAMLNodeID,
                                              into transition: inout DecodedTransition, reader: inout NodeReader) {
        let key = field.rawValue
        switch field {
        case .kind:
            transition.kind = reader.enumeration(value, field: key, as: TransitionKind.self)
                .map { Located(value: $0, span: reader.span(value)) }
        case .from, .to:
            let reference = reader.string(value, field: key, expected: "a screen id")
                .map { Located(value: $0, span: reader.span(value)) }
            if field == .from { transition.from = reference } else { transition.to = reference }
        default:
            Self.decodeShared(field, value, into: &transition.fields, reader: &reader)
        }
    }
}
