/// How the table's lookups are laid out so that what an app's build pays
/// for them grows linearly with the spec.
///
/// Swift's type checker solves a literal as one system, so a literal of
/// thousands of rows cost memory with the square of its size; and a `switch`
/// of thousands of cases is compiled in time that grows faster than its
/// cases. So every lookup is a `switch` on a number, in blocks: one function
/// per block of `size` rows, each a `switch` of at most `size` cases, and a
/// dispatcher that picks the block. Each function is checked and compiled
/// on its own, in time that does not depend on how many others there are.
///
/// A block's last row is its `default`, so that no `switch` has a case that
/// cannot happen (and no trap to write for it): the row numbers a
/// dispatcher passes on are always in range, as they come from the ids'
/// ordinals.
enum RowBlocks {
    /// Rows a block holds.
    static let size = 64

    /// The body of a function that takes an id of an enum without cases
    /// (a spec set without transitions): no id can be passed, and Swift warns
    /// that any other body, even `switch id {}`, will never be executed.
    static func unreachable(_ type: String) -> String {
        "fatalError(\"\(type) has no cases\")"
    }

    static func count(rows: Int) -> Int { (rows + size - 1) / size }

    /// The dispatcher's body: the block of `ordinal` (a local of that name)
    /// and its row within it, handed to `functionPrefix` + block number.
    /// `fallback` answers ordinals in no block (for lookups that list only
    /// some rows: `blocks` names the blocks that have any); without one, the
    /// last block is the `default`.
    static func dispatch(_ printer: inout SwiftPrinter, functionPrefix: String, blocks: [Int], fallback: String?) {
        if blocks == [0], fallback == nil {
            printer.line("\(functionPrefix)0(ordinal)")
            return
        }
        printer.line("let (block, row) = ordinal.quotientAndRemainder(dividingBy: \(size))")
        printer.line("switch block {")
        for (position, block) in blocks.enumerated() {
            let isDefault = fallback == nil && position == blocks.count - 1
            printer.line(isDefault ? "default:" : "case \(block):")
            printer.line("    return \(functionPrefix)\(block)(row)")
        }
        if let fallback {
            printer.line("default:")
            printer.line("    return \(fallback)")
        }
        printer.line("}")
    }

    /// A lookup with an answer for every ordinal below `count`: the
    /// dispatcher `private static func DISPATCHER(ordinal: Int) -> RESULT`
    /// (its name and label in `dispatcher`), then the blocks, whose rows
    /// `value` writes (on all cores, with a `runState` each run of rows).
    static func writeDense<State>(_ printer: inout SwiftPrinter, dispatcher: String, functionPrefix: String,
                                  result: String, count: Int, short: Bool = false,
                                  runState: @escaping @Sendable () -> State,
                                  value: @escaping @Sendable (Int, inout State, inout ByteBuffer, Int) -> Void) {
        printer.block("private static func \(dispatcher) ordinal: Int) -> \(result)") { printer in
            dispatch(&printer, functionPrefix: functionPrefix, blocks: Array(0..<self.count(rows: count)), fallback: nil)
        }
        printer.line()
        let level = printer.indentLevel
        printer.lines(count: count, runState: runState) { index, state, output in
            writeRow(index, of: count, functionPrefix: functionPrefix, result: result, level: level, short: short,
                     into: &output) { output, indent in
                value(index, &state, &output, indent)
            }
        }
    }

    /// Writes row `index` of `count` into its block's function, opening the
    /// function before its first row and closing it after its last:
    /// `private static func NAME(_ row: Int) -> RESULT { switch row { … } }`.
    /// The row's value is written by `value` at the indent it is given, after
    /// `return `: on the line after its case, or on the case's own line when
    /// `short` (a value of a few characters, such as a raw value). Rows are written independently (on all cores, by
    /// `SwiftPrinter.lines`), so each knows its place from its index alone.
    private static func writeRow(_ index: Int, of count: Int, functionPrefix: String, result: String,
                         level: Int, short: Bool = false, into output: inout ByteBuffer,
                         value: (inout ByteBuffer, Int) -> Void) {
        let (block, row) = index.quotientAndRemainder(dividingBy: size)
        let isLast = row == size - 1 || index == count - 1
        if row == 0 {
            if block > 0 { output.append(UInt8(ascii: "\n")) }
            SwiftExpression.indent(level, into: &output)
            output.append(static: "private static func ")
            output.append(utf8: functionPrefix)
            output.append(decimal: block)
            output.append(static: "(_ row: Int) -> ")
            output.append(utf8: result)
            output.append(static: " {\n")
            SwiftExpression.indent(level + 1, into: &output)
            output.append(static: "switch row {\n")
        }
        SwiftExpression.indent(level + 1, into: &output)
        if isLast {
            output.append(static: "default:")
        } else {
            output.append(static: "case ")
            output.append(decimal: row)
            output.append(static: ":")
        }
        if short {
            output.append(static: " return ")
        } else {
            output.append(UInt8(ascii: "\n"))
            SwiftExpression.indent(level + 2, into: &output)
            output.append(static: "return ")
        }
        value(&output, level + 2)
        output.append(UInt8(ascii: "\n"))
        if isLast {
            SwiftExpression.indent(level + 1, into: &output)
            output.append(static: "}\n")
            SwiftExpression.indent(level, into: &output)
            output.append(static: "}\n")
        }
    }
}
