/// The rules about reading a spec file and its shape.
extension RuleCatalog {
    static let readingRules: [Rule] = [
        Rule(
            id: .yamlSyntax, severity: .error, isFixed: true,
            summary: "the file is not valid YAML, or not UTF-8 text",
            explanation: """
                libyaml could not read the file: the message is libyaml's own, at the place it \
                stopped. Spec files are UTF-8 text (a byte order mark is fine) holding one YAML \
                document; NUL bytes, other encodings and a second `---` document are errors too. \
                Fix the syntax at the position shown; a note often points at the block that was open.
                """,
            triggeringExample: "version: 1\nscreens: [home\n↓",
            passingExample: "version: 1\nscreens: { home: { root: true } }\n"),
        Rule(
            id: .yamlLimit, severity: .error, isFixed: true,
            summary: "the file passes a size, nesting or alias-expansion limit",
            explanation: """
                To stay fast and safe on any input, transitionc stops reading a file that is larger \
                than 32 MiB, nests sequences and mappings deeper than 128 levels, or expands to more \
                than 3,000,000 nodes once aliases and merge keys are counted in full (the "billion \
                laughs" attack). A real spec is nowhere near these; if yours is, split it into files \
                or raise the limit with `--max-file-size`, `--max-depth` or `--max-nodes`.
                """,
            triggeringExample: "version: 1\na: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\ne: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]\ng: [*f, ↓*f, *f, *f, *f, *f, *f, *f, *f, *f]\n",
            passingExample: "version: 1\nscreens: { home: { root: true } }\n"),
        Rule(
            id: .duplicateKey, severity: .error, isFixed: true,
            summary: "a mapping repeats a key",
            explanation: """
                YAML says keys in a mapping are unique, but libyaml does not check, and most tools \
                silently keep the last one, so a field quietly loses its value. transitionc keeps the \
                first and reports the repeat, with a note at the first. Delete one of the two or \
                rename it.
                """,
            triggeringExample: "version: 1\nscreens:\n  home: { root: true }\n  ↓home: { root: true }\n",
            passingExample: "version: 1\nscreens:\n  home: { root: true }\n"),
        Rule(
            id: .unsupportedVersion, severity: .error, isFixed: true,
            summary: "`version` is missing or not 1",
            explanation: """
                Every spec file starts with `version: 1`, the version of the language it is written \
                in, so that a future version can change the language without misreading old files. \
                An empty or comment-only file has no version either. Add `version: 1` at the top.
                """,
            triggeringExample: "↓screens: { home: { root: true } }\n",
            passingExample: "version: 1\nscreens: { home: { root: true } }\n",
            fixItResult: .passingExample),
        Rule(
            id: .unknownKey, severity: .error, isFixed: true,
            summary: "a key that the language does not have",
            explanation: """
                A key that the language does not define is an error rather than being ignored, \
                because an ignored typo (`treshold`) silently changes how a transition behaves. The \
                message suggests the nearest key that is allowed there; the fix-it applies it.
                """,
            triggeringExample: "version: 1\nscreens:\n  home: { root: true, ↓scrolable: true }\n",
            passingExample: "version: 1\nscreens:\n  home: { root: true, scrollable: true }\n",
            fixItResult: .passingExample),
        Rule(
            id: .typeMismatch, severity: .error, isFixed: true,
            summary: "a value of the wrong type",
            explanation: """
                The value has the wrong YAML type: a list where a mapping belongs, a word where a \
                number belongs. Mind YAML 1.1: a plain `yes`, `no`, `on` or `off` is a boolean, \
                so `interaction: no` is not the word `none`. Write the value the message names, \
                or quote a word to keep it a string.
                """,
            triggeringExample: "version: 1\nscreens:\n  home: { root: ↓yes please }\n",
            passingExample: "version: 1\nscreens:\n  home: { root: true }\n"),
        Rule(
            id: .invalidValue, severity: .error, isFixed: true,
            summary: "a value that is not one of the allowed ones, or a malformed curve or duration",
            explanation: """
                The value has the right type but is not one the field accepts: an enum word not in \
                its list (the nearest is suggested), a duration that is not seconds, `350ms` or \
                `0.35s`, or a curve that is not a name, four Bézier numbers, or a spring.
                """,
            triggeringExample: "version: 1\nscreens:\n  home: { root: true, container: ↓navigaton }\n",
            passingExample: "version: 1\nscreens:\n  home: { root: true, container: navigation }\n",
            fixItResult: .passingExample),
        Rule(
            id: .outOfRange, severity: .error, isFixed: true,
            summary: "a number outside its range",
            explanation: """
                Numbers must be finite and within the field's range: durations over 0 and at most \
                10 s, delays at least 0, thresholds strictly between 0 and 1, Bézier x1 and x2 in \
                [0, 1], spring parameters over 0. The message gives the range.
                """,
            triggeringExample: """
                version: 1
                screens:
                  home: { root: true }
                  modal: {}
                transitions:
                  open: { kind: present, from: home, to: modal, duration: ↓0 }
                  close: { kind: dismiss, from: modal, duration: 0.3 }

                """,
            passingExample: """
                version: 1
                screens:
                  home: { root: true }
                  modal: {}
                transitions:
                  open: { kind: present, from: home, to: modal, duration: 0.3 }
                  close: { kind: dismiss, from: modal, duration: 0.3 }

                """),
        Rule(
            id: .missingField, severity: .error, isFixed: true,
            summary: "a required field is absent",
            explanation: """
                A transition needs `kind` and `from`; `present`, `push` and `tab` also need `to`; \
                every transition needs a `duration`, its own or from `defaults`. A `tabBar` screen \
                needs `tabs`. Add the field the message names.
                """,
            triggeringExample: """
                version: 1
                screens:
                  home: { root: true }
                  modal: {}
                transitions:
                  ↓open: { kind: present, from: home, duration: 0.3 }
                  close: { kind: dismiss, from: modal, duration: 0.3 }

                """,
            passingExample: """
                version: 1
                screens:
                  home: { root: true }
                  modal: {}
                transitions:
                  open: { kind: present, from: home, to: modal, duration: 0.3 }
                  close: { kind: dismiss, from: modal, duration: 0.3 }

                """),
        Rule(
            id: .duplicateID, severity: .error, isFixed: true,
            summary: "a screen, transition or token id defined twice in the spec set",
            explanation: """
                Ids are global across every file of the spec set, because the generated code and \
                the graph name screens and transitions by id alone. An id defined in two files is an \
                error at the second, with a note at the first. Rename one.
                """,
            triggeringExample: "version: 1\nscreens:\n  home: { root: true }\n---\nversion: 1\nscreens:\n  ↓home: {}\n",
            passingExample: "version: 1\nscreens:\n  home: { root: true }\n---\nversion: 1\nscreens:\n  start: { root: true }\n"),
        Rule(
            id: .unknownScreen, severity: .error, isFixed: true,
            summary: "a reference to an undefined screen",
            explanation: """
                `from`, `to` and `tabs` name screens by id, and the id must be defined under \
                `screens` in some file of the spec set. The nearest defined id is suggested.
                """,
            triggeringExample: """
                version: 1
                screens:
                  home: { root: true, container: navigation }
                  detail: {}
                transitions:
                  open: { kind: push, from: home, to: ↓detial, duration: 0.3 }

                """,
            passingExample: """
                version: 1
                screens:
                  home: { root: true, container: navigation }
                  detail: {}
                transitions:
                  open: { kind: push, from: home, to: detail, duration: 0.3 }

                """,
            fixItResult: .passingExample),
        Rule(
            id: .unknownToken, severity: .error, isFixed: true,
            summary: "a `$name` that no token defines",
            explanation: """
                `$durations.NAME` and `$curves.NAME` refer to entries under `tokens` in some file of \
                the spec set. The nearest defined token is suggested. A duration field takes only \
                duration tokens and `curve` only curve tokens.
                """,
            triggeringExample: """
                version: 1
                tokens:
                  durations: { quick: 0.25 }
                screens:
                  home: { root: true, container: navigation }
                  detail: {}
                transitions:
                  open: { kind: push, from: home, to: detail, duration: ↓$durations.quik }

                """,
            passingExample: """
                version: 1
                tokens:
                  durations: { quick: 0.25 }
                screens:
                  home: { root: true, container: navigation }
                  detail: {}
                transitions:
                  open: { kind: push, from: home, to: detail, duration: $durations.quick }

                """,
            fixItResult: .passingExample),
        Rule(
            id: .unusedToken, severity: .warning, isFixed: false,
            summary: "a token nothing uses",
            explanation: """
                A token that no transition or default refers to is dead weight, and often a sign \
                that a reference was misspelt or the token renamed. Use it or delete it.
                """,
            triggeringExample: "version: 1\ntokens:\n  durations: { ↓quick: 0.25 }\nscreens:\n  home: { root: true }\n",
            passingExample: "version: 1\nscreens:\n  home: { root: true }\n"),
        Rule(
            id: .unusedField, severity: .warning, isFixed: false,
            summary: "a field that has no effect",
            explanation: """
                The field is valid but does nothing where it is: \(TransitionField.interactiveOnly.listed("or")) \
                on a transition whose `interaction` is `none`, or \(TransitionField.kindOnlyListed) \
                Either make the transition interactive (`interaction: standard`) or delete the field.
                """,
            triggeringExample: """
                version: 1
                screens:
                  home: { root: true }
                  modal: {}
                transitions:
                  open: { kind: present, from: home, to: modal, duration: 0.3 }
                  close: { kind: dismiss, from: modal, duration: 0.3, curve: linear, threshold: ↓0.4 }

                """,
            passingExample: """
                version: 1
                screens:
                  home: { root: true }
                  modal: {}
                transitions:
                  open: { kind: present, from: home, to: modal, duration: 0.3 }
                  close: { kind: dismiss, from: modal, duration: 0.3, curve: linear, interaction: standard, threshold: 0.4 }

                """),
    ]
}
