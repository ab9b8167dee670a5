import Testing
import YAMLSource
@testable import TransitionCompiler

/// Sema is one-way: the decode stage hands on everything the lowering
/// reads, and nothing of the YAML tree, so the trees are freed when
/// decoding ends rather than kept alive until the set is lowered.
struct SemaStageTests {
    /// Every section, and a transition of each shape: the forms a decoded
    /// file could keep a node id or a document for.
    static let spec = """
        version: 1
        tokens:
          durations: { quick: 0.25 }
          curves: { soft: easeOut }
        defaults:
          duration: $durations.quick
          push: { curve: $curves.soft, gesture: { edge: true } }
        screens:
          home: { root: true, container: navigation }
          detail: {}
          tabs: { container: tabBar, tabs: [home, detail] }
        transitions:
          open: { kind: push, from: home, to: detail, interaction: standard, hint: { duration: 0.4, travel: 20 } }
          close: &back { kind: pop, from: detail, effect: fade }
          again: { <<: *back, delay: 0.1 }
          broken: [not, a, mapping]

        """

    @Test func theDecodedFilesHoldNoYAMLTree() {
        let decoded = DecodeStage.decode([(path: "app.yaml", source: SourceText(Array(Self.spec.utf8)))], skipping: [],
                                         limits: .default, parallelism: .serial)
        #expect(decoded.files.count == 1)
        #expect(decoded.files.first?.transitions?.entries.count == 4)
        var visited = 0
        let found = Self.firstTree(in: decoded, visited: &visited)
        #expect(found == nil, "the decoded files keep \(found ?? "")")
        #expect(visited > 100, "the search went through the decoded files (\(visited) values)")
    }

    /// The path to the first YAML document or node storage inside `value`, if any.
    private static func firstTree(in value: Any, path: String = "decoded", visited: inout Int) -> String? {
        visited += 1
        if value is YAMLDocument || String(describing: type(of: value)).contains("NodeStorage") { return path }
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            if let found = firstTree(in: child.value, path: path + "." + (child.label ?? "\(index)"), visited: &visited) {
                return found
            }
        }
        return nil
    }

    /// The first layer that sets a field gives it; a nested mapping's fields
    /// come one by one from the layers that write it.
    @Test func theFirstLayerThatSetsAFieldWins() {
        // The stack holds its layers unretained: they live here, as a
        // transition's live in the decoded files.
        let inner = Box(3)
        let own = Box(["a": Box(1)]), below = Box(["a": Box(2), "b": inner])
        var stack = LayerStack<[String: Box<Int>]>()
        stack.push(own)
        stack.push(nil)  // a layer this transition does not have
        stack.push(below)
        #expect(stack.first { $0["a"]?.value } == 1)
        #expect(stack.first { $0["b"]?.value } == 3)
        #expect(stack.first { $0["c"]?.value } == nil)
        #expect(stack.top?.keys.sorted() == ["a"])
        let nested = stack.nested { $0["b"] }
        #expect(nested.top == 3)
        #expect(LayerStack<Int>().top == nil)
        withExtendedLifetime((own, below, inner)) {}
    }
}
