/// Writes valid spec sets of a given size: a navigation root that presents
/// half of the other screens (each with an interactive dismiss) and pushes the
/// other half (each with an interactive pop). Every rule stays quiet, so the
/// benchmark measures the compiler, not the printing of diagnostics.
enum SpecGenerator {
    /// One spec set of `transitions` transitions split over `files` files.
    static func files(transitions: Int, files fileCount: Int) -> [(name: String, text: String)] {
        let screens = max(2, transitions / 2 + 1)
        var files: [(String, String)] = []
        let perFile = (screens - 1 + fileCount - 1) / fileCount
        for file in 0..<fileCount {
            var text = "version: 1\n"
            if file == 0 {
                text += """
                    tokens:
                      durations: { quick: 0.25 }
                      curves: { standard: [0.2, 0.0, 0.0, 1.0] }

                    """
            }
            text += """
                defaults:
                  duration: $durations.quick
                  curve: $curves.standard
                  dismiss: { curve: linear }
                  pop: { curve: linear }
                screens:

                """
            if file == 0 { text += "  s0: { root: true, container: navigation }\n" }
            let range = (1 + file * perFile)..<min(screens, 1 + (file + 1) * perFile)
            for screen in range {
                text += "  s\(screen): { scrollable: \(screen % 3 == 0), textInput: false }\n"
            }
            text += "transitions:\n"
            for screen in range {
                if screen % 2 == 1 {
                    text += """
                          open\(screen):
                            kind: present
                            from: s0
                            to: s\(screen)
                            duration: 350ms
                            presentation: custom
                          close\(screen):
                            kind: dismiss
                            from: s\(screen)
                            interaction: standard
                            threshold: 0.3
                            gesture: { direction: down, velocity: 800, startsWhen: scrollAtTop }

                        """
                } else {
                    text += """
                          push\(screen):
                            kind: push
                            from: s0
                            to: s\(screen)
                            duration: 0.3
                          pop\(screen):
                            kind: pop
                            from: s\(screen)
                            interaction: standard
                            threshold: 0.4

                        """
                }
            }
            files.append((fileCount == 1 ? "spec.yaml" : "spec-\(file).yaml", text))
        }
        return files
    }
}
