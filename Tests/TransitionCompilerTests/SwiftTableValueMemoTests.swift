import CompileHelpers
import Testing
import YAMLSource
@testable import TransitionCompiler

/// Table rows write repeated values from a memo keyed by the values' bit
/// patterns: values that compare equal but are written differently must
/// each keep their own text.
struct SwiftTableValueMemoTests {
    @Test func zeroAndNegativeZeroAreEachWrittenAsGiven() throws {
        let text = """
            version: 1
            screens:
              home: { root: true }
              a: {}
              b: {}
            transitions:
              t1: { kind: present, from: home, to: a, duration: 0.3, delay: 0, curve: [0.0, 0.0, 0.5, 1.0] }
              t2: { kind: present, from: home, to: b, duration: 0.3, delay: -0.0, curve: [-0.0, 0.0, 0.5, 1.0] }
              t3: { kind: present, from: a, to: b, duration: 0.3, delay: 0, curve: [0.0, 0.0, 0.5, 1.0] }

            """
        let compilation = Compile.spec(text, path: "zeros.yaml")
        let graph = try #require(compilation.graph)
        let table = SwiftTableEmitter.emit(graph, options: SwiftTableOptions())
        // The rows' argument lines, not the declarations of the same names.
        let lines = table.split(separator: "\n").map { $0.trimmingPrefix(while: \.isWhitespace) }
        // A delay of 0 is the initializer's default and left out; -0 is not 0 to the bit.
        let delays = lines.filter { $0.hasPrefix("delay: ") && !$0.hasPrefix("delay: Double") }
        #expect(delays == ["delay: -0.0,"])
        let curves = lines.filter { $0.hasPrefix("curve: ") }
        #expect(curves == [
            "curve: .cubicBezier(x1: 0.0, y1: 0.0, x2: 0.5, y2: 1.0),",
            "curve: .cubicBezier(x1: -0.0, y1: 0.0, x2: 0.5, y2: 1.0),",
            "curve: .cubicBezier(x1: 0.0, y1: 0.0, x2: 0.5, y2: 1.0),",
        ])
    }
}
