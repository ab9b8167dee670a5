extension GraphCheck {
    static let interactiveCurve = GraphCheck(Rule(
        id: .interactiveCurve, severity: .warning, isFixed: false,
        summary: "an interactive transition with a non-linear curve",
        explanation: """
            While a finger drives a transition, progress follows the finger linearly; a non-linear \
            timing curve makes the view run ahead of or lag behind the finger, so they drift \
            apart. Use `curve: linear` (the release still animates smoothly with the completion \
            speed).
            """,
        triggeringExample: """
            version: 1
            screens:
              home: { root: true }
              card: {}
            transitions:
              open: { kind: present, from: home, to: card, duration: 0.3 }
              close: { kind: dismiss, from: card, duration: 0.3, curve: ↓easeOut, interaction: standard }

            """,
        passingExample: """
            version: 1
            screens:
              home: { root: true }
              card: {}
            transitions:
              open: { kind: present, from: home, to: card, duration: 0.3 }
              close: { kind: dismiss, from: card, duration: 0.3, curve: linear, interaction: standard }

            """,
        fixItResult: .passingExample
    ), readsOneTransition: true) { graph in
        let transitions = graph.transitions
        var diagnostics: [Diagnostic] = []
        for index in transitions.indices {
            guard transitions[index].interaction.isInteractive, transitions[index].curve != .linear else { continue }
            let transition = transitions[index]
            diagnostics.append(.interactiveCurve(transition))
        }
        return diagnostics
    }
}

extension Diagnostic {
    /// An interactive transition with a curve that is not linear: at its own
    /// `curve`, which the fix-it makes `linear`, or at the transition with a
    /// note at the default it takes.
    static func interactiveCurve(_ transition: Transition) -> Diagnostic {
        let location = transition.location(of: .curve)
        var notes: [DiagnosticNote] = []
        var fixIts: [FixIt] = []
        if transition.ownFields.contains(.curve) {
            fixIts = FixIt.replacing(location.range, with: "linear")
        } else if transition.fieldLocations[.curve] != nil {
            notes.append(DiagnosticNote("the curve comes from `defaults`; set `curve: linear` on `\(transition.id)`", at: location))
        }
        return Diagnostic(.interactiveCurve,
                          "`\(transition.id)` is interactive but its curve is not linear: the view drifts away from the finger; use `curve: linear`",
                          about: transition.id, at: transition.ownFields.contains(.curve) ? location : transition.location,
                          notes: notes, fixIts: fixIts)
    }
}
