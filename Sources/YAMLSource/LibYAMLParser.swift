internal import CYAML

/// Owns one libyaml parser and the bytes it reads. libyaml keeps pointers to
/// both for its whole life, so both sit at stable, manually allocated
/// addresses and are freed together in `deinit`.
final class LibYAMLParser {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    let input: UnsafeMutableBufferPointer<UInt8>

    /// Reads `prefix` followed by `body` (the prefix is how a piece of a cut
    /// file is introduced, see `PiecePlan`). Nil only if libyaml cannot
    /// allocate its buffers.
    init?(prefix: [UInt8], body: UnsafeBufferPointer<UInt8>) {
        let count = prefix.count + body.count
        parser = .allocate(capacity: 1)
        input = .allocate(capacity: max(count, 1))
        _ = input.initialize(from: prefix)
        _ = UnsafeMutableBufferPointer(rebasing: input[prefix.count...]).initialize(from: body)
        guard yaml_parser_initialize(parser) == 1 else {
            parser.deallocate()
            input.deallocate()
            return nil
        }
        yaml_parser_set_input_string(parser, input.baseAddress, count)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
        input.deallocate()
    }

    /// Pulls the next event into `event`, which the caller must delete.
    /// False when libyaml reports an error (see `failure`).
    func next(into event: inout yaml_event_t) -> Bool {
        yaml_parser_parse(parser, &event) == 1
    }

    struct Failure {
        var problem: String
        var problemMark: (index: Int, line: Int, column: Int)?
        var byteOffset: Int?
        var context: String?
        var contextMark: (index: Int, line: Int, column: Int)?
    }

    /// What libyaml said about the error that stopped it.
    var failure: Failure {
        let state = parser.pointee
        let problem = state.problem.map { String(cString: $0) } ?? "the YAML could not be read"
        if state.error == YAML_READER_ERROR {
            return Failure(problem: problem, problemMark: nil, byteOffset: Int(state.problem_offset))
        }
        func mark(_ mark: yaml_mark_t) -> (index: Int, line: Int, column: Int) {
            (Int(mark.index), Int(mark.line), Int(mark.column))
        }
        return Failure(
            problem: problem,
            problemMark: mark(state.problem_mark),
            byteOffset: nil,
            context: state.context.map { String(cString: $0) },
            contextMark: state.context == nil ? nil : mark(state.context_mark)
        )
    }
}
