import CompileHelpers
import Foundation
import Testing
import TransitionRuntime
import YAMLSource
@testable import TransitionCompiler

/// `transitionc plot` of the bundled specs, byte for byte, and the pieces
/// the page must have.
struct PlotGoldenTests {
    @Test func bundledSpecsPlot() throws {
        let page = CurvePlotRenderer.render(try Compile.bundledSpecs().specSet)
        Golden.check(page, against: Golden.fixtures.appendingPathComponent("plot/specs.expected.html"))
    }

    @Test func oneChartPerTransitionWithThresholdsOnInteractiveOnes() throws {
        let specSet = try Compile.bundledSpecs().specSet
        let page = CurvePlotRenderer.render(specSet)
        #expect(page.components(separatedBy: "<svg ").count - 1 == specSet.transitions.count)
        let interactive = specSet.transitions.filter { $0.interaction.isInteractive }.count
        #expect(page.components(separatedBy: "<line class=\"threshold\"").count - 1 == interactive)
        #expect(page.contains(">threshold 0.3</text>"))
        #expect(page.contains(">duration 0.6s</text>"))
        #expect(page.contains(">delay 0.1s</text>"))
    }

    @Test func idsAreEscaped() {
        let source = """
            version: 1
            screens:
              home: { root: true }
              "<b>&": {}
            transitions:
              "<script>x</script>": { kind: present, from: home, to: "<b>&", duration: 0.3 }

            """
        let compilation = Compile.spec(source, path: "odd.yaml")
        let page = CurvePlotRenderer.render(compilation.specSet)
        #expect(!page.contains("<script>"))
        #expect(page.contains("<h2>&lt;script&gt;x&lt;/script&gt;</h2>"))
        #expect(page.contains("to &lt;b&gt;&amp;"))
    }
}
