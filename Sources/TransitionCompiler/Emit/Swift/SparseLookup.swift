/// A lookup by ordinal that has an answer for some rows only (the manager
/// of a transition, the interactive dismissal of a screen, the id in a raw
/// value's slot), laid out in `RowBlocks`' blocks: a dispatcher over the
/// blocks that have any answer, and per block a `switch` whose cases group
/// the rows with the same answer. Every other row answers `nil`.
struct SparseLookup: Sendable {
    /// The function the rest of the table calls, `name(label ordinal: Int) -> result?`.
    var name: String
    var label: String
    /// The answer's type, without the `?` the lookup adds.
    var result: String
    /// The rows that have an answer, ascending, and each one's answer: a
    /// number that `writeAnswer` turns into Swift text. Rows with the same
    /// number share a case.
    var rows: [Int]
    var answers: [Int]
    var writeAnswer: @Sendable (Int, inout ByteBuffer) -> Void

    func write(_ printer: inout SwiftPrinter, doc: String) {
        let blocks = self.blocks
        printer.line("/// \(doc)")
        printer.block("private static func \(name)(\(label) ordinal: Int) -> \(result)?") { printer in
            guard !blocks.isEmpty else {
                printer.line("nil")
                return
            }
            RowBlocks.dispatch(&printer, functionPrefix: name, blocks: blocks.map { rows[$0.lowerBound] / RowBlocks.size },
                               fallback: "nil")
        }
        // A block's function a piece: there are thousands in a large table.
        let level = printer.indentLevel
        let lookup = self
        printer.lines(count: blocks.count, runState: {}) { index, _, output in
            output.append(UInt8(ascii: "\n"))
            lookup.writeBlock(blocks[index], level: level, to: &output)
        }
    }

    /// Positions in `rows` of each block's rows.
    private var blocks: [Range<Int>] {
        var blocks: [Range<Int>] = []
        var start = 0
        for position in rows.indices.dropFirst() where rows[position] / RowBlocks.size != rows[start] / RowBlocks.size {
            blocks.append(start..<position)
            start = position
        }
        if !rows.isEmpty { blocks.append(start..<rows.count) }
        return blocks
    }

    private func writeBlock(_ positions: Range<Int>, level: Int, to output: inout ByteBuffer) {
        SwiftExpression.indent(level, into: &output)
        output.append(static: "private static func ")
        output.append(utf8: name)
        output.append(decimal: rows[positions.lowerBound] / RowBlocks.size)
        output.append(static: "(_ row: Int) -> ")
        output.append(utf8: result)
        output.append(static: "? {\n")
        SwiftExpression.indent(level + 1, into: &output)
        output.append(static: "switch row {\n")
        // Each answer once, with every row of the block that has it: at most
        // 64 rows, so a scan for the others costs less than a table would.
        var written = [Bool](repeating: false, count: positions.count)
        for first in positions where !written[first - positions.lowerBound] {
            SwiftExpression.indent(level + 1, into: &output)
            output.append(static: "case ")
            output.append(decimal: rows[first] % RowBlocks.size)
            var width = 0
            for other in (first + 1)..<positions.upperBound
            where !written[other - positions.lowerBound] && answers[other] == answers[first] {
                written[other - positions.lowerBound] = true
                // Continued on another line past 72 columns of numbers.
                if width > 64 {
                    output.append(static: ",\n")
                    SwiftExpression.indent(level + 2, into: &output)
                    width = 0
                } else {
                    output.append(static: ", ")
                    width += 4
                }
                output.append(decimal: rows[other] % RowBlocks.size)
            }
            output.append(static: ": return ")
            writeAnswer(answers[first], &output)
            output.append(UInt8(ascii: "\n"))
        }
        SwiftExpression.indent(level + 1, into: &output)
        output.append(static: "default: return nil\n")
        SwiftExpression.indent(level + 1, into: &output)
        output.append(static: "}\n")
        SwiftExpression.indent(level, into: &output)
        output.append(static: "}\n")
    }
}
