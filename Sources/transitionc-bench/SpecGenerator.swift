/// Writes valid spec sets of a given size: a navigation root that presents
/// half of the other screens (each with an interactive dismiss) and pushes the
/// other half (each with an interactive pop). Every rule stays quiet, so the
/// benchmark measures the compiler, not the printing of diagnostics.
enum SpecGenerator {
    /// How the ids are spelled.
    enum IDs {
        /// `s12`, `open12`: plain words of at most 15 bytes, which Swift
        /// keeps inside a `String` value without allocating.
        case short
        /// `main_screen_12`, `open_transition_12`: longer and in snake_case,
        /// as many apps name things. Most are over 15 bytes, so each is a
        /// `String` on the heap, and each becomes a different Swift
        /// identifier (`mainScreen12`), which the identifier-collision rule
        /// and the generated table have to make.
        case long

        func screen(_ number: Int) -> String { self == .short ? "s\(number)" : "main_screen_\(number)" }
        func transition(_ verb: String, _ number: Int) -> String {
            self == .short ? "\(verb)\(number)" : "\(verb)_transition_\(number)"
        }
    }

    /// The `defaults` of every generated file, and the `screens:` line after them.
    static let defaultsAndScreens = """
        defaults:
          duration: $durations.quick
          curve: $curves.standard
          dismiss: { curve: linear }
          pop: { curve: linear }
        screens:

        """

    /// The name of file `file` of a set of `fileCount`.
    static func fileName(_ file: Int, of fileCount: Int) -> String {
        fileCount == 1 ? "spec.yaml" : "spec-\(file).yaml"
    }

    /// One spec set of `transitions` transitions split over `files` files.
    /// `reusing`: as a spec that says things once, the first present of each
    /// file anchored (`&present`) and merged into every later one (`<<:`),
    /// and the first dismiss's gesture anchored (`&down`) and named by every
    /// later one (`*down`). `inFirstFile`: how many of the transitions the
    /// first file holds, the rest split evenly over the others; nil for an
    /// even split.
    static func files(transitions: Int, files fileCount: Int, ids: IDs = .short, reusing: Bool = false,
                      inFirstFile: Int? = nil) -> [(name: String, text: String)]
    {
        let screens = max(2, transitions / 2 + 1)
        var files: [(String, String)] = []
        // Screens 1... in file order, a transition pair each: file `file`
        // holds `1 + starts[file] ..< 1 + starts[file + 1]`.
        var starts = [0]
        if let inFirstFile, fileCount > 1 {
            let rest = (screens - 1 - inFirstFile / 2 + fileCount - 2) / (fileCount - 1)
            starts.append(inFirstFile / 2)
            for _ in 1..<fileCount { starts.append(min(screens - 1, starts.last! + rest)) }
        } else {
            let perFile = (screens - 1 + fileCount - 1) / fileCount
            for _ in 0..<fileCount { starts.append(min(screens - 1, starts.last! + perFile)) }
        }
        for file in 0..<fileCount {
            var text = "version: 1\n"
            if file == 0 {
                text += """
                    tokens:
                      durations: { quick: 0.25 }
                      curves: { standard: [0.2, 0.0, 0.0, 1.0] }

                    """
            }
            text += defaultsAndScreens
            let root = ids.screen(0)
            if file == 0 { text += "  \(root): { root: true, container: navigation }\n" }
            let range = (1 + starts[file])..<(1 + starts[file + 1])
            for screen in range {
                text += "  \(ids.screen(screen)): { scrollable: \(screen % 3 == 0), textInput: false }\n"
            }
            text += "transitions:\n"
            for screen in range {
                if reusing, screen % 2 == 1, screen > range.lowerBound {
                    text += """
                          \(ids.transition("open", screen)):
                            <<: *present
                            to: \(ids.screen(screen))
                          \(ids.transition("close", screen)):
                            kind: dismiss
                            from: \(ids.screen(screen))
                            interaction: standard
                            threshold: 0.3
                            gesture: *down

                        """
                } else if screen % 2 == 1 {
                    let anchor = reusing ? " &present" : "", gestureAnchor = reusing ? "&down " : ""
                    text += """
                          \(ids.transition("open", screen)):\(anchor)
                            kind: present
                            from: \(root)
                            to: \(ids.screen(screen))
                            duration: 350ms
                            presentation: custom
                          \(ids.transition("close", screen)):
                            kind: dismiss
                            from: \(ids.screen(screen))
                            interaction: standard
                            threshold: 0.3
                            gesture: \(gestureAnchor){ direction: down, velocity: 800, startsWhen: scrollAtTop }

                        """
                } else {
                    text += """
                          \(ids.transition("push", screen)):
                            kind: push
                            from: \(root)
                            to: \(ids.screen(screen))
                            duration: 0.3
                          \(ids.transition("pop", screen)):
                            kind: pop
                            from: \(ids.screen(screen))
                            interaction: standard
                            threshold: 0.4

                        """
                }
            }
            files.append((fileName(file, of: fileCount), text))
        }
        return files
    }
}
