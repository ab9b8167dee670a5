import TransitionRuntime

/// The fields of a transition, which `defaults` and its per-kind blocks
/// share but for the first three: the table of them. Each case is a key of
/// the language; the order of the cases is the order of every list of fields
/// the compiler writes: the decoder's keys, the schema, Docs/language.md,
/// the JSON report, the generated Swift.
///
/// Adding one: Docs/contributing.md, "Adding a transition field".
public enum TransitionField: String, LanguageKey {
    case kind, from, to, timing, duration, delay, curve, interaction, threshold, gesture, completionSpeed
    case presentation, interruptible, snapshot, hint, effect, backdrop, reducedMotion

    var declaration: KeyDeclaration {
        switch self {
        case .kind:
            KeyDeclaration(.words(TransitionKind.self), "What the transition does; required.",
                           default: "required", example: "present", inDefaults: false)
        case .from:
            KeyDeclaration(.screenID, "The screen id it starts from; required.",
                           default: "required", example: "home", inDefaults: false)
        case .to:
            KeyDeclaration(
                .screenID,
                "The screen id it ends on: required for `present`, `push`, and a `tab` from a tab; none for a `tab` from a tab bar (every switch between its tabs); optional for `dismiss` and `pop`, where the graph implies it and a given one must agree.",
                default: "required for `present`, `push`, and a `tab` from a tab; optional for `dismiss`, `pop`; none for a `tab` from a tab bar (below)",
                example: "detail", inDefaults: false)
        case .timing:
            KeyDeclaration(
                .timingToken,
                "A design system's `transition` token, as `$` and its path (Docs/tokens.md): sets `duration`, `delay` and `curve` at once; each of them written beside it overrides that part.",
                default: "none", example: "$motion.enter")
        case .duration:
            KeyDeclaration(.seconds(allowsZero: false), "How long the animation runs, in seconds: over 0, at most 10.",
                           default: "required (here or in `defaults`), except on a `sheet` present; over 0, at most 10",
                           example: "0.4")
        case .delay:
            KeyDeclaration(.seconds(allowsZero: true), "Seconds before the animation starts; default 0.",
                           default: "`0`; at least 0, at most 10", example: "0.1")
        case .curve:
            KeyDeclaration(.curve, "The timing curve; default `easeInOut`.", default: "`easeInOut`", example: "linear")
        case .interaction:
            KeyDeclaration(
                .words(InteractionType.self, default: InteractionType.none),
                "`none`: not interactive. `standard`: a pan gesture scrubs the transition. `input`: as standard, on a screen with text input (the gesture ends editing first).",
                default: "`none`", example: "input")
        case .threshold:
            KeyDeclaration(
                .number(.fraction, default: 0.5),
                "The fraction of the gesture past which a release finishes the transition, between 0 and 1 (exclusive); default 0.5 when interactive.",
                default: "`0.5` when interactive", valuesText: "number in (0, 1), exclusive", example: "0.4",
                effect: .whenInteractive)
        case .gesture:
            KeyDeclaration(.mapping("gesture"), "The pan gesture of an interactive transition.",
                           default: "defaults below, when interactive", example: "{ direction: up }", effect: .whenInteractive)
        case .completionSpeed:
            KeyDeclaration(
                .either([.word("remaining", "1 − progress, as in the classic recipe."),
                         .number("A constant speed, over 0.", .positive)], default: nil),
                "How fast the animation plays out after release: `remaining` (1 − progress) or a number over 0; default 1 when interactive.",
                default: "`1` when interactive", valuesText: "`remaining` (1 − progress) or a number over 0",
                example: "remaining", effect: .whenInteractive)
        case .presentation:
            KeyDeclaration(
                .words(Presentation.self, default: .custom),
                "How a `present` shows its screen (`UIModalPresentationStyle`); default `custom`. Only for `present`.",
                default: "`custom` for `present`", example: "sheet", effect: .only(.present))
        case .interruptible:
            KeyDeclaration(.boolean, "Drive the animation with an interruptible property animator.",
                           default: "`false`", example: "true")
        case .snapshot:
            KeyDeclaration(.boolean, "Animate snapshots instead of live views (text views flicker otherwise).",
                           default: "`false`", example: "true")
        case .hint:
            KeyDeclaration(.mapping("hint"), "A coach mark that shows the gesture when the screen appears.",
                           default: "none", valuesText: "mapping " + HintField.docsSummary,
                           example: "{ duration: 0.5, travel: 40 }", effect: .whenInteractive)
        case .effect:
            KeyDeclaration(
                .defined("effect", docs: "`slide` `fade` `scale` `none`, or a mapping, see below"),
                "What the moving screen does: `slide`, `fade`, `scale` or `none`, or `{ slide: { from: EDGE, rotate: DEGREES } }` / `{ scale: { from: S, rotate: DEGREES } }`. A dismiss or pop plays its present's or push's backwards.",
                default: "present: slide from `bottom`; push: slide from `trailing`; tab: `fade`; dismiss, pop: the present's or push's, backwards",
                example: "{ slide: { from: trailing, rotate: 15 } }")
        case .backdrop:
            KeyDeclaration(
                .defined("backdrop", docs: "mapping of `dim`, `parallax`, `scale`"),
                "What happens to the screen behind: `dim` (0 to 1, a black dimming view's end alpha), `parallax` (0 to 1, the fraction of the container it moves away), `scale` (0.5 to 1, its end scale).",
                default: "push, pop: `{ parallax: 0.3 }`; a `custom` present and its dismiss: `{ dim: 0.4 }`; else nothing",
                example: "{ dim: 0.3, scale: 0.95 }")
        case .reducedMotion:
            KeyDeclaration(
                .defined("reducedMotion", docs: "`fade` `instant` `same`, or a mapping of `effect`, `duration`, `curve`"),
                "What the transition becomes with Reduce Motion on: `fade` (in place), `instant`, `same`, or a mapping replacing any of `effect`, `duration` and `curve`.",
                default: "`fade` when the effect or backdrop moves or scales anything, or the curve is a spring that overshoots; else `same`",
                example: "{ effect: fade, duration: 0.2 }")
        }
    }

    /// Each field's declaration, made once: the decoder and the resolver ask
    /// for `isShared` and `effect` on every file and transition.
    private static let declarations = allCases.map(\.declaration)

    /// The field a key names. Made from `allCases`, so that a new case is
    /// found with no line of its own here: a hand-kept lookup that missed a
    /// field let `defaults` accept its key and drop the value.
    init?(key: String) {
        guard let field = Self.byKey[key] else { return nil }
        self = field
    }

    private static let byKey = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// Whether `defaults` and its per-kind blocks may set the field: all
    /// but the three that say which transition it is.
    var isShared: Bool { Self.declarations[ordinal].inDefaults }

    /// Where the field has an effect.
    var effect: FieldEffect { Self.declarations[ordinal].effect }

    /// The fields a resolved transition has: all but `timing`, which is
    /// written, not kept: it sets `duration`, `delay` and `curve`, and the
    /// report, the generated Swift and `diff` show those (`diff` naming the
    /// token that moved them).
    static let resolved = allCases.filter { $0 != .timing }

    /// The fields that mean something only on an interactive transition, and
    /// those only on one kind: `unused-field` elsewhere.
    static let interactiveOnly = allCases.filter { $0.effect == .whenInteractive }
    static let kindOnly: [(field: TransitionField, kind: TransitionKind)] = allCases.compactMap {
        if case .only(let kind) = $0.effect { ($0, kind) } else { nil }
    }

    /// The fields that mean something on one kind only, as the rule's
    /// explanation lists them: "`presentation` on anything but a `present`."
    static var kindOnlyListed: String {
        kindOnly.map { "`\($0.field.rawValue)` on anything but a `\($0.kind.rawValue)`" }.joined(separator: ", ") + "."
    }

    /// Position in `allCases`, for `TransitionFieldSet`'s bits: Swift stores a
    /// case of an enum without payloads as its position in the declaration, in
    /// one byte for up to 256 cases, so the number is read, not kept in a
    /// list of its own. A test checks that each number is the case's position.
    @inline(__always)
    var ordinal: Int { Int(unsafeBitCast(self, to: UInt8.self)) }
}
