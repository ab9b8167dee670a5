#if os(Linux)
import Glibc
import Testing
import YAMLSource
@testable import LibYAMLInterposition

/// The executable replaces libyaml's `yaml_malloc`, `yaml_realloc`,
/// `yaml_free` and `yaml_strdup` with blocks of its own (LibYAMLAllocation.swift). That works
/// only if libyaml calls them through its symbol table and the executable
/// exports them; if either stops being true, libyaml quietly goes back to
/// glibc's allocator and `check` gets slower without failing. The test
/// bundle links the executable's module, so it replaces them the same way.
struct LibYAMLAllocationTests {
    @Test func libyamlAllocationsOnThisThreadComeFromTheCache() {
        LibYAMLReplacementsInUse.whileUnswitched {
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

    @Test func aGrownBlockKeepsItsBytes() throws {
        // libyaml grows its strings by doubling, from 16 bytes.
        var block = try #require(libYAMLAllocate(16))
        for index in 0..<16 { block.storeBytes(of: UInt8(index), toByteOffset: index, as: UInt8.self) }
        for size in [32, 64, 128, 256, 4096] {
            block = try #require(libYAMLReallocate(block, size))
            let kept = (0..<16).map { block.load(fromByteOffset: $0, as: UInt8.self) }
            #expect(kept == (0..<16).map(UInt8.init), "after growing to \(size) bytes")
        }
        libYAMLFree(block)
    }

    @Test func blocksNotAllocatedHereGoBackToMalloc() throws {
        // A block from malloc (as libyaml's own functions would have made)
        // must be freed and grown by malloc's rules, not taken for one of these.
        let foreign = try #require(malloc(24))
        libYAMLFree(foreign)
        // Taken for one of these, it would be the next block handed out.
        let next = try #require(libYAMLAllocate(24))
        #expect(next != foreign)
        libYAMLFree(next)
        let other = try #require(malloc(24))
        let grown = try #require(libYAMLReallocate(other, 40))
        libYAMLFree(grown)
        libYAMLFree(nil)
    }

    @Test func aDuplicatedStringIsACopy() throws {
        let copy = try #require(libYAMLDuplicate("transitions"))
        #expect(String(cString: copy) == "transitions")
        libYAMLFree(copy)
        #expect(libYAMLDuplicate(nil) == nil)
    }
}
#endif
