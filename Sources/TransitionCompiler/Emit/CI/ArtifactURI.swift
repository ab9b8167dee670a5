/// A file's path as a relative URI reference for SARIF's `artifactLocation.uri`:
/// every byte but the unreserved characters of RFC 3986 and `/` is
/// percent-encoded (UTF-8), so spaces, `#`, `?`, `%` and a `:` in the first
/// segment (which would read as a scheme) cannot change its meaning.
enum ArtifactURI {
    static func reference(_ path: String) -> String {
        // Nearly every path needs no escape: itself, not a copy made byte by
        // byte for each of a SARIF log's thousands of locations.
        if path.utf8.allSatisfy(isKept) { return path }
        var output = ""
        for byte in path.utf8 {
            if isKept(byte) {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return output
    }

    /// An unreserved character of RFC 3986, or `/`.
    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
            true
        default:
            false
        }
    }
}
