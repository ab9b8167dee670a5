import Testing
import TransitionRuntime
@testable import TransitionCompiler

/// The command-line spellings of a gesture, and their messages.
struct GestureTraceSyntaxTests {
    @Test func dragIsPointsSeparatedBySpace() throws {
        #expect(try GestureTraceSyntax.translations("0,100  -3.5,2e2\t10,+4") == [
            GestureVector(x: 0, y: 100), GestureVector(x: -3.5, y: 200), GestureVector(x: 10, y: 4),
        ])
    }

    @Test func badDragSaysWhichPointAndTheExpectedForm() {
        #expect(throws: GestureTraceSyntaxError("point 2, `0;5`, is not x,y; expected \(GestureTraceSyntax.dragForm)")) {
            try GestureTraceSyntax.translations("0,1 0;5")
        }
        for text in ["", "   ", "1,2,3", "1", ",2", "nan,1", "inf,0", "0x10,1", "1,two"] {
            #expect(throws: GestureTraceSyntaxError.self, "\(text)") { try GestureTraceSyntax.translations(text) }
        }
    }

    @Test func vectorsAndSizes() throws {
        #expect(try GestureTraceSyntax.vector("0,-800") == GestureVector(x: 0, y: -800))
        #expect(try GestureTraceSyntax.size("390x844") == ContainerSize(width: 390, height: 844))
        #expect(try GestureTraceSyntax.size("1024X768") == ContainerSize(width: 1024, height: 768))
        #expect(throws: GestureTraceSyntaxError("expected \(GestureTraceSyntax.sizeForm)")) {
            try GestureTraceSyntax.size("0x844")
        }
        #expect(throws: GestureTraceSyntaxError.self) { try GestureTraceSyntax.size("390,844") }
        #expect(throws: GestureTraceSyntaxError.self) { try GestureTraceSyntax.vector("1 2") }
        #expect(try GestureTraceSyntax.number(" 12.5 ") == 12.5)
    }
}
