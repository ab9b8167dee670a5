extension GraphCheck {
    static let sheetCustomInteraction = GraphCheck(Rule(
        id: .sheetCustomInteraction, severity: .error, isFixed: false,
        summary: "`presentation: sheet` with a custom dismiss interaction",
        explanation: """
            A system sheet owns its pull-down gesture and dismisses itself; a custom interaction \
            controller for its dismissal is never asked for, or fights the sheet's own gesture. \
            Make the dismiss non-interactive (the sheet's gesture remains), or present with \
            `presentation: custom` to drive it yourself.
            """,
        triggeringExample: """
            version: 1
            screens:
              home: { root: true }
              sheet: {}
            transitions:
              open: { kind: present, from: home, to: sheet, duration: 0.3, presentation: sheet }
              close: { kind: dismiss, from: sheet, duration: 0.3, curve: linear, interaction: ↓standard }

            """,
        passingExample: """
            version: 1
            screens:
              home: { root: true }
              sheet: {}
            transitions:
              open: { kind: present, from: home, to: sheet, duration: 0.3, presentation: sheet }
              close: { kind: dismiss, from: sheet, duration: 0.3 }

            """
    )) { graph in
        let transitions = graph.transitions, nodes = graph.nodes
        var diagnostics: [Diagnostic] = []
        for index in transitions.indices {
            guard transitions[index].kind == .dismiss, transitions[index].interaction.isInteractive,
                  let sheet = nodes.presentations[nodes.from[index]].first(where: { transitions[$0].presentation == .sheet })
            else { continue }
            let transition = transitions[index], present = transitions[sheet]
            diagnostics.append(.sheetCustomInteraction(transition, presentedBy: present))
        }
        return diagnostics
    }
}

extension Diagnostic {
    /// An interactive dismissal of a system sheet, which `present` presents.
    static func sheetCustomInteraction(_ transition: Transition, presentedBy present: Transition) -> Diagnostic {
        Diagnostic(.sheetCustomInteraction,
                   "`\(transition.id)` drives the dismissal of `\(transition.from.id)`, but it is a system sheet, which owns that gesture",
                   about: transition.id, at: transition.location(of: .interaction),
                   notes: [DiagnosticNote("`\(present.id)` presents it as a sheet", at: present.location(of: .presentation))])
    }
}
