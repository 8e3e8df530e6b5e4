#include "heap_counter.hpp"

#include <cstddef>
#include <cstdlib>
#include <malloc.h>
#include <new>

namespace mazelab::bench {
namespace {

std::int64_t g_now = 0;
std::int64_t g_peak = 0;

void* allocate(std::size_t size, std::size_t alignment) {
    if (size == 0)
        size = 1; // operator new must return a distinct pointer for size 0
    void* p = alignment <= alignof(std::max_align_t)
                  ? std::malloc(size)
                  : std::aligned_alloc(alignment, (size + alignment - 1) / alignment * alignment);
    if (!p)
        return nullptr;
    g_now += std::int64_t(malloc_usable_size(p));
    if (g_now > g_peak)
        g_peak = g_now;
    return p;
}

void release(void* p) noexcept {
    if (!p)
        return;
    g_now -= std::int64_t(malloc_usable_size(p));
    std::free(p);
}

void* allocateOrThrow(std::size_t size, std::size_t alignment) {
    if (void* p = allocate(size, alignment))
        return p;
    throw std::bad_alloc();
}

} // namespace

std::int64_t heapBytesNow() {
    return g_now;
}
std::int64_t heapBytesPeak() {
    return g_peak;
}
void resetHeapPeak() {
    g_peak = g_now;
}

} // namespace mazelab::bench

// The replaceable global allocation functions, all routed through one pair so that sized,
// unsized, array and aligned forms are counted alike.
using mazelab::bench::allocateOrThrow;
using mazelab::bench::release;
namespace {
constexpr std::size_t kDefaultAlignment = alignof(std::max_align_t);
std::size_t value(std::align_val_t alignment) {
    return static_cast<std::size_t>(alignment);
}
} // namespace

void* operator new(std::size_t size) {
    return allocateOrThrow(size, kDefaultAlignment);
}
void* operator new[](std::size_t size) {
    return allocateOrThrow(size, kDefaultAlignment);
}
void* operator new(std::size_t size, std::align_val_t alignment) {
    return allocateOrThrow(size, value(alignment));
}
void* operator new[](std::size_t size, std::align_val_t alignment) {
    return allocateOrThrow(size, value(alignment));
}
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
    return mazelab::bench::allocate(size, kDefaultAlignment);
}
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept {
    return mazelab::bench::allocate(size, kDefaultAlignment);
}
void* operator new(std::size_t size, std::align_val_t alignment, const std::nothrow_t&) noexcept {
    return mazelab::bench::allocate(size, value(alignment));
}
void* operator new[](std::size_t size, std::align_val_t alignment, const std::nothrow_t&) noexcept {
    return mazelab::bench::allocate(size, value(alignment));
}

void operator delete(void* p) noexcept {
    release(p);
}
void operator delete[](void* p) noexcept {
    release(p);
}
void operator delete(void* p, std::size_t) noexcept {
    release(p);
}
void operator delete[](void* p, std::size_t) noexcept {
    release(p);
}
void operator delete(void* p, std::align_val_t) noexcept {
    release(p);
}
void operator delete[](void* p, std::align_val_t) noexcept {
    release(p);
}
void operator delete(void* p, std::size_t, std::align_val_t) noexcept {
    release(p);
}
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept {
    release(p);
}
void operator delete(void* p, const std::nothrow_t&) noexcept {
    release(p);
}
void operator delete[](void* p, const std::nothrow_t&) noexcept {
    release(p);
}
void operator delete(void* p, std::align_val_t, const std::nothrow_t&) noexcept {
    release(p);
}
void operator delete[](void* p, std::align_val_t, const std::nothrow_t&) noexcept {
    release(p);
}
