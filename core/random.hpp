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

    std::uint64_t next();                   // 64 raw bits
    std::uint64_t below(std::uint64_t n);   // uniform in [0, n); n must be > 0
    double real();                          // uniform in [0, 1)
    bool chance(double probability) { return real() < probability; }

private:
    std::array<std::uint64_t, 4> m_state{};
};

// SplitMix64 step: advances state and returns the mixed output.
std::uint64_t splitMix64(std::uint64_t& state);

} // namespace mazelab
