/// Every rule, in the order of the contract's tables.
public enum RuleCatalog {
    public static let all: [Rule] = readingRules

    private static let byID: [RuleID: Rule] = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    public static func rule(_ id: RuleID) -> Rule? { byID[id] }
}
