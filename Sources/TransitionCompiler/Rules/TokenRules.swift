/// The rules of design tokens (tokens.md): a token where its kind does not
/// fit, and an alias that leads nowhere or in a circle.
extension RuleCatalog {
    static let tokenRules: [Rule] = [
        Rule(
            id: .tokenTypeMismatch, severity: .error, isFixed: true,
            summary: "a token used where its type does not fit (a duration as a curve)",
            explanation: """
                A token's type decides where it fits: a duration token in `duration`, `delay` and the \
                other fields of seconds, a curve token (a `cubicBezier`, or a spring) in `curve`, a \
                `transition` token in `timing`. In a design token file, an alias must name a token of \
                the type it stands for: a transition's `timingFunction` a `cubicBezier`, its \
                `duration` and `delay` a `duration`. Use a token of the right type, or the value itself.
                """,
            triggeringExample: """
                version: 1
                tokens:
                  import: [material3]
                screens:
                  home: { root: true, container: navigation }
                  detail: {}
                transitions:
                  open: { kind: push, from: home, to: detail, duration: ↓$md.sys.motion.easing.standard }

                """,
            passingExample: """
                version: 1
                tokens:
                  import: [material3]
                screens:
                  home: { root: true, container: navigation }
                  detail: {}
                transitions:
                  open: { kind: push, from: home, to: detail, duration: $md.sys.motion.duration.medium2 }

                """),
        Rule(
            id: .tokenAlias, severity: .error, isFixed: true,
            summary: "an alias to nothing, or a cycle",
            explanation: """
                In a design token file, a value `"{group.token}"` is an alias: it takes the value of \
                the token at that path, in this file or another the spec set imports. An alias to a \
                path no token of a duration, cubicBezier or transition type has, or aliases that lead \
                back to where they started, leave the token without a value. The message names the \
                path, or the cycle's chain; the nearest path is suggested.
                """,
            triggeringExample: """
                version: 1
                tokens:
                  import: [b.tokens.json]
                screens:
                  home: { root: true, container: navigation }
                  detail: {}
                transitions:
                  open: { kind: push, from: home, to: detail, duration: $motion.quick }
                ---
                {
                  "motion": {
                    "$type": "duration",
                    "base": { "$value": { "value": 250, "unit": "ms" } },
                    "quick": { "$value": ↓"{motion.bsae}" }
                  }
                }
                """,
            passingExample: """
                version: 1
                tokens:
                  import: [b.tokens.json]
                screens:
                  home: { root: true, container: navigation }
                  detail: {}
                transitions:
                  open: { kind: push, from: home, to: detail, duration: $motion.quick }
                ---
                {
                  "motion": {
                    "$type": "duration",
                    "base": { "$value": { "value": 250, "unit": "ms" } },
                    "quick": { "$value": "{motion.base}" }
                  }
                }
                """),
    ]
}
