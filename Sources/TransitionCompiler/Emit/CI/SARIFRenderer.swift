/// `check --format sarif`: SARIF 2.1.0, the format GitHub code scanning and
/// other static-analysis viewers read. One run; the tool with every rule;
/// one result per finding with its location, notes as related locations,
/// fix-its as fixes, and the finding's fingerprint. Built as a `JSONValue`
/// so the bytes are the same on every run.
public enum SARIFRenderer {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    public static let informationURI = "https://github.com/transitionc/transitionc"
    /// Paths are relative to the directory transitionc ran in, which SARIF
    /// calls a URI base id; the consumer (code scanning: the checkout) knows it.
    public static let sourceRoot = "%SRCROOT%"

    public static func render(_ set: FindingSet, rules: [Rule] = RuleCatalog.all) -> String {
        var ruleIndex: [RuleID: Int] = [:]
        for (index, rule) in rules.enumerated() where ruleIndex[rule.id] == nil { ruleIndex[rule.id] = index }
        let run = JSONValue.object([
            ("tool", .object([
                ("driver", .object([
                    ("name", .string("transitionc")),
                    ("version", .string(TransitionCompilerVersion.string)),
                    ("semanticVersion", .string(TransitionCompilerVersion.string)),
                    ("informationUri", .string(informationURI)),
                    ("rules", SARIFRuleDescriptors.descriptors(rules)),
                ])),
            ])),
            ("originalUriBaseIds", .object([
                (sourceRoot, .object([
                    ("description", .object([("text", .string("The directory transitionc ran in."))])),
                ])),
            ])),
            // Our columns count Unicode scalars, which SARIF calls code points.
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(set.findings.map { result($0, ruleIndex: ruleIndex, set: set) })),
        ])
        let root = JSONValue.object([
            ("$schema", .string(schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
        return root.serialized(pretty: true) + "\n"
    }

    static func result(_ finding: Finding, ruleIndex: [RuleID: Int], set: FindingSet) -> JSONValue {
        let diagnostic = finding.diagnostic
        var members: [(String, JSONValue)] = [("ruleId", .string(diagnostic.rule.rawValue))]
        if let index = ruleIndex[diagnostic.rule] { members.append(("ruleIndex", .int(index))) }
        members += [
            ("level", .string(diagnostic.severity.rawValue)),
            ("message", .object([("text", .string(diagnostic.message))])),
            ("locations", .array([.object([
                ("physicalLocation", physicalLocation(finding.path, ReportedRegion(highlighting: diagnostic.location.range))),
            ])])),
        ]
        if !diagnostic.notes.isEmpty {
            members.append(("relatedLocations", .array(diagnostic.notes.enumerated().map { index, note in
                .object([
                    ("id", .int(index + 1)),
                    ("physicalLocation", physicalLocation(set.reportedPath(note.location.file),
                                                          ReportedRegion(highlighting: note.location.range))),
                    ("message", .object([("text", .string(note.message))])),
                ])
            })))
        }
        if !diagnostic.fixIts.isEmpty {
            // Each fix-it is one alternative fix with one replacement.
            members.append(("fixes", .array(diagnostic.fixIts.map { fixIt in
                .object([
                    ("description", .object([("text", .string(fixIt.title))])),
                    ("artifactChanges", .array([.object([
                        ("artifactLocation", artifactLocation(finding.path)),
                        ("replacements", .array([.object([
                            ("deletedRegion", ReportedRegion(exactly: fixIt.range).json),
                            ("insertedContent", .object([("text", .string(fixIt.replacement))])),
                        ])])),
                    ])])),
                ])
            })))
        }
        members.append(("partialFingerprints", .object([(FindingFingerprint.key, .string(finding.fingerprint))])))
        return .object(members)
    }

    static func physicalLocation(_ path: String, _ region: ReportedRegion) -> JSONValue {
        .object([
            ("artifactLocation", artifactLocation(path)),
            ("region", region.json),
        ])
    }

    static func artifactLocation(_ path: String) -> JSONValue {
        .object([
            ("uri", .string(ArtifactURI.reference(path))),
            ("uriBaseId", .string(sourceRoot)),
        ])
    }
}
