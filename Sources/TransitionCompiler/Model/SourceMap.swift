import YAMLSource

/// Where the tokens of a spec set are defined and named, as the resolver
/// found them: each run of transitions' uses in that run's file, as spans.
/// Kept as found (a use in `defaults` once for each transition that reads
/// it); `SourceMap` makes places of them, one for each place, when asked.
struct TokenPlaces: Sendable {
    struct Use: Sendable {
        /// The token's position in `definitions`.
        var token: Int32
        var span: SourceSpan
    }

    struct Run: Sendable {
        var lines: FileLines
        var uses: [Use]
    }

    /// Each token's reference (`$durations.quick`) and where it is defined, in order.
    var definitions: [(reference: String, location: SourceLocation)]
    var uses: [Run]
}

/// Where the things of a spec set are written: every screen and transition
/// id, every field of a transition (in its entry or in `defaults`), every
/// token's definition and each place a token or a screen is named. The
/// values themselves compare without their places (`SpecSet`, `Transition`
/// and `Screen` are equal wherever they are written); diagnostics, reports,
/// an editor's hover and go-to-definition take the places from here.
///
/// Lookups by id search the set: made for a question at a time (a hover, a
/// definition), not for every transition of a run.
public struct SourceMap: Sendable {
    private let specSet: SpecSet

    init(_ specSet: SpecSet) {
        self.specSet = specSet
    }

    /// Where the screen `id` is defined (its key under `screens`).
    public func definition(ofScreen id: String) -> SourceLocation? {
        specSet.screenIndex.number(of: id).map { specSet.screens[$0].location }
    }

    /// Where the transition `id` is defined (its key under `transitions`).
    public func definition(ofTransition id: String) -> SourceLocation? {
        specSet.transitions.first { $0.id == id }?.location
    }

    /// Where the value of `field` of the transition `id` is written: in the
    /// transition's entry, or in `defaults` (or its kind's block) when it
    /// comes from there; nil when the language's default applies.
    public func location(of field: TransitionField, inTransition id: String) -> SourceLocation? {
        specSet.transitions.first { $0.id == id }?.fieldLocations[field]
    }

    /// Where the token `reference` (`$durations.quick`) is defined.
    public func definition(ofToken reference: String) -> SourceLocation? {
        specSet.tokenPlaces.definitions.first { $0.reference == reference }?.location
    }

    /// Each place the token `reference` is named by a transition that was
    /// resolved, or by `defaults` that one reads: in file order, then
    /// source order, each place once.
    public func uses(ofToken reference: String) -> [SourceLocation] {
        guard let token = specSet.tokenPlaces.definitions.firstIndex(where: { $0.reference == reference }) else { return [] }
        var seen: Set<FilePlace> = []
        var places: [FilePlace] = []
        for run in specSet.tokenPlaces.uses {
            for use in run.uses where Int(use.token) == token {
                let place = FilePlace(file: run.lines, span: use.span)
                if seen.insert(place).inserted { places.append(place) }
            }
        }
        return ordered(places)
    }

    /// Each place the screen `id` is named: as `from` or `to` of a
    /// transition, or among a tab bar's `tabs`; in file order, then source order.
    public func references(toScreen id: String) -> [SourceLocation] {
        var places: [FilePlace] = []
        for screen in specSet.screens {
            for tab in screen.tabs where tab.id == id { places.append(tab.place) }
        }
        for transition in specSet.transitions {
            if transition.fromID == id { places.append(transition.from.place) }
            if let to = transition.to, to.id == id { places.append(to.place) }
        }
        return ordered(places)
    }

    /// The places as locations, by the set's file order, then by position.
    private func ordered(_ places: [FilePlace]) -> [SourceLocation] {
        var rank: [String: Int] = [:]
        for (index, file) in specSet.files.enumerated() where rank[file] == nil { rank[file] = index }
        return places.sorted { lhs, rhs in
            let l = rank[lhs.file.path] ?? .max, r = rank[rhs.file.path] ?? .max
            return l != r ? l < r : lhs.span.start < rhs.span.start
        }.map(\.location)
    }
}
