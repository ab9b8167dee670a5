import TransitionRuntime

extension GraphCheck {
    static let scrollGestureConflict = GraphCheck(Rule(
        id: .scrollGestureConflict, severity: .warning, isFixed: false,
        summary: "a vertical interactive transition on a scrollable screen that can start mid-scroll",
        explanation: """
            On a `scrollable` screen, a vertical pan both scrolls the content and drives the \
            transition, so the screen jumps while the user reads. Let the gesture start only when \
            the content is scrolled to the top: `gesture: { startsWhen: scrollAtTop }`.
            """,
        triggeringExample: """
            version: 1
            screens:
              home: { root: true }
              article: { scrollable: true }
            transitions:
              open: { kind: present, from: home, to: article, duration: 0.3 }
              ↓close: { kind: dismiss, from: article, duration: 0.3, curve: linear, interaction: standard }

            """,
        passingExample: """
            version: 1
            screens:
              home: { root: true }
              article: { scrollable: true }
            transitions:
              open: { kind: present, from: home, to: article, duration: 0.3 }
              close: { kind: dismiss, from: article, duration: 0.3, curve: linear, interaction: standard, gesture: { startsWhen: scrollAtTop } }

            """,
        fixItResult: .text("""
            version: 1
            screens:
              home: { root: true }
              article: { scrollable: true }
            transitions:
              open: { kind: present, from: home, to: article, duration: 0.3 }
              close: { gesture: { startsWhen: scrollAtTop }, kind: dismiss, from: article, duration: 0.3, curve: linear, interaction: standard }

            """)
    ), readsOneTransition: true) { graph in
        let transitions = graph.transitions, screens = graph.screens, nodes = graph.nodes
        var diagnostics: [Diagnostic] = []
        for index in transitions.indices {
            guard transitions[index].interaction.isInteractive, let gesture = transitions[index].gesture,
                  gesture.direction.isVertical, gesture.startsWhen != .scrollAtTop,
                  let from = nodes.fromScreen(index), screens[from].scrollable
            else { continue }
            let transition = transitions[index], screen = screens[from]
            // Mechanical fix: add `startsWhen: scrollAtTop` to the gesture, or a gesture to the entry.
            let fixIt = transition.gestureSpan?.inserting("startsWhen: scrollAtTop")
                ?? (transition.ownFields.contains(.gesture) ? nil : transition.entrySpan?.inserting("gesture: { startsWhen: scrollAtTop }"))
            diagnostics.append(.scrollGestureConflict(transition, direction: gesture.direction, screen: screen, fixIt: fixIt))
        }
        return diagnostics
    }
}

extension Diagnostic {
    /// A vertical pan on a scrollable screen, with the fix-it that adds
    /// `startsWhen: scrollAtTop` when there is a place to write it.
    static func scrollGestureConflict(_ transition: Transition, direction: GestureDirection, screen: Screen,
                                      fixIt: FixIt?) -> Diagnostic {
        Diagnostic(.scrollGestureConflict,
                   "`\(transition.id)` pans `\(direction.rawValue)` on scrollable `\(screen.id)` and fights its scrolling; add `startsWhen: scrollAtTop` to its gesture",
                   about: transition.id, at: transition.location(of: .gesture),
                   notes: [DiagnosticNote("`\(screen.id)` is scrollable", at: screen.location)],
                   fixIts: fixIt.map { [$0] } ?? [])
    }
}
