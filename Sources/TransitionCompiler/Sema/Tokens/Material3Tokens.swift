import TransitionRuntime
import YAMLSource

/// `import: [material3]`: Material 3's motion tokens with their published
/// values, named as Material names them (m3.material.io, "Easing and
/// duration" and "Motion physics"; the standard motion scheme's springs).
enum Material3Tokens {
    static let importName = "material3"

    /// Where a Material token is said to be defined, for the notes that
    /// point at a token's definition.
    static let location = SourceLocation(file: importName, range: SourceRange(at: .start))

    static let durations: [(name: String, milliseconds: Int)] = [
        ("short1", 50), ("short2", 100), ("short3", 150), ("short4", 200),
        ("medium1", 250), ("medium2", 300), ("medium3", 350), ("medium4", 400),
        ("long1", 450), ("long2", 500), ("long3", 550), ("long4", 600),
        ("extra-long1", 700), ("extra-long2", 800), ("extra-long3", 900), ("extra-long4", 1000),
    ]

    static let easings: [(name: String, points: (Double, Double, Double, Double))] = [
        ("standard", (0.2, 0, 0, 1)),
        ("standard.accelerate", (0.3, 0, 1, 1)),
        ("standard.decelerate", (0, 0, 0, 1)),
        ("emphasized", (0.2, 0, 0, 1)),
        ("emphasized.accelerate", (0.3, 0, 0.8, 0.15)),
        ("emphasized.decelerate", (0.05, 0.7, 0.1, 1)),
        ("legacy", (0.4, 0, 0.2, 1)),
        ("linear", (0, 0, 1, 1)),
    ]

    /// Damping ratio and stiffness (mass 1), as Material publishes them.
    static let springs: [(name: String, dampingRatio: Double, stiffness: Double)] = [
        ("fast.spatial", 0.9, 1400), ("default.spatial", 0.9, 700), ("slow.spatial", 0.9, 300),
        ("fast.effects", 1, 3800), ("default.effects", 1, 1600), ("slow.effects", 1, 800),
    ]

    /// Every token, durations first, then easings, then springs.
    static let tokens: [TokenDefinition] = {
        func token(_ path: String, _ value: TokenDefinition.Value) -> TokenDefinition {
            TokenDefinition(importedPath: "md.sys.motion." + path, value: value, location: location)
        }
        let durationTokens = durations.map { token("duration.\($0.name)", .duration(Double($0.milliseconds) / 1000)) }
        let easingTokens = easings.map { easing in
            let (x1, y1, x2, y2) = easing.points
            return token("easing.\(easing.name)", .curve(.cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)))
        }
        let springTokens = springs.map { spring in
            token("spring.\(spring.name)", .curve(.spring(Spring(.physical(
                mass: 1, stiffness: spring.stiffness, damping: 2 * spring.dampingRatio * spring.stiffness.squareRoot())))))
        }
        return durationTokens + easingTokens + springTokens
    }()
}
