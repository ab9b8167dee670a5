/// Text for HTML and SVG, in element content and in attributes, which this
/// emitter always quotes with `"`. Ids and file names come from the user's
/// YAML and may hold any character.
enum MarkupEscaping {
    static func escape(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            default: output.append(character)
            }
        }
        return output
    }
}
