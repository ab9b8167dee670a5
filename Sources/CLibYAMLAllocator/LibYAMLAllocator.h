// libyaml's small blocks, behind the replacements of libyaml's four
// allocation functions that the transitionc executable defines
// (Sources/transitionc/LibYAMLAllocation.swift).
//
// libyaml allocates four small strings for every plain scalar it scans and
// frees them a moment later. Blocks of up to 128 bytes come from a region of
// address space reserved here, one slice per size class (16, 32, 64, 128
// bytes): a block's class is where its address falls, so freeing one needs
// no header and no question to malloc, and each thread keeps a list of the
// blocks it freed to hand out again. Larger blocks, and every block once the
// region is used up, come from malloc; a pointer outside the region goes
// back to `free`, so a block that libyaml did not allocate here is still
// freed correctly. The region is never given back: the blocks on the list
// of a thread that ends stay unused, and once the region's slice for a class
// is all handed out, that class comes from malloc (a short-lived process
// keeps a few hundred kilobytes of these at most).
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

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

enum {
    libyaml_block_class_count = 4,            // 16, 32, 64 and 128 bytes
    libyaml_block_largest = 128,
    libyaml_block_slice_shift = 24,           // 16 MiB of addresses per class
    libyaml_block_chunk_bytes = 64 * 1024,    // what a thread takes at a time
};

typedef struct libyaml_free_block {
    struct libyaml_free_block *next;
} libyaml_free_block;

// One thread's blocks: what it freed, and the rest of the chunk it is
// cutting new blocks from, per class.
typedef struct {
    libyaml_free_block *freed[libyaml_block_class_count];
    char *next[libyaml_block_class_count];
    char *end[libyaml_block_class_count];
    size_t reuses;
} libyaml_block_cache;

// The reserved addresses, and how far each class's slice is handed out.
typedef struct {
    char *base;                                  // NULL until the first block; MAP_FAILED if none
    size_t taken[libyaml_block_class_count];     // bytes of the slice given to threads
} libyaml_block_region;

static inline libyaml_block_region *libyaml_region(void) {
    static libyaml_block_region region;
    return &region;
}

static inline libyaml_block_cache *libyaml_thread_cache(void) {
    static __thread libyaml_block_cache cache;
    return &cache;
}

// The region's start, reserved on first use (untouched pages cost no memory),
// or NULL if it could not be.
static inline char *libyaml_region_base(void) {
    libyaml_block_region *region = libyaml_region();
    char *base = __atomic_load_n(&region->base, __ATOMIC_ACQUIRE);
    if (base == NULL) {
        size_t bytes = (size_t)libyaml_block_class_count << libyaml_block_slice_shift;
        char *reserved = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        char *expected = NULL;
        if (!__atomic_compare_exchange_n(&region->base, &expected, reserved, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
            // Another thread reserved it first.
            if (reserved != MAP_FAILED) munmap(reserved, bytes);
            reserved = expected;
        }
        base = reserved;
    }
    return base == MAP_FAILED ? NULL : base;
}

// The class of a block of `size` bytes: 0 for up to 16, ..., 3 for up to 128.
static inline unsigned libyaml_block_class(size_t size) {
    if (size <= 16) return 0;
    return (unsigned)(64 - __builtin_clzll((unsigned long long)(size - 1))) - 4;
}

static inline size_t libyaml_class_bytes(unsigned class_index) {
    return (size_t)16 << class_index;
}

// The class of a block in the region, or -1 for any other pointer.
static inline int libyaml_class_of(const void *pointer) {
    char *base = __atomic_load_n(&libyaml_region()->base, __ATOMIC_ACQUIRE);
    if (base == NULL || base == MAP_FAILED) return -1;
    uintptr_t distance = (uintptr_t)pointer - (uintptr_t)base;
    if (distance >= ((uintptr_t)libyaml_block_class_count << libyaml_block_slice_shift)) return -1;
    return (int)(distance >> libyaml_block_slice_shift);
}

// A new block of the class, cut from the thread's chunk or a new one, or
// NULL once the class's slice is used up.
static inline void *libyaml_cut_block(libyaml_block_cache *cache, unsigned class_index) {
    size_t block_bytes = libyaml_class_bytes(class_index);
    if (cache->next[class_index] == cache->end[class_index]) {
        char *base = libyaml_region_base();
        if (base == NULL) return NULL;
        libyaml_block_region *region = libyaml_region();
        size_t offset = __atomic_fetch_add(&region->taken[class_index], (size_t)libyaml_block_chunk_bytes, __ATOMIC_RELAXED);
        if (offset + libyaml_block_chunk_bytes > ((size_t)1 << libyaml_block_slice_shift)) return NULL;
        char *chunk = base + ((size_t)class_index << libyaml_block_slice_shift) + offset;
        cache->next[class_index] = chunk;
        cache->end[class_index] = chunk + libyaml_block_chunk_bytes;
    }
    void *block = cache->next[class_index];
    cache->next[class_index] += block_bytes;
    return block;
}

// A block of the class when this thread has none freed: cut from its chunk
// or a new one, else from malloc. Kept out of line so that the common case
// below saves no registers.
__attribute__((noinline)) static void *libyaml_cache_allocate_new(size_t size, unsigned class_index) {
    void *cut = libyaml_cut_block(libyaml_thread_cache(), class_index);
    return cut != NULL ? cut : malloc(size ? size : 1);
}

// `yaml_malloc`: a block of at least `size` bytes (one byte for zero).
static inline void *libyaml_cache_allocate(size_t size) {
    if (size > libyaml_block_largest) return malloc(size);
    unsigned class_index = libyaml_block_class(size);
    libyaml_block_cache *cache = libyaml_thread_cache();
    libyaml_free_block *block = cache->freed[class_index];
    if (block == NULL) return libyaml_cache_allocate_new(size, class_index);
    cache->freed[class_index] = block->next;
    cache->reuses++;
    return block;
}

// `yaml_free`: a block of the region goes on this thread's list; any other
// pointer goes to `free`.
static inline void libyaml_cache_release(void *pointer) {
    if (pointer == NULL) return;
    int class_index = libyaml_class_of(pointer);
    if (class_index < 0) {
        free(pointer);
        return;
    }
    libyaml_block_cache *cache = libyaml_thread_cache();
    libyaml_free_block *block = pointer;
    block->next = cache->freed[class_index];
    cache->freed[class_index] = block;
}

// `yaml_realloc`: the block itself if it is large enough, else a larger one
// with its bytes.
static inline void *libyaml_cache_reallocate(void *pointer, size_t size) {
    if (pointer == NULL) return libyaml_cache_allocate(size);
    int class_index = libyaml_class_of(pointer);
    if (class_index < 0) return realloc(pointer, size ? size : 1);
    size_t old_bytes = libyaml_class_bytes((unsigned)class_index);
    if (size <= old_bytes) return pointer;
    void *larger = libyaml_cache_allocate(size);
    if (larger == NULL) return NULL;
    memcpy(larger, pointer, old_bytes);
    libyaml_cache_release(pointer);
    return larger;
}

// `yaml_strdup`: a copy of a NUL-terminated string, or NULL for NULL.
static inline char *libyaml_cache_duplicate(const char *text) {
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
