// Ranges as text: range_to_text and its round trip through Range::parse, the
// any-two-cards item, line breaks between items and "[w]...[/w]" weight
// blocks, and the top percent by combos.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdlib>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "xiapl/error.hpp"
#include "xiapl/range.hpp"
#include "xiapl/range_equity.hpp"

using namespace xiapl;

namespace {

std::string text_of(const char* range_text, Game g = Game::Holdem) {
    return range_to_text(Range::parse(range_text, g));
}

std::string parse_error(const char* text, Game g = Game::Holdem) {
    try {
        Range::parse(text, g);
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::Parse) << text;
        return e.what();
    }
    ADD_FAILURE() << "expected a parse error for " << text;
    return {};
}

bool contains(const std::string& s, const char* part) { return s.find(part) != std::string::npos; }

// Writes the range, parses the text back and expects the same range.
void expect_round_trip(const Range& r) {
    const std::string text = range_to_text(r);
    Range again = Range::parse(text, r.game());
    ASSERT_EQ(again.size(), r.size()) << text;
    EXPECT_TRUE(again == r) << text;
}

// A random subset of `pool`: combos kept with probability about `density`,
// weights drawn from a few common values or any double in (0, 1]. Most draws
// keep or drop whole classes (the ranks held, and whether all one suit), so
// that complete classes, runs and '+' items appear, not only exact hands.
Range random_range(std::mt19937_64& rng, const Range& pool, double density) {
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    auto pick_weight = [&] {
        static const double common[] = {1.0, 1.0, 0.5, 0.25, 0.75, 0.1};
        const double w = unit(rng) < 0.8 ? common[rng() % 6] : unit(rng);
        return w > 0.0 ? w : 1.0;
    };
    const bool by_class = unit(rng) < 0.7;
    std::map<std::uint64_t, std::pair<bool, double>> classes;
    std::vector<WeightedCombo> combos;
    for (const auto& c : pool.combos()) {
        bool keep = unit(rng) < density;
        double w = pick_weight();
        if (by_class) {
            std::uint64_t key = 0;
            unsigned suits = 0;
            for (CardMask m = c.mask; m; m &= m - 1) {
                key += std::uint64_t{1} << (4 * (rank_of(std::countr_zero(m)) - 2));
                suits |= 1u << suit_of(std::countr_zero(m));
            }
            auto [it, fresh] = classes.try_emplace(key * 2 + (std::popcount(suits) == 1));
            if (fresh) it->second = {unit(rng) < density, pick_weight()};
            keep = it->second.first ? unit(rng) < 0.97 : unit(rng) < 0.01;
            if (unit(rng) < 0.9) w = it->second.second;
        }
        if (keep) combos.push_back({c.mask, w});
    }
    return Range::from_combos(pool.game(), combos);
}

}  // namespace

TEST(RangeText, HoldemCompactNotation) {
    EXPECT_EQ(text_of("QQ+, AKs"), "QQ+, AKs");
    EXPECT_EQ(text_of("AKs, AKo"), "AK");
    EXPECT_EQ(text_of("KK, AA, QQ"), "QQ+");
    EXPECT_EQ(text_of("TT-88"), "TT-88");
    EXPECT_EQ(text_of("77"), "77");
    EXPECT_EQ(text_of("AA"), "AA");
    EXPECT_EQ(text_of("AQs+"), "AQs+");
    EXPECT_EQ(text_of("KTs-K8s"), "KTs-K8s");
    EXPECT_EQ(text_of("KQs"), "KQs");
    EXPECT_EQ(text_of("KJs+"), "KJs+");
    EXPECT_EQ(text_of("JJ+, AKs, AKo"), "JJ+, AK");
    EXPECT_EQ(text_of("A2s+, ATo+"), "AT+, A2s+");
    EXPECT_EQ(text_of("AsKd"), "AsKd");
    EXPECT_EQ(text_of("AdKs, AKs"), "AKs, AdKs");
    EXPECT_EQ(text_of("AsAh, KK"), "AsAh, KK");
    EXPECT_EQ(text_of("QQ+, AKs:0.5, AKo:0.25"), "QQ+, AKs:0.5, AKo:0.25");
    EXPECT_EQ(text_of("AA:0.5, KK:0.5, 22"), "22, KK+:0.5");
    EXPECT_EQ(text_of("76s, 65s, 54s"), "76s, 65s, 54s");
    EXPECT_EQ(text_of(""), "");
    EXPECT_EQ(text_of("22+, A2+, K2+, Q2+, J2+, T2+, 92+, 82+, 72+, 62+, 52+, 42+, 32"),
              "22+, A2+, K2+, Q2+, J2+, T2+, 92+, 82+, 72+, 62+, 52+, 42+, 32");
    // Weights keep every digit the double needs.
    EXPECT_EQ(text_of("AA:0.1"), "AA:0.1");
    Range odd = range_difference(Range::parse("AA:0.3", Game::Holdem), Range::parse("AA:0.2999999", Game::Holdem));
    expect_round_trip(odd);
}

TEST(RangeText, HoldemRoundTripProperty) {
    std::mt19937_64 rng(20231123);
    const Range all = Range::all(Game::Holdem);
    for (int trial = 0; trial < 300; ++trial) {
        const double density = std::uniform_real_distribution<double>(0.0, 1.0)(rng);
        Range a = random_range(rng, all, density);
        Range b = random_range(rng, all, 1.0 - density);
        expect_round_trip(a);
        expect_round_trip(range_union(a, b));
        expect_round_trip(range_intersection(a, b));
        expect_round_trip(range_difference(a, b));
        if (::testing::Test::HasFailure()) return;
    }
    // Parsed texts write back to texts that parse to the same range.
    for (const char* text : {"22+, A2s+, K9s+, ATo+", "T9s+, 76s-54s, JTo+", "random", "AKs:0.5, AKo", "XX:0.25"}) {
        expect_round_trip(Range::parse(text, Game::Holdem));
    }
}

TEST(RangeText, OmahaRoundTrip) {
    EXPECT_EQ(text_of("****", Game::Omaha4), "****");
    EXPECT_EQ(text_of("*****:0.5", Game::Omaha5), "*****:0.5");
    EXPECT_EQ(text_of("AAKQ", Game::Omaha4), "AAKQ");
    EXPECT_EQ(text_of("AAKKds", Game::Omaha4), "AAKKds");
    EXPECT_EQ(text_of("AKQJds, AKQJr", Game::Omaha4), "AKQJds, AKQJr");
    EXPECT_EQ(text_of("AsKsQhJd", Game::Omaha4), "AsKsQhJd");
    for (const char* text : {"AA**", "AAKKds, AAKKss:0.5", "JT98-8765", "AKQJds", "AA**:0.25, KKQQ", "8765-"}) {
        expect_round_trip(Range::parse(text, Game::Omaha4));
    }
    expect_round_trip(Range::parse("AAKQJ, AKQJTds, AsKsQhJd2c", Game::Omaha5));
    expect_round_trip(Range::parse("AAKKQQ, AKQJT9ds, AsKsQhJd2c3d:0.5", Game::Omaha6));
    // Random subsets with random weights, and the algebra's results.
    std::mt19937_64 rng(7);
    const Range pool = Range::parse("AK**", Game::Omaha4);
    for (int trial = 0; trial < 10; ++trial) {
        const double density = std::uniform_real_distribution<double>(0.0, 1.0)(rng);
        Range a = random_range(rng, pool, density);
        Range b = random_range(rng, pool, density);
        expect_round_trip(a);
        expect_round_trip(range_union(a, b));
        expect_round_trip(range_difference(a, b));
    }
}

TEST(RangeText, AnyTwoCards) {
    const Range all = Range::all(Game::Holdem);
    for (const char* text : {"random", "RANDOM", "Random", "XX", "xx", "xX", " random "}) {
        EXPECT_EQ(Range::parse(text, Game::Holdem), all) << text;
    }
    Range half = Range::parse("random:0.5", Game::Holdem);
    EXPECT_EQ(half.size(), 1326u);
    EXPECT_DOUBLE_EQ(half.total_weight(), 663.0);
    EXPECT_EQ(Range::parse("XX, AA", Game::Holdem).size(), 1326u);
    // A weight for every combo but a different one for AA conflicts, as any overlap does.
    EXPECT_TRUE(contains(parse_error("XX:0.5, AA"), "different weights"));
    EXPECT_TRUE(contains(parse_error("XXs"), "not"));
    EXPECT_TRUE(contains(parse_error("randoms"), "not a rank"));
}

TEST(RangeText, LineBreaksSeparateItems) {
    EXPECT_EQ(Range::parse("AA\nKK\r\nQQ\n", Game::Holdem), Range::parse("AA, KK, QQ", Game::Holdem));
    EXPECT_EQ(Range::parse("AA,\nKK\n\nQQ", Game::Holdem), Range::parse("AA, KK, QQ", Game::Holdem));
    EXPECT_EQ(Range::parse("AA**\nKK**", Game::Omaha4), Range::parse("AA**, KK**", Game::Omaha4));
    EXPECT_TRUE(contains(parse_error("AA,,KK"), "remove the extra comma"));
    EXPECT_TRUE(contains(parse_error("AA,KK,\n"), "remove the extra comma"));
    EXPECT_TRUE(contains(parse_error("AA,\n,KK"), "remove the extra comma"));
    EXPECT_TRUE(contains(parse_error("\n,AA"), "remove the extra comma"));
}

TEST(RangeText, WeightBlocks) {
    EXPECT_EQ(Range::parse("[75]AA,KK[/75]", Game::Holdem), Range::parse("AA:0.75, KK:0.75", Game::Holdem));
    EXPECT_EQ(Range::parse("[75]AA,KK[/75],QQ,[50]JJ[/50]", Game::Holdem),
              Range::parse("AA:0.75, KK:0.75, QQ, JJ:0.5", Game::Holdem));
    EXPECT_EQ(Range::parse("[ 33.3 ] AA, KK [/33.3]", Game::Holdem), Range::parse("AA:0.333,KK:0.333", Game::Holdem));
    EXPECT_EQ(Range::parse("[100]AA[/100]", Game::Holdem), Range::parse("AA", Game::Holdem));
    EXPECT_EQ(Range::parse("[75]\nAA\nKK\n[/75]\nQQ\n", Game::Holdem),
              Range::parse("AA:0.75, KK:0.75, QQ", Game::Holdem));
    EXPECT_EQ(Range::parse("[50]AA**[/50]", Game::Omaha4), Range::parse("AA**:0.5", Game::Omaha4));

    std::string e = parse_error("[75]AA,[50]KK[/50][/75]");
    EXPECT_TRUE(contains(e, "do not nest")) << e;
    EXPECT_TRUE(contains(e, "\"[50]\" at position 7")) << e;
    e = parse_error("[75]AA,KK");
    EXPECT_TRUE(contains(e, "never closed")) << e;
    EXPECT_TRUE(contains(e, "[/75]")) << e;
    e = parse_error("AA,KK[/75]");
    EXPECT_TRUE(contains(e, "closes no block")) << e;
    e = parse_error("[75]AA[/50]");
    EXPECT_TRUE(contains(e, "close it with the same percentage")) << e;
    e = parse_error("[75]AA:0.5[/75]");
    EXPECT_TRUE(contains(e, "its own weight inside the weight block")) << e;
    e = parse_error("[0]AA[/0]");
    EXPECT_TRUE(contains(e, "outside (0, 100]")) << e;
    e = parse_error("[150]AA[/150]");
    EXPECT_TRUE(contains(e, "outside (0, 100]")) << e;
    e = parse_error("[75%]AA[/75%]");
    EXPECT_TRUE(contains(e, "not a plain number")) << e;
    e = parse_error("[75AA");
    EXPECT_TRUE(contains(e, "has no ']'")) << e;
}

TEST(TopPercentByCombos, NearestWholeClasses) {
    // 10% of 1,326 is 133 combos: 21 classes make 134 (20 make 130).
    const auto labels = rank_starting_hands_by_combos(0.10);
    ASSERT_EQ(labels.size(), 21u);
    EXPECT_EQ(labels.front(), "AA");
    EXPECT_EQ(labels.back(), "A8s");
    Range r = generate_top_percent_range_by_combos(0.10);
    EXPECT_EQ(r.size(), 134u);
    EXPECT_EQ(range_to_text(r), "66+, AT+, A8s+, KJs+");
    // The classes are a prefix of the ranking, and the count is the prefix's
    // nearest to round(p * 1326).
    const auto& ranking = preflop_ranking();
    for (double p : {0.001, 0.01, 0.05, 0.1, 0.15, 0.2, 0.25, 0.333, 0.5, 0.75, 0.99, 1.0}) {
        const auto got = rank_starting_hands_by_combos(p);
        const long target = std::lround(p * 1326);
        long best_count = 0, best_gap = target, count = 0;
        std::size_t best_k = 0;
        for (std::size_t k = 1; k <= ranking.size(); ++k) {
            count += ranking[k - 1].combos;
            const long gap = std::labs(count - target);
            if (gap <= best_gap) best_gap = gap, best_k = k, best_count = count;
        }
        ASSERT_EQ(got.size(), best_k) << p;
        for (std::size_t k = 0; k < got.size(); ++k) EXPECT_EQ(got[k], ranking[k].label);
        EXPECT_EQ(static_cast<long>(generate_top_percent_range_by_combos(p).size()), best_count) << p;
    }
    EXPECT_EQ(generate_top_percent_range_by_combos(1.0).size(), 1326u);
    // By classes is unchanged: 16 classes, 104 combos.
    EXPECT_EQ(rank_starting_hands(0.10).size(), 16u);
    EXPECT_EQ(generate_top_percent_range(0.10).size(), 104u);
    EXPECT_THROW(rank_starting_hands_by_combos(0.0), Error);
    EXPECT_THROW(rank_starting_hands_by_combos(1.5), Error);
    EXPECT_THROW(generate_top_percent_range_by_combos(0.1, Game::Omaha4), Error);
}
