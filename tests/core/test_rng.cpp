#include <gtest/gtest.h>

#include <array>
#include <cmath>

#include "xiapl/rng.hpp"

using namespace xiapl;

TEST(Rng, SplitMix64MatchesItsPublishedFirstOutputs) {
    // The reference splitmix64.c seeded with 0 starts with these words.
    SplitMix64 sm(0);
    EXPECT_EQ(sm.next(), 0xE220A8397B1DCDAFULL);
    EXPECT_EQ(sm.next(), 0x6E789E6AA1B965F4ULL);
    EXPECT_EQ(sm.next(), 0x06C45D188009454FULL);
}

TEST(Rng, SameSeedSameStreamDifferentSeedDifferentStream) {
    Rng a(42), b(42), c(43);
    int differ = 0;
    for (int i = 0; i < 100; ++i) {
        auto x = a.next();
        EXPECT_EQ(x, b.next());
        differ += x != c.next();
    }
    EXPECT_GT(differ, 95);
}

TEST(Rng, BelowStaysInRangeAndIsUniform) {
    Rng rng(7);
    constexpr std::uint32_t n = 52;
    std::array<int, n> counts{};
    constexpr int draws = 520000;
    for (int i = 0; i < draws; ++i) {
        auto x = rng.below(n);
        ASSERT_LT(x, n);
        ++counts[x];
    }
    // Chi-square with 51 degrees of freedom: the 99.99th percentile is ~98.
    double expected = double(draws) / n, chi2 = 0;
    for (int c : counts) chi2 += (c - expected) * (c - expected) / expected;
    EXPECT_LT(chi2, 98.0);
    EXPECT_EQ(Rng(1).below(1), 0u);
}
