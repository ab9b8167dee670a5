import CompileHelpers
import Foundation
import Testing
import TransitionRuntime
@testable import TransitionCompiler

/// The specs in Specs/ check clean and carry the numbers of the systems they
/// model (shared/design/seed-systems.md).
struct BundledSpecsTests {
    @Test func specsCheckClean() throws {
        let compilation = try Compile.bundledSpecs()
        #expect(compilation.files.count == 5)
        #expect(compilation.diagnostics.all.isEmpty, "\(compilation.diagnostics.all.map { "\($0.location.file):\($0.location.range.start.line): \($0.message)" })")
    }

    func transition(_ id: String) throws -> Transition {
        try #require(try Compile.bundledSpecs().specSet.transitions.first { $0.id == id })
    }

    @Test func dragDownToDismissCarriesItsNumbers() throws {
        let dismiss = try transition("dragCloseModal")
        #expect(dismiss.kind == .dismiss)
        #expect(dismiss.duration == 0.6)
        #expect(dismiss.threshold == 0.3)
        #expect(dismiss.gesture?.direction == .down)
        #expect(dismiss.gesture?.distance == .container)
        #expect(dismiss.hint == GestureHint(delay: 0.25, duration: 0.5, travel: 200))
    }

    @Test func transitionManagerHasTwoDismissalTypes() throws {
        #expect(try transition("tmHideTags").interaction == .standard)
        #expect(try transition("tmHideTags").gesture?.velocity != nil)
        #expect(try transition("tmHideAddGame").interaction == .input)
    }

    @Test func interactiveSwipeUsesAFixedDistance() throws {
        let swipe = try transition("swipeDismissDetail")
        #expect(swipe.gesture?.distance == .points(200))
        #expect(swipe.threshold == 0.5)
        #expect(swipe.completionSpeed == .remaining)
    }

    @Test func transitionMattersSwipeBackAndPullToDismiss() throws {
        let back = try transition("mattersBackFromDetail")
        #expect(back.kind == .pop)
        #expect(back.threshold == 0.4)
        let pull = try transition("mattersPullDownArticle")
        #expect(pull.threshold == 0.4)
        #expect(pull.gesture?.startsWhen == .scrollAtTop)
    }
}
