import ParallelWork
import YAMLSource

/// Collects generated lines with scoped indentation (four spaces a level),
/// as UTF-8 bytes.
struct SwiftPrinter: ~Copyable {
    /// What is written: the chunks done so far, then `bytes`.
    private let chunks = ByteChunks()
    private var bytes = ByteBuffer()
    private var level = 0

    /// Everything written, in chunks; the printer is done with.
    consuming func finish() -> ByteChunks {
        chunks.append(bytes.takeBytes())
        return chunks
    }

    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            SwiftExpression.indent(level, into: &bytes)
            bytes.append(utf8: content)
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// A line written by `content` straight into the output, for lines made
    /// of pieces: making a `String` of them first cost more than writing them.
    mutating func line(_ content: (inout ByteBuffer) -> Void) {
        SwiftExpression.indent(level, into: &bytes)
        content(&bytes)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// `header {`, the body one level in, then `}`.
    mutating func block(_ header: String, _ body: (inout SwiftPrinter) -> Void) {
        line(header + " {")
        level += 1
        body(&self)
        level -= 1
        line("}")
    }

    /// An expression as the value of a declaration, laid out at this level.
    mutating func assignment(_ declaration: String, _ expression: SwiftExpression) {
        SwiftExpression.indent(level, into: &bytes)
        bytes.append(utf8: declaration)
        bytes.append(static: " = ")
        expression.write(to: &bytes, indent: level)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// `count` pieces of output in order, each written whole (indentation and
    /// line breaks included) by `write(index, &state, &output)`. Pieces are
    /// independent, so runs of them are written on all cores, each into its
    /// own buffer and with its own `state` (what the writer remembers, made
    /// by `runState`); the buffers join the output as they are, in order.
    mutating func lines<State>(count: Int, runState: @escaping @Sendable () -> State,
                               write: @escaping @Sendable (Int, inout State, inout ByteBuffer) -> Void) {
        guard count > 0 else { return }
        let runLength = 1024
        let runCount = (count + runLength - 1) / runLength
        let runs = RunBuffers(count: runCount)
        let writeRun: @Sendable (Int) -> Void = { run in
            var output = ByteBuffer(capacity: runLength * 1024)
            var state = runState()
            for index in run * runLength..<min(count, (run + 1) * runLength) { write(index, &state, &output) }
            runs.store(output, run: run)
        }
        if runCount > 1 {
            WorkerPool.perform(iterations: runCount, writeRun)
        } else {
            writeRun(0)
        }
        // The runs join the output as they are, after what is written so far.
        chunks.append(bytes.takeBytes())
        runs.move(into: chunks)
    }

    var indentLevel: Int { level }
}
