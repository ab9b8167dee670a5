import TransitionRuntime
import YAMLSource

/// Reads the values of every imported token, following aliases across the
/// files: a duration (`{"value": 250, "unit": "ms"}`), a cubic Bézier (or
/// the spring its extension gives), a transition (duration, delay and
/// timing function, each a value or an alias). An alias to nothing, or a
/// cycle, is `token-alias`; an alias to a token of another type is
/// `token-type-mismatch`; a bad value is reported where it is written.
struct DesignTokenValues {
    private var files: [DesignTokenFile]
    private var entries: [DesignTokenEntry] = []
    /// Each entry's position by its path; the first of a path wins.
    private var byPath: [String: Int] = [:]
    private var state: [Resolution] = []
    private(set) var duplicates = Diagnostics()

    private enum Resolution {
        case pending, resolving, failed
        case done(TokenDefinition.Value)
    }

    init(files: [DesignTokenFile]) {
        self.files = files
        for file in files {
            for entry in file.entries {
                if let first = byPath[entry.path] {
                    duplicates.report(.duplicateID("design token", entry.path, at: location(entry.key, in: entry.file),
                                                   first: location(entries[first].key, in: entries[first].file)))
                    continue
                }
                byPath[entry.path] = entries.count
                entries.append(entry)
            }
        }
        state = Array(repeating: .pending, count: entries.count)
    }

    /// Every token of a used type that read without error, in file order,
    /// with the diagnostics of every file,
    /// and the references of those that did not (their uses are not
    /// reported again as unknown).
    mutating func resolveAll() -> (tokens: [TokenDefinition], broken: Set<String>, diagnostics: Diagnostics) {
        var tokens: [TokenDefinition] = []
        var broken: Set<String> = []
        for index in entries.indices {
            var chain: [Int] = []
            let entry = entries[index]
            if let value = resolve(index, chain: &chain) {
                tokens.append(TokenDefinition(importedPath: entry.path, value: value, location: location(entry.key, in: entry.file)))
            } else {
                broken.insert("$" + entry.path)
            }
        }
        var diagnostics = duplicates
        for file in files { diagnostics.append(contentsOf: file.reader.diagnostics) }
        return (tokens, broken, diagnostics)
    }

    private func location(_ id: YAMLNodeID, in file: Int) -> SourceLocation {
        files[file].reader.location(id)
    }

    /// Reports the message `make` builds for node `id` of token file `file`.
    private mutating func report(at id: YAMLNodeID, in file: Int, _ make: (SourceLocation) -> Diagnostic) {
        files[file].reader.report(make(location(id, in: file)))
    }

    /// The token's value; nil (reported once) when it cannot be read.
    /// `chain`: the tokens whose aliases led here, to name a cycle.
    private mutating func resolve(_ index: Int, chain: inout [Int]) -> TokenDefinition.Value? {
        switch state[index] {
        case .done(let value): return value
        case .failed: return nil
        case .resolving:
            let start = chain.firstIndex(of: index) ?? 0
            let paths = (chain[start...] + [index]).map { entries[$0].path }
            let entry = entries[chain.last ?? index]
            report(at: entry.value, in: entry.file) { .tokenAliasCycle(paths, at: $0) }
            return nil
        case .pending: break
        }
        state[index] = .resolving
        chain.append(index)
        let entry = entries[index]
        let value = read(entry, chain: &chain)
        chain.removeLast()
        // A token of a cycle is reported once, where the cycle closed.
        if case .resolving = state[index] { state[index] = value.map(Resolution.done) ?? .failed }
        return value
    }

    private mutating func read(_ entry: DesignTokenEntry, chain: inout [Int]) -> TokenDefinition.Value? {
        if let path = files[entry.file].aliasPath(entry.value) {
            return follow(path, from: entry.value, in: entry.file, expecting: entry.type?.kind, chain: &chain)
        }
        guard let type = entry.type else { return nil }
        switch type {
        case .duration:
            return duration(entry.value, in: entry.file, field: entry.path).map { .duration($0) }
        case .cubicBezier:
            return curve(entry, chain: &chain).map { .curve($0) }
        case .transition:
            return transition(entry, chain: &chain).map { .timing($0) }
        }
    }

    /// The value of the token `path` names, which must be of `kind` (any
    /// kind where the alias's own token has no type).
    private mutating func follow(_ path: String, from id: YAMLNodeID, in file: Int, expecting kind: TokenDefinition.Kind?,
                                 chain: inout [Int]) -> TokenDefinition.Value? {
        guard let target = byPath[path] else {
            if let nearest = Suggestions.nearest(to: path, in: entries.map(\.path)) {
                report(at: id, in: file) { .tokenAliasDidYouMean(path, suggestion: nearest, at: $0) }
            } else {
                report(at: id, in: file) { .tokenAlias(path, at: $0) }
            }
            return nil
        }
        guard let value = resolve(target, chain: &chain) else { return nil }
        if let kind, value.kind != kind {
            let definition = location(entries[target].key, in: entries[target].file)
            report(at: id, in: file) { .tokenTypeMismatch(alias: path, is: value.kind, needs: kind, at: $0, definedAt: definition) }
            return nil
        }
        return value
    }

    /// `{"value": 250, "unit": "ms"}` or `{"value": 0.25, "unit": "s"}`, in seconds.
    private mutating func duration(_ id: YAMLNodeID, in file: Int, field: String) -> Double? {
        var reader = files[file].reader
        defer { files[file].reader = reader }
        guard let members = reader.mapping(id, expected: "a duration: `{\"value\": 250, \"unit\": \"ms\"}`") else { return nil }
        var number: Double?, unit: String?, valid = true
        for (keyID, valueID) in members {
            switch reader.document.text(keyID) {
            case "value"?: number = reader.number(valueID, field: "\(field).value")
            case "unit"?: unit = reader.string(valueID, field: "\(field).unit", expected: "`ms` or `s`")
            default:
                reader.report(.unknownKeyDurationToken(reader.document.text(keyID) ?? "", at: reader.location(keyID)))
                valid = false
            }
        }
        guard valid, let number, let unit else {
            if valid, number == nil || unit == nil {
                reader.report(.missingFieldDurationToken(at: reader.location(id)))
            }
            return nil
        }
        let seconds: Double
        switch unit {
        case "ms": seconds = number / 1000
        case "s": seconds = number
        default:
            reader.report(.invalidValueDurationUnit(unit, at: reader.location(id)))
            return nil
        }
        guard seconds >= 0 else {
            reader.report(.outOfRangeNegativeDuration(number, unit: unit, at: reader.location(id)))
            return nil
        }
        return seconds
    }

    /// A cubic Bézier's control points, x in [0, 1]; a spring or a named
    /// curve when an extension gives one.
    private mutating func curve(_ entry: DesignTokenEntry, chain: inout [Int]) -> TimingCurve? {
        guard let points = bezier(entry.value, in: entry.file, field: entry.path) else { return nil }
        guard entry.spring != nil || entry.curveName != nil else { return points }
        return extensionCurve(entry)
    }

    private mutating func bezier(_ id: YAMLNodeID, in file: Int, field: String) -> TimingCurve? {
        var reader = files[file].reader
        defer { files[file].reader = reader }
        let target = reader.document.target(of: id)
        guard reader.document[target].kind == .sequence, reader.document.items(target).count == 4 else {
            reader.report(.typeMismatchCubicBezierToken(found: reader.describe(id), at: reader.location(id)))
            return nil
        }
        let items = Array(reader.document.items(target))
        var numbers: [Double] = []
        for item in items {
            guard let number = reader.number(item, field: field, expected: "a number") else { return nil }
            numbers.append(number)
        }
        for (index, name) in [(0, "x1"), (2, "x2")] where !(0...1).contains(numbers[index]) {
            reader.report(.outOfRangeCubicBezierToken(name, found: numbers[index], at: reader.location(items[index])))
            return nil
        }
        return .cubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    }

    /// The curve an extension of the token gives: a spring, or a named curve.
    private mutating func extensionCurve(_ entry: DesignTokenEntry) -> TimingCurve? {
        var reader = files[entry.file].reader
        defer { files[entry.file].reader = reader }
        if let spring = entry.spring {
            guard let parameters = reader.mappingNode(spring, expected: "a spring: `{\"dampingRatio\", \"response\"}`")
            else { return nil }
            return reader.springParameters(parameters, reportedAt: spring).map(TimingCurve.spring)
        }
        if let name = entry.curveName, let text = reader.string(name, field: DesignTokenFile.curveExtension) {
            guard let named = TimingCurve.named.first(where: { $0.name == text }) else {
                reader.report(.invalidValueNamedCurve(text, at: reader.location(name)))
                return nil
            }
            return named.curve
        }
        return nil
    }

    /// `{"duration", "delay", "timingFunction"}`, each a value or an alias.
    private mutating func transition(_ entry: DesignTokenEntry, chain: inout [Int]) -> TransitionTiming? {
        let file = entry.file
        let document = files[file].document
        guard document[document.target(of: entry.value)].kind == .mapping else {
            report(at: entry.value, in: file) { .typeMismatchTransitionToken(at: $0) }
            return nil
        }
        var parts: [String: YAMLNodeID] = [:]
        for (keyID, valueID) in document.entries(document.target(of: entry.value)) {
            let key = document.text(keyID) ?? ""
            guard ["duration", "delay", "timingFunction"].contains(key) else {
                report(at: keyID, in: file) { .unknownKeyTransitionToken(key, at: $0) }
                return nil
            }
            parts[key] = valueID
        }
        let missing = ["duration", "delay", "timingFunction"].filter { parts[$0] == nil }
        guard missing.isEmpty else {
            report(at: entry.value, in: file) { .missingFieldNested("a transition", missing: missing, at: $0) }
            return nil
        }
        func seconds(_ key: String, chain: inout [Int]) -> Double? {
            let id = parts[key]!
            if let path = files[file].aliasPath(id) {
                guard case .duration(let value)? = follow(path, from: id, in: file, expecting: .duration, chain: &chain) else { return nil }
                return value
            }
            return self.duration(id, in: file, field: "\(entry.path).\(key)")
        }
        let duration = seconds("duration", chain: &chain)
        let delay = seconds("delay", chain: &chain)
        var curve: TimingCurve?
        let function = parts["timingFunction"]!
        if let path = files[file].aliasPath(function) {
            if case .curve(let value)? = follow(path, from: function, in: file, expecting: .curve, chain: &chain) { curve = value }
        } else if let points = bezier(function, in: file, field: "\(entry.path).timingFunction") {
            curve = points
        }
        // The token's own spring extension stands for its timing function.
        if entry.spring != nil || entry.curveName != nil, curve != nil { curve = extensionCurve(entry) }
        guard let duration, let delay, let curve else { return nil }
        return TransitionTiming(duration: duration, delay: delay, curve: curve)
    }
}
