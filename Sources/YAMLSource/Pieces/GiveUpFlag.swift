internal import CTreeBuilder

/// Raised by the reader of a piece that gives up (`PieceReader`), and
/// watched by the readers of the other pieces of the same file, which then
/// stop as well: the file will be read whole anyway. Without it, an alias
/// or an error near the start of the second piece of a large file still let
/// the first piece run to its end before the whole file was read.
final class GiveUpFlag: @unchecked Sendable {
    private let word: UnsafeMutablePointer<Int32>

    init() {
        word = .allocate(capacity: 1)
        word.initialize(to: 0)
    }

    deinit { word.deallocate() }

    func raise() { tc_flag_raise(word) }

    var isRaised: Bool { tc_flag_is_raised(word) != 0 }
}
