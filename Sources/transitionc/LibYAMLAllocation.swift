#if os(Linux)
import CLibYAMLAllocator
import Glibc

// libyaml's `malloc` and `free`, replaced for this executable.
//
// libyaml allocates as it scans: four small strings for every plain scalar
// (the value and three scratch buffers), each freed a moment later. A
// 40 000-transition spec makes 2.2 million such allocations, and glibc's
// `malloc` and `free` took about 130 instructions a pair even when its
// per-thread cache served them: a seventh of a whole `check`. libyaml sends
// every allocation through the functions below and calls them through its
// symbol table, so defining them in the executable replaces them for the
// library (ELF symbol interposition). Their cache (CLibYAMLAllocator) hands
// a thread's freed small blocks back out.
//
// Every block still comes from `malloc`, so libyaml's `yaml_realloc` and
// `yaml_strdup`, left as they are, and any call not replaced stay correct.
// Defined in the executable only: a library defining them would clash with
// another copy of libyaml linked into the same app. Elsewhere (macOS, whose
// libraries bind their own symbols) nothing changes.

@_cdecl("yaml_malloc")
public func libYAMLAllocate(_ size: Int) -> UnsafeMutableRawPointer? {
    libyaml_cache_allocate(size)
}

@_cdecl("yaml_free")
public func libYAMLFree(_ pointer: UnsafeMutableRawPointer?) {
    libyaml_cache_release(pointer)
}

/// How many of libyaml's allocations on this thread its cache served: zero
/// if the replacement above is not in effect.
func libYAMLCacheReuses() -> Int {
    libyaml_cache_reuses()
}
#endif
