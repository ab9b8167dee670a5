/// The two ways to write a spring describe the same oscillator:
///
///     ω₀ = √(stiffness / mass)          (undamped angular frequency)
///     ζ  = damping / (2 √(stiffness · mass))
///     response = 2π / ω₀                (the undamped period, in seconds)
///
/// A spring written by feel (damping ratio, response) becomes a physical one
/// of mass 1, the convention SwiftUI and UIKit share.
extension Spring {
    /// ζ: below 1 the spring overshoots and oscillates, at 1 it is critically
    /// damped (the fastest approach without overshoot), above 1 it creeps in.
    public var dampingRatio: Double {
        switch parameters {
        case let .dampingRatio(ratio, _): ratio
        case let .physical(mass, stiffness, damping): damping / (2 * (stiffness * mass).squareRoot())
        }
    }

    /// The period of the undamped oscillation, in seconds.
    public var response: Double {
        switch parameters {
        case let .dampingRatio(_, response): response
        case let .physical(mass, stiffness, _): 2 * Double.pi * (mass / stiffness).squareRoot()
        }
    }

    /// ω₀, in radians per second.
    public var angularFrequency: Double {
        2 * Double.pi / response
    }

    public var mass: Double {
        switch parameters {
        case .dampingRatio: 1
        case let .physical(mass, _, _): mass
        }
    }

    public var stiffness: Double {
        switch parameters {
        case let .dampingRatio(_, response): (2 * Double.pi / response) * (2 * Double.pi / response)
        case let .physical(_, stiffness, _): stiffness
        }
    }

    public var damping: Double {
        switch parameters {
        case let .dampingRatio(ratio, response): 4 * Double.pi * ratio / response
        case let .physical(_, _, damping): damping
        }
    }

    /// The same spring written by feel.
    public var inDampingRatioForm: Spring {
        Spring(.dampingRatio(dampingRatio, response: response), initialVelocity: initialVelocity)
    }

    /// The same spring written by physics (mass 1 when converted from the other form).
    public var inPhysicalForm: Spring {
        Spring(.physical(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: initialVelocity)
    }

    /// Which of the three kinds of motion the spring makes.
    public var dampingKind: SpringDampingKind {
        SpringDampingKind(dampingRatio: dampingRatio)
    }
}

/// The three regimes of a damped spring.
public enum SpringDampingKind: String, CaseIterable, Hashable, Sendable {
    /// ζ < 1: overshoots, oscillates, and decays.
    case underdamped
    /// ζ = 1: the quickest approach that does not overshoot (from rest).
    case criticallyDamped
    /// ζ > 1: approaches slowly, without oscillating.
    case overdamped

    /// Ratios this close to 1 count as critical: there the under- and
    /// overdamped formulas divide by a vanishing √|ζ² − 1| and lose precision,
    /// while the motion depends smoothly on ζ, so the critical formula is off
    /// by an amount of the order of this band.
    public static let criticalBand = 1e-6

    public init(dampingRatio: Double) {
        if abs(dampingRatio - 1) <= Self.criticalBand {
            self = .criticallyDamped
        } else {
            self = dampingRatio < 1 ? .underdamped : .overdamped
        }
    }
}
