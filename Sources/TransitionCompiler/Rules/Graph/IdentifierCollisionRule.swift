import ParallelWork
import YAMLSource

extension RuleID {
    public static let identifierCollision = RuleID(rawValue: "identifier-collision")
}

extension GraphCheck {
    static let identifierCollision = GraphCheck(Rule(
        id: .identifierCollision, severity: .error, isFixed: true,
        summary: "two ids become the same Swift identifier in generated code",
        explanation: """
            `transitionc generate swift` turns each screen and transition id into a Swift \
            identifier: words split at anything but ASCII letters and digits are joined in \
            camelCase (`open-compose` becomes `openCompose`). Two ids that become the same \
            identifier (`open-compose` and `open_compose`) would be one enum case. Rename one.
            """,
        triggeringExample: """
            version: 1
            screens:
              home-screen: { root: true }
              ↓home_screen: {}

            """,
        passingExample: """
            version: 1
            screens:
              home-screen: { root: true }
              homeScreen2: { root: true }

            """
    )) { graph in
        // The ids that become the same identifier as an earlier one;
        // `location(i)` is where the `i`th id is defined.
        func collisions(count: Int, id: (Int) -> String, what: String,
                        location: (Int) -> SourceLocation) -> [Diagnostic] {
            // An id of ASCII letters and digits becomes itself, or itself and a
            // `_` (which no such id has); ids are unique (the resolver drops
            // duplicates). So unless some id is not such a word, none collide:
            // asked in place, without a list of the ids.
            guard !(0..<count).allSatisfy({ SwiftIdentifier.isAlphanumericWord(id($0)) }) else { return [] }
            let ids = (0..<count).map(id)
            // Hashed on all cores, and made only for ids whose hashes meet:
            // with tens of thousands of ids this rule otherwise outlasts all
            // the others together.
            let hashes = ids.concurrentMap(SwiftIdentifier.bareIdentifierHash)
            func identifier(_ index: Int) -> String { SwiftIdentifier.bare(SwiftIdentifier.make(ids[index])) }
            var first = FirstIndexTable(capacity: ids.count)
            var diagnostics: [Diagnostic] = []
            for index in ids.indices {
                let earlier = first.firstIndex(ofTextHashed: hashes[index], orInsert: index) {
                    identifier($0) == identifier(index)
                }
                if let earlier {
                    diagnostics.append(.identifierCollision(what, ids[index], at: location(index), ids[earlier],
                                                            at: location(earlier), identifier: identifier(index)))
                }
            }
            return diagnostics
        }
        let screens = graph.screens, transitions = graph.transitions
        return collisions(count: screens.count, id: { screens[$0].id }, what: "screen") { screens[$0].location }
            + collisions(count: transitions.count, id: { transitions[$0].id }, what: "transition") {
                transitions[$0].location
            }
    }
}

extension Diagnostic {
    /// Two ids of `what` (`screen`, `transition`) that generate one Swift identifier.
    static func identifierCollision(_ what: String, _ id: String, at location: SourceLocation, _ earlier: String,
                                    at earlierLocation: SourceLocation, identifier: String) -> Diagnostic {
        Diagnostic(.identifierCollision,
                   "\(what) ids `\(id)` and `\(earlier)` both become the Swift identifier `\(identifier)`; rename one",
                   at: location, notes: [DiagnosticNote("`\(earlier)` is here", at: earlierLocation)])
    }
}
