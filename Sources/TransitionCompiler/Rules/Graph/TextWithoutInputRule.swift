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
            diagnostics.append(.textWithoutInput(transition, screen: screen))
        }
        return diagnostics
    }
}

extension Diagnostic {
    /// `interaction: standard` on a screen with text input; the fix-it, where
    /// the transition writes its own `interaction`, makes it `input`.
    static func textWithoutInput(_ transition: Transition, screen: Screen) -> Diagnostic {
        Diagnostic(.textWithoutInput,
                   "`\(transition.id)` uses `interaction: standard` on `\(screen.id)`, which has text input; use `input`",
                   about: transition.id, at: transition.location(of: .interaction),
                   fixIts: settingInteraction(of: transition, to: "input"))
    }
}
