/// A lookup by ordinal that has an answer for some rows only (the manager
/// of a transition, the interactive dismissal of a screen), laid out in
/// `RowBlocks`' blocks: a dispatcher over the blocks that have any answer,
/// and per block a `switch` whose cases group the rows with the same answer.
/// Every other row answers `nil`.
struct SparseLookup {
    /// The function the rest of the table calls, `name(label ordinal: Int) -> result`.
    var name: String
    var label: String
    /// The answer's type, without the `?` the lookup adds.
    var result: String
    /// Each row's answer, as Swift text, in row order.
    var answers: [(row: Int, answer: String)]

    func write(_ printer: inout SwiftPrinter, doc: String) {
        printer.line("/// \(doc)")
        printer.block("private static func \(name)(\(label) ordinal: Int) -> \(result)?") { printer in
            guard !answers.isEmpty else {
                printer.line("nil")
                return
            }
            RowBlocks.dispatch(&printer, functionPrefix: name, blocks: blocks.map(\.block), fallback: "nil")
        }
        for (block, rows) in blocks {
            printer.line()
            printer.block("private static func \(name)\(block)(_ row: Int) -> \(result)?") { printer in
                printer.line("switch row {")
                for (answer, rowsWithIt) in Self.grouped(rows) {
                    for (position, line) in Self.caseLines(rowsWithIt).enumerated() {
                        printer.line(position == 0 ? line : "    " + line)
                    }
                    printer.line("    return \(answer)")
                }
                printer.line("default:")
                printer.line("    return nil")
                printer.line("}")
            }
        }
    }

    /// The answers by block, each row numbered within its block.
    private var blocks: [(block: Int, rows: [(row: Int, answer: String)])] {
        var blocks: [(block: Int, rows: [(row: Int, answer: String)])] = []
        for (ordinal, answer) in answers {
            let (block, row) = ordinal.quotientAndRemainder(dividingBy: RowBlocks.size)
            if blocks.last?.block != block { blocks.append((block, [])) }
            blocks[blocks.count - 1].rows.append((row, answer))
        }
        return blocks
    }

    /// Rows with the same answer together, in the order each answer first appears.
    private static func grouped(_ rows: [(row: Int, answer: String)]) -> [(answer: String, rows: [Int])] {
        var groups: [(answer: String, rows: [Int])] = []
        var positions: [String: Int] = [:]
        for (row, answer) in rows {
            if let position = positions[answer] {
                groups[position].rows.append(row)
            } else {
                positions[answer] = groups.count
                groups.append((answer, [row]))
            }
        }
        return groups
    }

    /// `case 1, 2, 3:`, continued on further lines past 100 columns.
    private static func caseLines(_ rows: [Int]) -> [String] {
        var lines: [String] = []
        var line = "case "
        for (position, row) in rows.enumerated() {
            let item = String(row) + (position == rows.count - 1 ? ":" : ",")
            if line.count + item.count > 80, line != "case " {
                lines.append(String(line.dropLast()))
                line = ""
            }
            line += item + " "
        }
        lines.append(String(line.dropLast()))
        return lines
    }
}
