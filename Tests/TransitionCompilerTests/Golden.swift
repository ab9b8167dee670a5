import Foundation
import TestTools
import Testing

/// This suite's golden files, under `Fixtures`; compared as `GoldenFile` does.
enum Golden {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static func check(_ actual: String, against golden: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        GoldenFile.check(actual, against: golden, sourceLocation: sourceLocation)
    }
}
