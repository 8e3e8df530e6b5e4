#include "core/random.hpp"

namespace mazelab {
namespace {

constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

__extension__ using Uint128 = unsigned __int128;

} // namespace

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

std::uint64_t Random::next() {
    const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
    const std::uint64_t t = m_state[1] << 17;
    m_state[2] ^= m_state[0];
    m_state[3] ^= m_state[1];
    m_state[1] ^= m_state[2];
    m_state[0] ^= m_state[3];
    m_state[2] ^= t;
    m_state[3] = rotl(m_state[3], 45);
    return result;
}

std::uint64_t Random::below(std::uint64_t n) {
    // Lemire, "Fast Random Integer Generation in an Interval" (2019): the high 64 bits of
    // next() * n, rejecting the few low products that would bias the result.
    Uint128 product = Uint128(next()) * n;
    auto low = std::uint64_t(product);
    if (low < n) {
        const std::uint64_t threshold = (0 - n) % n;
        while (low < threshold) {
            product = Uint128(next()) * n;
            low = std::uint64_t(product);
        }
    }
    return std::uint64_t(product >> 64);
}

double Random::real() { return double(next() >> 11) * 0x1.0p-53; }

} // namespace mazelab
