// libyaml's small blocks, behind the replacements of libyaml's four
// allocation functions that the transitionc executable defines
// (Sources/LibYAMLInterposition/LibYAMLAllocation.swift).
//
// libyaml allocates four small strings for every plain scalar it scans and
// frees them a moment later. Blocks of up to 128 bytes come from a region of
// address space reserved here, all of one size: a pointer is one of them if
// its address falls in the region, so freeing one needs no header and no
// question to malloc, and each thread keeps a list of the blocks it freed to
// hand out again. One size rather than several: a block taken is handed back
// within a scalar or two, so few are ever held at once, and with no size
// class to work out, taking or giving back a block is a handful of
// instructions (a size class per power of two took several times as many).
// Larger blocks, and every block once the region is used up, come from
// malloc; a pointer outside the region goes back to `free`, so a block that
// libyaml did not allocate here is still freed correctly. The region is
// never given back: the blocks on the list of a thread that ends stay
// unused, and once it is all handed out, blocks come from malloc (a
// short-lived process keeps a few hundred kilobytes of these at most).
//
// libyaml's own wrappers are the only callers of malloc, realloc, free and
// strdup in the library (its disassembly), and it calls the wrappers through
// its symbol table: with all four replaced, every block it frees was
// allocated here, or by malloc.
//
// Written as inline functions in a header, not as a C target: SwiftPM gives C
// targets DWARF 5 debug information, which valgrind 3.19 cannot read, and
// callgrind is how this project counts instructions (Docs/performance.md).
// Imported into Swift, these are compiled with the Swift module.

#ifndef TRANSITIONC_LIBYAML_ALLOCATOR_H
#define TRANSITIONC_LIBYAML_ALLOCATOR_H

#if defined(__linux__)

#include <dlfcn.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <sys/mman.h>

enum {
    libyaml_block_bytes = 128,                // every block, and the largest served here
    libyaml_region_bytes = 16 << 20,          // the reserved addresses
    libyaml_block_chunk_bytes = 64 * 1024,    // what a thread takes at a time
};

typedef struct libyaml_free_block {
    struct libyaml_free_block *next;
} libyaml_free_block;

// One thread's blocks: those it freed, and the rest of the chunk it is
// cutting new ones from.
typedef struct {
    libyaml_free_block *freed;
    char *next;
    char *end;
    size_t reuses;
} libyaml_block_cache;

// The reserved addresses. `size` stays 0 until `start` is set, so that no
// pointer is taken for a block before there is a region.
typedef struct {
    uintptr_t start;
    uintptr_t size;
    size_t taken;                                // bytes given to threads
} libyaml_block_region;

static inline libyaml_block_region *libyaml_region(void) {
    static libyaml_block_region region;
    return &region;
}

// Initial-exec: this header is compiled into the executable only, whose
// thread-local variables sit at a fixed offset from the thread pointer. The
// default model, for code that may end up in a library loaded later, reaches
// them through a call to `__tls_get_addr`, and even where the linker turns
// that call into a plain load, the registers it would clobber are still saved
// around it: a third of the instructions of taking or giving back a block.
static inline libyaml_block_cache *libyaml_thread_cache(void) {
    static __thread __attribute__((tls_model("initial-exec"))) libyaml_block_cache cache;
    return &cache;
}

// Reserves the region; run once (`libyaml_region_reserve`).
static void libyaml_region_map(void) {
    void *reserved = mmap(NULL, (size_t)libyaml_region_bytes, PROT_READ | PROT_WRITE,
                          MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (reserved == MAP_FAILED) return;
    libyaml_block_region *region = libyaml_region();
    __atomic_store_n(&region->start, (uintptr_t)reserved, __ATOMIC_RELAXED);
    __atomic_store_n(&region->size, (uintptr_t)libyaml_region_bytes, __ATOMIC_RELEASE);
}

// Whether `pointer` is a block of the region (NULL never is).
static inline int libyaml_is_block(const void *pointer) {
    libyaml_block_region *region = libyaml_region();
    uintptr_t size = __atomic_load_n(&region->size, __ATOMIC_ACQUIRE);
    return (uintptr_t)pointer - __atomic_load_n(&region->start, __ATOMIC_RELAXED) < size;
}

// The region's start, reserved on first use (untouched pages cost no memory),
// or NULL if it could not be.
static inline char *libyaml_region_reserve(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, libyaml_region_map);
    libyaml_block_region *region = libyaml_region();
    return __atomic_load_n(&region->size, __ATOMIC_ACQUIRE) ? (char *)region->start : NULL;
}

// Whether the blocks are handed out at all: the executable turns them off
// at start-up for any libyaml but the one whose callers of malloc and free
// were checked (see above), and libyaml's own functions then allocate. A
// block handed out before is still taken back here, by its address.
static inline int *libyaml_cache_in_use(void) {
    static int in_use = 1;
    return &in_use;
}

static inline void libyaml_cache_set_in_use(int in_use) {
    __atomic_store_n(libyaml_cache_in_use(), in_use, __ATOMIC_RELAXED);
}

static inline int libyaml_cache_is_in_use(void) {
    return __atomic_load_n(libyaml_cache_in_use(), __ATOMIC_RELAXED);
}

// libyaml's own allocation functions: the next definitions after the
// executable's (glibc's RTLD_NEXT, spelled out as in CLibYAMLReader), or
// NULL if there are none, when the C library's are what libyaml's would call.
typedef struct {
    void *(*allocate)(size_t);
    void *(*reallocate)(void *, size_t);
    void (*release)(void *);
    char *(*duplicate)(const char *);
} libyaml_own_allocator;

static inline libyaml_own_allocator *libyaml_own_allocator_storage(void) {
    static libyaml_own_allocator own;
    return &own;
}

static void libyaml_own_allocator_find(void) {
    libyaml_own_allocator *own = libyaml_own_allocator_storage();
    own->allocate = (void *(*)(size_t))dlsym((void *)-1l, "yaml_malloc");
    own->reallocate = (void *(*)(void *, size_t))dlsym((void *)-1l, "yaml_realloc");
    own->release = (void (*)(void *))dlsym((void *)-1l, "yaml_free");
    own->duplicate = (char *(*)(const char *))dlsym((void *)-1l, "yaml_strdup");
}

static inline libyaml_own_allocator *libyaml_own_allocator_get(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, libyaml_own_allocator_find);
    return libyaml_own_allocator_storage();
}

// libyaml's own `yaml_malloc` and the others, for when the cache is not in use.
__attribute__((noinline)) static void *libyaml_own_allocate(size_t size) {
    libyaml_own_allocator *own = libyaml_own_allocator_get();
    return own->allocate != NULL ? own->allocate(size) : malloc(size ? size : 1);
}

__attribute__((noinline)) static void *libyaml_own_reallocate(void *pointer, size_t size) {
    libyaml_own_allocator *own = libyaml_own_allocator_get();
    if (own->reallocate != NULL) return own->reallocate(pointer, size);
    return pointer != NULL ? realloc(pointer, size ? size : 1) : malloc(size ? size : 1);
}

__attribute__((noinline)) static void libyaml_own_release(void *pointer) {
    libyaml_own_allocator *own = libyaml_own_allocator_get();
    if (own->release != NULL) {
        own->release(pointer);
    } else {
        free(pointer);
    }
}

__attribute__((noinline)) static char *libyaml_own_duplicate(const char *text) {
    libyaml_own_allocator *own = libyaml_own_allocator_get();
    return own->duplicate != NULL ? own->duplicate(text) : text != NULL ? strdup(text) : NULL;
}

// A new block cut from the thread's chunk or a new one, or NULL once the
// region is used up.
static inline void *libyaml_cut_block(libyaml_block_cache *cache) {
    if (cache->next == cache->end) {
        char *base = libyaml_region_reserve();
        if (base == NULL) return NULL;
        size_t offset = __atomic_fetch_add(&libyaml_region()->taken, (size_t)libyaml_block_chunk_bytes, __ATOMIC_RELAXED);
        if (offset + libyaml_block_chunk_bytes > (size_t)libyaml_region_bytes) return NULL;
        cache->next = base + offset;
        cache->end = cache->next + libyaml_block_chunk_bytes;
    }
    void *block = cache->next;
    cache->next += libyaml_block_bytes;
    return block;
}

// A block when this thread has none freed: cut from its chunk or a new one,
// else from malloc. Kept out of line so that the common case below saves no
// registers.
__attribute__((noinline)) static void *libyaml_cache_allocate_new(size_t size) {
    void *cut = libyaml_cut_block(libyaml_thread_cache());
    return cut != NULL ? cut : malloc(size ? size : 1);
}

// `yaml_malloc`: a block of at least `size` bytes (one byte for zero).
static inline void *libyaml_cache_allocate(size_t size) {
    if (!libyaml_cache_is_in_use()) return libyaml_own_allocate(size);
    if (size > libyaml_block_bytes) return malloc(size);
    libyaml_block_cache *cache = libyaml_thread_cache();
    libyaml_free_block *block = cache->freed;
    if (block == NULL) return libyaml_cache_allocate_new(size);
    cache->freed = block->next;
    cache->reuses++;
    return block;
}

// `yaml_free`: a block of the region goes on this thread's list; any other
// pointer, NULL included, goes to `free`.
static inline void libyaml_cache_release(void *pointer) {
    if (!libyaml_is_block(pointer)) {
        if (!libyaml_cache_is_in_use()) {
            libyaml_own_release(pointer);
            return;
        }
        free(pointer);
        return;
    }
    libyaml_block_cache *cache = libyaml_thread_cache();
    libyaml_free_block *block = pointer;
    block->next = cache->freed;
    cache->freed = block;
}

// `yaml_realloc`: the block itself if it is large enough, else a larger one
// with its bytes.
static inline void *libyaml_cache_reallocate(void *pointer, size_t size) {
    if (pointer == NULL) return libyaml_cache_allocate(size);
    if (!libyaml_is_block(pointer)) {
        if (!libyaml_cache_is_in_use()) return libyaml_own_reallocate(pointer, size);
        return realloc(pointer, size ? size : 1);
    }
    if (size <= libyaml_block_bytes) return pointer;
    void *larger = libyaml_cache_is_in_use() ? malloc(size) : libyaml_own_allocate(size);
    if (larger == NULL) return NULL;
    memcpy(larger, pointer, libyaml_block_bytes);
    libyaml_cache_release(pointer);
    return larger;
}

// `yaml_strdup`: a copy of a NUL-terminated string, or NULL for NULL.
static inline char *libyaml_cache_duplicate(const char *text) {
    if (!libyaml_cache_is_in_use()) return libyaml_own_duplicate(text);
    if (text == NULL) return NULL;
    size_t bytes = strlen(text) + 1;
    char *copy = libyaml_cache_allocate(bytes);
    if (copy != NULL) memcpy(copy, text, bytes);
    return copy;
}

// How many allocations on this thread were served from its freed blocks.
static inline size_t libyaml_cache_reuses(void) {
    return libyaml_thread_cache()->reuses;
}

#endif  // __linux__
#endif
