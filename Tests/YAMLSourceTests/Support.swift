import Foundation
@testable import YAMLSource

// Shared helpers for the YAMLSource tests.

/// Reads UTF-8 text (as typed in the test) with the given limits.
func read(_ text: String, limits: YAMLLimits = .default) -> YAMLReadResult {
    YAMLReader.read(SourceText(Array(text.utf8)), limits: limits)
}

/// Reads raw bytes, for inputs that are not valid UTF-8 strings.
func read(bytes: [UInt8], limits: YAMLLimits = .default) -> YAMLReadResult {
    YAMLReader.read(SourceText(bytes), limits: limits)
}

/// A position as (line, column, offset), which reads better in expectations.
struct Where: Equatable, CustomStringConvertible {
    var line: Int
    var column: Int
    var offset: Int

    init(_ line: Int, _ column: Int, _ offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    init(_ position: SourcePosition) {
        self.init(Int(position.line), Int(position.column), Int(position.offset))
    }

    var description: String { "\(line):\(column)@\(offset)" }
}

extension YAMLDocument {
    /// The value of `key` in the mapping `mapping` (aliases followed), or nil.
    func value(in mapping: YAMLNodeID, forKey key: String) -> YAMLNodeID? {
        for (k, v) in entries(mapping) where text(k) == key { return v }
        return nil
    }

    /// Walks a path of mapping keys (strings) and sequence indexes (ints) from the root.
    func node(at path: [PathStep]) -> YAMLNodeID? {
        guard var current = root else { return nil }
        for step in path {
            switch step {
            case .key(let key):
                guard let next = value(in: current, forKey: key) else { return nil }
                current = next
            case .index(let index):
                let list = items(current)
                guard index < list.count else { return nil }
                current = list[list.startIndex + index]
            }
        }
        return current
    }

    /// The key node (not the value) of `key` in `mapping`.
    func keyNode(in mapping: YAMLNodeID, _ key: String) -> YAMLNodeID? {
        for (k, _) in entries(mapping) where text(k) == key { return k }
        return nil
    }

    /// Keys of a mapping, as text, in the order `entries` gives them.
    func keys(_ mapping: YAMLNodeID) -> [String?] {
        entries(mapping).map { text($0.key) }
    }

    /// The scalar values of a flat mapping, keyed by key text, in entry order.
    func scalarPairs(_ mapping: YAMLNodeID) -> [(String, ScalarValue?)] {
        entries(mapping).map { (text($0.key) ?? "?", value($0.value)) }
    }

    /// Every node reachable from the root (alias nodes themselves, not their targets).
    func reachableNodes() -> [YAMLNodeID] {
        guard let root else { return [] }
        var out: [YAMLNodeID] = []
        var stack = [root]
        while let id = stack.popLast() {
            out.append(id)
            let node = self[id]
            switch node.kind {
            case .sequence: stack.append(contentsOf: items(id))
            case .mapping:
                for (k, v) in entries(id) { stack.append(k); stack.append(v) }
            case .scalar, .alias: break
            }
        }
        return out
    }
}

enum PathStep: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    case key(String)
    case index(Int)
    init(stringLiteral value: String) { self = .key(value) }
    init(integerLiteral value: Int) { self = .index(value) }
}

extension YAMLDocument {
    func node(_ path: PathStep...) -> YAMLNodeID? { node(at: path) }
}

extension YAMLReadResult {
    var kinds: [YAMLProblem.Kind] { problems.map(\.kind) }
}

/// Wall-clock seconds spent in `body`.
func seconds(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let elapsed = clock.measure(body)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

/// Every YAML file the repository holds for testing readers: the bundled
/// specs, the compiler's fixtures and the hostile corpus, with their bytes.
func repositoryYAMLFiles() throws -> [(name: String, bytes: [UInt8])] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    var files: [(name: String, bytes: [UInt8])] = []
    for directory in ["Specs", "Tests/TransitionCompilerTests/Fixtures", "Tests/Corpus/hostile"] {
        let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(directory), includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard ["yaml", "yml"].contains(url.pathExtension) else { continue }
            files.append((url.lastPathComponent, try [UInt8](Data(contentsOf: url))))
        }
    }
    return files
}
