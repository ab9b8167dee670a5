import PropertyBased
import Testing
import TransitionRuntime

/// Invariants of the interaction model over random gestures and drags.
struct InteractionPropertyTests {
    static let gesture = zip(Gen.element(of: GestureDirection.allCases).map { $0 ?? .down },
                             Gen.double(in: 1...600).optional(), Gen.double(in: 100...3000).optional())
        .map { values in
            Gesture(direction: values.0, distance: values.1.map(GestureDistance.points) ?? .container, velocity: values.2)
        }
    static let interaction = zip(gesture, Gen.double(in: 0.05...0.95), Gen.bool)
        .map { values in
            GestureInteraction(gesture: values.0, threshold: values.1,
                               completionSpeed: values.2 ? .remaining : .constant(1))
        }
    static let translation = zip(Gen.double(in: -3000...3000), Gen.double(in: -3000...3000))
        .map { values in GestureVector(x: values.0, y: values.1) }

    @Test func progressStaysInZeroToOne() async {
        await propertyCheck(input: Self.interaction, Self.translation) { interaction, translation in
            let progress = interaction.progress(for: translation)
            #expect(progress >= 0 && progress <= 1)
        }
    }

    @Test func progressIsMonotonicInTranslationAlongTheDirection() async {
        await propertyCheck(input: Self.interaction, Self.translation, Gen.double(in: 0...2000)) { interaction, start, extra in
            let direction = interaction.gesture.direction
            let further = switch direction {
            case .up: GestureVector(x: start.x, y: start.y - extra)
            case .down: GestureVector(x: start.x, y: start.y + extra)
            case .left: GestureVector(x: start.x - extra, y: start.y)
            case .right: GestureVector(x: start.x + extra, y: start.y)
            }
            #expect(interaction.progress(for: start) <= interaction.progress(for: further))
        }
    }

    @Test func releaseFollowsTheThresholdAndTheFlick() async {
        await propertyCheck(input: Self.interaction, Self.translation, Self.translation) { interaction, translation, velocity in
            let released = interaction.dragged(through: [(translation.x, translation.y)], velocity: (velocity.x, velocity.y))
            let release = released.release
            let progress = interaction.progress(for: translation)
            let along = interaction.gesture.direction.component(of: velocity)
            let flick = interaction.gesture.velocity.map { along >= $0 } ?? false
            #expect(release?.decision == (progress >= interaction.threshold || flick ? .finish : .cancel))
            if interaction.completionSpeed == .remaining {
                #expect(release?.completionSpeed == 1 - progress)
            }
        }
    }

    @Test func cancelledGesturesAlwaysCancel() async {
        await propertyCheck(input: Self.interaction, Self.translation) { interaction, translation in
            let cancelled = interaction.dragged(through: [(translation.x, translation.y)], cancelled: true)
            #expect(cancelled.release?.decision == .cancel)
        }
    }
}
