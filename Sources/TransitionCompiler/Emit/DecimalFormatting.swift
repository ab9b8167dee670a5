/// Numbers written the same way on every machine and every run: rounded to a
/// fixed number of decimal places by integer arithmetic, never through a
/// locale or `printf`. Output that is compared byte for byte (golden files,
/// scripts reading JSON) depends on it.
enum DecimalFormatting {
    /// `value` rounded to `places` decimal places (half away from zero), so
    /// last-bit differences between platforms' maths libraries disappear.
    /// Negative zero becomes zero.
    static func rounded(_ value: Double, places: Int) -> Double {
        guard value.isFinite else { return value }
        let scale = power(places)
        let result = (value * scale).rounded() / scale
        return result == 0 ? 0 : result
    }

    /// Exactly `places` decimals: `fixed(0.5, places: 2)` is `0.50`.
    static func fixed(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return "0" }
        let scaled = (abs(value) * power(places)).rounded()
        // Past 2^53 a double has no fraction to show; no chart is that big.
        guard scaled < 9.0e15 else { return String(value) }
        let units = Int(scaled)
        let divisor = Int(power(places))
        let whole = String(units / divisor)
        let sign = value < 0 && units != 0 ? "-" : ""
        guard places > 0 else { return sign + whole }
        let fraction = String(units % divisor)
        return sign + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }

    /// The shortest text that reads back as `rounded(value, places:)`: `0.25`, `1`, `0.333333`.
    static func short(_ value: Double, places: Int) -> String {
        JSONValue.format(rounded(value, places: places))
    }

    private static func power(_ places: Int) -> Double {
        var result = 1.0
        for _ in 0..<max(places, 0) { result *= 10 }
        return result
    }
}
