extension GraphCheck {
    static let confirmDismissGesture = GraphCheck(Rule(
        id: .confirmDismissGesture, severity: .warning, isFixed: false,
        summary: "an interactive dismissal of a `confirmDismiss` screen cannot be vetoed",
        explanation: """
            A screen with `confirmDismiss: true` has unsaved edits to confirm before it goes away \
            (`isModalInPresentation`). A custom interactive dismissal finishes as soon as the \
            gesture passes its threshold, with no chance to ask. Make the dismissal \
            non-interactive and confirm on the button, or present it with `presentation: sheet`, \
            whose pull-down asks `presentationControllerDidAttemptToDismiss` when the screen is \
            modal in presentation.
            """,
        triggeringExample: """
            version: 1
            screens:
              home: { root: true }
              edit: { confirmDismiss: true }
            transitions:
              open: { kind: present, from: home, to: edit, duration: 0.3 }
              close: { kind: dismiss, from: edit, duration: 0.3, curve: linear, interaction: ↓standard }

            """,
        passingExample: """
            version: 1
            screens:
              home: { root: true }
              edit: { confirmDismiss: true }
            transitions:
              open: { kind: present, from: home, to: edit, duration: 0.3 }
              close: { kind: dismiss, from: edit, duration: 0.3 }

            """
    ), readsOneTransition: true) { graph in
        let transitions = graph.transitions, screens = graph.screens, nodes = graph.nodes
        var diagnostics: [Diagnostic] = []
        for index in transitions.indices {
            guard transitions[index].kind == .dismiss, transitions[index].interaction.isInteractive,
                  let from = nodes.fromScreen(index), screens[from].confirmDismiss
            else { continue }
            let transition = transitions[index], screen = screens[from]
            diagnostics.append(.confirmDismissGesture(transition, screen: screen))
        }
        return diagnostics
    }
}

extension Diagnostic {
    /// An interactive dismissal of a screen that asks to confirm it.
    static func confirmDismissGesture(_ transition: Transition, screen: Screen) -> Diagnostic {
        Diagnostic(.confirmDismissGesture,
                   "`\(transition.id)` lets a gesture dismiss `\(screen.id)` without confirming its unsaved edits; make it non-interactive and confirm on the button, or present `\(screen.id)` as a `sheet`",
                   about: transition.id, at: transition.location(of: .interaction),
                   notes: [DiagnosticNote("`\(screen.id)` asks to confirm dismissal", at: screen.location)])
    }
}
