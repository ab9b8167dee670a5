import YAMLSource

/// A name as a spec file writes it: a screen, transition or token id where
/// it is defined (its key), or where it is used (`from`, `to`, `tabs`, a
/// `$…` value). Recorded by the decoder as it reads each one, whether or
/// not the rest of the spec resolves, so that an editor can find and rename
/// what is written even while the file has errors (`SourceMap.names`). A
/// transition's id, `from` and `to` are the exception: a lowered transition
/// keeps them with their places, so only those of a transition left out of
/// the set are recorded, by the lowering: tens of thousands of names
/// recorded on the way were a cost to every `check`.
struct WrittenName: Sendable {
    var kind: NamePlace.Kind
    var isDefinition: Bool
    /// As it is named elsewhere: a screen or transition id, or a token's
    /// reference (`$durations.quick`).
    var name: String
    /// The scalar's bytes, quotes included.
    var span: SourceSpan
}

/// One name written in a spec file, with its place (`SourceMap.names`).
public struct NamePlace: Sendable {
    public enum Kind: Sendable {
        case screen, transition, token
    }

    public var kind: Kind
    public var isDefinition: Bool
    public var name: String
    let place: FilePlace

    /// The bytes of the scalar that writes it, quotes included.
    public var bytes: Range<Int> { Int(place.span.start)..<Int(place.span.end) }
    public var location: SourceLocation { place.location }
}
