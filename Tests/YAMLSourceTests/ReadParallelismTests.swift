import ParallelWork
import Testing
import YAMLSource

/// Files are cut into one piece per core the process may run on
/// (`AvailableCores`, its affinity mask), not one per online CPU.
struct ReadParallelismTests {
    @Test func aFileIsCutIntoOnePiecePerAvailableCore() {
        #expect(ReadParallelism.automatic.pieces == AvailableCores.count)
    }
}
