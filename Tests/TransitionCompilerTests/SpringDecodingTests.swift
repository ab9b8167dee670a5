import CompileHelpers
import Testing
import TransitionRuntime
import YAMLSource
@testable import TransitionCompiler

/// `{ spring: … }` curves: both ways of giving one, and the message for
/// each way of getting one wrong.
struct SpringDecodingTests {
    /// A transition for each curve.
    static func compile(_ curves: [String]) -> Compilation {
        var yaml = "version: 1\nscreens:\n  home: { root: true }\n  a: {}\ntransitions:\n"
        for (index, curve) in curves.enumerated() {
            yaml += "  t\(index): { kind: present, from: home, to: a, duration: 0.3, curve: \(curve) }\n"
        }
        return Compile.spec(yaml)
    }

    @Test func bothFormsWithAndWithoutAStartingVelocity() {
        let compilation = Self.compile([
            "{ spring: { dampingRatio: 0.7, response: 0.45 } }",
            "{ spring: { response: 0.5, dampingRatio: 1, initialVelocity: -2 } }",
            "{ spring: { mass: 1, stiffness: 170, damping: 26 } }",
            "{ spring: { initialVelocity: 0.5, damping: 10, mass: 2, stiffness: 100 } }",
        ])
        #expect(compilation.diagnostics.errorCount == 0)
        let curves = (0..<4).map { index in compilation.specSet.transitions.first { $0.id == "t\(index)" }?.curve }
        #expect(curves == [
            .spring(Spring(.dampingRatio(0.7, response: 0.45))),
            .spring(Spring(.dampingRatio(1, response: 0.5), initialVelocity: -2)),
            .spring(Spring(.physical(mass: 1, stiffness: 170, damping: 26))),
            .spring(Spring(.physical(mass: 2, stiffness: 100, damping: 10), initialVelocity: 0.5)),
        ])
    }

    @Test func eachMistakeHasItsOwnMessageAndPlace() {
        let compilation = Self.compile([
            "{ spring: {} }",
            "{ spring: { mass: 1 } }",
            "{ spring: { initialVelocity: 1 } }",
            "{ spring: { damping: 3, response: 0.4 } }",
            "{ spring: { dampingratio: 0.7, response: 0.4 } }",
            "{ sprung: { dampingRatio: 0.7, response: 0.4 } }",
            "{ spring: { dampingRatio: -1, response: 0.4 } }",
            "{ spring: 3 }",
        ])
        let lines = compilation.diagnostics.all.map { diagnostic in
            "\(diagnostic.location.range.start.line):\(diagnostic.location.range.start.column) \(diagnostic.message)"
        }
        // `{ spring: 3 }`: the type only, not also the parameters a number lacks.
        #expect(lines == [
            "6:75 the spring needs `dampingRatio` and `response`",
            "7:75 the spring needs `stiffness` and `damping`",
            "8:75 the spring needs `dampingRatio` and `response`",
            "9:77 a spring is either `dampingRatio` + `response` or `mass` + `stiffness` + `damping`; `damping` cannot go with `response`",
            "10:75 the spring needs `dampingRatio`",
            "10:77 unknown key `dampingratio` in a spring; did you mean `dampingRatio`?",
            "11:67 unknown key `sprung` in a curve; did you mean `spring`?",
            "12:91 spring `dampingRatio` must be greater than 0, found -1",
            "13:75 expected `spring` to be a mapping of its parameters, found the number `3`",
        ])
    }
}
