// The breakdown of equity by the category of the winning hand: exact against
// a board-by-board count, Monte Carlo against exact and across threads, range
// equity against averaging the fixed-hand breakdown, the sums against win and
// tie, and the games that refuse it.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <vector>

#include "card_masks.hpp"
#include "xiapl/equity.hpp"
#include "xiapl/error.hpp"
#include "xiapl/eval.hpp"
#include "xiapl/range.hpp"
#include "xiapl/range_equity.hpp"

using namespace xiapl;

namespace {

EquityOptions with_breakdown(EquityMode mode = EquityMode::Exact, std::uint64_t iterations = 0, unsigned threads = 1) {
    EquityOptions o;
    o.mode = mode;
    if (iterations) o.iterations = iterations;
    o.seed = 5;
    o.threads = threads;
    o.breakdown = true;
    return o;
}

struct Counted {
    std::vector<std::array<std::uint64_t, 9>> win, tie;
    std::uint64_t boards = 0;
};

// Every board, one at a time, each showdown judged here.
Counted count_boards(const std::vector<CardMask>& holes, CardMask board, Game g) {
    Counted out;
    out.win.resize(holes.size());
    out.tie.resize(holes.size());
    CardMask used = board;
    for (CardMask h : holes) used |= h;
    std::vector<CardId> deck = ids_of(kFullDeck & ~used);
    const int more = 5 - std::popcount(board);
    std::vector<std::size_t> at(static_cast<std::size_t>(more));
    const auto visit = [&](auto&& self, std::size_t from, int left, CardMask full) -> void {
        if (left == 0) {
            std::vector<Strength> s;
            for (CardMask h : holes) s.push_back(g == Game::Holdem ? evaluate_mask(full | h) : evaluate_omaha(full, h));
            Strength best = 0;
            int count = 0;
            for (Strength x : s) best = std::max(best, x);
            for (Strength x : s) count += x == best;
            const auto c = static_cast<std::size_t>(category_of(best));
            for (std::size_t p = 0; p < s.size(); ++p) {
                if (s[p] == best) ++(count == 1 ? out.win : out.tie)[p][c];
            }
            ++out.boards;
            return;
        }
        for (std::size_t i = from; i < deck.size(); ++i) self(self, i + 1, left - 1, full | bit(deck[i]));
    };
    visit(visit, 0, more, board);
    return out;
}

void expect_sums(const PlayerEquity& e, double tolerance = 1e-12) {
    double win = 0, tie = 0;
    for (int c = 0; c < 9; ++c) {
        win += e.win_by_category[static_cast<std::size_t>(c)];
        tie += e.tie_by_category[static_cast<std::size_t>(c)];
    }
    EXPECT_NEAR(win, e.win, tolerance);
    EXPECT_NEAR(tie, e.tie, tolerance);
}

}  // namespace

TEST(Breakdown, ExactAgainstEveryBoard) {
    struct Case {
        std::vector<const char*> holes;
        const char* board;
        Game game;
    };
    const Case cases[] = {
        {{"AsKs", "QdQc"}, "", Game::Holdem},
        {{"AsKs", "QdQc", "7h6h"}, "2c7d9h", Game::Holdem},
        {{"AhAd", "AcAs"}, "Kh2h3h", Game::Holdem},  // chops and flushes
        {{"Th9h", "8c8d", "AsKd", "2c3c"}, "Jh5c4d", Game::Holdem},
        {{"AsKsQdJd", "2c7cJh9d"}, "2h7dJc", Game::Omaha4},
        {{"AsKsQdJd", "2c7cJh9d"}, "2h7dJc4s", Game::Omaha4},
    };
    for (const Case& c : cases) {
        std::vector<CardMask> holes;
        for (const char* h : c.holes) holes.push_back(cards(h));
        const EquityResult r = calculate_equity(holes, cards(c.board), 0, c.game, with_breakdown());
        ASSERT_TRUE(r.breakdown && r.exact);
        const Counted want = count_boards(holes, cards(c.board), c.game);
        ASSERT_EQ(r.trials, want.boards);
        const double n = static_cast<double>(want.boards);
        for (std::size_t p = 0; p < holes.size(); ++p) {
            for (std::size_t k = 0; k < 9; ++k) {
                EXPECT_EQ(r.players[p].win_by_category[k], static_cast<double>(want.win[p][k]) / n)
                    << c.holes[0] << " player " << p << " category " << k;
                EXPECT_EQ(r.players[p].tie_by_category[k], static_cast<double>(want.tie[p][k]) / n);
            }
            expect_sums(r.players[p]);
        }
        // The breakdown changes nothing else.
        EquityOptions plain;
        const EquityResult p = calculate_equity(holes, cards(c.board), 0, c.game, plain);
        EXPECT_FALSE(p.breakdown);
        for (std::size_t i = 0; i < holes.size(); ++i) EXPECT_EQ(p.players[i].equity, r.players[i].equity);
    }
}

TEST(Breakdown, MonteCarloAgreesAndIsTheSameAtEveryThreadCount) {
    const std::vector<CardMask> holes{cards("AsKs"), cards("QdQc"), cards("7h6h")};
    const EquityResult exact = calculate_equity(holes, 0, 0, Game::Holdem, with_breakdown());
    const EquityResult one =
        calculate_equity(holes, 0, 0, Game::Holdem, with_breakdown(EquityMode::MonteCarlo, 400'000));
    const EquityResult two =
        calculate_equity(holes, 0, 0, Game::Holdem, with_breakdown(EquityMode::MonteCarlo, 400'000, 2));
    ASSERT_TRUE(one.breakdown && !one.exact);
    for (std::size_t p = 0; p < holes.size(); ++p) {
        expect_sums(one.players[p]);
        EXPECT_EQ(one.players[p].win_by_category, two.players[p].win_by_category);
        EXPECT_EQ(one.players[p].tie_by_category, two.players[p].tie_by_category);
        for (std::size_t k = 0; k < 9; ++k) {
            const double f = exact.players[p].win_by_category[k];
            EXPECT_NEAR(one.players[p].win_by_category[k], f, 5 * std::sqrt(f * (1 - f) / 400'000) + 1e-9);
        }
    }
}

TEST(Breakdown, RangeEquityAveragesTheFixedHandBreakdown) {
    const Range ranges[2] = {Range::parse("QQ+,AKs", Game::Holdem), Range::parse("JJ-99,AQs:0.5", Game::Holdem)};
    const CardMask board = cards("Jd8c3s");
    const MultiwayRangeEquityResult mw = calculate_multiway_range_equity(ranges, board, 0, with_breakdown());
    const RangeEquityResult hu = calculate_range_equity(ranges[0], ranges[1], board, 0, with_breakdown());
    ASSERT_TRUE(mw.breakdown && hu.breakdown);
    std::array<double, 9> win{}, tie{};
    double weight = 0;
    for (const WeightedCombo& a : ranges[0].combos()) {
        for (const WeightedCombo& b : ranges[1].combos()) {
            if ((a.mask & b.mask) || ((a.mask | b.mask) & board)) continue;
            const CardMask holes[2] = {a.mask, b.mask};
            const EquityResult e = calculate_equity(holes, board, 0, Game::Holdem, with_breakdown());
            const double w = a.weight * b.weight;
            for (std::size_t k = 0; k < 9; ++k) {
                win[k] += w * e.players[0].win_by_category[k];
                tie[k] += w * e.players[0].tie_by_category[k];
            }
            weight += w;
        }
    }
    for (std::size_t k = 0; k < 9; ++k) {
        EXPECT_NEAR(mw.players[0].win_by_category[k], win[k] / weight, 1e-12);
        EXPECT_NEAR(mw.players[0].tie_by_category[k], tie[k] / weight, 1e-12);
        EXPECT_EQ(hu.players[0].win_by_category[k], mw.players[0].win_by_category[k]);
    }
    for (const PlayerEquity& p : mw.players) expect_sums(p);
    // Monte Carlo over ranges: the sums hold, close to exact.
    const MultiwayRangeEquityResult mc =
        calculate_multiway_range_equity(ranges, board, 0, with_breakdown(EquityMode::MonteCarlo, 300'000, 2));
    ASSERT_TRUE(mc.breakdown);
    for (std::size_t p = 0; p < 2; ++p) {
        expect_sums(mc.players[p]);
        for (std::size_t k = 0; k < 9; ++k) {
            const double f = mw.players[p].win_by_category[k];
            EXPECT_NEAR(mc.players[p].win_by_category[k], f, 5 * std::sqrt(f * (1 - f) / 300'000) + 1e-9);
        }
    }
}

TEST(Breakdown, RefusedWhereItIsNotDefined) {
    const auto unsupported = [](auto&& call) {
        try {
            call();
        } catch (const Error& e) {
            return e.kind() == ErrorKind::Unsupported;
        }
        return false;
    };
    const std::vector<CardMask> omaha{cards("AsKsQd2d"), cards("2c7cJh9d")};
    EXPECT_TRUE(unsupported([&] { calculate_equity(omaha, 0, 0, Game::OmahaHiLo4, with_breakdown()); }));
    EXPECT_TRUE(
        unsupported([&] { calculate_equity_vs_random(cards("AsKs"), 0, 0, 1, Game::Holdem, with_breakdown()); }));
    const Range hilo[2] = {Range::parse("AA23", Game::OmahaHiLo4), Range::parse("KKQQ", Game::OmahaHiLo4)};
    EXPECT_TRUE(unsupported([&] { calculate_multiway_range_equity(hilo, 0, 0, with_breakdown()); }));
}
