/// `--runtime none`: the value types the table is written in, declared inside
/// the namespace so the file needs no library. They mirror TransitionRuntime's
/// types case for case and label for label, so the table below them is the
/// same text in both modes (a test compiles both).
enum SelfContainedTypes {
    static func emit(_ printer: inout SwiftPrinter, access: String) {
        printer.line("// The value types, declared here because this file was generated with `--runtime none`.")
        printer.line()
        enumeration(&printer, access: access, name: "TransitionKind", cases: ["present", "dismiss", "push", "pop", "tab"])
        enumeration(&printer, access: access, name: "InteractionType", cases: ["none", "standard", "input"])
        enumeration(&printer, access: access, name: "Presentation", cases: ["custom", "fullScreen", "overFullScreen", "sheet"])
        enumeration(&printer, access: access, name: "GestureDirection", cases: ["up", "down", "left", "right"])
        enumeration(&printer, access: access, name: "GestureStart", cases: ["always", "scrollAtTop"])
        enumeration(&printer, access: access, name: "ManagerKind", cases: ["modal", "navigation", "tab"])
        printer.block("\(access) enum GestureDistance: Hashable, Sendable") { printer in
            printer.line("case container")
            printer.line("case points(Double)")
        }
        printer.line()
        printer.block("\(access) struct Gesture: Hashable, Sendable") { printer in
            printer.line("\(access) var direction: GestureDirection")
            printer.line("\(access) var distance: GestureDistance")
            printer.line("\(access) var velocity: Double?")
            printer.line("\(access) var edge: Bool")
            printer.line("\(access) var startsWhen: GestureStart")
        }
        printer.line()
        printer.block("\(access) enum CompletionSpeed: Hashable, Sendable") { printer in
            printer.line("case remaining")
            printer.line("case constant(Double)")
        }
        printer.line()
        printer.block("\(access) struct GestureHint: Hashable, Sendable") { printer in
            printer.line("\(access) var delay: Double")
            printer.line("\(access) var duration: Double")
            printer.line("\(access) var travel: Double")
        }
        printer.line()
        enumeration(&printer, access: access, name: "ScreenEdge", cases: ["top", "bottom", "leading", "trailing"])
        printer.block("\(access) enum Effect: Hashable, Sendable") { printer in
            printer.line("case none, fade")
            printer.line("case slide(from: ScreenEdge, rotate: Double)")
            printer.line("case scale(from: Double, rotate: Double)")
        }
        printer.line()
        printer.block("\(access) struct Backdrop: Hashable, Sendable") { printer in
            printer.line("\(access) var dim: Double")
            printer.line("\(access) var parallax: Double")
            printer.line("\(access) var scale: Double")
        }
        printer.line()
        printer.block("\(access) enum ReducedMotion: Hashable, Sendable") { printer in
            printer.line("case fade, instant, same")
            printer.line("case replacing(Replacement)")
            printer.line()
            printer.block("\(access) struct Replacement: Hashable, Sendable") { printer in
                printer.line("\(access) var effect: Effect?")
                printer.line("\(access) var duration: Double?")
                printer.line("\(access) var curve: TimingCurve?")
            }
        }
        printer.line()
        printer.block("\(access) enum TimingCurve: Hashable, Sendable") { printer in
            printer.line("case linear, easeIn, easeOut, easeInOut")
            printer.line("case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)")
            printer.line("case spring(Spring)")
        }
        printer.line()
        printer.block("\(access) struct Spring: Hashable, Sendable") { printer in
            printer.block("\(access) enum Parameters: Hashable, Sendable") { printer in
                printer.line("case dampingRatio(Double, response: Double)")
                printer.line("case physical(mass: Double, stiffness: Double, damping: Double)")
            }
            printer.line()
            printer.line("\(access) var parameters: Parameters")
            printer.line("\(access) var initialVelocity: Double")
            printer.line()
            printer.block("\(access) init(_ parameters: Parameters, initialVelocity: Double)") { printer in
                printer.line("self.parameters = parameters")
                printer.line("self.initialVelocity = initialVelocity")
            }
        }
    }

    private static func enumeration(_ printer: inout SwiftPrinter, access: String, name: String, cases: [String]) {
        printer.block("\(access) enum \(name): String, CaseIterable, Hashable, Sendable") { printer in
            printer.line("case " + cases.joined(separator: ", "))
        }
        printer.line()
    }
}
