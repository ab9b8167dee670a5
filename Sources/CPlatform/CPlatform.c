#if defined(__linux__)
#define _GNU_SOURCE
#include <fcntl.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "CPlatform.h"

int transitionc_start_writeback(int descriptor, int64_t offset, int64_t length) {
#if defined(__linux__)
    return sync_file_range(descriptor, offset, length, SYNC_FILE_RANGE_WRITE);
#else
    (void)descriptor;
    (void)offset;
    (void)length;
    return 0;
#endif
}

int transitionc_set_allocator_top_pad(int bytes) {
#if defined(__GLIBC__)
    return mallopt(M_TOP_PAD, bytes);
#else
    (void)bytes;
    return 0;
#endif
}
