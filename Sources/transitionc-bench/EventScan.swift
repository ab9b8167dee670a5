import CYAML

/// The floor: read a file and pull every libyaml event, building nothing.
/// This is the least any libyaml-based checker must do.
enum EventScan {
    static func scan(_ bytes: [UInt8]) -> Int {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return -1 }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            var count = 0
            while yaml_parser_parse(&parser, &event) == 1 {
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                count += 1
                if done { return count }
            }
            return -1
        }
    }
}
