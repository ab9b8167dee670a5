internal import CTreeBuilder
internal import CYAML

/// The text one parser reads: a short header of its own (how a piece of a
/// cut file is introduced, see `PiecePlan`), then bytes read where they are
/// in the file, never copied, then a short ending of its own (how a piece of
/// a file written in flow style closes what the cut left open).
struct ParserInput {
    let prefix: UnsafeBufferPointer<UInt8>
    let body: UnsafeBufferPointer<UInt8>
    let suffix: UnsafeBufferPointer<UInt8>

    var count: Int { prefix.count + body.count + suffix.count }

    subscript(index: Int) -> UInt8 {
        if index < prefix.count { return prefix[index] }
        let inBody = index - prefix.count
        return inBody < body.count ? body[inBody] : suffix[inBody - body.count]
    }
}

/// Owns one libyaml parser. libyaml keeps a pointer to its input state for
/// its whole life, so that state sits at a stable, manually allocated
/// address, freed in `deinit` with the parser and the header's copy.
final class LibYAMLParser {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    let input: ParserInput
    /// How much of `input` libyaml has read, followed by the input itself.
    private let cursor: UnsafeMutablePointer<(read: Int, input: ParserInput)>

    /// Reads `prefix`, `body`, then `suffix`. `body` is read in place: it
    /// must outlive the parser. Nil only if libyaml cannot allocate its buffers.
    init?(prefix: [UInt8], body: UnsafeBufferPointer<UInt8>, suffix: [UInt8] = []) {
        // The two short parts in one block, freed with the parser.
        let own = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(prefix.count + suffix.count, 1))
        _ = own.initialize(from: prefix + suffix)
        input = ParserInput(prefix: UnsafeBufferPointer(rebasing: own[..<prefix.count]), body: body,
                            suffix: UnsafeBufferPointer(rebasing: own[prefix.count..<(prefix.count + suffix.count)]))
        parser = .allocate(capacity: 1)
        cursor = .allocate(capacity: 1)
        cursor.initialize(to: (0, input))
        guard yaml_parser_initialize(parser) == 1 else {
            parser.deallocate()
            cursor.deallocate()
            own.deallocate()
            return nil
        }
        // libyaml asks for up to its buffer's size at a time and copies it
        // into that buffer anyway, as it does from a string input.
        yaml_parser_set_input(parser, { data, buffer, size, sizeRead in
            guard let data, let buffer, let sizeRead else { return 0 }
            let cursor = data.assumingMemoryBound(to: (read: Int, input: ParserInput).self)
            let input = cursor.pointee.input
            var read = cursor.pointee.read, written = 0
            if read < input.prefix.count {
                let count = min(size, input.prefix.count - read)
                buffer.update(from: input.prefix.baseAddress! + read, count: count)
                read += count
                written = count
            }
            let bodyEnd = input.prefix.count + input.body.count
            let fromBody = min(size - written, bodyEnd - read)
            if fromBody > 0 {
                (buffer + written).update(from: input.body.baseAddress! + (read - input.prefix.count), count: fromBody)
                read += fromBody
                written += fromBody
            }
            let fromSuffix = min(size - written, input.count - read)
            if fromSuffix > 0 {
                (buffer + written).update(from: input.suffix.baseAddress! + (read - bodyEnd), count: fromSuffix)
                read += fromSuffix
                written += fromSuffix
            }
            cursor.pointee.read = read
            sizeRead.pointee = written
            return 1
        }, cursor)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
        cursor.deallocate()
        UnsafeMutableRawPointer(mutating: input.prefix.baseAddress)?.deallocate()
    }

    /// Pulls the next event into `event`, which the caller must `release`.
    /// False when libyaml reports an error (see `failure`).
    func next(into event: inout yaml_event_t) -> Bool {
        yaml_parser_parse(parser, &event) == 1
    }

    /// Like `next`, but first adds the common events to the tree that
    /// `state` describes (CTreeBuilder), up to the first that is not one.
    func next(into event: inout yaml_event_t, addingCommonEventsTo state: inout tc_tree_fast_state) -> Bool {
        tc_take_common_events(parser, &event, &state) == 1
    }

    /// What `yaml_event_delete` does, for an event that `next` fills again:
    /// a scalar without anchor or tag (most events of a spec) frees its text
    /// and nothing else. libyaml's own function also frees the missing
    /// anchor and tag and then clears all 104 bytes of the event, which
    /// `yaml_parser_parse` clears again before it fills it.
    static func release(_ event: inout yaml_event_t) {
        if event.type == YAML_SCALAR_EVENT, event.data.scalar.anchor == nil, event.data.scalar.tag == nil {
            yaml_free(event.data.scalar.value)
            event.type = YAML_NO_EVENT
            return
        }
        yaml_event_delete(&event)
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
