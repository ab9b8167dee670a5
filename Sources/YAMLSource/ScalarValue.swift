/// What a scalar means. Plain scalars are resolved by the YAML 1.1 rules that
/// libyaml-based tools share (PyYAML's resolver): `yes`/`no`/`on`/`off` and
/// `true`/`false` are booleans, `~`/`null`/empty is null, `0x1F`, `017`
/// (octal), `0b101`, `1_000` and `1:30` (base 60) are integers, `1.5`, `.5`,
/// `.inf` and `.nan` are floats. One leniency: an exponent without a dot
/// (`1e3`) is a float, so that `1e400` reads as a number that is too big rather
/// than as a word. Quoted and block scalars are always strings.
public enum ScalarValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case float(Double)
    case string(String)

    static let tagPrefix = "tag:yaml.org,2002:"

    public static func resolve(_ text: String, style: ScalarStyle, tag: String?) -> ScalarValue {
        if let tag {
            switch tag {
            case tagPrefix + "null": return resolveNull(text) ?? .string(text)
            case tagPrefix + "bool": return resolveBool(text) ?? .string(text)
            case tagPrefix + "int": return resolveInt(text) ?? .string(text)
            case tagPrefix + "float":
                switch resolveFloat(text) ?? resolveInt(text) {
                case .int(let int): return .float(Double(int))
                case let other?: return other
                case nil: return .string(text)
                }
            default: return .string(text)
            }
        }
        guard style == .plain else { return .string(text) }
        // Most plain scalars are words; their first byte rules out every
        // other type without trying each in turn.
        guard let first = text.utf8.first else { return .null }
        if startsOnlyStrings(first) { return .string(text) }
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            if let number = plainDecimal(text) { return number }
            guard text.utf8.allSatisfy(mayBeInNumber) else { return .string(text) }  // `350ms`, `0.3s`
            return resolveInt(text) ?? resolveFloat(text) ?? .string(text)
        default:  // `~`, and the first letters of `null`, `true`, `false`, `yes`, `no`, `on`, `off`
            return resolveNull(text) ?? resolveBool(text) ?? .string(text)
        }
    }

    /// Whether a plain scalar starting with this byte can only be a string:
    /// no number, boolean or null starts with it.
    @inlinable public static func startsOnlyStrings(_ first: UInt8) -> Bool {
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
             UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"),
             UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "y"), UInt8(ascii: "Y"), UInt8(ascii: "o"), UInt8(ascii: "O"):
            return false
        default:
            return true
        }
    }

    /// `800`, `-2`, `0.35`: the numbers specs are full of, read without
    /// building anything. Nil for every other form (octal `017`, `1_000`,
    /// exponents, `1.`, `.5`, overflow), which the full rules below decide.
    static func plainDecimal(_ text: String) -> ScalarValue? {
        var digitsBeforeDot = 0, digitsAfterDot = 0, sawDot = false, index = 0
        var firstDigit: UInt8 = 0
        for byte in text.utf8 {
            defer { index += 1 }
            switch byte {
            case UInt8(ascii: "-") where index == 0, UInt8(ascii: "+") where index == 0:
                continue
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if sawDot {
                    digitsAfterDot += 1
                } else {
                    // A leading zero followed by a digit is octal in YAML 1.1.
                    if digitsBeforeDot == 1, firstDigit == UInt8(ascii: "0") { return nil }
                    if digitsBeforeDot == 0 { firstDigit = byte }
                    digitsBeforeDot += 1
                }
            case UInt8(ascii: ".") where !sawDot:
                sawDot = true
            default:
                return nil
            }
        }
        guard digitsBeforeDot > 0, !sawDot || digitsAfterDot > 0 else { return nil }
        if sawDot { return Double(text).map { .float($0) } }
        return Int(text).map { .int($0) }
    }

    /// Bytes that can appear in some YAML 1.1 number (`0x1F`, `1_000`,
    /// `1:30`, `-.inf`, `.NaN`, `1e3`). A scalar with any other byte is a string.
    static func mayBeInNumber(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"),
             UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: ":"),
             UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "i"), UInt8(ascii: "I"), UInt8(ascii: "n"), UInt8(ascii: "N"):
            return true
        default:
            return false
        }
    }

    /// True for the plain words YAML 1.1 reads as booleans although few people
    /// mean them as such (`yes`, `no`, `on`, `off`, in any of their spellings).
    public static func isYAML11BooleanWord(_ text: String) -> Bool {
        switch text {
        case "yes", "Yes", "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF": return true
        default: return false
        }
    }

    static func resolveNull(_ text: String) -> ScalarValue? {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        default: return nil
        }
    }

    static func resolveBool(_ text: String) -> ScalarValue? {
        switch text {
        case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON": return .bool(true)
        case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF": return .bool(false)
        default: return nil
        }
    }

    static func resolveInt(_ text: String) -> ScalarValue? {
        var bytes = Array(text.utf8)
        guard let first = bytes.first else { return nil }
        var negative = false
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            bytes.removeFirst()
        }
        guard let lead = bytes.first, isDigit(lead) else { return nil }
        if bytes.contains(UInt8(ascii: ":")) {
            return resolveSexagesimal(bytes, negative: negative).map { .int($0) }
        }
        var radix = 10
        var digits = bytes[...]
        if lead == UInt8(ascii: "0"), bytes.count > 1 {
            switch bytes[1] {
            case UInt8(ascii: "x"): radix = 16; digits = bytes[2...]
            case UInt8(ascii: "b"): radix = 2; digits = bytes[2...]
            default: radix = 8; digits = bytes[1...]
            }
        }
        let cleaned = digits.filter { $0 != UInt8(ascii: "_") }
        guard !cleaned.isEmpty, let magnitude = Int(String(decoding: cleaned, as: UTF8.self), radix: radix) else {
            // A decimal integer too big for Int is still a number.
            if radix == 10, !digits.isEmpty, digits.allSatisfy({ isDigit($0) || $0 == UInt8(ascii: "_") }),
               let huge = Double(String(decoding: digits.filter { $0 != UInt8(ascii: "_") }, as: UTF8.self)) {
                return .float(negative ? -huge : huge)
            }
            return nil
        }
        return .int(negative ? -magnitude : magnitude)
    }

    static func resolveSexagesimal(_ bytes: [UInt8], negative: Bool) -> Int? {
        let parts = bytes.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard parts.first?.first != UInt8(ascii: "0") else { return nil }
        var total = 0
        for (index, part) in parts.enumerated() {
            let cleaned = part.filter { $0 != UInt8(ascii: "_") }
            guard !cleaned.isEmpty, cleaned.allSatisfy(isDigit),
                  let value = Int(String(decoding: cleaned, as: UTF8.self)) else { return nil }
            if index > 0, value > 59 || cleaned.count > 2 { return nil }
            let (shifted, overflow1) = total.multipliedReportingOverflow(by: 60)
            let (sum, overflow2) = shifted.addingReportingOverflow(value)
            if overflow1 || overflow2 { return nil }
            total = sum
        }
        return negative ? -total : total
    }

    static func resolveFloat(_ text: String) -> ScalarValue? {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .float(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .float(-.infinity)
        case ".nan", ".NaN", ".NAN": return .float(.nan)
        default: break
        }
        // [-+]? digits? ('.' digits?)? ([eE] [-+]? digits)?, with at least one
        // digit before the exponent and a dot or an exponent present. Rebuilt
        // in a form that Swift's Double parser accepts ("1." -> "1.0").
        var rest = text.utf8.filter { $0 != UInt8(ascii: "_") }[...]
        var literal: [UInt8] = []
        if let sign = rest.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            literal.append(sign)
            rest = rest.dropFirst()
        }
        let integer = rest.prefix(while: isDigit)
        rest = rest.dropFirst(integer.count)
        literal += integer.isEmpty ? [UInt8(ascii: "0")] : Array(integer)
        var fraction: ArraySlice<UInt8> = []
        let hasDot = rest.first == UInt8(ascii: ".")
        if hasDot {
            rest = rest.dropFirst()
            fraction = rest.prefix(while: isDigit)
            rest = rest.dropFirst(fraction.count)
        }
        guard integer.count + fraction.count > 0 else { return nil }
        literal.append(UInt8(ascii: "."))
        literal += fraction.isEmpty ? [UInt8(ascii: "0")] : Array(fraction)
        var hasExponent = false
        if let e = rest.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            hasExponent = true
            literal.append(UInt8(ascii: "e"))
            rest = rest.dropFirst()
            if let sign = rest.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                literal.append(sign)
                rest = rest.dropFirst()
            }
            let exponent = rest.prefix(while: isDigit)
            guard !exponent.isEmpty else { return nil }
            literal += exponent
            rest = rest.dropFirst(exponent.count)
        }
        guard rest.isEmpty, hasDot || hasExponent else { return nil }
        return Double(String(decoding: literal, as: UTF8.self)).map { .float($0) }
    }
}

@inline(__always) func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
