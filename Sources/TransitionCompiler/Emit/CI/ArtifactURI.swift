/// A file's path as a relative URI reference for SARIF's `artifactLocation.uri`:
/// every byte but the unreserved characters of RFC 3986 and `/` is
/// percent-encoded (UTF-8), so spaces, `#`, `?`, `%` and a `:` in the first
/// segment (which would read as a scheme) cannot change its meaning.
enum ArtifactURI {
    static func reference(_ path: String) -> String {
        var output = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return output
    }
}
