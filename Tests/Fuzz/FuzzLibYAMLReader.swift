// The transitionc executable replaces libyaml's reader step
// (Sources/LibYAMLInterposition/LibYAMLReading.swift); the harness replaces it the
// same way, so that the whole pipeline is fuzzed with it, and checks it
// against libyaml's own on every input.
import CLibYAMLReader
import CYAML

@_cdecl("yaml_parser_update_buffer")
public func libYAMLUpdateBuffer(_ parser: UnsafeMutablePointer<yaml_parser_t>?, _ length: Int) -> Int32 {
    libyaml_update_buffer(parser, length)
}

/// libyaml's events for `bytes`, with marks and the error it stops on, read
/// with the replacement or with libyaml's own reader. The input is handed to
/// libyaml a few bytes at a time (1 to 7, from the input's own bytes), so
/// that characters are cut by the end of libyaml's raw buffer all the time,
/// as they are only every 16 KiB in a real file.
func libYAMLEvents(_ bytes: [UInt8], replacementReader: Bool) -> [String] {
    libyaml_reader_set_disabled(replacementReader ? 0 : 1)
    defer { libyaml_reader_set_disabled(0) }
    final class Feed {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }
    let feed = Feed(bytes)
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else { return ["no parser"] }
    defer { yaml_parser_delete(&parser) }
    yaml_parser_set_input(&parser, { data, buffer, size, read in
        let feed = Unmanaged<Feed>.fromOpaque(data!).takeUnretainedValue()
        let left = feed.bytes.count - feed.offset
        let step = left == 0 ? 0 : min(left, size, 1 + Int(feed.bytes[feed.offset] % 7))
        for index in 0..<step { buffer![index] = feed.bytes[feed.offset + index] }
        feed.offset += step
        read!.pointee = step
        return 1
    }, Unmanaged.passUnretained(feed).toOpaque())
    var lines: [String] = []
    var event = yaml_event_t()
    while yaml_parser_parse(&parser, &event) == 1 {
        defer { yaml_event_delete(&event) }
        var line = "\(event.type.rawValue) \(event.start_mark.index):\(event.start_mark.line):\(event.start_mark.column)"
            + "-\(event.end_mark.index):\(event.end_mark.line):\(event.end_mark.column)"
        if event.type == YAML_SCALAR_EVENT {
            let scalar = event.data.scalar
            line += " \(Array(UnsafeBufferPointer(start: scalar.value, count: Int(scalar.length))))"
        }
        lines.append(line)
        if event.type == YAML_STREAM_END_EVENT { return withExtendedLifetime(feed) { lines } }
    }
    lines.append("error \(parser.error.rawValue) \(parser.problem.map { String(cString: $0) } ?? "-") "
        + "\(parser.problem_offset) \(parser.problem_value) \(parser.problem_mark.index) "
        + "\(parser.context.map { String(cString: $0) } ?? "-")")
    return withExtendedLifetime(feed) { lines }
}
