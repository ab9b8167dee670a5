#if os(Linux)
import CLibYAMLReader
import CYAML

// libyaml's reader step, replaced for this executable.
//
// libyaml's scanner takes its characters from a buffer that
// `yaml_parser_update_buffer` fills from the input, decoding and checking
// one character at a time, a large share of a whole `check` (the numbers:
// Docs/performance-history.md, numbers from the code). Nearly every byte of a spec is printable ASCII,
// a tab or a line break, and the rest are well-formed characters of other
// scripts, all of which that step copies unchanged; the replacement
// (CLibYAMLReader) copies them at once and hands anything else back to
// libyaml's own function, which carries on from the same state, so the
// characters, positions and errors are libyaml's own.
//
// libyaml calls the function through its symbol table, so defining it in the
// executable replaces it for the library, as `yaml_malloc` is replaced
// (LibYAMLAllocation.swift, which says why only the executable does this).
// Elsewhere (macOS) nothing changes.

@_cdecl("yaml_parser_update_buffer")
public func libYAMLUpdateBuffer(_ parser: UnsafeMutablePointer<yaml_parser_t>?, _ length: Int) -> Int32 {
    libyaml_update_buffer(parser, length)
}

/// How many of libyaml's requests for characters on this thread were
/// answered by the replacement: zero if it is not in effect.
func libYAMLFastReaderCalls() -> Int {
    libyaml_reader_fast_calls()
}

/// Sends libyaml's requests on every thread to its own reader, or back to
/// the replacement (`LibYAMLVersionCheck`). Set here, in the file that
/// calls the replacement: the header's state is compiled into each file
/// that uses it, so a flag set from another file would not be this one.
func setLibYAMLReaderInUse(_ inUse: Bool) {
    libyaml_reader_set_in_use(inUse ? 1 : 0)
}

/// Sends libyaml's requests on this thread to its own reader (for a test to
/// compare the two), or back to the replacement.
func setLibYAMLFastReader(enabled: Bool) {
    libyaml_reader_set_disabled(enabled ? 0 : 1)
}
#endif
