import YAMLSource

/// Decodes a configuration file's document with the spec decoder's
/// `NodeReader`, so a mistake in it gets the same rule ids, messages and
/// positions as one in a spec.
struct ConfigurationDecoder {
    static let topLevelKeys = ["version", "paths", "rules"]

    var reader: NodeReader
    var configuration = Configuration()

    static func read(_ source: SourceText, path: String, limits: YAMLLimits) -> (Configuration, Diagnostics) {
        let result = YAMLReader.read(source, limits: limits)
        var diagnostics = Diagnostics()
        for problem in result.problems { diagnostics.report(.yamlProblem(problem, file: path)) }
        guard let document = result.document else { return (Configuration(), diagnostics) }
        var decoder = ConfigurationDecoder(reader: NodeReader(document: document, file: path))
        decoder.decodeRoot()
        diagnostics.append(contentsOf: decoder.reader.diagnostics)
        return (decoder.configuration, diagnostics)
    }

    private mutating func decodeRoot() {
        let document = reader.document
        let start = SourceLocation(file: reader.file, range: SourceRange(at: .start))
        guard let root = document.root, document.value(root) != .null else {
            reader.report(.unsupportedVersionEmptyConfiguration(at: start))
            return
        }
        guard document[document.target(of: root)].kind == .mapping else {
            reader.report(.typeMismatchRoot("a configuration file", keys: Self.topLevelKeys,
                                            found: reader.describe(root), at: reader.location(root)))
            return
        }
        let entries = document.entries(root)
        // As in a spec file, the version decides how to read the rest.
        if let version = entries.first(where: { document.text($0.key) == "version" })?.value {
            guard case .int(1)? = document.value(version) else {
                reader.report(.unsupportedVersionNotOne(of: "a configuration file", found: reader.describe(version),
                                                        at: reader.location(version)))
                return
            }
        } else {
            reader.report(.unsupportedVersionMissing(in: "the configuration file", at: start,
                                                     insertion: document.range(of: entries.first?.key ?? root).start))
        }
        for (keyID, value) in entries {
            guard let key = reader.keyText(keyID) else { continue }
            switch key {
            case "version": break
            case "paths": decodePaths(value)
            case "rules": decodeRules(value)
            default: reader.reportUnknownKey(key, at: keyID, in: "the configuration file", allowed: Self.topLevelKeys)
            }
        }
    }

    // MARK: paths

    private mutating func decodePaths(_ id: YAMLNodeID) {
        guard reader.checkTag(id) else { return }
        guard reader.document[reader.document.target(of: id)].kind == .sequence else {
            reader.report(.typeMismatchFieldExpects("paths", "a list of spec files or directories", found: reader.describe(id),
                                                    at: reader.location(id)))
            return
        }
        let items = reader.document.items(id)
        if items.isEmpty {
            reader.report(.invalidValueEmptyPaths(at: reader.location(id)))
        }
        for item in items {
            guard let path = reader.string(item, field: "paths", expected: "a file or directory path") else { continue }
            if path.isEmpty {
                reader.report(.invalidValueEmptyPath(at: reader.location(item)))
            } else {
                configuration.paths.append(Self.resolve(path, relativeTo: reader.file))
            }
        }
    }

    /// Paths in a configuration file are relative to its directory, so the
    /// file means the same wherever the command runs. A file in the current
    /// directory leaves them as written, which keeps diagnostics' paths short.
    static func resolve(_ path: String, relativeTo configurationPath: String) -> String {
        guard !path.hasPrefix("/"), let slash = configurationPath.lastIndex(of: "/") else { return path }
        let directory = configurationPath[..<slash]
        if directory.isEmpty { return "/" + path }
        if directory == "." { return path }
        return directory + "/" + path
    }

    // MARK: rules

    private mutating func decodeRules(_ id: YAMLNodeID) {
        let expected = "`rules` to be a mapping of rule ids to `off`, `warning` or `error`"
        guard let entries = reader.mapping(id, expected: expected) else { return }
        for (keyID, valueID) in entries {
            guard let key = reader.keyText(keyID) else { continue }
            let ruleID = RuleID(rawValue: key)
            guard let rule = ruleID.rule else {
                reportUnknownRule(key, at: keyID)
                continue
            }
            guard let setting = setting(valueID, rule: key) else { continue }
            if rule.isFixed, setting != .error {
                reader.report(.invalidValueFixedRule(key, turnedOff: setting == .off, at: reader.location(valueID)))
                continue
            }
            configuration.rules[ruleID] = setting
        }
    }

    /// `off`, `warning` or `error`. YAML 1.1 reads a plain `off` as the
    /// boolean false, and `off` is the word this file is written with, so
    /// that spelling is taken at its word; another false (`no`, `false`) is
    /// most likely meant as `off` too, but is said, not guessed.
    private mutating func setting(_ id: YAMLNodeID, rule: String) -> Configuration.RuleSetting? {
        if case .bool(false)? = reader.document.value(id), let text = reader.document.text(id) {
            if text.lowercased() == "off" { return .off }
            // Said as for any word given a boolean, without the YAML 1.1 aside.
            let list = Configuration.RuleSetting.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
            reader.report(.typeMismatchBooleanForWord("rules.\(rule)", list: list, word: text, explainsYAML11: false,
                                                      suggestion: "off", at: reader.location(id)))
            return nil
        }
        return reader.enumeration(id, field: "rules.\(rule)", as: Configuration.RuleSetting.self)
    }

    private mutating func reportUnknownRule(_ key: String, at keyID: YAMLNodeID) {
        if let suggestion = RuleCatalog.nearestID(to: key) {
            reader.report(.unknownKeyRuleDidYouMean(key, suggestion: suggestion, at: reader.location(keyID)))
        } else {
            reader.report(.unknownKeyRule(key, at: reader.location(keyID)))
        }
    }
}
