import YAMLSource

/// The human format: `file:line:col: severity: message [rule]` (the line that
/// Xcode and editors pick up), then the source line and a caret under the
/// range, a clang-style fix-it line, and each note the same way.
public struct TextDiagnosticRenderer: Sendable {
    public var sources: [String: SourceText]
    public var colored: Bool

    public init(sources: [String: SourceText], colored: Bool) {
        self.sources = sources
        self.colored = colored
    }

    public func render(_ diagnostics: [Diagnostic], fileCount: Int) -> String {
        var output = DiagnosticRuns.render(count: diagnostics.count) { [self] index, output in
            render(diagnostics[index], to: &output)
        }
        output += Self.summary(diagnostics, fileCount: fileCount) + "\n"
        return output
    }

    public func render(_ diagnostic: Diagnostic, to output: inout String) {
        let severity = diagnostic.severity == .error ? paint("error:", .red) : paint("warning:", .magenta)
        output += paint(position(diagnostic.location), .bold) + " " + severity + " "
            + paint(Self.oneLine(diagnostic.message), .bold) + " [\(diagnostic.rule.rawValue)]\n"
        snippet(at: diagnostic.location, fixIt: diagnostic.fixIts.first, to: &output)
        for note in diagnostic.notes {
            output += paint(position(note.location), .bold) + " " + paint("note:", .cyan) + " " + Self.oneLine(note.message) + "\n"
            snippet(at: note.location, fixIt: nil, to: &output)
        }
    }

    /// An error that is no finding of a rule (a `--baseline` file that is
    /// not one), as a finding's headline and source line are written.
    public func renderError(_ message: String, at location: SourceLocation) -> String {
        var output = paint(position(location), .bold) + " " + paint("error:", .red) + " " + paint(Self.oneLine(message), .bold) + "\n"
        snippet(at: location, fixIt: nil, to: &output)
        return output
    }

    /// `checked N files: E errors, W warnings`; the CI formats end with it too.
    static func summary(_ diagnostics: [Diagnostic], fileCount: Int) -> String {
        let errors = diagnostics.count(where: { $0.severity == .error })
        let warnings = diagnostics.count - errors
        let files = "checked \(fileCount) file\(fileCount == 1 ? "" : "s")"
        if diagnostics.isEmpty { return "\(files): no problems" }
        return "\(files): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }

    private func position(_ location: SourceLocation) -> String {
        "\(location.file):\(location.range.start.line):\(location.range.start.column):"
    }

    // MARK: Source snippet

    /// Longest stretch of a line shown; longer lines are cut around the caret.
    static let maxShownColumns = 160

    private func snippet(at location: SourceLocation, fixIt: FixIt?, to output: inout String) {
        guard let source = sources[location.file], !source.bytes.isEmpty else { return }
        let start = location.range.start
        let line = source.bytes[source.lineBounds(containing: Int(start.offset))]
        // An ASCII line (nearly every line of a spec) is its bytes.
        let scalars = line.allSatisfy { $0 < 0x80 } ? line.map { Unicode.Scalar($0) }
            : Array(String(decoding: line, as: UTF8.self).unicodeScalars)
        let caretColumn = max(0, min(Int(start.column) - 1, scalars.count))
        var caretLength = 1
        let end = location.range.end
        if end.line == start.line, end.column > start.column {
            caretLength = Int(end.column - start.column)
        } else if end.line > start.line {
            caretLength = max(1, scalars.count - caretColumn)
        }
        // Window the line when it is very long (minified or generated YAML).
        var first = 0
        if scalars.count > Self.maxShownColumns {
            first = max(0, min(caretColumn - Self.maxShownColumns / 3, scalars.count - Self.maxShownColumns))
        }
        let last = min(scalars.count, first + Self.maxShownColumns)
        let shown = scalars[first..<last]
        let prefix = first > 0 ? "…" : ""
        let suffix = last < scalars.count ? "…" : ""
        let lineNumber = String(start.line)
        let gutter = Self.run(of: " ", count: lineNumber.count + 2) + paint("|", .blue) + " "
        var shownBytes: [UInt8] = []
        shownBytes.reserveCapacity(shown.count)
        for scalar in shown { UTF8.encode(Self.printable(scalar)) { shownBytes.append($0) } }
        let shownText = String(decoding: shownBytes, as: UTF8.self)
        output += " " + paint(lineNumber + " |", .blue) + " " + prefix + shownText + suffix + "\n"
        let lead = Self.padding(under: shown.prefix(max(0, caretColumn - first)))
        let underlined = shown.dropFirst(max(0, caretColumn - first)).prefix(caretLength)
        let width = max(1, underlined.map(Self.displayWidth).reduce(0, +))
        let caretLine = "^" + Self.run(of: "~", count: width - 1)
        output += gutter + (prefix.isEmpty ? "" : " ") + lead + paint(caretLine, .green) + "\n"
        // clang-style: the replacement under the column it goes in.
        if let fixIt, fixIt.range.start.line == start.line, !fixIt.replacement.contains("\n") {
            let fixColumn = Int(fixIt.range.start.column) - 1
            if fixColumn >= first, fixColumn <= last {
                let fixLead = Self.padding(under: shown.prefix(fixColumn - first))
                output += gutter + (prefix.isEmpty ? "" : " ") + fixLead + paint(fixIt.replacement, .green) + "\n"
            }
        }
    }

    /// A message on one line: an id with a line break in it must not split the
    /// `file:line:col:` headline that editors parse.
    static func oneLine(_ message: String) -> String {
        guard message.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return message }
        var result = ""
        for scalar in message.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Control characters would garble a terminal; tabs are kept so that the
    /// caret line can mirror them.
    /// `count` copies of one ASCII character (none for a count below one),
    /// written in place: `String(repeating:count:)` appends its text once a
    /// copy.
    static func run(of character: Unicode.Scalar, count: Int) -> String {
        precondition(character.isASCII, "a run is of one ASCII character")
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer.initialize(repeating: UInt8(character.value))
            return count
        }
    }

    static func printable(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if scalar == "\t" { return "\t" }
        if scalar.value < 0x20 || scalar.value == 0x7F { return "\u{FFFD}" }
        return scalar
    }

    /// What goes under the characters before the caret: a tab under a tab,
    /// and as many spaces as each other character is wide. Built in one
    /// string: a string for each character cost most of a diagnostic's
    /// rendering.
    static func padding(under scalars: some Sequence<Unicode.Scalar>) -> String {
        var padding = ""
        var spaces = 0
        for scalar in scalars {
            if scalar == "\t" {
                padding += Self.run(of: " ", count: spaces) + "\t"
                spaces = 0
            } else {
                spaces += displayWidth(scalar)
            }
        }
        return padding + Self.run(of: " ", count: spaces)
    }

    /// Terminal cells a character takes: 2 for East Asian wide characters and
    /// emoji, 0 for combining marks and zero-width characters, else 1.
    static func displayWidth(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        switch value {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F, 0x20D0...0x20FF: return 0
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default: return 1
        }
    }

    // MARK: Colour

    enum Style: String {
        case bold = "1", red = "1;31", magenta = "1;35", cyan = "1;36", green = "1;32", blue = "1;34"
    }

    private func paint(_ text: String, _ style: Style) -> String {
        colored ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
