// The library's one random number generator, specified exactly so that a seed
// gives the same stream on every platform and compiler (docs/rng.md).
//
// xoshiro256** (Blackman & Vigna), its state filled by SplitMix64 from a
// 64-bit seed. Bounded draws use the multiply-shift method with rejection,
// so they are unbiased and need no std::*_distribution (whose algorithms
// differ between standard libraries).
#pragma once

#include <array>
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

    // A generator that continues from a saved state (state()). An all-zero
    // state, which no seed gives, draws zeros forever.
    static constexpr Rng from_state(const std::array<std::uint64_t, 4>& words) {
        Rng rng;
        for (int i = 0; i < 4; ++i) rng.s_[i] = words[static_cast<std::size_t>(i)];
        return rng;
    }

    // The four words of the xoshiro256** state.
    constexpr std::array<std::uint64_t, 4> state() const { return {s_[0], s_[1], s_[2], s_[3]}; }

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

    // Uniform in [0, n) for 1 <= n < 2^32: the top 32 bits of a draw times n,
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

    // below() with a 64-bit bound, 1 <= n <= 2^32: the same draws and results
    // as below(n) for n < 2^32; n = 2^32 is the top 32 bits of one draw (the
    // product method rejects nothing then).
    constexpr std::uint64_t below_wide(std::uint64_t n) {
        constexpr std::uint64_t kLow = 0xFFFFFFFFULL;
        std::uint64_t m = (next() >> 32) * n;
        std::uint64_t low = m & kLow;
        if (low < n) {
            const std::uint64_t threshold = ((kLow + 1) - n) % n;
            while (low < threshold) {
                m = (next() >> 32) * n;
                low = m & kLow;
            }
        }
        return m >> 32;
    }

    // Uniform in [0, 1): the top 53 bits of a draw times 2^-53.
    constexpr double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

  private:
    constexpr Rng() = default;
    static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t s_[4]{};
};

}  // namespace xiapl
