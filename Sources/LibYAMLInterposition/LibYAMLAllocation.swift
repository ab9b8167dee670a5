#if os(Linux)
import CLibYAMLAllocator
import Glibc

// libyaml's `malloc`, `realloc`, `free` and `strdup`, replaced for this
// executable.
//
// libyaml allocates as it scans: four small strings for every plain scalar
// (the value and three scratch buffers), each freed a moment later: millions
// of them in a large spec. glibc's `malloc` and `free` cost far more a pair
// than a list of blocks of one size, even when its per-thread cache served
// them, and so did a cache in front of them that had to ask
// `malloc_usable_size` for each block's size (Docs/performance-history.md,
// numbers from the code). libyaml
// sends every allocation through the functions below and calls them through
// its symbol table, so defining them in the executable replaces them for the
// library (ELF symbol interposition). Their blocks (CLibYAMLAllocator), all
// of one size, come from a reserved region, with a list per thread of the
// blocks it freed; larger blocks come from `malloc`, and any pointer not
// from the region goes back to `free`.
//
// Defined in the executable only: a library defining them would clash with
// another copy of libyaml linked into the same app. Elsewhere (macOS, whose
// libraries bind their own symbols) nothing changes.

@_cdecl("yaml_malloc")
public func libYAMLAllocate(_ size: Int) -> UnsafeMutableRawPointer? {
    libyaml_cache_allocate(size)
}

@_cdecl("yaml_realloc")
public func libYAMLReallocate(_ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
    libyaml_cache_reallocate(pointer, size)
}

@_cdecl("yaml_free")
public func libYAMLFree(_ pointer: UnsafeMutableRawPointer?) {
    libyaml_cache_release(pointer)
}

@_cdecl("yaml_strdup")
public func libYAMLDuplicate(_ text: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>? {
    libyaml_cache_duplicate(text)
}

/// Sends libyaml's allocations to its own functions, or back to the cache
/// (`LibYAMLVersionCheck`). Set here, in the file that calls the cache: the
/// header's state is compiled into each file that uses it.
func setLibYAMLCacheInUse(_ inUse: Bool) {
    libyaml_cache_set_in_use(inUse ? 1 : 0)
}

/// How many of libyaml's allocations on this thread its cache served: zero
/// if the replacement above is not in effect.
func libYAMLCacheReuses() -> Int {
    libyaml_cache_reuses()
}
#endif
