import TransitionRuntime

/// A key of one of the language's mappings (the top level, a screen, a
/// transition and `defaults`, a gesture, a hint, `tokens`), declared once:
/// its name is the case (and its raw value), its place in every list is the
/// case's position, and the rest is its `declaration`. The decoder's key
/// lookup, `unknown-key` and its did-you-mean candidates, `unused-field`, the
/// JSON Schema and the field tables of Docs/language.md are made from these.
protocol LanguageKey: CaseIterable, RawRepresentable, Hashable, Sendable
where RawValue == String, AllCases == [Self] {
    var declaration: KeyDeclaration { get }
}

extension LanguageKey {
    /// Every key's spelling, in order: what `unknown-key` lists and suggests from.
    static var names: [String] { allCases.map(\.rawValue) }
}

/// What the language says about one key.
struct KeyDeclaration: Sendable {
    /// The values it takes, with their range and the default a schema gives.
    var values: ValueForm
    /// The sentence that documents it (the schema's description of the key).
    var summary: String
    /// Its default, as Docs/language.md's tables say it: a value, `none`, or
    /// where it is required.
    var defaultText: String
    /// The values as Docs/language.md's tables say them, where the form alone
    /// does not (`ValueForm.docsText`).
    var valuesText: String?
    /// A value it takes, as YAML: the tests write every key with it (a
    /// transition field's on an interactive `present`, where every field counts).
    var example: String
    /// Where it means something; written anywhere else it is `unused-field`.
    var effect: FieldEffect
    /// Whether `defaults` and its per-kind blocks may set it (transition
    /// fields); false for the fields that say which transition it is.
    var inDefaults: Bool

    init(_ values: ValueForm, _ summary: String, default defaultText: String, valuesText: String? = nil,
         example: String, effect: FieldEffect = .always, inDefaults: Bool = true) {
        self.values = values
        self.summary = summary
        self.defaultText = defaultText
        self.valuesText = valuesText
        self.example = example
        self.effect = effect
        self.inDefaults = inDefaults
    }

    /// The docs' "values" column.
    var docsValues: String { valuesText ?? values.docsText }
}

/// Where a transition field has an effect.
enum FieldEffect: Equatable, Sendable {
    case always
    /// Only on an interactive transition (`interaction` other than `none`).
    case whenInteractive
    /// Only on transitions of one kind (and in its block of `defaults`).
    case only(TransitionKind)
}

/// The forms of value a key takes.
enum ValueForm: Sendable {
    /// `true` or `false`; default `false`.
    case boolean
    /// One of an enumeration's words, with the default a schema gives.
    case words([String], default: String?)
    /// Seconds (a number, a string with a unit, a `$durations.` token), at most
    /// 10; over 0, or from 0 with `allowsZero`.
    case seconds(allowsZero: Bool)
    /// A timing curve or a `$curves.` token.
    case curve
    /// A finite number in a range, with the default a schema gives.
    case number(NumberRange, default: Double?)
    /// One of several forms (a word or a number), with the default a schema gives.
    case either([ValueAlternative], default: String?)
    /// A screen id, or a list of them.
    case screenID
    case screenIDs
    /// A mapping whose keys are declared on their own (`gesture`, `hint`),
    /// by the name the schema defines it under.
    case mapping(String)
    /// A form of its own that the schema defines under this name (`effect`,
    /// `backdrop`, `reducedMotion`), with how the docs' tables say it.
    case defined(String, docs: String)
    /// Names of the user's choosing to values of the form the schema defines
    /// under this name (`tokens.durations`).
    case names(String)
    /// `tokens.import`: paths of design token files, or `material3`.
    case importPaths
    /// `timing`: a `$` reference to a design system's `transition` token.
    case timingToken
    /// The integer `version`.
    case version
    /// A section of the file, described where it is built (`screens`, `defaults`).
    case section

    static func words<Word: CaseIterable & RawRepresentable<String>>(_: Word.Type, default value: Word? = nil) -> ValueForm {
        .words(Word.allCases.map(\.rawValue), default: value?.rawValue)
    }

    /// How Docs/language.md's tables say the form.
    var docsText: String {
        switch self {
        case .boolean: "bool"
        case .words(let words, _): words.map { "`\($0)`" }.joined(separator: " ")
        case .seconds: "seconds"
        case .curve: "see below"
        case .screenID: "screen id"
        case .screenIDs: "list of screen ids"
        case .mapping: "mapping, see below"
        case .defined(_, let docs): docs
        case .importPaths: "list of paths, or `material3`"
        case .timingToken: "`$` transition token"
        case .number, .either, .names, .version, .section: "see below"
        }
    }
}

/// One form of a value that takes several.
enum ValueAlternative: Sendable {
    /// A word, with what it means.
    case word(String, String)
    /// A number, with what it means.
    case number(String, NumberRange)
}

/// The bounds of a number; nil where it has none.
struct NumberRange: Sendable {
    var exclusiveMinimum: Double?
    var minimum: Double?
    var exclusiveMaximum: Double?
    var maximum: Double?

    static let positive = NumberRange(exclusiveMinimum: 0)
    static let fraction = NumberRange(exclusiveMinimum: 0, exclusiveMaximum: 1)
}

extension Array where Element: LanguageKey {
    /// The keys as prose lists them: "`a`, `b` or `c`".
    func listed(_ conjunction: String) -> String {
        let names = map { "`\($0.rawValue)`" }
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
