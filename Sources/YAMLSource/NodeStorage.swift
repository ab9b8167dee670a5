import ParallelWork

/// The nodes of one document, in one block of memory indexed by node id.
///
/// A file cut into pieces is read into a single block: each piece's builder
/// writes a region of its own (`NodeRegion`) and numbers its nodes by their
/// place in the block, so joining the pieces moves no node. Copying a piece's
/// tree into the first piece's array, as joining did before, cost a fresh
/// block of memory the size of that tree, written on one core. Between the
/// regions lie ids that no node has; memory never written costs nothing.
///
/// Shared while a cut file is read, then owned by the joined document, and
/// only written by `TreeBuilder` and `DocumentJoin` while they own it.
@usableFromInline final class NodeStorage: @unchecked Sendable {
    // Constants, so that reading a node needs no exclusivity check.
    @usableFromInline let base: UnsafeMutablePointer<YAMLNode>
    let capacity: Int

    /// The shared chunk the nodes are in, if they were cut from one
    /// (`HugePageBlocks`); nil when this storage allocated them itself.
    let chunk: HugePageChunk?

    /// `packed`: whether the nodes may be cut from the shared huge-page
    /// chunks (`HugePageBlocks`), as a file read whole on one thread is.
    init(capacity: Int, packed: Bool = true) {
        self.capacity = max(capacity, 1)
        let bytes = self.capacity * MemoryLayout<YAMLNode>.stride
        if packed, let (block, chunk) = HugePageBlocks.shared.allocate(bytes: bytes) {
            base = block.bindMemory(to: YAMLNode.self, capacity: self.capacity)
            self.chunk = chunk
        } else {
            base = .allocate(capacity: self.capacity)
            chunk = nil
            HugePages.advise(UnsafeMutableRawBufferPointer(start: base, count: bytes))
        }
    }

    deinit {
        // Nodes are plain values: nothing to deinitialize. Cut from a chunk,
        // the memory goes with the chunk's last storage.
        if chunk == nil { base.deallocate() }
    }

    /// A larger storage holding at least `count` nodes, with this one's
    /// first `kept` moved into it. Only for a storage with one writer.
    func grown(toHold count: Int, keeping kept: Int) -> NodeStorage {
        var larger = capacity * 2
        while larger < count { larger *= 2 }
        let grown = NodeStorage(capacity: larger)
        grown.base.moveInitialize(from: base, count: kept)
        return grown
    }
}

/// Where one builder writes its nodes: ids `start..<limit` of a storage.
struct NodeRegion {
    let storage: NodeStorage
    let start: Int
    let limit: Int
    /// A region of a block shared with other builders cannot grow; running
    /// out of room fails the piece, and the file is read whole.
    let canGrow: Bool

    /// A storage of its own, for a file read whole.
    static func own(expectedNodes: Int) -> NodeRegion {
        let storage = NodeStorage(capacity: expectedNodes)
        return NodeRegion(storage: storage, start: 0, limit: storage.capacity, canGrow: true)
    }
}
