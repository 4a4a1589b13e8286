// The library's one random number generator, specified exactly so that a seed
// gives the same stream on every platform and compiler (docs/rng.md).
//
// xoshiro256** (Blackman & Vigna), its state filled by SplitMix64 from a
// 64-bit seed. Bounded draws use the multiply-shift method with rejection,
// so they are unbiased and need no std::*_distribution (whose algorithms
// differ between standard libraries).
#pragma once

#include <cstdint>

namespace xiapl {

class SplitMix64 {
  public:
    explicit constexpr SplitMix64(std::uint64_t seed) : state_(seed) {}
    constexpr std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

  private:
    std::uint64_t state_;
};

class Rng {
  public:
    explicit constexpr Rng(std::uint64_t seed) {
        SplitMix64 sm(seed);
        for (auto& word : s_) word = sm.next();
    }

    constexpr std::uint64_t next() {
        const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
        const std::uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return result;
    }

    // Uniform in [0, n) for 1 <= n <= 2^32: the top 32 bits of a draw times n,
    // redrawing the rare low products that would bias the result.
    constexpr std::uint32_t below(std::uint32_t n) {
        std::uint64_t m = (next() >> 32) * n;
        auto low = static_cast<std::uint32_t>(m);
        if (low < n) {
            const std::uint32_t threshold = static_cast<std::uint32_t>(0u - n) % n;
            while (low < threshold) {
                m = (next() >> 32) * n;
                low = static_cast<std::uint32_t>(m);
            }
        }
        return static_cast<std::uint32_t>(m >> 32);
    }

  private:
    static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t s_[4]{};
};

}  // namespace xiapl
