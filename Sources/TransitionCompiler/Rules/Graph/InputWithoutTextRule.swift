extension GraphCheck {
    static let inputWithoutText = GraphCheck(Rule(
        id: .inputWithoutText, severity: .warning, isFixed: false,
        summary: "`interaction: input` on a screen without text input",
        explanation: """
            `input` is the interaction for a screen with text input: the gesture first ends \
            editing and follows the keyboard. On a screen without `textInput: true` that is wasted \
            work; use `interaction: standard`, or mark the screen `textInput: true` if it has a \
            text field.
            """,
        triggeringExample: """
            version: 1
            screens:
              home: { root: true }
              card: {}
            transitions:
              open: { kind: present, from: home, to: card, duration: 0.3 }
              close: { kind: dismiss, from: card, duration: 0.3, curve: linear, interaction: ↓input }

            """,
        passingExample: """
            version: 1
            screens:
              home: { root: true }
              card: { textInput: true }
            transitions:
              open: { kind: present, from: home, to: card, duration: 0.3 }
              close: { kind: dismiss, from: card, duration: 0.3, curve: linear, interaction: input }

            """,
        fixItResult: .text("""
            version: 1
            screens:
              home: { root: true }
              card: {}
            transitions:
              open: { kind: present, from: home, to: card, duration: 0.3 }
              close: { kind: dismiss, from: card, duration: 0.3, curve: linear, interaction: standard }

            """)
    ), readsOneTransition: true) { graph in
        let transitions = graph.transitions, screens = graph.screens, nodes = graph.nodes
        var diagnostics: [Diagnostic] = []
        for index in transitions.indices {
            guard transitions[index].interaction == .input, let from = nodes.fromScreen(index), !screens[from].textInput
            else { continue }
            let transition = transitions[index], screen = screens[from]
            diagnostics.append(.inputWithoutText(transition, screen: screen))
        }
        return diagnostics
    }
}

extension Diagnostic {
    /// `interaction: input` on a screen without text input; the fix-it, where
    /// the transition writes its own `interaction`, makes it `standard`.
    static func inputWithoutText(_ transition: Transition, screen: Screen) -> Diagnostic {
        Diagnostic(.inputWithoutText,
                   "`\(transition.id)` uses `interaction: input`, but `\(screen.id)` has no text input; use `standard`",
                   about: transition.id, at: transition.location(of: .interaction),
                   fixIts: settingInteraction(of: transition, to: "standard"))
    }

    /// The fix-it that writes `word` as the transition's `interaction`, where
    /// it writes its own (one from `defaults` is not its to change); also
    /// `text-without-input`'s.
    static func settingInteraction(of transition: Transition, to word: String) -> [FixIt] {
        guard transition.ownFields.contains(.interaction) else { return [] }
        return FixIt.replacing(transition.location(of: .interaction).range, with: word)
    }
}
