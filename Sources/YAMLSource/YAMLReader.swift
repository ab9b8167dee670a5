import ParallelWork

internal import CTreeBuilder
internal import CYAML

/// The result of reading one file: the document (nil when the file could not
/// be read as one) and every problem found on the way.
public struct YAMLReadResult: Sendable {
    public var document: YAMLDocument?
    public var problems: [YAMLProblem]
}

/// Reads YAML bytes into a `YAMLDocument` through libyaml's event API.
///
/// The tree is built with an explicit stack, never by recursion, so nesting
/// depth costs heap, bounded by `YAMLLimits.maxDepth`, not the call stack.
public enum YAMLReader {
    /// Reads one file. Large files are cut into pieces read on several cores
    /// (see `PiecePlan`); the document and problems are the same either way.
    public static func read(_ source: SourceText, limits: YAMLLimits = .default,
                            parallelism: ReadParallelism = .automatic) -> YAMLReadResult {
        if source.bytes.count > limits.maxInputBytes {
            return YAMLReadResult(document: nil, problems: [.fileTooLarge(size: source.bytes.count, limit: limits.maxInputBytes)])
        }
        if let encoding = source.nonUTF8Encoding {
            let problem = YAMLProblem(.syntax, "the file is \(encoding); spec files must be UTF-8", at: SourceRange(at: .start))
            return YAMLReadResult(document: nil, problems: [problem])
        }
        let (validation, plan) = validateAndPlan(source, parallelism: parallelism)
        let isASCII = validation.isASCII
        if let encodingProblem = validation.problem {
            let position = source.position(ofByte: encodingProblem.offset)
            let problem = YAMLProblem(.syntax, encodingProblem.message, at: SourceRange(at: position))
            return YAMLReadResult(document: nil, problems: [problem])
        }
        if let plan, let document = PieceReader.read(source, plan: plan, isASCII: isASCII, limits: limits) {
            return YAMLReadResult(document: document, problems: [])
        }
        return readWhole(source, isASCII: isASCII, limits: limits)
    }

    /// The file's encoding checked, and, for a file that may be cut, where
    /// to cut it: two scans of the whole file, made side by side on two
    /// cores, since they are the only work before the pieces start.
    static func validateAndPlan(_ source: SourceText, parallelism: ReadParallelism)
        -> (validation: UTF8Check, plan: PiecePlan?)
    {
        guard parallelism.mayCut(source) else { return (source.validateUTF8(), nil) }
        let validation = Slots<UTF8Check>(count: 1)
        let plan = Slots<PiecePlan?>(count: 1)
        WorkerPool.perform(iterations: 2) { task in
            if task == 0 {
                validation[0] = source.validateUTF8()
            } else {
                plan[0] = parallelism.plan(source)
            }
        }
        let checked = validation.take(0)
        // Planned without knowing the characters: a Unicode line break makes
        // the file read whole.
        return (checked, checked.hasUnicodeLineBreak ? nil : plan.take(0))
    }

    /// One libyaml parser over the whole file: the reference that reading in
    /// pieces must match, and the reader for every file that is not cut.
    /// `commonEventsInC`: false to build every node in Swift, as tests do to
    /// compare the trees.
    static func readWhole(_ source: SourceText, isASCII: Bool, limits: YAMLLimits,
                          commonEventsInC: Bool = true) -> YAMLReadResult {
        // The parser reads the file's bytes in place: it lives inside this closure.
        // Bounds: libyaml is handed the buffer's start and count and asks for
        // at most `size` bytes a call (`LibYAMLParser`'s read handler), and the
        // C fast path stops at `file_bytes`, the same count.
        source.bytes.withUnsafeBufferPointer { bytes in
            guard let parser = LibYAMLParser(prefix: [], body: bytes) else {
                let problem = YAMLProblem(.syntax, "libyaml could not start (out of memory)", at: SourceRange(at: .start))
                return YAMLReadResult(document: nil, problems: [problem])
            }
            var builder = TreeBuilder(
                limits: limits, source: source,
                mapper: CharacterOffsetMapper(bytes: parser.input, isASCII: isASCII,
                                              byteOrderMarkLength: source.byteOrderMarkLength),
                expectedBytes: bytes.count, commonEventsInC: commonEventsInC)
            builder.run(parser)
            return YAMLReadResult(document: builder.failed ? nil : builder.document, problems: builder.problems)
        }
    }
}

extension SourceText {
    /// A UTF-16 or UTF-32 byte order mark, or the NUL pattern of UTF-16 text
    /// without one. libyaml would silently decode UTF-16; the contract says UTF-8.
    var nonUTF8Encoding: String? {
        let prefix = Array(bytes.prefix(4))
        if prefix.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || prefix.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32" }
        if prefix.starts(with: [0xFE, 0xFF]) || prefix.starts(with: [0xFF, 0xFE]) { return "UTF-16" }
        if prefix.count >= 2, (prefix[0] == 0) != (prefix[1] == 0) { return "UTF-16 (it has NUL bytes between letters)" }
        return nil
    }
}

/// Turns the event stream into a document. One instance per file.
struct TreeBuilder {
    let limits: YAMLLimits
    let source: SourceText
    var mapper: CharacterOffsetMapper
    /// Where the parser's bytes sit in the file: `.wholeFile` unless it reads
    /// one piece of a cut file.
    let piece: PieceGeometry
    /// Positions libyaml reported, every few lines, for the document's `LineMap`.
    private var lineMarks: [SourcePosition] = []
    var nextMarkLine = 0
    var nextMarkOffset = 0
    var document: YAMLDocument
    /// Where the next node goes, and where this builder's room ends.
    var nextNode: Int
    var nodeLimit: Int
    private let nodesCanGrow: Bool
    /// What was found wrong, placed by byte offsets until the reading ends
    /// and the document's lines are known.
    private var spannedProblems: [SpannedProblem] = []
    var problems: [YAMLProblem] { spannedProblems.map { $0.problem(lines: document.lines) } }
    var hasProblems: Bool { !spannedProblems.isEmpty }
    /// Set when reading stopped early; the partial tree is then not used.
    var failed = false
    /// Raised when another piece of the file has given up: this one stops.
    private let giveUp: GiveUpFlag?
    /// Whether CTreeBuilder adds the common events (`nextUncommonEvent`):
    /// only for plain ASCII, where a character is a byte.
    private let takesCommonEvents: Bool

    /// The open collections, innermost last (CTreeBuilder's type, which its
    /// loop pushes and pops too), and the anchors of those that have one.
    var open = FlatStack<tc_open_collection>(capacity: 64)
    private var openAnchors: [Int32: String] = [:]
    /// Children of the open collections, innermost last.
    var pending = FlatStack<YAMLNodeID>(capacity: 256)
    /// The children of collections the C loop closed, until they are
    /// appended to the document's `childIDs` when it hands back an event.
    var closedChildren = FlatStack<YAMLNodeID>(capacity: 4096)
    /// Anchor name -> node, and how many nodes it expands to (-1 while open).
    /// A piece's table, as it ends, is what the pieces after it may name.
    /// (By `String`, safely: libyaml allows only ASCII letters, digits, `-`
    /// and `_` in an anchor's name, and those compare as their bytes.)
    private(set) var anchors: [String: (node: YAMLNodeID, size: Int)] = [:]
    /// In a piece after the first: aliases naming no anchor of this piece so
    /// far, which may name one of an earlier piece, by the index of their
    /// name in `earlierAnchorNames`. Their nodes point nowhere (payload -1)
    /// until `CrossPieceAliases` links them, looking each name up once.
    private(set) var aliasesToEarlierPieces: [(node: YAMLNodeID, name: Int32)] = []
    private(set) var earlierAnchorNames: [String] = []
    private var earlierAnchorNameIndexes: [String: Int32] = [:]
    /// Mappings whose merge keys name such an alias: they hold their own
    /// keys until the join applies the merges (`MergeKeys`).
    private(set) var mergesLeftToJoin: [(mapping: YAMLNodeID, mergeValues: [YAMLNodeID])] = []
    /// By bytes, as libyaml wrote them: `String` keys would give two tags
    /// that differ only in how an accent is spelt one index.
    private var tagIndexes: [UTF8Key: Int32] = [:]
    var interner: ScalarInterner
    /// The text index of `<<` once the document has one: merge keys are then
    /// found by comparing an integer rather than a string, for every key.
    var mergeKeyText: Int32 = -1
    /// Nodes a full walk of the document would visit, aliases expanded.
    var expandedNodes = 0
    private var documents = 0
    /// Mappings whose `<<` merge keys were applied: joining pieces must not
    /// extend those, since explicit keys in a later piece would win over them.
    private(set) var mappingsWithMergeKeys: Set<YAMLNodeID> = []

    /// `expectedBytes`: how much YAML this builder reads. `region`: where a
    /// piece of a cut file writes its nodes; nil for a file read whole.
    /// `childBytes`: how much YAML the children kept here come from, if more
    /// (the first piece's children are where the others' are joined on).
    init(limits: YAMLLimits, source: SourceText, mapper: CharacterOffsetMapper, piece: PieceGeometry = .wholeFile,
         expectedBytes: Int, region: NodeRegion? = nil, childBytes: Int? = nil, giveUp: GiveUpFlag? = nil,
         commonEventsInC: Bool = true) {
        self.limits = limits
        self.giveUp = giveUp
        self.source = source
        self.mapper = mapper
        self.piece = piece
        // Specs run about one node per eight to ten bytes. Room for more than
        // that up front saves the arrays a dozen doublings, each a copy of
        // everything so far into fresh memory the kernel has to fault in;
        // room never written costs no memory.
        let expectedNodes = min(expectedBytes / 6, limits.maxNodes) + 16
        let region = region ?? .own(expectedNodes: expectedNodes)
        document = YAMLDocument(storage: region.storage)
        nextNode = region.start
        nodeLimit = region.limit
        nodesCanGrow = region.canGrow
        document.childIDs.reserveCapacity(min((childBytes ?? expectedBytes) / 6, limits.maxNodes) + 16)
        HugePages.advise(&document.childIDs)
        interner = ScalarInterner(expectedBytes: expectedBytes, scalars: &document.scalars)
        // The C loop stores offsets as 32 bits unchecked; `SourceSpan` clamps
        // those past 2 GiB, so a file that large is built in Swift.
        takesCommonEvents = commonEventsInC && YAMLNode.isLaidOutAsInC
            && source.bytes.count < Int(Int32.max)
    }

    mutating func run(_ parser: LibYAMLParser) {
        let firstNode = nextNode
        defer {
            document.nodeRanges = [firstNode..<nextNode]
            document.lines = LineMap(source: source, marks: lineMarks)
        }
        var event = yaml_event_t()
        while !failed {
            // The C loop hands back an event every few lines at least (for
            // the line marks), so this is looked at often enough.
            if let giveUp, giveUp.isRaised {
                failed = true
                return
            }
            let pulled = takesCommonEvents ? nextUncommonEvent(parser, into: &event) : parser.next(into: &event)
            guard pulled else {
                reportLibYAMLFailure(parser.failure, source: source)
                return
            }
            defer { LibYAMLParser.release(&event) }
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                // `%TAG` and `%YAML` hold for the whole document, but only
                // the first piece of a cut file reads them: the pieces
                // after it would expand `!!` and `!` by the defaults. Such
                // a file is read whole.
                if piece.isPieceOfCutFile, Self.hasDirectives(event) {
                    failed = true
                    return
                }
                if documents > 1 {
                    fail(.syntax, "a spec file holds one YAML document; this is a second one (split it into its own file)",
                         at: span(event.start_mark, event.end_mark))
                }
            case YAML_SCALAR_EVENT:
                scalar(event)
            case YAML_ALIAS_EVENT:
                alias(event)
            case YAML_SEQUENCE_START_EVENT:
                let data = event.data.sequence_start
                startCollection(isMapping: false, anchor: data.anchor, tag: data.tag,
                                isFlow: data.style == YAML_FLOW_SEQUENCE_STYLE, event: event)
            case YAML_MAPPING_START_EVENT:
                let data = event.data.mapping_start
                startCollection(isMapping: true, anchor: data.anchor, tag: data.tag,
                                isFlow: data.style == YAML_FLOW_MAPPING_STYLE, event: event)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                endCollection(endMark: event.end_mark)
            default:
                break
            }
        }
    }

    // MARK: Events

    @inline(__always)
    private mutating func scalar(_ event: yaml_event_t) {
        let data = event.data.scalar
        let bytes = UnsafeBufferPointer(start: data.value, count: data.value == nil ? 0 : Int(data.length))
        let payload = interner.intern(bytes, into: &document.scalars)
        if bytes.count == 2, bytes[0] == UInt8(ascii: "<"), bytes[1] == UInt8(ascii: "<") { mergeKeyText = payload }
        let style: ScalarStyle
        switch data.style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: style = .literal
        case YAML_FOLDED_SCALAR_STYLE: style = .folded
        default: style = .plain
        }
        // An empty scalar (an absent value) has no characters of its own:
        // libyaml gives both its ends one mark, the end of the `:` or `-`
        // before it, or, for `? key` with no `:`, the token after it.
        let isPlacedAtNextToken = event.start_mark.index == event.end_mark.index
        let start = offset(event.start_mark, placedAtNextToken: isPlacedAtNextToken)
        let end = isPlacedAtNextToken ? start : offset(event.end_mark)
        let id = add(YAMLNode(
            kind: .scalar, style: style, tagIndex: tagIndex(data.tag),
            span: SourceSpan(start: start, end: end),
            payload: payload, count: 0), expandsTo: 1)
        if let anchor = data.anchor { anchors[string(anchor)] = (id, 1) }
    }

    private mutating func alias(_ event: yaml_event_t) {
        let name = event.data.alias.anchor.map(string) ?? ""
        let aliasSpan = span(event.start_mark, event.end_mark)
        guard let target = anchors[name] else {
            if piece.followsEarlierPieces {
                aliasToEarlierPiece(named: name, span: aliasSpan)
                return
            }
            fail(.syntax, "undefined alias `*\(name)`; an alias must follow its anchor `&\(name)`", at: aliasSpan)
            return
        }
        guard target.size >= 0 else {
            fail(.syntax, "alias `*\(name)` is inside the node it refers to (a recursive alias)", at: aliasSpan,
                 notes: [("anchor `&\(name)` is here", document[target.node].span)])
            return
        }
        add(YAMLNode(kind: .alias, style: .plain, tagIndex: -1, span: aliasSpan,
                     payload: target.node.index, count: 0), expandsTo: target.size)
    }

    /// An alias that only the join can link. The piece gives up (and the
    /// file is read whole) when it would need the target before then: inside
    /// an anchored collection, whose size would count this node as one
    /// rather than as what it stands for, and as a key (`resolveKeys`).
    private mutating func aliasToEarlierPiece(named name: String, span: SourceSpan) {
        if (0..<open.count).contains(where: { open[$0].has_anchor != 0 }) {
            failed = true
            return
        }
        let id = add(YAMLNode(kind: .alias, style: .plain, tagIndex: -1, span: span, payload: -1, count: 0), expandsTo: 1)
        let index = earlierAnchorNameIndexes[name] ?? {
            earlierAnchorNames.append(name)
            earlierAnchorNameIndexes[name] = Int32(earlierAnchorNames.count - 1)
            return Int32(earlierAnchorNames.count - 1)
        }()
        aliasesToEarlierPieces.append((id, index))
    }

    private func isAliasToEarlierPiece(_ id: YAMLNodeID) -> Bool {
        let node = document[id]
        return node.kind == .alias && node.payload < 0
    }

    private mutating func startCollection(
        isMapping: Bool, anchor: UnsafeMutablePointer<yaml_char_t>?, tag: UnsafeMutablePointer<yaml_char_t>?,
        isFlow: Bool, event: yaml_event_t
    ) {
        let start = span(event.start_mark, event.end_mark)
        guard open.count < limits.maxDepth else {
            fail(.limit, "nesting is deeper than \(limits.maxDepth) levels (raise the limit with --max-depth)", at: start)
            return
        }
        let nodesAtStart = expandedNodes
        let id = add(YAMLNode(kind: isMapping ? .mapping : .sequence, style: .plain, isFlow: isFlow,
                              tagIndex: tagIndex(tag), span: start, payload: 0, count: -1), expandsTo: 1)
        let anchorName = anchor.map(string)
        if let anchorName {
            anchors[anchorName] = (id, -1)
            openAnchors[id.index] = anchorName
        }
        open.append(tc_open_collection(node: id.index, is_mapping: isMapping ? 1 : 0, has_anchor: anchorName == nil ? 0 : 1,
                                       first_child: pending.count, nodes_at_start: nodesAtStart))
    }

    private mutating func endCollection(endMark: yaml_mark_t) {
        guard !open.isEmpty else { return }
        let collection = open.removeLast()
        let node = YAMLNodeID(Int(collection.node))
        let first = collection.first_child
        let start = document.childIDs.count
        if collection.is_mapping != 0, !isPlainMapping(pendingFrom: first) {
            let (pairs, merged) = resolveKeys(Array(pending.elements(from: first)), of: node, depth: open.count)
            if merged { mappingsWithMergeKeys.insert(node) }
            document.childIDs.append(contentsOf: pairs)
        } else {
            document.childIDs.append(contentsOf: pending.elements(from: first))
        }
        pending.removeElements(from: first)
        let end = offset(endMark, placedAtNextToken: true), count = Int32(document.childIDs.count - start)
        document.modify(node) { node in
            node.span.end = Int32(end)
            node.payload = Int32(start)
            node.count = count
        }
        if collection.has_anchor != 0, let anchor = openAnchors.removeValue(forKey: collection.node),
           anchors[anchor]?.node == node {
            // The root and the top-level mapping a cut splits go on in the
            // next piece: their anchors stay open, so that an alias of one
            // there is not linked to a node counted only this far.
            let goesOn = open.count <= 1 && piece.endsAtCut(mapper.byteOffset(ofCharacter: Int(endMark.index)))
            anchors[anchor] = (node, goesOn ? -1 : expandedNodes - collection.nodes_at_start)
        }
    }

    /// The common case, checked without allocating: a small mapping with no
    /// merge key and no repeated key needs no rewriting.
    private func isPlainMapping(pendingFrom first: Int) -> Bool {
        let pairCount = (pending.count - first) / 2
        guard pairCount <= 16 else { return false }
        var index = first
        while index < pending.count {
            let key = document[pending[index]]
            guard key.kind == .scalar, key.tagIndex < 0 else { return false }
            if key.style == .plain, key.payload == mergeKeyText { return false }
            var other = first
            while other < index {
                // Interned: equal texts have equal indexes.
                if document[pending[other]].payload == key.payload { return false }
                other += 2
            }
            index += 2
        }
        return true
    }
    // MARK: Mappings: duplicate keys and merge keys

    /// Drops repeated keys (reporting each) and applies `<<` merge keys:
    /// explicit keys win, then earlier merge sources win over later ones.
    /// `depth`: how many collections hold the mapping.
    private mutating func resolveKeys(_ pairs: [YAMLNodeID], of mapping: YAMLNodeID, depth: Int)
        -> (pairs: [YAMLNodeID], merged: Bool)
    {
        var result: [YAMLNodeID] = []
        result.reserveCapacity(pairs.count)
        var seen = KeySet(keys: pairs.count / 2, texts: document.scalars.count)
        var mergeValues: [YAMLNodeID] = []
        for pair in stride(from: 0, to: pairs.count - 1, by: 2) {
            let key = pairs[pair], value = pairs[pair + 1]
            if isAliasToEarlierPiece(key) {
                failed = true
                return (pairs, false)
            }
            if isMergeKey(key) {
                mergeValues.append(value)
                continue
            }
            if let text = scalarKeyIndex(key) {
                if let first = seen.first(text) {
                    let shown = document.scalars[Int(text)]
                    spannedProblems.append(SpannedProblem(
                        .duplicateKey, "duplicate key `\(shown)`; this entry is ignored", at: document[key].span,
                        notes: [("`\(shown)` is first defined here", document[first].span)]))
                    continue
                }
                seen.insert(text, key)
            }
            result.append(key)
            result.append(value)
        }
        if mergeValues.contains(where: namesAnEarlierPiece) {
            // Merged when the pieces are joined. Not the root or a top-level
            // mapping, which a cut may split: joining only extends those.
            guard depth >= 2 else {
                failed = true
                return (pairs, false)
            }
            mergesLeftToJoin.append((mapping, mergeValues))
            return (result, true)
        }
        MergeKeys.appendMerged(
            from: mergeValues, to: &result, in: document,
            isNew: { key in
                guard let text = scalarKeyIndex(key) else { return true }
                guard seen.first(text) == nil else { return false }
                seen.insert(text, key)
                return true
            },
            report: { spannedProblems.append($0) })
        return (result, !mergeValues.isEmpty)
    }

    /// A merge value that is, or lists, an alias to an earlier piece.
    private func namesAnEarlierPiece(_ mergeValue: YAMLNodeID) -> Bool {
        isAliasToEarlierPiece(mergeValue)
            || document[mergeValue].kind == .sequence && document.items(mergeValue).contains(where: isAliasToEarlierPiece)
    }

    private func isMergeKey(_ id: YAMLNodeID) -> Bool {
        let node = document[id]
        guard node.kind == .scalar else { return false }
        guard node.tagIndex >= 0 else { return node.style == .plain && node.payload == mergeKeyText }
        return document.tag(id) == ScalarValue.tagPrefix + "merge"
    }

    /// A scalar key's text, as its index in `scalars` (aliases followed).
    private func scalarKeyIndex(_ id: YAMLNodeID) -> Int32? {
        let node = document[document.target(of: id)]
        return node.kind == .scalar ? node.payload : nil
    }

    // MARK: Building blocks

    @discardableResult
    private mutating func add(_ node: YAMLNode, expandsTo size: Int) -> YAMLNodeID {
        if nextNode == nodeLimit {
            guard nodesCanGrow else {
                // A piece that outgrows its room is not reported: the file
                // is then read whole, with room to grow.
                failed = true
                return YAMLNodeID(nextNode - 1)
            }
            document.storage = document.storage.grown(toHold: nextNode + 1, keeping: nextNode)
            nodeLimit = document.storage.capacity
        }
        let id = YAMLNodeID(nextNode)
        (document.storage.base + nextNode).initialize(to: node)
        nextNode += 1
        if open.isEmpty {
            document.root = id
        } else {
            pending.append(id)
        }
        expandedNodes += size
        if expandedNodes > limits.maxNodes {
            fail(.limit,
                 "the document expands to more than \(limits.maxNodes) nodes (aliases counted in full; raise the limit with --max-nodes)",
                 at: node.span)
        }
        return id
    }

    private mutating func tagIndex(_ tag: UnsafeMutablePointer<yaml_char_t>?) -> Int32 {
        guard let tag else { return -1 }
        let text = string(tag)
        if let index = tagIndexes[UTF8Key(text)] { return index }
        let index = Int32(document.tags.count)
        document.tags.append(text)
        tagIndexes[UTF8Key(text)] = index
        return index
    }

    private mutating func fail(_ kind: YAMLProblem.Kind, _ message: String, at span: SourceSpan,
                               notes: [(String, SourceSpan)] = [], replacement: (title: String, span: SourceSpan, text: String)? = nil) {
        guard !failed else { return }
        var problem = SpannedProblem(kind, message, at: span, notes: notes)
        problem.replacement = replacement
        spannedProblems.append(problem)
        failed = true
    }

    private mutating func reportLibYAMLFailure(_ failure: LibYAMLParser.Failure, source: SourceText) {
        let at = failure.problemMark.map { offset(index: $0.index, line: $0.line, column: $0.column) }
            ?? (failure.byteOffset ?? 0)
        var notes: [(String, SourceSpan)] = []
        if let context = failure.context, let mark = failure.contextMark {
            notes.append((context, SourceSpan(at: offset(index: mark.index, line: mark.line, column: mark.column))))
        }
        // A tab in the indentation: what is wrong and the fix, without
        // libyaml's note about what it was scanning.
        if let tab = TabIndentation(at: at, in: source.bytes) {
            fail(.syntax, tab.message, at: SourceSpan(at: at),
                 replacement: (tab.fix, tab.span, tab.replacement))
            return
        }
        var message = failure.problem
        // libyaml's words for a tab elsewhere are opaque; say what happened.
        if at < source.bytes.count, source.bytes[at] == UInt8(ascii: "\t") {
            message += " (a tab: YAML indents with spaces only)"
        }
        // libyaml gives up on a key without `?` after 1024 characters, and
        // says only that the `:` is missing, or, for the first key of a
        // mapping (which libyaml does not yet know must be a key), that a
        // `:` is not allowed where it finds one.
        if Self.isOverlongPlainKey(failure, at: at, in: source) {
            message += " (a key without `?` is at most 1024 characters; write a longer one as `? key` on its own line)"
        }
        fail(.syntax, message, at: SourceSpan(at: at), notes: notes)
    }

    /// Whether libyaml failed on a key over its 1024-character limit for
    /// keys without `?`. A later key of a block mapping fails "while scanning
    /// a simple key"; the first one fails at its `:` with "mapping values are
    /// not allowed", so there the key is measured from the line's indentation
    /// to the `:` (in characters, as libyaml counts).
    private static func isOverlongPlainKey(_ failure: LibYAMLParser.Failure, at offset: Int, in source: SourceText) -> Bool {
        if failure.context == "while scanning a simple key", let start = failure.contextMark?.index,
           let end = failure.problemMark?.index, end - start > 1024 {
            return true
        }
        guard failure.problem == "mapping values are not allowed in this context",
              let column = failure.problemMark?.column, column > 1024, offset <= source.bytes.count else { return false }
        var lineStart = offset
        while lineStart > 0, source.bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        var indentation = 0
        while lineStart + indentation < offset, source.bytes[lineStart + indentation] == UInt8(ascii: " ") { indentation += 1 }
        return column - indentation > 1024
    }

    private mutating func offset(_ mark: yaml_mark_t, placedAtNextToken: Bool = false) -> Int {
        offset(index: Int(mark.index), line: Int(mark.line), column: Int(mark.column), placedAtNextToken: placedAtNextToken)
    }

    /// The byte offset in the file of a libyaml mark; on the way, a mark
    /// for the document's `LineMap` every few lines. `placedAtNextToken`:
    /// the mark is one libyaml takes from the token after the node, as it
    /// does for the end of a collection and for both ends of an empty scalar.
    private mutating func offset(index: Int, line: Int, column: Int, placedAtNextToken: Bool = false) -> Int {
        // `piece` is not optional, so its fields are read in place rather
        // than copied out: this runs for both ends of every node.
        var offset = mapper.byteOffset(ofCharacter: index)
        // A mark taken from the next token where a piece was cut is, in the
        // whole file, where the next entry's key starts: that is the token
        // libyaml meets there. It closes blocks at that key, and places the
        // empty value of a `? from` with no `:` on the line before the cut
        // at it too. (A block scalar ends at the line start.) Flow
        // collections are closed after the cut, by the piece's ending.
        if placedAtNextToken, piece.endsAtCut(offset) { return piece.continuation }
        // The header line a piece starts with is not in the file there.
        guard offset >= piece.bodyStart else { return offset + piece.offsetShift }
        offset += piece.offsetShift
        let line = line + piece.lineShift
        // At the end of the file libyaml may place its mark on a line that
        // does not exist (when the last line has no line break): no mark there.
        if line >= nextMarkLine || offset >= nextMarkOffset, offset < source.bytes.count {
            lineMarks.append(SourcePosition(line: line + 1, column: column + 1, offset: offset))
            nextMarkLine = line + LineMarkSpacing.lines
            nextMarkOffset = offset + LineMarkSpacing.bytes
        }
        return offset
    }

    private mutating func span(_ start: yaml_mark_t, _ end: yaml_mark_t) -> SourceSpan {
        SourceSpan(start: offset(start), end: offset(end))
    }

    /// Whether a document starts with a `%YAML` or `%TAG` directive.
    private static func hasDirectives(_ event: yaml_event_t) -> Bool {
        let start = event.data.document_start
        return start.version_directive != nil || start.tag_directives.start != start.tag_directives.end
    }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>) -> String {
        String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
    }
}

/// A problem placed by byte offsets, made into a `YAMLProblem` once the
/// document's lines are known.
struct SpannedProblem {
    var kind: YAMLProblem.Kind
    var message: String
    var span: SourceSpan
    var notes: [(message: String, span: SourceSpan)]
    /// The text that fixes it, what it replaces, and the fix in words.
    var replacement: (title: String, span: SourceSpan, text: String)?

    init(_ kind: YAMLProblem.Kind, _ message: String, at span: SourceSpan, notes: [(String, SourceSpan)] = []) {
        self.kind = kind
        self.message = message
        self.span = span
        self.notes = notes
    }

    func problem(lines: LineMap) -> YAMLProblem {
        var problem = YAMLProblem(kind, message, at: lines.range(span),
                                  notes: notes.map { YAMLProblem.Note(message: $0.message, range: lines.range($0.span)) })
        problem.replacement = replacement.map { YAMLProblem.Replacement(title: $0.title, range: lines.range($0.span), text: $0.text) }
        return problem
    }
}

/// The keys seen so far in one mapping, by their interned text (equal texts
/// have equal indexes). Most mappings are small, where a linear scan beats
/// hashing; a mapping with many keys (`screens`, `transitions`) indexes an
/// array by text instead, and the few in between use a dictionary.
private struct KeySet {
    private var small: [(Int32, YAMLNodeID)] = []
    private var large: [Int32: YAMLNodeID]?
    /// The first key node of each text, by text index; -1 for none.
    private var dense: [Int32]?

    /// `keys`: how many the mapping has; `texts`: how many distinct texts the
    /// document has so far (every key's among them). The array is only made
    /// when it is small next to the mapping, so that many middling mappings
    /// do not each pay for one the size of the document.
    init(keys: Int, texts: Int) {
        if keys > 16, keys * 8 >= texts { dense = Array(repeating: -1, count: texts) }
    }

    func first(_ key: Int32) -> YAMLNodeID? {
        if let dense { return dense[Int(key)] < 0 ? nil : YAMLNodeID(Int(dense[Int(key)])) }
        if let large { return large[key] }
        for (text, id) in small where text == key { return id }
        return nil
    }

    mutating func insert(_ key: Int32, _ id: YAMLNodeID) {
        if dense != nil {
            dense![Int(key)] = id.index
        } else if large != nil {
            large![key] = id
        } else if small.count < 16 {
            small.append((key, id))
        } else {
            var dictionary = Dictionary(small, uniquingKeysWith: { first, _ in first })
            dictionary[key] = id
            large = dictionary
            small = []
        }
    }
}
