import Foundation
import Testing

/// Golden files: expected output stored beside the tests, compared byte for
/// byte. Set TRANSITIONC_RECORD=1 to rewrite them; a recording run fails on
/// purpose, so that it is never mistaken for a pass.
public enum GoldenFile {
    public static let isRecording = ProcessInfo.processInfo.environment["TRANSITIONC_RECORD"] == "1"

    public static func check(_ actual: String, against golden: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        if isRecording {
            try? Data(actual.utf8).write(to: golden, options: .atomic)
            Issue.record("recorded \(golden.lastPathComponent); unset TRANSITIONC_RECORD and run again",
                         sourceLocation: sourceLocation)
            return
        }
        guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
            Issue.record("missing golden file \(golden.path); run with TRANSITIONC_RECORD=1 to create it",
                         sourceLocation: sourceLocation)
            return
        }
        // Byte for byte: `String` equality would let a golden file spelt
        // with composed accents pass for output with combining ones.
        if !actual.utf8.elementsEqual(expected.utf8) {
            Issue.record("""
                output differs from \(golden.lastPathComponent) (run with TRANSITIONC_RECORD=1 to accept):
                \(firstDifference(actual, expected))
                --- actual ---
                \(actual)
                """, sourceLocation: sourceLocation)
        }
    }

    public static func firstDifference(_ actual: String, _ expected: String) -> String {
        guard let difference = firstDifferingLine(expected, actual) else { return "(no line differs; line endings?)" }
        return "line \(difference.index + 1):\n  expected: \(difference.expected)\n  actual:   \(difference.actual)"
    }
}
