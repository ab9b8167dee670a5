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
/// token's definition and each place a token or a screen is named; and,
/// file by file, every name written, as the decoder read it (`names`). The
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

    /// Every screen, transition and token name written in `file`, defined
    /// or used: whether or not the rest resolved (a transition with an
    /// error is left out of the set, its names are not), so that an editor
    /// finds what is written. In no particular order; a place read twice
    /// (through a merge key) may be listed twice.
    public func names(writtenIn file: String) -> [NamePlace] {
        guard let written = specSet.writtenNames.first(where: { $0.file.path == file }) else { return [] }
        var names = written.names.map { name in
            NamePlace(kind: name.kind, isDefinition: name.isDefinition, name: name.name,
                      place: FilePlace(file: written.file, span: name.span))
        }
        // The transitions of the set keep their own names' places.
        for transition in specSet.transitions where transition.file == file {
            names.append(NamePlace(kind: .transition, isDefinition: true, name: transition.id,
                                   place: FilePlace(file: written.file, span: transition.idSpan)))
            if let from = transition.fieldRanges[.from] {
                names.append(NamePlace(kind: .screen, isDefinition: false, name: transition.fromID,
                                       place: FilePlace(file: written.file, span: from)))
            }
            if let toID = transition.toID, let to = transition.fieldRanges[.to] {
                names.append(NamePlace(kind: .screen, isDefinition: false, name: toID,
                                       place: FilePlace(file: written.file, span: to)))
            }
        }
        return names
    }

    /// Which token each value written as one names, by the value's place:
    /// for a question about many values at once (a diff of every field).
    public var tokenUses: TokenUseIndex {
        var references: [FilePlace: String] = [:]
        for run in specSet.tokenPlaces.uses {
            for use in run.uses {
                references[FilePlace(file: run.lines, span: use.span)] = specSet.tokenPlaces.definitions[Int(use.token)].reference
            }
        }
        return TokenUseIndex(references: references)
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

/// The token named at each place a value is written as one (`SourceMap.tokenUses`).
public struct TokenUseIndex: Sendable {
    fileprivate let references: [FilePlace: String]

    /// The token (`$durations.quick`) that the value written at `location`
    /// names, if it names one: the place of a field's value
    /// (`TransitionFieldLocations`) asks which token gave it.
    public func token(at location: SourceLocation) -> String? {
        let span = SourceSpan(start: Int(location.range.start.offset), end: Int(location.range.end.offset))
        return references[FilePlace(file: FileLines(path: location.file, lines: .empty), span: span)]
    }
}
