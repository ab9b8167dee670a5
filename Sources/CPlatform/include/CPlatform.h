#ifndef TRANSITIONC_CPLATFORM_H
#define TRANSITIONC_CPLATFORM_H

// The few C library calls that Swift's Glibc module does not declare (GNU
// extensions, and <malloc.h>). Each does nothing where it does not exist.

#include <stdint.h>

/// Asks the kernel to start writing `length` bytes at `offset` of the open
/// file `descriptor` to disk, without waiting: `sync_file_range` with
/// `SYNC_FILE_RANGE_WRITE` on Linux. Returns 0, or -1 with errno set.
int transitionc_start_writeback(int descriptor, int64_t offset, int64_t length);

/// Sets how much glibc's allocator grows a heap beyond what an allocation
/// needs (`mallopt(M_TOP_PAD, bytes)`). Returns 1 on success, 0 otherwise.
int transitionc_set_allocator_top_pad(int bytes);

#endif
