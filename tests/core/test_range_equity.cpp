// Range equity: published aggregates, the exact path against averaging the
// fixed-hand engine over every pair, Monte Carlo reproducibility across
// thread counts, heads-up against two-range multiway, the work cap, and the
// exact preflop ranking.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "card_masks.hpp"
#include "equity/internal.hpp"
#include "xiapl/cards.hpp"
#include "xiapl/equity.hpp"
#include "xiapl/error.hpp"
#include "xiapl/range.hpp"
#include "xiapl/range_equity.hpp"

using namespace xiapl;

namespace {

EquityOptions exact() { return EquityOptions{}; }

EquityOptions seeded(std::uint64_t n, std::uint64_t seed, unsigned threads = 1) {
    EquityOptions o;
    o.mode = EquityMode::MonteCarlo;
    o.iterations = n;
    o.seed = seed;
    o.threads = threads;
    return o;
}

Range holdem(const char* text) { return Range::parse(text, Game::Holdem); }

ErrorKind kind_of(auto&& call) {
    try {
        call();
    } catch (const Error& e) {
        return e.kind();
    }
    ADD_FAILURE() << "no Error thrown";
    return ErrorKind::InvalidArgument;
}

}  // namespace

TEST(RangeEquity, AcesAgainstKingsExact) {
    const RangeEquityResult r = calculate_range_equity(holdem("AA"), holdem("KK"), 0, 0, exact());
    EXPECT_TRUE(r.exact);
    EXPECT_NEAR(r.hero_equity, 0.8195, 5e-5);
    EXPECT_NEAR(r.villain_equity, 0.1805, 5e-5);
    EXPECT_EQ(r.matchups, 36u);
    ASSERT_EQ(r.hero.size(), 6u);
    ASSERT_EQ(r.villain.size(), 6u);
    for (const ComboEquity& row : r.hero) {
        EXPECT_EQ(row.matchup_weight, 6.0);
        EXPECT_NEAR(row.equity, 0.8195, 0.01);
    }
}

TEST(RangeEquity, ExactMatchesAveragingFixedHandEquity) {
    const Range hero = Range::parse("AKs,QQ:0.5,AhTh", Game::Holdem);
    const Range villain = Range::parse("JJ+,KQs:0.25", Game::Holdem);
    const CardMask board = cards("Ks 7d 2c");
    const RangeEquityResult r = calculate_range_equity(hero, villain, board, 0, exact());
    double sum = 0, weight = 0;
    std::vector<double> row_sum(hero.size(), 0), row_weight(hero.size(), 0);
    for (std::size_t i = 0; i < hero.size(); ++i) {
        const WeightedCombo& h = hero.combos()[i];
        if (h.mask & board) continue;
        for (const WeightedCombo& v : villain.combos()) {
            if ((v.mask & (board | h.mask)) != 0) continue;
            const CardMask holes[2] = {h.mask, v.mask};
            const EquityResult e = calculate_equity(holes, board, 0, Game::Holdem, exact());
            sum += h.weight * v.weight * e.players[0].equity;
            weight += h.weight * v.weight;
            row_sum[i] += v.weight * e.players[0].equity;
            row_weight[i] += v.weight;
        }
    }
    EXPECT_NEAR(r.hero_equity, sum / weight, 1e-12);
    EXPECT_NEAR(r.hero_equity + r.villain_equity, 1.0, 1e-12);
    for (std::size_t i = 0; i < hero.size(); ++i) {
        EXPECT_EQ(r.hero[i].mask, hero.combos()[i].mask);
        if (row_weight[i] == 0) {
            EXPECT_TRUE(std::isnan(r.hero[i].equity));
        } else {
            EXPECT_NEAR(r.hero[i].equity, row_sum[i] / row_weight[i], 1e-12);
        }
    }
}

TEST(RangeEquity, OmahaExactMatchesAveragingFixedHandEquity) {
    const Range hero = Range::parse("AAKKds", Game::Omaha4);
    const Range villain = Range::parse("QQJJds:0.5,T987ds", Game::Omaha4);
    const CardMask board = cards("Qs 8d 2c");
    const RangeEquityResult r =
        calculate_range_equity(hero, villain, board, 0, exact(), RangeEquityMode::AggregateOnly);
    EXPECT_TRUE(r.hero.empty());
    double sum = 0, weight = 0;
    for (const WeightedCombo& h : hero.combos()) {
        for (const WeightedCombo& v : villain.combos()) {
            if (((h.mask | v.mask) & board) != 0 || (h.mask & v.mask) != 0) continue;
            const CardMask holes[2] = {h.mask, v.mask};
            const EquityResult e = calculate_equity(holes, board, 0, Game::Omaha4, exact());
            sum += h.weight * v.weight * e.players[0].equity;
            weight += h.weight * v.weight;
        }
    }
    EXPECT_NEAR(r.hero_equity, sum / weight, 1e-12);
}

TEST(RangeEquity, ProgressHookCancels) {
    EquityOptions o = seeded(2'000'000, 1, 2);
    std::uint64_t last_total = 0;
    o.progress = [&](std::uint64_t, std::uint64_t total) {
        last_total = total;
        return true;
    };
    EXPECT_EQ(kind_of([&] { calculate_range_equity(holdem("QQ+"), holdem("AK"), 0, 0, o); }), ErrorKind::Cancelled);
    EXPECT_EQ(last_total, 2'000'000u);
    EquityOptions e = exact();
    e.progress = [](std::uint64_t, std::uint64_t) { return true; };
    EXPECT_EQ(kind_of([&] { calculate_range_equity(holdem("AA"), holdem("KK"), 0, 0, e); }), ErrorKind::Cancelled);
}

TEST(RangeEquity, OmahaAggregateOnlyPublishedFigure) {
    const Range hero = Range::parse("AAKKds", Game::Omaha4);
    const Range villain = Range::parse("QQJJds,JT98ds", Game::Omaha4);
    const RangeEquityResult r =
        calculate_range_equity(hero, villain, 0, 0, seeded(200'000, 7, 2), RangeEquityMode::AggregateOnly);
    EXPECT_FALSE(r.exact);
    EXPECT_EQ(r.trials, 200'000u);
    EXPECT_TRUE(r.hero.empty());
    EXPECT_GT(r.std_error, 0);
    EXPECT_LT(std::fabs(r.hero_equity - 0.6442), 3 * r.std_error) << r.hero_equity << " +- " << r.std_error;
}

TEST(RangeEquity, MonteCarloIsIdenticalAtEveryThreadCount) {
    const Range hero = holdem("TT+,AQs+");
    const Range villain = holdem("88-66,KQs,AJo");
    const CardMask board = cards("9h 8d 2s");
    const RangeEquityResult one = calculate_range_equity(hero, villain, board, 0, seeded(300'000, 11, 1));
    for (unsigned threads : {2u, 3u, 8u}) {
        const RangeEquityResult many = calculate_range_equity(hero, villain, board, 0, seeded(300'000, 11, threads));
        EXPECT_EQ(one.hero_equity, many.hero_equity);
        EXPECT_EQ(one.std_error, many.std_error);
        ASSERT_EQ(one.hero.size(), many.hero.size());
        for (std::size_t i = 0; i < one.hero.size(); ++i) {
            EXPECT_EQ(std::isnan(one.hero[i].equity), std::isnan(many.hero[i].equity));
            if (!std::isnan(one.hero[i].equity)) {
                EXPECT_EQ(one.hero[i].equity, many.hero[i].equity);
            }
        }
    }
    // And close to the exact answer.
    const RangeEquityResult e = calculate_range_equity(hero, villain, board, 0, exact());
    EXPECT_LT(std::fabs(one.hero_equity - e.hero_equity), 4 * one.std_error);
}

// Monte Carlo against the exact answer wherever the sampler takes a
// different path: weighted ranges (the alias tables), dead cards, every
// number of board cards to come, three and four ranges, Omaha, short deck
// and Omaha hi/lo (pot shares), and Hold'em ranges too wide for the list of
// deals (combo counts multiplying past 65,536: drawn one range at a time,
// redrawn on a clash). Seeded, so a pass is stable.
TEST(RangeEquity, MonteCarloAgreesWithExactEverywhere) {
    struct Case {
        Game game;
        std::vector<const char*> ranges;
        const char* board;
        const char* dead;
    };
    const Case cases[] = {
        {Game::Holdem, {"AKs:0.25,QQ,JJ:0.5", "TT:0.1,AQo,KQs:0.75"}, "", ""},
        {Game::Holdem, {"TT+:0.4,AQs+", "88-66,KQs:0.3,AJo"}, "9h8d2s", "Ah"},
        {Game::Holdem, {"QQ+,AK:0.5", "TT-88,AQs"}, "Jd8c3s5h", ""},
        {Game::Holdem, {"QQ+,AK", "TT-88:0.2,AQs"}, "Jd8c3s5h2d", "Kc"},
        {Game::Holdem, {"AA,KK:0.5", "QQ,JJ", "AKs,AQs:0.3"}, "", "2c"},
        {Game::Holdem, {"AA", "KK", "QQ", "JJ:0.5,TT"}, "2c7d9h", ""},
        {Game::Omaha4, {"AAKKds", "JT98:0.5,QQJJ"}, "2c7d9h", ""},
        {Game::Omaha4, {"AAKK", "JT98", "7654ss"}, "2c7d9hKs", ""},
        {Game::ShortDeck, {"AA,KK:0.5", "QQ,AKs"}, "6c7d9h", ""},
        {Game::OmahaHiLo4, {"AA23", "KKQQ:0.5,A345"}, "2c7d9hKs", ""},
        {Game::Holdem, {"22+,A2s+,K2s+,Q8s+,A8o+:0.5,KTo+", "22+,A2+,K2s+,KTo+,QTs+,JTs:0.3"}, "Jd8c3s5h2d", ""},
        {Game::Holdem, {"TT+,AK", "22+,A2s+,KTs+", "A2s+,K9s+,QTs+,JTs:0.5,T9s"}, "Jd8c3s5h", "Ac"},
    };
    for (const Case& c : cases) {
        std::vector<Range> ranges;
        for (const char* text : c.ranges) ranges.push_back(Range::parse(text, c.game));
        const CardMask board = cards(c.board), dead = cards(c.dead);
        const MultiwayRangeEquityResult want = calculate_multiway_range_equity(ranges, board, dead, exact());
        const MultiwayRangeEquityResult got =
            calculate_multiway_range_equity(ranges, board, dead, seeded(400'000, 23, 2));
        for (std::size_t p = 0; p < ranges.size(); ++p) {
            EXPECT_LT(std::fabs(got.players[p].equity - want.players[p].equity), 4.5 * got.players[p].std_error + 1e-9)
                << c.ranges[0] << " ... on " << c.board << ", player " << p << ": " << got.players[p].equity << " +- "
                << got.players[p].std_error << " against " << want.players[p].equity;
        }
    }
}

// The per-combo rows come from the same trials as the aggregate: every
// trial deals one hero combo and one villain combo, and the rows' pot
// shares add up to the aggregate's.
TEST(RangeEquity, MonteCarloRowsAddUpToTheAggregate) {
    const Range hero = holdem("TT+:0.5,AQs+"), villain = holdem("88-66,KQs,AJo:0.25");
    const CardMask board = cards("9h8d2s");
    const RangeEquityResult r = calculate_range_equity(hero, villain, board, 0, seeded(300'000, 5, 2));
    double dealt = 0, won = 0, villain_dealt = 0;
    for (const ComboEquity& row : r.hero) {
        if (row.matchup_weight == 0) continue;
        dealt += row.matchup_weight;
        won += row.matchup_weight * row.equity;
    }
    for (const ComboEquity& row : r.villain) villain_dealt += row.matchup_weight;
    EXPECT_EQ(dealt, 300'000.0);
    EXPECT_EQ(villain_dealt, 300'000.0);
    EXPECT_NEAR(won / dealt, r.hero_equity, 1e-12);
}

// The BMI2 kernels (when this CPU runs them) and the portable ones deal the
// same cards, so a seed gives the same counts with either.
TEST(RangeEquity, MonteCarloBuildsDealTheSameCards) {
    const Range ranges[3] = {holdem("TT+:0.5,AQs+"), holdem("88-66,KQs,AJo"), holdem("A2s-A5s,76s")};
    for (std::size_t n : {2u, 3u}) {
        for (const char* board : {"", "9h8d2s", "9h8d2s3c"}) {
            const std::span<const Range> some(ranges, n);
            const MultiwayRangeEquityResult fast =
                calculate_multiway_range_equity(some, cards(board), cards("Kd"), seeded(70'000, 9, 1));
            equity::force_portable_kernels(true);
            const MultiwayRangeEquityResult portable =
                calculate_multiway_range_equity(some, cards(board), cards("Kd"), seeded(70'000, 9, 1));
            equity::force_portable_kernels(false);
            for (std::size_t p = 0; p < n; ++p) {
                EXPECT_EQ(fast.players[p].win, portable.players[p].win);
                EXPECT_EQ(fast.players[p].tie, portable.players[p].tie);
            }
        }
    }
}

// The kernels without a breakdown and the general loop that records one
// draw the same deals from a seed, with listed deals (small ranges, equal or
// unequal weights) and without (wide ranges).
TEST(RangeEquity, MonteCarloSameDealsWithAndWithoutBreakdown) {
    const std::vector<std::vector<const char*>> cases = {
        {"JJ+,AKs", "TT-77", "AQs-ATs,KQs"},
        {"AKs:0.25,QQ,JJ:0.5", "TT:0.1,AQo,KQs:0.75"},
        {"AA,KK", "QQ", "JJ", "TT:0.5,AK"},
        {"22+,A2s+,K2s+,Q8s+,A8o+", "22+,A2+,K2s+,KTo+,QTs+"},
    };
    for (const auto& texts : cases) {
        std::vector<Range> ranges;
        for (const char* text : texts) ranges.push_back(holdem(text));
        for (const char* board : {"", "9h8d2s", "9h8d2s3c", "9h8d2s3cKd"}) {
            EquityOptions with = seeded(70'000, 13, 2);
            with.breakdown = true;
            const MultiwayRangeEquityResult plain =
                calculate_multiway_range_equity(ranges, cards(board), 0, seeded(70'000, 13, 2));
            const MultiwayRangeEquityResult recorded = calculate_multiway_range_equity(ranges, cards(board), 0, with);
            for (std::size_t p = 0; p < ranges.size(); ++p) {
                EXPECT_EQ(plain.players[p].win, recorded.players[p].win) << texts[0] << " on " << board;
                EXPECT_EQ(plain.players[p].tie, recorded.players[p].tie) << texts[0] << " on " << board;
            }
        }
    }
}

// Ranges whose sizes multiply past 2^16 are listed when the run has at least
// eight trials a deal; preflop a list that long takes two generator outputs
// a trial. The listed run agrees with the redrawing one (fewer trials), and
// the general loop (with a breakdown) draws the same deals.
TEST(RangeEquity, MonteCarloLongListAgreesWithRedrawing) {
    const Range ranges[3] = {holdem("22+,A2s+,K9s+,QTs+,JTs,ATo+,KJo+"), holdem("TT+,AQs+,AKo"),
                             holdem("A2s+,K9s+,QTs+,JTs,T9s,98s")};  // 226 x 54 x 88 = 1,073,952
    const MultiwayRangeEquityResult listed = calculate_multiway_range_equity(ranges, 0, 0, seeded(8'600'000, 3, 2));
    const MultiwayRangeEquityResult redrawn = calculate_multiway_range_equity(ranges, 0, 0, seeded(1'000'000, 3, 2));
    EquityOptions with = seeded(8'600'000, 3, 2);
    with.breakdown = true;
    const MultiwayRangeEquityResult recorded = calculate_multiway_range_equity(ranges, 0, 0, with);
    for (std::size_t p = 0; p < 3; ++p) {
        const double se = std::hypot(listed.players[p].std_error, redrawn.players[p].std_error);
        EXPECT_LT(std::fabs(listed.players[p].equity - redrawn.players[p].equity), 4.5 * se) << "player " << p;
        EXPECT_EQ(listed.players[p].win, recorded.players[p].win);
        EXPECT_EQ(listed.players[p].tie, recorded.players[p].tie);
    }
}

TEST(RangeEquity, ExactIsIdenticalAtEveryThreadCount) {
    EquityOptions o1 = exact(), o4 = exact();
    o1.threads = 1;
    o4.threads = 4;
    const Range hero = holdem("JJ+,AKs"), villain = holdem("99-77,AQs");
    const CardMask board = cards("Qs 9d 4c 2h");
    const RangeEquityResult a = calculate_range_equity(hero, villain, board, 0, o1);
    const RangeEquityResult b = calculate_range_equity(hero, villain, board, 0, o4);
    EXPECT_EQ(a.hero_equity, b.hero_equity);
    for (std::size_t i = 0; i < a.villain.size(); ++i) {
        if (!std::isnan(a.villain[i].equity)) {
            EXPECT_EQ(a.villain[i].equity, b.villain[i].equity);
        }
    }
}

TEST(RangeEquity, TwoRangeMultiwayAgreesWithHeadsUp) {
    const Range ranges[2] = {holdem("QQ+,AK"), holdem("TT-88,AQs")};
    const CardMask board = cards("Jd 8c 3s");
    const RangeEquityResult hu = calculate_range_equity(ranges[0], ranges[1], board, 0, exact());
    const MultiwayRangeEquityResult mw = calculate_multiway_range_equity(ranges, board, 0, exact());
    EXPECT_EQ(hu.hero_equity, mw.players[0].equity);
    EXPECT_EQ(hu.villain_equity, mw.players[1].equity);
    const RangeEquityResult hu_mc = calculate_range_equity(ranges[0], ranges[1], board, 0, seeded(100'000, 3));
    const MultiwayRangeEquityResult mw_mc = calculate_multiway_range_equity(ranges, board, 0, seeded(100'000, 3, 2));
    EXPECT_EQ(hu_mc.hero_equity, mw_mc.players[0].equity);
    EXPECT_EQ(hu_mc.std_error, mw_mc.players[0].std_error);
}

TEST(RangeEquity, MultiwayThreeRanges) {
    const Range ranges[3] = {holdem("AA"), holdem("KK"), holdem("QQ")};
    const CardMask board = cards("2c 7d 9h");
    const MultiwayRangeEquityResult ex = calculate_multiway_range_equity(ranges, board, 0, exact());
    EXPECT_TRUE(ex.exact);
    EXPECT_EQ(ex.matchups, 216u);
    double total = 0;
    for (const PlayerEquity& p : ex.players) total += p.equity;
    EXPECT_NEAR(total, 1.0, 1e-12);
    // The same as averaging the fixed-hand engine over every deal of combos.
    std::vector<double> sum(3, 0.0);
    double count = 0;
    for (const WeightedCombo& a : ranges[0].combos()) {
        for (const WeightedCombo& b : ranges[1].combos()) {
            for (const WeightedCombo& c : ranges[2].combos()) {
                const CardMask holes[3] = {a.mask, b.mask, c.mask};
                const EquityResult e = calculate_equity(holes, board, 0, Game::Holdem, exact());
                for (int p = 0; p < 3; ++p) sum[p] += e.players[p].equity;
                count += 1;
            }
        }
    }
    for (int p = 0; p < 3; ++p) EXPECT_NEAR(ex.players[p].equity, sum[p] / count, 1e-12);
    EXPECT_GT(ex.players[0].equity, ex.players[1].equity);
    EXPECT_GT(ex.players[1].equity, ex.players[2].equity);
    const MultiwayRangeEquityResult mc1 = calculate_multiway_range_equity(ranges, board, 0, seeded(200'000, 5, 1));
    const MultiwayRangeEquityResult mc3 = calculate_multiway_range_equity(ranges, board, 0, seeded(200'000, 5, 3));
    for (int p = 0; p < 3; ++p) {
        EXPECT_EQ(mc1.players[p].equity, mc3.players[p].equity);
        EXPECT_LT(std::fabs(mc1.players[p].equity - ex.players[p].equity), 4 * mc1.players[p].std_error + 1e-9);
    }
}

TEST(RangeEquity, Errors) {
    EXPECT_EQ(
        kind_of([] { calculate_range_equity(holdem("AA"), Range::parse("AAKKds", Game::Omaha4), 0, 0, exact()); }),
        ErrorKind::InvalidArgument);
    // Wide preflop ranges: over the exact cap, with the remedy in the message.
    try {
        calculate_range_equity(Range::all(Game::Holdem), Range::all(Game::Holdem), 0, 0, exact());
        ADD_FAILURE() << "no error";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::LimitExceeded);
        EXPECT_NE(std::string(e.what()).find("Monte Carlo"), std::string::npos) << e.what();
    }
    // Auto falls back to Monte Carlo there.
    EquityOptions autom = seeded(20'000, 1);
    autom.mode = EquityMode::Auto;
    const RangeEquityResult r = calculate_range_equity(Range::all(Game::Holdem), Range::all(Game::Holdem), 0, 0, autom,
                                                       RangeEquityMode::AggregateOnly);
    EXPECT_FALSE(r.exact);
    EXPECT_NEAR(r.hero_equity, 0.5, 0.02);
    // Combos that cannot meet.
    EXPECT_EQ(kind_of([] { calculate_range_equity(holdem("AsAh"), holdem("AsKs"), 0, 0, exact()); }),
              ErrorKind::InvalidArgument);
    EXPECT_EQ(kind_of([] { calculate_range_equity(holdem("AsAh"), holdem("KK"), cards("As Kd 2c"), 0, exact()); }),
              ErrorKind::InvalidArgument);
    const Range one[1] = {holdem("AA")};
    EXPECT_EQ(kind_of([&] { calculate_multiway_range_equity(one, 0, 0, exact()); }), ErrorKind::InvalidArgument);
}

TEST(PreflopRanking, TopTenPercent) {
    const std::vector<std::string> expected = {"AA", "KK",  "QQ",  "JJ",  "TT",  "99",  "88",  "AKs",
                                               "77", "AQs", "AJs", "AKo", "ATs", "AQo", "AJo", "KQs"};
    EXPECT_EQ(rank_starting_hands(0.10), expected);
    const Range top = generate_top_percent_range(0.10);
    EXPECT_EQ(top.size(), 104u);
    EXPECT_EQ(top.total_weight(), 104.0);
    EXPECT_EQ(preflop_ranking().size(), 169u);
    EXPECT_EQ(rank_starting_hands(1.0).size(), 169u);
    EXPECT_EQ(generate_top_percent_range(1.0).size(), 1326u);
    EXPECT_TRUE(rank_starting_hands(0.001).empty());  // floor(0.169) classes
    EXPECT_EQ(kind_of([] { rank_starting_hands(0.0); }), ErrorKind::InvalidArgument);
    EXPECT_EQ(kind_of([] { rank_starting_hands(-0.1); }), ErrorKind::InvalidArgument);
    EXPECT_EQ(preflop_ranking().back().label, "32o");
    EXPECT_EQ(kind_of([] { rank_starting_hands(1.5); }), ErrorKind::InvalidArgument);
    EXPECT_EQ(kind_of([] { rank_starting_hands(0.1, Game::Omaha4); }), ErrorKind::InvalidArgument);
}

TEST(PreflopRanking, TableAgreesWithTheEquityEngine) {
    // Spot-check two rows against calculate_equity_vs_random.
    for (const char* label : {"AA", "72o"}) {
        const PreflopClass* row = nullptr;
        for (const PreflopClass& c : preflop_ranking()) {
            if (c.label == label) row = &c;
        }
        ASSERT_NE(row, nullptr);
        const CardMask hole = std::string(label) == "AA" ? cards("As Ah") : cards("7s 2h");
        const EquityResult r = calculate_equity_vs_random(hole, 0, 0, 1, Game::Holdem, exact());
        EXPECT_EQ(r.trials, row->deals);
        EXPECT_DOUBLE_EQ(r.players[0].equity, row->equity);
    }
}
