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
              home_screen: {}

            """,
        passingExample: """
            version: 1
            screens:
              home-screen: { root: true }
              homeScreen2: { root: true }

            """
    )) { graph in
        func collisions(_ items: [(id: String, location: SourceLocation)], what: String) -> [Diagnostic] {
            var first: [String: (id: String, location: SourceLocation)] = [:]
            var diagnostics: [Diagnostic] = []
            for item in items {
                let identifier = SwiftIdentifier.bare(SwiftIdentifier.make(item.id))
                if let earlier = first[identifier] {
                    diagnostics.append(Diagnostic(
                        .identifierCollision,
                        "\(what) ids `\(item.id)` and `\(earlier.id)` both become the Swift identifier `\(identifier)`; rename one",
                        at: item.location, notes: [DiagnosticNote("`\(earlier.id)` is here", at: earlier.location)]))
                } else {
                    first[identifier] = item
                }
            }
            return diagnostics
        }
        return collisions(graph.screens.map { ($0.id, $0.location) }, what: "screen")
            + collisions(graph.transitions.map { ($0.id, $0.location) }, what: "transition")
    }
}
