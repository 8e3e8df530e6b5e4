#pragma once
// Heap accounting for the benchmark: heap_counter.cpp replaces the global operator new and
// delete of the mazelab-bench binary (core included, since it is linked in statically), so every
// allocation made during a solveMaze call is seen, the coroutine frame included.
//
// Bytes are the allocator's usable size of each block (malloc_usable_size), which is what the
// process really holds; it exceeds the requested size by at most a few bytes per block. The
// benchmark is single-threaded, so the counters are plain integers.

#include <cstdint>

namespace mazelab::bench {

// Bytes currently allocated through operator new.
[[nodiscard]] std::int64_t heapBytesNow();
// The highest heapBytesNow() since the last resetHeapPeak().
[[nodiscard]] std::int64_t heapBytesPeak();
void resetHeapPeak();

} // namespace mazelab::bench
