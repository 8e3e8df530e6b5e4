#include "core/random.hpp"

namespace mazelab {

std::uint64_t splitMix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

Random::Random(std::uint64_t seed) {
    std::uint64_t s = seed;
    for (auto& word : m_state)
        word = splitMix64(s);
}

} // namespace mazelab
