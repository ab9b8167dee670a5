extension Spring {
    /// The default settling tolerance: within 0.1 % of the distance, under
    /// half a point on a 390 pt screen, which the eye does not see move.
    public static let settlingTolerance = 0.001

    /// The time, in seconds, after which the spring stays within `tolerance`
    /// (a fraction of the whole distance) of its rest position for good: the
    /// last moment |position − 1| exceeds it. An oscillating spring may pass
    /// through the band several times before that.
    public func settlingTime(tolerance: Double = Spring.settlingTolerance) -> Double {
        motion.settlingTime(tolerance: tolerance)
    }
}

extension SpringMotion {
    /// See `Spring.settlingTime(tolerance:)`.
    public func settlingTime(tolerance: Double = Spring.settlingTolerance) -> Double {
        guard tolerance > 0, tolerance < 1 else { return 0 }
        // Past `horizon` the envelope, and so the motion, stays inside the band.
        var horizon = 1.0
        while envelope(at: horizon) > tolerance, horizon < Self.longestSettlingTime { horizon *= 2 }
        // Scan back from the horizon for the last sample outside the band,
        // then bisect between it and the next sample for the crossing. An
        // oscillating spring gets at least 32 samples a period, so one of them
        // is within 0.5 % of each peak (cos(π/32) > 0.995): only a swing that
        // leaves the band by less than that can slip between samples unseen.
        var steps = 8192
        if case let .underdamped(_, frequency, _, _) = solution {
            let periods = horizon * frequency / (2 * Double.pi)
            steps = Int(min(max(periods * 32, Double(steps)), Double(1 << 20)))
        }
        let step = horizon / Double(steps)
        var index = steps
        while index > 0, abs(offset(at: Double(index) * step)) <= tolerance { index -= 1 }
        if index == steps { return horizon }
        var inside = Double(index + 1) * step, outside = Double(index) * step
        for _ in 0..<60 {
            let middle = (inside + outside) / 2
            if abs(offset(at: middle)) > tolerance { outside = middle } else { inside = middle }
        }
        return inside
    }

    /// A spring this slow is as good as stopped; the search gives up here
    /// rather than loop on an absurdly weak one.
    static let longestSettlingTime = 3600.0
}
