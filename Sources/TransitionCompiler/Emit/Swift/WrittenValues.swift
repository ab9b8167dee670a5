import TransitionRuntime

/// The text of the values a run of table rows has written, by value. A spec
/// set repeats a handful of curves, gestures and durations thousands of
/// times, and building, measuring and writing a tree for each was most of a
/// row's cost. A value's layout depends only on the value and the indent,
/// so texts kept for one indent are exactly what `SwiftExpression.write`
/// would write again; each is that writer's own output, kept on first use.
struct WrittenValues<Key: Hashable> {
    /// The indent `texts` were written at (rows give the same one every time).
    private var indent = 0
    private var texts: [Key: [UInt8]] = [:]

    /// Appends the text of the value `key` stands for; `expression` makes its
    /// tree only when it is not yet known at this indent.
    mutating func write(_ key: Key, indent: Int, to output: inout ByteBuffer, _ expression: () -> SwiftExpression) {
        if indent != self.indent {
            texts = [:]
            self.indent = indent
        }
        if let text = texts[key] {
            output.append(text)
            return
        }
        let start = output.count
        expression().write(to: &output, indent: indent)
        texts[key] = output.bytes(from: start)
    }
}

/// Memo keys: a value with its doubles as bit patterns. A value holding
/// doubles cannot be its own key: 0.0 == -0.0, but the two are written
/// differently.
enum ValueKey {
    enum Curve: Hashable {
        /// One of the named curves, which hold no doubles.
        case named(TimingCurve)
        case cubicBezier(UInt64, UInt64, UInt64, UInt64)
        case dampingRatio(UInt64, response: UInt64, initialVelocity: UInt64)
        case physical(mass: UInt64, stiffness: UInt64, damping: UInt64, initialVelocity: UInt64)

        init(_ curve: TimingCurve) {
            switch curve {
            case .linear, .easeIn, .easeOut, .easeInOut:
                self = .named(curve)
            case .cubicBezier(let x1, let y1, let x2, let y2):
                self = .cubicBezier(x1.bitPattern, y1.bitPattern, x2.bitPattern, y2.bitPattern)
            case .spring(let spring):
                let velocity = spring.initialVelocity.bitPattern
                switch spring.parameters {
                case .dampingRatio(let ratio, let response):
                    self = .dampingRatio(ratio.bitPattern, response: response.bitPattern, initialVelocity: velocity)
                case .physical(let mass, let stiffness, let damping):
                    self = .physical(mass: mass.bitPattern, stiffness: stiffness.bitPattern,
                                     damping: damping.bitPattern, initialVelocity: velocity)
                }
            }
        }
    }

    struct Gesture: Hashable {
        let direction: GestureDirection
        /// nil for `.container`.
        let points: UInt64?
        let velocity: UInt64?
        let edge: Bool
        let startsWhen: GestureStart

        init(_ gesture: TransitionRuntime.Gesture) {
            direction = gesture.direction
            switch gesture.distance {
            case .container: points = nil
            case .points(let value): points = value.bitPattern
            }
            velocity = gesture.velocity?.bitPattern
            edge = gesture.edge
            startsWhen = gesture.startsWhen
        }
    }

    struct Speed: Hashable {
        /// nil for `.remaining`.
        let constant: UInt64?

        init(_ speed: CompletionSpeed) {
            switch speed {
            case .remaining: constant = nil
            case .constant(let value): constant = value.bitPattern
            }
        }
    }

    struct Hint: Hashable {
        let delay: UInt64
        let duration: UInt64
        let travel: UInt64

        init(_ hint: GestureHint) {
            delay = hint.delay.bitPattern
            duration = hint.duration.bitPattern
            travel = hint.travel.bitPattern
        }
    }
}
