import TransitionRuntime

/// The command-line spellings of a gesture trace's parts: `"x,y x,y …"` for
/// the drag, `vx,vy` for a velocity or a start point, `WxH` for a container.
/// Every number must be finite; sizes must be positive.
public enum GestureTraceSyntax {
    public static let dragForm = "\"x,y x,y …\" (translations in points, separated by spaces)"
    public static let vectorForm = "x,y (two numbers separated by a comma)"
    public static let sizeForm = "WxH (width and height in points, e.g. 390x844)"
    public static let timesForm = "T1,T2,… (seconds, at least 0, separated by commas)"

    /// The times to sample: `--at 0,0.1,0.25`, at most `maximumTimes` of them.
    public static func times(_ text: String) throws(GestureTraceSyntaxError) -> [Double] {
        let words = text.split(separator: ",", omittingEmptySubsequences: false)
        guard words.count <= maximumTimes else {
            throw GestureTraceSyntaxError("\(words.count) times; at most \(maximumTimes)")
        }
        var times: [Double] = []
        for (index, word) in words.enumerated() {
            guard let time = finite(word), time >= 0 else {
                throw GestureTraceSyntaxError("time \(index + 1), `\(word)`, is not a number of seconds; expected \(timesForm)")
            }
            times.append(time)
        }
        return times
    }

    /// Enough for a minute at 60 samples a second; more is a mistake.
    public static let maximumTimes = 3600

    /// The drag: one or more points separated by white space.
    public static func translations(_ text: String) throws(GestureTraceSyntaxError) -> [GestureVector] {
        let words = text.split(whereSeparator: { $0.isWhitespace })
        guard !words.isEmpty else {
            throw GestureTraceSyntaxError("no points; expected \(dragForm)")
        }
        var points: [GestureVector] = []
        for (index, word) in words.enumerated() {
            guard let point = pair(word, separator: ",") else {
                throw GestureTraceSyntaxError("point \(index + 1), `\(word)`, is not x,y; expected \(dragForm)")
            }
            points.append(GestureVector(x: point.0, y: point.1))
        }
        return points
    }

    /// A velocity or a point: `x,y`.
    public static func vector(_ text: String) throws(GestureTraceSyntaxError) -> GestureVector {
        guard let point = pair(Substring(text), separator: ",") else {
            throw GestureTraceSyntaxError("expected \(vectorForm)")
        }
        return GestureVector(x: point.0, y: point.1)
    }

    /// A container size: `WxH`.
    public static func size(_ text: String) throws(GestureTraceSyntaxError) -> ContainerSize {
        guard let size = pair(Substring(text.lowercased()), separator: "x"), size.0 > 0, size.1 > 0 else {
            throw GestureTraceSyntaxError("expected \(sizeForm)")
        }
        return ContainerSize(width: size.0, height: size.1)
    }

    /// A single finite number.
    public static func number(_ text: String) throws(GestureTraceSyntaxError) -> Double {
        guard let value = finite(Substring(text)) else {
            throw GestureTraceSyntaxError("expected a number")
        }
        return value
    }

    private static func pair(_ text: Substring, separator: Character) -> (Double, Double)? {
        let parts = text.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 2, let first = finite(parts[0]), let second = finite(parts[1]) else { return nil }
        return (first, second)
    }

    /// Swift's parser also takes `nan`, `inf` and hexadecimal floats; only
    /// plain finite decimals make sense here.
    private static func finite(_ text: Substring) -> Double? {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isNumber || "+-.eE".contains($0) }),
              let value = Double(trimmed), value.isFinite else { return nil }
        return value
    }
}

/// A part of a gesture trace that does not parse; its message says the expected form.
public struct GestureTraceSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

private extension Substring {
    func trimmingWhitespace() -> Substring {
        var text = self
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }
}
