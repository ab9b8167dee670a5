import TransitionRuntime

/// Why a simulation cannot run. Each is a usage problem (exit code 2): the
/// specs are fine, the request does not fit them.
public enum SimulationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No transition has this id; the nearest id, if one is close.
    case unknownTransition(String, suggestion: String?)
    /// The transition has no gesture to replay; the interactive ones there are.
    case notInteractive(String, interactive: [String])

    public var description: String {
        switch self {
        case let .unknownTransition(id, suggestion):
            var message = "no transition `\(id)` in the specs"
            if let suggestion { message += "; did you mean `\(suggestion)`?" }
            return message
        case let .notInteractive(id, interactive):
            var message = "transition `\(id)` is not interactive (`interaction: none`), so no gesture drives it"
            if interactive.isEmpty {
                message += "; no transition in the specs is interactive"
            } else {
                message += "; interactive ones: " + interactive.map { "`\($0)`" }.joined(separator: ", ")
            }
            return message
        }
    }
}
