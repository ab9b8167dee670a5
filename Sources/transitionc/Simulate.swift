import ArgumentParser
import TransitionCompiler
import TransitionRuntime

struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Replay a drag through an interactive transition, or play a transition: where both screens are.",
        discussion: """
            Feeds the gesture to the transition's interaction the way UIKit would (began, \
            one changed per point, then ended or cancelled), using the same runtime code \
            an app links, and prints the progress and the eased animation value after \
            each point, whether the release finishes or cancels, and the completion speed.

            Example:
              transitionc simulate --transition dragCloseModal --drag "0,100 0,250 0,300"

            A transition with `interaction: none` has no gesture: that, an unknown \
            transition or a malformed option is exit code 2; specs with errors are exit \
            code 1 (with the diagnostics on standard error). See Docs/runtime.md.
            """)

    @Argument(help: ArgumentHelp("Spec files, or directories to search for *.yaml and *.yml.", valueName: "path"))
    var paths: [String] = []

    @Option(help: ArgumentHelp("The id of the interactive transition to drive.", valueName: "id"))
    var transition: String

    @Option(help: ArgumentHelp("The finger's translation since the gesture began, after each move: "
                               + GestureTraceSyntax.dragForm + ".", valueName: "points"),
            transform: { text throws(GestureTraceSyntaxError) in try GestureTraceSyntax.translations(text) })
    var drag: [GestureVector]?

    @Option(help: ArgumentHelp("Times to sample both screens at: " + GestureTraceSyntax.timesForm
                               + "; from the start, or from the release with --drag.", valueName: "times"),
            transform: { text throws(GestureTraceSyntaxError) in try GestureTraceSyntax.times(text) })
    var at: [Double]?

    @Flag(help: "Play the transition's Reduce Motion form (its `reducedMotion`).")
    var reduceMotion = false

    @Option(help: ArgumentHelp("The velocity when the finger lifts, points per second, as vx,vy (default 0,0).",
                               valueName: "vx,vy"),
            transform: { text throws(GestureTraceSyntaxError) in try GestureTraceSyntax.vector(text) })
    var velocity: GestureVector?

    @Option(help: ArgumentHelp("The container's size in points, as WxH (default 390x844, an iPhone).",
                               valueName: "WxH"),
            transform: { text throws(GestureTraceSyntaxError) in try GestureTraceSyntax.size(text) })
    var container: ContainerSize?

    @Flag(help: "The system cancels the gesture instead of the finger lifting.")
    var cancel = false

    @Option(help: ArgumentHelp("Where the finger goes down, as x,y (default the middle of the edge the gesture "
                               + "starts from); for `edge` gestures.", valueName: "x,y"),
            transform: { text throws(GestureTraceSyntaxError) in try GestureTraceSyntax.vector(text) })
    var start: GestureVector?

    @Option(help: ArgumentHelp("The scroll view's offset from the top when the gesture begins, in points "
                               + "(default 0, at the top); for `startsWhen: scrollAtTop`.", valueName: "points"),
            transform: { text throws(GestureTraceSyntaxError) in try GestureTraceSyntax.number(text) })
    var scrollOffset: Double?

    @Option(help: "Output format: text or json.")
    var format: DiagnosticFormat = .text

    @Option(help: "Colour in diagnostics on standard error: auto, always or never.")
    var color: ColorMode = .auto

    @OptionGroup
    var configOptions: ConfigOptions

    @OptionGroup(title: "Limits")
    var limitOptions: LimitOptions

    func validate() throws {
        if drag == nil && at == nil {
            throw ValidationError("Give --drag to replay a gesture, --at to sample times, or both.")
        }
    }

    func run() throws {
        let compilation = try SpecCompilation.compileWithoutErrors(
            paths: paths, configOptions: configOptions, limitOptions: limitOptions, color: color)
        let found: Transition
        do {
            found = try Simulator.transition(transition, in: compilation.specSet)
        } catch {
            Output.error("error: \(error)")
            throw ExitCode(2)
        }
        guard let drag else {
            let playback = Simulator.play(found, at: at ?? [], in: compilation.specSet, reduceMotion: reduceMotion,
                                          container: container ?? .iPhone)
            switch format {
            case .text: Output.standard(SimulationTextRenderer.render(playback))
            case .json: Output.standard(SimulationJSONRenderer.render(playback))
            }
            return
        }
        let trace = GestureTrace(translations: drag, releaseVelocity: velocity ?? .zero, cancelled: cancel,
                                 container: container ?? .iPhone, start: start, scrollOffset: scrollOffset ?? 0)
        let simulation: Simulation
        do {
            simulation = try Simulator.simulate(found, trace, in: compilation.specSet, reduceMotion: reduceMotion,
                                                afterRelease: at ?? [])
        } catch {
            Output.error("error: \(error)")
            throw ExitCode(2)
        }
        switch format {
        case .text: Output.standard(SimulationTextRenderer.render(simulation))
        case .json: Output.standard(SimulationJSONRenderer.render(simulation))
        }
    }
}
