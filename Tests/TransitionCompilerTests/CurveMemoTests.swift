import CompileHelpers
import Testing
import TransitionRuntime
import YAMLSource
@testable import TransitionCompiler

/// Curves written as text are remembered by their scalar once parsed: a
/// repeated text must still mean what it says, and a repeated mistake must
/// still be reported every time.
struct CurveMemoTests {
    @Test func repeatedCurveTextsEachKeepTheirOwnCurve() {
        var yaml = "version: 1\nscreens:\n  home: { root: true }\n  a: {}\ntransitions:\n"
        let texts = [#""cubicBezier(0.2, 0, 0, 1)""#, "linear", "cubicBezier(0.25, 0.1, 0.25, 1.0)",
                     #""cubicBezier(0.2, 0, 0, 1)""#, "cubicBezier(0.25, 0.1, 0.25, 1.0)", "easeOut",
                     "'cubicBezier(0.5, 0x10, 0.5, 1)'", "linear"]
        for (index, text) in texts.enumerated() {
            yaml += "  t\(index):\n    kind: present\n    from: home\n    to: a\n    duration: 0.3\n    curve: \(text)\n"
        }
        let compilation = Compile.spec(yaml)
        #expect(compilation.diagnostics.errorCount == 0)
        let curves = (0..<texts.count).map { index in
            compilation.specSet.transitions.first { $0.id == "t\(index)" }?.curve
        }
        let first = TimingCurve.cubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1)
        let second = TimingCurve.cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
        // `0x10` is a YAML 1.1 integer, as in a sequence of four numbers.
        let hex = TimingCurve.cubicBezier(x1: 0.5, y1: 16, x2: 0.5, y2: 1)
        #expect(curves == [first, .linear, second, first, second, .easeOut, hex, .linear])
    }

    @Test func aRepeatedBadCurveIsReportedWhereverItIs() {
        let yaml = """
            version: 1
            screens:
              home: { root: true }
              a: {}
            transitions:
              t1: { kind: present, from: home, to: a, duration: 0.3, curve: "cubicBezier(1.5, 0, 0.5, 1)" }
              t2: { kind: present, from: home, to: a, duration: 0.3, curve: "cubicBezier(1.5, 0, 0.5, 1)" }
              t3: { kind: present, from: home, to: a, duration: 0.3, curve: "cubicBezier(0.5, 0, 0.5, 1)" }
              t4: { kind: present, from: home, to: a, duration: 0.3, curve: cubicBezier(0.5, 0, 0.5, 1) }
              t5: { kind: present, from: home, to: a, duration: 0.3, curve: "cubicBezier(0.5, 0, 0.5, 1)" }
            """
        let diagnostics = Compile.spec(yaml).diagnostics.all
        #expect(diagnostics.map { "\($0.location.range.start.line):\($0.rule.rawValue)" }
            == ["6:out-of-range", "7:out-of-range", "9:invalid-value", "9:unknown-key", "9:unknown-key", "9:unknown-key"])
    }
}
