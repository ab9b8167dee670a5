/// The fixed text of a call written one argument a line, `CallLines`'s
/// layout, made once for one list of labels at one indent: text `i` opens
/// argument `i`'s line up to its value (`Name(` first, `,` before the
/// others), and a last text closes the call. A table writes thousands of
/// calls with the same labels; writing each one's line breaks, indent and
/// label piece by piece again was a large part of a row.
struct CallLineTexts<Argument: CaseIterable & RawRepresentable<Int>>: Sendable {
    /// The indent of the call's own line, which its closing `)` is written at.
    let indent: Int
    private let texts: ByteTexts

    /// `labels[i]` is argument `i`'s label (its raw value is `i`); an
    /// empty one is written unlabelled.
    init(name: String, indent: Int, labels: [String]) {
        precondition(labels.count == Argument.allCases.count)
        self.indent = indent
        let argumentIndent = String(repeating: " ", count: (indent + 1) * 4)
        var texts = ByteTexts()
        for (index, label) in labels.enumerated() {
            texts.add((index == 0 ? name + "(\n" : ",\n") + argumentIndent + (label.isEmpty ? "" : label + ": "))
        }
        texts.add("\n" + String(repeating: " ", count: indent * 4) + ")")
        self.texts = texts
    }

    /// Appends the text before `argument`'s value.
    func start(_ argument: Argument, to output: inout ByteBuffer) {
        texts.append(argument.rawValue, to: &output)
    }

    /// Ends the last argument's line and writes `)`.
    func close(to output: inout ByteBuffer) {
        texts.append(texts.count - 1, to: &output)
    }
}
