/// How much of a spec set was read, which decides the graph rules that can
/// run: a graph rule's finding is only as sound as the parts it reads.
public enum ReadCompleteness: Sendable, Equatable {
    /// Everything was read. Errors that leave the model whole, such as an
    /// unknown key beside complete fields, do not count: the key is extra.
    case whole
    /// Every file, screen, token and default was read, but some transitions
    /// were not (an unknown screen, a repeated id, a bad field), and are left
    /// out of the set. Rules that judge each transition by itself and its own
    /// screen still run; a rule about the whole graph would judge it without
    /// those transitions (a screen only they reach would be "unreachable").
    case missingTransitions
    /// A file, a screen, a token or the defaults failed to read: no graph
    /// rule can tell what is missing, so none runs.
    case partial

    /// How much was read, from what decoding and resolving found.
    /// `decodedWhole`: every file read and decoded (`DecodedFiles.whole`).
    init(decodedWhole: Bool, resolved: ResolvedSpecSet) {
        self = !decodedWhole || !resolved.screensAndTokensWhole ? .partial
            : resolved.diagnostics.all.allSatisfy(Self.leavesModelWhole) ? .whole
            : .missingTransitions
    }

    /// Whether an error leaves the model whole: only an unknown key does.
    static func leavesModelWhole(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity != .error || diagnostic.rule == .unknownKey
    }

    /// Whether `check`'s findings are sound at this completeness.
    func allows(_ check: GraphCheck) -> Bool {
        switch self {
        case .whole: true
        case .missingTransitions: check.readsOneTransition
        case .partial: false
        }
    }
}
