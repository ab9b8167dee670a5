/// Text for XML 1.0, in element content and in `"`-quoted attributes.
/// Messages and source lines come from the user's files and may hold any
/// character, including ones XML 1.0 cannot carry at all (most control
/// characters, U+FFFE, U+FFFF): those become U+FFFD, so the document always
/// parses.
enum XMLEscaping {
    static func content(_ text: String) -> String {
        escape(text, inAttribute: false)
    }

    /// Attributes also keep tabs and line breaks, which a parser would
    /// otherwise normalise to spaces.
    static func attribute(_ text: String) -> String {
        escape(text, inAttribute: true)
    }

    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where inAttribute: output += "&quot;"
            case "\t" where inAttribute: output += "&#9;"
            case "\n" where inAttribute: output += "&#10;"
            case "\r": output += "&#13;"  // a raw CR would be read as a line break
            case "\t", "\n": output.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                output += "\u{FFFD}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
