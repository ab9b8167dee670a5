extension SpecGenerator {
    /// One file of `transitions` transitions that writes values in every
    /// form the language has, as people write them: screens and gestures in
    /// block style, a comment with accented words before each pair of
    /// transitions, durations as `350ms`, curves as named words,
    /// `"cubicBezier(…)"` text, four numbers and springs of both kinds,
    /// hints, completion speeds and the flags. Each form has a cost of its
    /// own (a curve's text parsed, a spring's mapping read, positions of a
    /// file that is not ASCII); the plain sets write few of them. Every rule
    /// stays quiet, as in `files`.
    static func everyForm(transitions: Int) -> (name: String, text: String) {
        let screens = max(2, transitions / 2 + 1)
        var text = """
            version: 1
            # Généré pour le banc d'essai : chaque forme de valeur que la langue connaît.
            tokens:
              durations: { quick: 0.25, slow: 0.6 }
              curves:
                standard: [0.2, 0.0, 0.0, 1.0]
                bouncy: { spring: { dampingRatio: 0.7, response: 0.45 } }

            """
        text += defaultsAndScreens + "  s0:\n    root: true\n    container: navigation\n"
        for screen in 1..<screens {
            text += "  s\(screen):\n    scrollable: \(screen % 3 == 0)\n    textInput: \(screen % 5 == 0)\n"
        }
        text += "transitions:\n"
        for screen in 1..<screens {
            // `input` where the screen has text input, `standard` elsewhere.
            let interaction = screen % 5 == 0 ? "input" : "standard"
            let startsWhen = screen % 3 == 0 ? "scrollAtTop" : "always"
            if screen % 2 == 1 {
                text += """
                      # Écran \(screen) : présenté
                      open\(screen):
                        kind: present
                        from: s0
                        to: s\(screen)
                        duration: 350ms
                        curve: \(screen % 4 == 1 ? "\"cubicBezier(0.25, 0.1, 0.25, 1.0)\"" : "$curves.standard")
                        presentation: \(screen % 4 == 1 ? "custom" : "fullScreen")
                      close\(screen):
                        kind: dismiss
                        from: s\(screen)
                        interaction: \(interaction)
                        completionSpeed: remaining
                        gesture:
                          velocity: 800
                          startsWhen: \(startsWhen)

                    """
                if screen % 3 == 1 { text += "    hint: { delay: 1, duration: 0.5, travel: 40 }\n" }
            } else {
                let curve = screen % 8 == 0 ? "$curves.bouncy"
                    : screen % 4 == 0 ? "{ spring: { dampingRatio: 0.8, response: 0.4 } }"
                    : "{ spring: { mass: 1, stiffness: 170, damping: 26 } }"
                text += """
                      # Écran \(screen) : poussé
                      push\(screen):
                        kind: push
                        from: s0
                        to: s\(screen)
                        duration: \(screen % 6 == 0 ? "$durations.slow" : "0.3s")
                        curve: \(curve)
                        interruptible: true
                      pop\(screen):
                        kind: pop
                        from: s\(screen)
                        interaction: \(interaction)
                        threshold: 0.4
                        gesture: { edge: true, startsWhen: \(startsWhen) }

                    """
            }
        }
        return (fileName(0, of: 1), text)
    }
}
