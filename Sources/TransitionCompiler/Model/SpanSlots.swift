import YAMLSource

/// Twenty spans stored inline, one per transition field by its ordinal,
/// with an index checked in every build: a field past the last slot stops the
/// run rather than writing beside the storage. Stored fields and a `switch`
/// rather than `InlineArray`, which Apple's platforms have only from macOS 26
/// and iOS 26 on, or an array, whose append costs every transition a check
/// that it is not shared and one of its capacity.
struct SpanSlots {
    /// How many spans it holds. A test fails when the fields outgrow it.
    static let count = 20

    private var slot0: SourceSpan
    private var slot1: SourceSpan
    private var slot2: SourceSpan
    private var slot3: SourceSpan
    private var slot4: SourceSpan
    private var slot5: SourceSpan
    private var slot6: SourceSpan
    private var slot7: SourceSpan
    private var slot8: SourceSpan
    private var slot9: SourceSpan
    private var slot10: SourceSpan
    private var slot11: SourceSpan
    private var slot12: SourceSpan
    private var slot13: SourceSpan
    private var slot14: SourceSpan
    private var slot15: SourceSpan
    private var slot16: SourceSpan
    private var slot17: SourceSpan
    private var slot18: SourceSpan
    private var slot19: SourceSpan

    init(repeating span: SourceSpan) {
        slot0 = span
        slot1 = span
        slot2 = span
        slot3 = span
        slot4 = span
        slot5 = span
        slot6 = span
        slot7 = span
        slot8 = span
        slot9 = span
        slot10 = span
        slot11 = span
        slot12 = span
        slot13 = span
        slot14 = span
        slot15 = span
        slot16 = span
        slot17 = span
        slot18 = span
        slot19 = span
    }

    subscript(index: Int) -> SourceSpan {
        get {
            switch index {
            case 0: slot0
            case 1: slot1
            case 2: slot2
            case 3: slot3
            case 4: slot4
            case 5: slot5
            case 6: slot6
            case 7: slot7
            case 8: slot8
            case 9: slot9
            case 10: slot10
            case 11: slot11
            case 12: slot12
            case 13: slot13
            case 14: slot14
            case 15: slot15
            case 16: slot16
            case 17: slot17
            case 18: slot18
            case 19: slot19
            default: preconditionFailure("no slot \(index): there are \(Self.count)")
            }
        }
        set {
            switch index {
            case 0: slot0 = newValue
            case 1: slot1 = newValue
            case 2: slot2 = newValue
            case 3: slot3 = newValue
            case 4: slot4 = newValue
            case 5: slot5 = newValue
            case 6: slot6 = newValue
            case 7: slot7 = newValue
            case 8: slot8 = newValue
            case 9: slot9 = newValue
            case 10: slot10 = newValue
            case 11: slot11 = newValue
            case 12: slot12 = newValue
            case 13: slot13 = newValue
            case 14: slot14 = newValue
            case 15: slot15 = newValue
            case 16: slot16 = newValue
            case 17: slot17 = newValue
            case 18: slot18 = newValue
            case 19: slot19 = newValue
            default: preconditionFailure("no slot \(index): there are \(Self.count)")
            }
        }
    }
}
