// The generated `Transitions` table is internal to this module; the library
// exposes what it needs from it.
public enum Lite {
    /// One line about the navigation transitions compiled from Specs/lite.yaml.
    public static func summary() -> String {
        let ids = Transitions.TransitionID.allCases.map(\.rawValue)
        let push = Transitions.transition(.showDetail)
        let pop = Transitions.transition(.hideDetail)
        return "lite: \(ids.joined(separator: ", ")); \(push.kind.rawValue) \(push.duration)s, "
            + "\(pop.kind.rawValue) back to \(pop.to?.rawValue ?? "?")"
    }
}
