// A cache of libyaml's small freed blocks, one per thread, behind the
// replacements of libyaml's allocation functions that the transitionc
// executable defines (Sources/transitionc/LibYAMLAllocation.swift).
//
// Written as inline functions in a header, not as a C target: SwiftPM gives C
// targets DWARF 5 debug information, which valgrind 3.19 cannot read, and
// callgrind is how this project counts instructions (Docs/performance.md).
// Imported into Swift, these are compiled with the Swift module.
//
// Every block comes from malloc and stays a valid malloc block: one freed
// by libyaml's own functions or by `free` stays correct, and so does one
// handed back to `free` when a list is full.

#ifndef TRANSITIONC_LIBYAML_ALLOCATOR_H
#define TRANSITIONC_LIBYAML_ALLOCATOR_H

#if defined(__linux__)

#include <malloc.h>
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>

// Size classes of 16 bytes, as glibc sizes its blocks: usable sizes 24, 40,
// ..., 136. libyaml's strings start at 16 bytes and double.
enum { libyaml_cache_class_count = 8, libyaml_cache_smallest = 24, libyaml_cache_step = 16,
       libyaml_cache_blocks_per_class = 64 };

typedef struct libyaml_cached_block {
    struct libyaml_cached_block *next;
} libyaml_cached_block;

typedef struct {
    libyaml_cached_block *heads[libyaml_cache_class_count];
    unsigned counts[libyaml_cache_class_count];
    size_t reuses;
    int flushes_at_exit;
} libyaml_block_cache;

static inline libyaml_block_cache *libyaml_thread_cache(void) {
    static __thread libyaml_block_cache cache;
    return &cache;
}

// Gives a finished thread's cached blocks back to malloc.
static inline void libyaml_cache_flush(void *unused) {
    (void)unused;
    libyaml_block_cache *cache = libyaml_thread_cache();
    for (int index = 0; index < libyaml_cache_class_count; index++) {
        libyaml_cached_block *block = cache->heads[index];
        while (block != NULL) {
            libyaml_cached_block *next = block->next;
            free(block);
            block = next;
        }
        cache->heads[index] = NULL;
        cache->counts[index] = 0;
    }
}

static inline pthread_key_t *libyaml_cache_exit_key(void) {
    static pthread_key_t key;
    return &key;
}

static inline void libyaml_cache_make_exit_key(void) {
    pthread_key_create(libyaml_cache_exit_key(), libyaml_cache_flush);
}

// A cached block that can hold `size` bytes, else a new one from malloc.
static inline void *libyaml_cache_allocate(size_t size) {
    size_t index = size <= libyaml_cache_smallest
        ? 0 : (size - libyaml_cache_smallest + libyaml_cache_step - 1) / libyaml_cache_step;
    libyaml_block_cache *cache = libyaml_thread_cache();
    if (index < libyaml_cache_class_count && cache->heads[index] != NULL) {
        libyaml_cached_block *block = cache->heads[index];
        cache->heads[index] = block->next;
        cache->counts[index]--;
        cache->reuses++;
        return block;
    }
    return malloc(size ? size : 1);
}

// Keeps a small block for reuse on this thread; frees any other.
static inline void libyaml_cache_release(void *pointer) {
    if (pointer == NULL) return;
    size_t usable = malloc_usable_size(pointer);
    size_t index = usable < libyaml_cache_smallest
        ? libyaml_cache_class_count : (usable - libyaml_cache_smallest) / libyaml_cache_step;
    libyaml_block_cache *cache = libyaml_thread_cache();
    if (index >= libyaml_cache_class_count || cache->counts[index] >= libyaml_cache_blocks_per_class) {
        free(pointer);
        return;
    }
    if (!cache->flushes_at_exit) {
        // A thread that ends (the pool's workers do, when idle) returns its blocks.
        static pthread_once_t once = PTHREAD_ONCE_INIT;
        pthread_once(&once, libyaml_cache_make_exit_key);
        pthread_setspecific(*libyaml_cache_exit_key(), cache);
        cache->flushes_at_exit = 1;
    }
    libyaml_cached_block *block = pointer;
    block->next = cache->heads[index];
    cache->heads[index] = block;
    cache->counts[index]++;
}

// How many allocations on this thread were served from its cache.
static inline size_t libyaml_cache_reuses(void) {
    return libyaml_thread_cache()->reuses;
}

#endif  // __linux__
#endif
