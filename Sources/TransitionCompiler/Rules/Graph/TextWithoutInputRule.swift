extension GraphCheck {
    static let textWithoutInput = GraphCheck(Rule(
        id: .textWithoutInput, severity: .warning, isFixed: false,
        summary: "`interaction: standard` on a screen with text input",
        explanation: """
            On a screen with `textInput: true`, a plain pan gesture drags the screen away while the \
            keyboard stays up, and the two move out of step. `interaction: input` ends editing \
            first and follows the keyboard.
            """,
        triggeringExample: """
            version: 1
            screens:
              home: { root: true }
              compose: { textInput: true }
            transitions:
              open: { kind: present, from: home, to: compose, duration: 0.3 }
              close: { kind: dismiss, from: compose, duration: 0.3, curve: linear, interaction: ↓standard }

            """,
        passingExample: """
            version: 1
            screens:
              home: { root: true }
              compose: { textInput: true }
            transitions:
              open: { kind: present, from: home, to: compose, duration: 0.3 }
              close: { kind: dismiss, from: compose, duration: 0.3, curve: linear, interaction: input }

            """,
        fixItResult: .passingExample
    ), readsOneTransition: true) { graph in
        let transitions = graph.transitions, screens = graph.screens, nodes = graph.nodes
        var diagnostics: [Diagnostic] = []
        for index in transitions.indices {
            guard transitions[index].interaction == .standard, let from = nodes.fromScreen(index), screens[from].textInput
            else { continue }
            let transition = transitions[index], screen = screens[from]
            var fixIts: [FixIt] = []
            if transition.ownFields.contains(.interaction) {
                fixIts = FixIt.replacing(transition.location(of: .interaction).range, with: "input")
            }
            diagnostics.append(Diagnostic(
                .textWithoutInput,
                "`\(transition.id)` uses `interaction: standard` on `\(screen.id)`, which has text input; use `input`",
                about: transition.id, at: transition.location(of: .interaction), fixIts: fixIts))
        }
        return diagnostics
    }
}
