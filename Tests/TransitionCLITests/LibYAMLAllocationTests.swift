#if os(Linux)
import Testing
import YAMLSource
@testable import transitionc

/// The executable replaces libyaml's `yaml_malloc` and `yaml_free` with a
/// per-thread cache of small blocks (LibYAMLAllocation.swift). That works
/// only if libyaml calls them through its symbol table and the executable
/// exports them; if either stops being true, libyaml quietly goes back to
/// glibc's allocator and `check` gets slower without failing. The test
/// bundle links the executable's module, so it replaces them the same way.
struct LibYAMLAllocationTests {
    @Test func libyamlAllocationsOnThisThreadComeFromTheCache() {
        let text = (0..<100).map { "key\($0): a plain value \($0)\n" }.joined()
        let before = libYAMLCacheReuses()
        // One piece, read on this thread: the cache counted is this thread's.
        let result = YAMLReader.read(SourceText(Array(text.utf8)), parallelism: .serial)
        #expect(result.problems.isEmpty)
        #expect(result.document != nil)
        // Each plain scalar takes four small blocks, three of them freed at
        // once: 200 scalars reuse several hundred.
        #expect(libYAMLCacheReuses() - before >= 400)
    }
}
#endif
