#pragma once
// mazelab's own seeded random numbers: the same seed gives the same numbers on every machine,
// compiler and standard library (std::uniform_*_distribution does not guarantee that).
//
// Engine: xoshiro256** (Blackman and Vigna, 2018), its 256-bit state filled from the 64-bit seed
// by four outputs of SplitMix64. Reductions (all specified in docs/random.md):
// - below(n): an integer in [0, n), by Lemire's multiply-and-reject method (unbiased);
// - real(): a double in [0, 1), the top 53 bits of one output times 2^-53;
// - chance(p): real() < p (always consumes one output).

#include <array>
#include <cstdint>

namespace mazelab {

class Random {
public:
    explicit Random(std::uint64_t seed);

    // Inline: generators draw once per cell or per step, where a call per draw is costly.
    std::uint64_t next() { // 64 raw bits
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
    // Uniform in [0, n); n must be > 0. Lemire, "Fast Random Integer Generation in an Interval"
    // (2019): the high 64 bits of next() * n, rejecting the few low products that would bias it.
    std::uint64_t below(std::uint64_t n) {
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
    double real() { return double(next() >> 11) * 0x1.0p-53; } // uniform in [0, 1)
    bool chance(double probability) { return real() < probability; }

private:
    __extension__ using Uint128 = unsigned __int128;
    static constexpr std::uint64_t rotl(std::uint64_t x, int k) {
        return (x << k) | (x >> (64 - k));
    }

    std::array<std::uint64_t, 4> m_state{};
};

// SplitMix64 step: advances state and returns the mixed output.
std::uint64_t splitMix64(std::uint64_t& state);

} // namespace mazelab
