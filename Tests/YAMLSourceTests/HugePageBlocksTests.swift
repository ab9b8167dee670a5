#if os(Linux)
import Testing
import ParallelWork
@testable import YAMLSource

/// The nodes of mid-size files are cut from shared chunks backed by huge
/// pages (HugePageBlocks.swift): packed one after another, and unmapped once
/// the last of them is released.
struct HugePageBlocksTests {
    @Test func blocksArePackedIntoOneChunkThatGoesWithTheLastOfThem() throws {
        // A cutter of its own: other tests read files on other threads meanwhile.
        let blocks = HugePageBlocks()
        weak var released: HugePageChunk?
        do {
            let first = try #require(blocks.allocate(bytes: 300_000))
            let second = try #require(blocks.allocate(bytes: 300_000))
            #expect(first.chunk === second.chunk)
            // 300 000 rounded up to a multiple of 64.
            #expect(second.block == first.block + 300_032)
            #expect(Int(bitPattern: first.chunk.base) % (2 << 20) == 0)
            released = first.chunk
        }
        #expect(released == nil)
    }

    @Test func smallAndLargeBlocksAreLeftToTheCaller() {
        let blocks = HugePageBlocks()
        #expect(blocks.allocate(bytes: HugePageBlocks.smallest - 1) == nil)
        #expect(blocks.allocate(bytes: HugePageBlocks.largest + 1) == nil)
    }

    static let midSizeFile = SourceText(Array(("transitions:\n" + (0..<2_000).map {
        "  open\($0):\n    kind: push\n    from: a\n    to: b\n"
    }.joined()).utf8))

    /// A file of a spec set read whole, as each of many similar files is.
    @Test func theNodesOfAMidSizeFileComeFromAChunk() throws {
        let result = YAMLReader.read(Self.midSizeFile, parallelism: .serial)
        let document = try #require(result.document)
        #expect(document.storage.chunk != nil)
        #expect(document.nodeCount > 16_000)
    }

    /// Cut, its pieces' threads would first touch the same huge page at once.
    @Test func theNodesOfAMidSizeFileReadInPiecesDoNot() throws {
        let result = YAMLReader.read(Self.midSizeFile, parallelism: ReadParallelism(pieces: 2, minimumPieceBytes: 1))
        let document = try #require(result.document)
        #expect(document.nodeRanges.count == 2)
        #expect(document.storage.chunk == nil)
        #expect(document.nodeCount > 16_000)
    }
}
#endif
