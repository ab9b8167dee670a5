/// The speed machinery an executable links in front of libyaml: its
/// allocation functions and its reader step replaced (`LibYAMLAllocation`,
/// `LibYAMLReading`, by ELF symbol interposition, so only an executable may
/// define them), and glibc's allocator tuned (`AllocatorTuning`). The
/// compiler library knows nothing of it; an executable that wants it calls
/// `install()` first thing, before anything is allocated or read.
public enum LibYAMLInterposition {
    public static func install() {
        AllocatorTuning.apply()
        #if os(Linux)
        // Before anything reads YAML: libyaml's own reader and allocator for any
        // version the replacements were not written against.
        LibYAMLVersionCheck.apply()
        #endif
    }
}
