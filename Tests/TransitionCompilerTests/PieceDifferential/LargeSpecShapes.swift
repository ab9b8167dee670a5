/// Large spec files of many shapes, made from a seed, for comparing a read
/// in pieces with a read of the whole file (`PieceDifferentialTests`).
///
/// Each shape stresses what a cut can get wrong: document-level state
/// (directives), keys compared across pieces (merges, duplicates, accents
/// written two ways), positions libyaml takes from the next token (empty
/// values, closing blocks), flow style, line ends, and mistakes that the
/// whole file reports. Files need not be valid specs: every output is
/// compared, errors included.
enum LargeSpecShape: String, CaseIterable, Sendable {
    case blockEntries, oneLineEntries, json, anchorsAndMerges, sharedMistakes, commentsAndBlankLines,
         windowsLineEnds, accents, directives, emptyValues, tagsAndQuoting, duplicateKeys, syntaxError,
         largeScreens

    /// Whether every file of this shape is cut and joined (rather than read
    /// whole after a piece gave up): the comparison then really tests the
    /// pieces. The others mix both, or must be read whole.
    var isAlwaysJoined: Bool {
        switch self {
        case .blockEntries, .oneLineEntries, .json, .commentsAndBlankLines, .windowsLineEnds, .largeScreens: true
        default: false
        }
    }

    func file(seed: UInt64, bytes: Int) -> [UInt8] {
        var generator = SpecWriter(seed: seed, shape: self)
        return generator.write(targetBytes: bytes)
    }
}

/// A deterministic source of choices (SplitMix64): the same seed gives the
/// same file on every machine and run.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &self) < percent }

    mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &self)] }
}

/// Writes one file of a shape, entry by entry, until it reaches its size.
struct SpecWriter {
    var random: SeededRandom
    let shape: LargeSpecShape
    private var text = ""
    private var anchors: [String] = []
    private var screenCount = 0
    /// The accented key's spelling in the last entry anchored `&acc`.
    private var anchoredAccent: String?
    private var tagsInUse: [String] = []

    init(seed: UInt64, shape: LargeSpecShape) {
        random = SeededRandom(seed: seed)
        self.shape = shape
    }

    static let kinds = ["push", "pop", "present", "dismiss", "presnt", "tab", "replace"]
    static let directions = ["down", "up", "left", "right", "dwon"]
    static let curves = ["linear", "easeIn", "easeOut", "easeInOut", "\"cubicBezier(0.2, 0, 0, 1)\"", "wobbly"]

    mutating func write(targetBytes: Int) -> [UInt8] {
        if shape == .json { return Array(writeJSON(targetBytes: targetBytes).utf8) }
        if shape == .directives {
            // Each with the tags it makes mean something else (an undefined
            // handle would only make both reads fail alike).
            let (directives, tags) = random.pick([
                ("%TAG !! tag:example.com,2000:\n---\n", ["!!float", "!!str"]),
                ("%TAG ! tag:yaml.org,2002:\n---\n", ["!float", "!str", "!!float"]),
                ("%YAML 1.1\n---\n", ["!!float", "!local"]),
                ("%YAML 1.1\n%TAG !e! tag:example.com,2000:\n--- # directives\n", ["!e!seconds", "!!float"]),
            ])
            text += directives
            tagsInUse = tags
        }
        text += "version: 1\n"
        if random.chance(50) { text += "tokens:\n  durations: { quick: 0.25, slow: 0.6 }\n" }
        if random.chance(50) { text += "defaults:\n  duration: 0.3\n  curve: easeInOut\n" }
        screenCount = shape == .largeScreens ? max(50, targetBytes / 60) : 40 + Int.random(in: 0..<40, using: &random)
        text += "screens:\n  home: { root: true, container: navigation }\n"
        for index in 0..<screenCount { text += screen(index) }
        text += "transitions:\n"
        var index = 0
        while text.utf8.count < targetBytes {
            text += entry(index)
            index += 1
        }
        if shape == .syntaxError { insertSyntaxError() }
        var bytes = Array(text.utf8)
        if shape == .windowsLineEnds { bytes = Self.crlf(bytes) }
        return bytes
    }

    private mutating func screen(_ index: Int) -> String {
        switch shape {
        case .largeScreens:
            return "  s\(index):\n    scrollable: \(index % 2 == 0)\n" + (random.chance(10) ? "    colour: red\n" : "")
        case .accents where random.chance(20):
            return "  \"s\(index)\": { scrollable: true }\n"
        default:
            return "  s\(index): { scrollable: \(index % 3 == 0) }\n"
        }
    }

    private mutating func screenName() -> String { "s\(Int.random(in: 0..<screenCount, using: &random))" }

    /// One transition, in the shape's style.
    private mutating func entry(_ index: Int) -> String {
        let name = "t\(index)"
        switch shape {
        case .oneLineEntries:
            return "  \(name): { kind: \(random.pick(Array(Self.kinds.prefix(4)))), from: home, to: \(screenName()), duration: 0.\(Int.random(in: 1...9, using: &random)) }\n"
        case .anchorsAndMerges, .sharedMistakes:
            return sharingEntry(name)
        case .commentsAndBlankLines:
            var lines = random.chance(30) ? "\n# group \(index)\n" : ""
            if random.chance(20) { lines += "  # about \(name)\n" }
            if random.chance(10) { lines += "\n" }
            return lines + blockEntry(name) + (random.chance(15) ? "    # trailing comment\n" : "")
        case .accents:
            return accentedEntry(name)
        case .directives:
            return blockEntry(name, tagged: true)
        case .emptyValues:
            return emptyValueEntry(name)
        case .tagsAndQuoting:
            return quotingEntry(name)
        case .duplicateKeys:
            let repeated = random.chance(3) && index > 10 ? "t\(Int.random(in: 0..<index, using: &random))" : name
            var entry = blockEntry(repeated)
            if random.chance(5) { entry += "    kind: pop\n" }
            return entry
        default:
            return blockEntry(name)
        }
    }

    private mutating func blockEntry(_ name: String, tagged: Bool = false) -> String {
        var lines = "  \(name):\n    kind: \(random.pick(Array(Self.kinds.prefix(4))))\n    from: home\n    to: \(screenName())\n"
        if tagged, random.chance(30) {
            lines += "    duration: \(random.pick(tagsInUse)) 0.3\n"
        } else {
            lines += "    duration: 0.\(Int.random(in: 1...9, using: &random))\n"
        }
        if random.chance(30) {
            lines += "    curve: \(random.pick(Array(Self.curves.prefix(5))))\n"
        } else if random.chance(10) {
            lines += "    curve:\n      spring: { dampingRatio: 0.8, response: 0.4 }\n"
        }
        if random.chance(30) {
            lines += "    interaction: standard\n    gesture:\n      direction: \(random.pick(Array(Self.directions.prefix(4))))\n      velocity: 800\n"
        }
        return lines
    }

    /// Anchors, aliases of them (whole entries, gestures, scalars), merges
    /// and merge lists, some naming an anchor written far before.
    private mutating func sharingEntry(_ name: String) -> String {
        let mistake = shape == .sharedMistakes
        if !anchors.isEmpty, random.chance(15) { return "  \(name): *\(random.pick(anchors))\n" }
        var lines = "  \(name):"
        if random.chance(10) || anchors.isEmpty {
            let anchor = "a\(anchors.count % 7)"  // names come back: a later anchor hides the earlier one
            anchors.append(anchor)
            lines += " &\(anchor)"
        }
        lines += "\n"
        if !anchors.isEmpty, random.chance(30) {
            lines += random.chance(50) ? "    <<: *\(random.pick(anchors))\n"
                : "    <<: [*\(random.pick(anchors)), { delay: 0.1, \(mistake ? "extra: 1" : "snapshot: true") }]\n"
        }
        lines += "    kind: \(random.pick(Array(Self.kinds.prefix(mistake ? 5 : 4))))\n    from: home\n    to: \(screenName())\n"
        lines += "    duration: 0.3\n"
        if mistake, random.chance(20) { lines += "    \(random.pick(["foo", "durration", "kinds"])): 1\n" }
        if random.chance(30) {
            lines += "    gesture: &g\(Int.random(in: 0..<3, using: &random)) { direction: \(random.pick(Self.directions)), velocity: 800\(mistake ? ", wobble: 1" : "") }\n"
        } else if random.chance(20) {
            lines += "    gesture: *g\(Int.random(in: 0..<3, using: &random))\n"
        }
        return lines
    }

    /// Keys and values with accents written composed (é) and decomposed
    /// (e and a combining accent): different keys to YAML, equal `String`s
    /// to Swift. An anchored entry holds one spelling; entries that merge
    /// it, far after, write the other, as it is or escaped.
    private mutating func accentedEntry(_ name: String) -> String {
        let composed = "\u{E9}", decomposed = "e\u{301}"
        var lines = "  \(name):"
        let anchored = random.chance(5)
        if anchored { lines += " &acc" }
        lines += "\n    kind: push\n    from: home\n    to: \(screenName())\n    duration: 0.3\n"
        if anchored {
            anchoredAccent = random.chance(50) ? composed : decomposed
            lines += "    \"caf\(anchoredAccent!)\": 1\n"
        } else if let held = anchoredAccent, random.chance(25) {
            let other = held == composed ? decomposed : composed
            let escaped = other == composed ? "\"caf\\u00e9\"" : "\"cafe\\u0301\""
            lines += "    \(random.pick(["\"caf\(other)\"", "caf\(other)", escaped])): 5\n    <<: *acc\n"
        }
        if random.chance(20) { lines += "    note: \"r\(decomposed)sum\(composed) \\u00e9 \\u0065\\u0301\"\n" }
        if random.chance(10) { lines += "    # commentaire accentu\(composed) 日本語\n" }
        return lines
    }

    /// Values left out, which libyaml places at the token after them.
    private mutating func emptyValueEntry(_ name: String) -> String {
        var lines = "  \(name):\n    kind: push\n    to: \(screenName())\n    duration: 0.3\n"
        switch Int.random(in: 0..<6, using: &random) {
        case 0: lines += "    ? from\n"
        case 1: lines += "    from:\n"
        case 2: lines += "    ? from\n    : home\n"
        case 3: lines += "    from: home\n    gesture:\n"
        case 4: lines += "    from: home\n    hint:\n      -\n"
        default: lines += "    from: home\n    ? interaction\n"
        }
        if random.chance(10) { lines += "    # after an empty value\n" }
        if random.chance(10) { lines += "\n" }
        return lines
    }

    private mutating func quotingEntry(_ name: String) -> String {
        var lines = "  \(random.pick(["\(name)", "\"\(name)\"", "'\(name)'"])):\n"
        lines += "    kind: \(random.pick(["push", "'push'", "\"push\"", "!!str push", "!custom push"]))\n"
        lines += "    from: \(random.pick(["home", "\"home\"", "!!str home"]))\n    to: \(screenName())\n"
        lines += "    duration: \(random.pick(["0.3", "!!float 0.3", "\"0.3\"", "350ms", "!!int 1"]))\n"
        if random.chance(15) { lines += "    note: |\n      a block scalar\n      over two lines\n" }
        if random.chance(10) { lines += "    note: >-\n      folded\n\n      text\n" }
        return lines
    }

    /// An unclosed bracket or a tab where indentation belongs, somewhere
    /// after the middle of the file, in a piece after the first.
    private mutating func insertSyntaxError() {
        let breakage = random.pick(["  broken: [unclosed\n", "\tx: 1\n", "  bad: \"open\n", "  - item\n"])
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let at = lines.count / 2 + Int.random(in: 0..<max(1, lines.count / 2 - 1), using: &random)
        // At an entry's line, so that the entry before stays whole.
        let line = (at..<lines.count).first { lines[$0].hasPrefix("  t") } ?? lines.count - 1
        lines.insert(Substring(breakage.dropLast()), at: line)
        text = lines.joined(separator: "\n")
    }

    private mutating func writeJSON(targetBytes: Int) -> String {
        screenCount = 60
        var text = "{\n  \"version\": 1,\n  \"screens\": {\n    \"home\": {\"root\": true, \"container\": \"navigation\"},\n"
        text += (0..<screenCount).map { "    \"s\($0)\": {\n      \"scrollable\": \($0 % 2 == 0)\n    }" }.joined(separator: ",\n")
        text += "\n  },\n  \"transitions\": {\n"
        var entries: [String] = []
        var bytes = text.utf8.count
        while bytes < targetBytes {
            let index = entries.count
            var entry = "    \"t\(index)\": {\n      \"kind\": \"\(random.pick(Array(Self.kinds.prefix(4))))\",\n"
            entry += "      \"from\": \"home\",\n      \"to\": \"\(screenName())\",\n      \"duration\": 0.3"
            if random.chance(20) { entry += ",\n      \"gesture\": {\"direction\": \"\(random.pick(Self.directions))\", \"velocity\": 800}" }
            entry += "\n    }"
            bytes += entry.utf8.count + 2
            entries.append(entry)
        }
        return text + entries.joined(separator: ",\n") + "\n  }\n}\n"
    }

    /// The bytes with every line feed preceded by a CR.
    static func crlf(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 16)
        for byte in bytes {
            if byte == 0x0A { result.append(0x0D) }
            result.append(byte)
        }
        return result
    }
}
