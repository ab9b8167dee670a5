import Foundation
import YAMLSource
@testable import TransitionCompiler

/// The spec sets under Fixtures/ci, compiled with paths relative to that
/// directory, as a user who ran `transitionc check graph` there would see
/// them. `graph`: graph errors and warnings with notes and fix-its (the set
/// reads cleanly, so the graph rules run) and a clean file. `reading`:
/// reading errors, several with fix-its and notes, next to warnings.
enum CIFixtures {
    static let directory = Golden.fixtures.appendingPathComponent("ci")
    static let sets = ["graph", "reading"]

    static func findings(_ set: String) throws -> FindingSet {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(set).path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        let inputs = try names.map { name in
            let path = "\(set)/\(name)"
            return (path: path, source: SourceText(Array(try Data(contentsOf: directory.appendingPathComponent(path)))))
        }
        return FindingSet(Driver.compile(inputs), currentDirectory: "/nonexistent")
    }

    /// Any spec set from in-memory files.
    static func findings(_ files: [(path: String, text: String)], currentDirectory: String = "/repo") -> FindingSet {
        let compilation = Driver.compile(files.map { ($0.path, SourceText(Array($0.text.utf8))) })
        return FindingSet(compilation, currentDirectory: currentDirectory)
    }
}
