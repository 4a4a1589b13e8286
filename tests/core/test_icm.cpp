#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

#include "xiapl/error.hpp"
#include "xiapl/icm.hpp"
#include "xiapl/rng.hpp"

using namespace xiapl;

namespace {

// Malmuth-Harville by every finishing order: the probability of an order is
// the product of s_next / (chips not yet placed).
std::vector<double> brute_force(const std::vector<double>& stacks, const std::vector<double>& payouts) {
    const std::size_t n = stacks.size();
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::vector<double> equity(n, 0.0);
    const double total = std::accumulate(stacks.begin(), stacks.end(), 0.0);
    do {
        double p = 1, left = total;
        for (std::size_t k = 0; k < n; ++k) {
            p *= stacks[order[k]] / left;
            left -= stacks[order[k]];
        }
        for (std::size_t k = 0; k < payouts.size(); ++k) equity[order[k]] += p * payouts[k];
    } while (std::next_permutation(order.begin(), order.end()));
    return equity;
}

ErrorKind kind_of(auto&& call) {
    try {
        call();
    } catch (const Error& e) {
        EXPECT_GT(std::string(e.what()).size(), 20u);
        return e.kind();
    }
    ADD_FAILURE() << "no error";
    return ErrorKind::Unsupported;
}

}  // namespace

TEST(Icm, HeadsUpIsChipProportionalBetweenTheTwoPrizes) {
    const auto eq = icm::exact(std::vector<double>{3000, 1000}, std::vector<double>{70, 30});
    EXPECT_NEAR(eq[0], 30 + 40 * 0.75, 1e-12);
    EXPECT_NEAR(eq[1], 30 + 40 * 0.25, 1e-12);
}

TEST(Icm, ThreePlayersByHand) {
    // s = 5, 3, 2 of 10; payouts 50, 30, 20.
    const auto eq = icm::exact(std::vector<double>{5, 3, 2}, std::vector<double>{50, 30, 20});
    const double p0_second = 0.3 * 5.0 / 7.0 + 0.2 * 5.0 / 8.0;
    const double p0_first = 0.5;
    const double p0_third = 1 - p0_first - p0_second;
    EXPECT_NEAR(eq[0], 50 * p0_first + 30 * p0_second + 20 * p0_third, 1e-12);
    EXPECT_NEAR(eq[0] + eq[1] + eq[2], 100, 1e-12);
}

TEST(Icm, ExactMatchesEveryFinishingOrderOnRandomFields) {
    Rng rng(2026);
    for (int trial = 0; trial < 60; ++trial) {
        const std::size_t n = 2 + rng.below(7);  // 2..8
        std::vector<double> stacks(n);
        for (auto& s : stacks) s = 1 + rng.below(10000) + rng.uniform();
        const std::size_t m = 1 + rng.below(static_cast<std::uint32_t>(n));
        std::vector<double> payouts(m);
        for (auto& p : payouts) p = rng.below(1000);
        std::sort(payouts.rbegin(), payouts.rend());
        if (payouts[0] == 0) payouts[0] = 1;
        const auto fast = icm::exact(stacks, payouts);
        const auto slow = brute_force(stacks, payouts);
        const double prize = std::accumulate(payouts.begin(), payouts.end(), 0.0);
        double sum = 0;
        for (std::size_t i = 0; i < n; ++i) {
            EXPECT_NEAR(fast[i], slow[i], 1e-12 * std::max(1.0, prize)) << "trial " << trial << " player " << i;
            sum += fast[i];
        }
        EXPECT_NEAR(sum, prize, 1e-11 * std::max(1.0, prize));
    }
}

TEST(Icm, TrailingZeroPayoutsChangeNothing) {
    const std::vector<double> stacks{10, 20, 30, 40, 50};
    EXPECT_EQ(icm::exact(stacks, std::vector<double>{60, 40}), icm::exact(stacks, std::vector<double>{60, 40, 0, 0}));
}

TEST(Icm, EqualStacksShareEqually) {
    const std::vector<double> stacks(12, 1500.0);
    const std::vector<double> payouts{500, 300, 200, 100};
    for (double e : icm::exact(stacks, payouts)) EXPECT_NEAR(e, 1100.0 / 12, 1e-10);
}

TEST(Icm, MoreChipsNeverLessEquity) {
    const std::vector<double> stacks{100, 250, 250, 400, 900, 1300, 2000, 2500, 4000, 8000};
    const auto eq = icm::exact(stacks, std::vector<double>{50, 30, 20});
    for (std::size_t i = 1; i < stacks.size(); ++i) EXPECT_GE(eq[i], eq[i - 1] - 1e-12);
    EXPECT_NEAR(eq[1], eq[2], 1e-12);
}

TEST(Icm, CostIsTheSetsOfFinishedPlayers) {
    const auto all = icm::exact_cost(25, 25);
    EXPECT_TRUE(all.feasible);
    EXPECT_EQ(all.largest_layer, 5200300u);  // C(25, 12)
    EXPECT_EQ(all.terms, 25u * (1u << 24));  // sum k C(25, k) = 25 2^24
    EXPECT_FALSE(icm::exact_cost(27, 27).feasible);
    EXPECT_TRUE(icm::exact_cost(64, 4).feasible);  // big fields, few places
    EXPECT_FALSE(icm::exact_cost(65, 1).feasible);
}

TEST(Icm, TooLargeForExactNamesTheMonteCarloForm) {
    const std::vector<double> stacks(30, 100.0);
    const std::vector<double> payouts(30, 1.0);
    try {
        icm::exact(stacks, payouts);
        FAIL() << "no error";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::LimitExceeded);
        EXPECT_NE(std::string(e.what()).find("Monte Carlo"), std::string::npos);
    }
}

TEST(Icm, BigFieldFewPlacesIsExact) {
    std::vector<double> stacks(40);
    for (std::size_t i = 0; i < stacks.size(); ++i) stacks[i] = 100.0 + 37.0 * static_cast<double>(i);
    const std::vector<double> payouts{500, 300, 200};
    const auto eq = icm::exact(stacks, payouts);
    // First place alone is chip-proportional.
    const auto first = icm::exact(stacks, std::vector<double>{1});
    const double total = std::accumulate(stacks.begin(), stacks.end(), 0.0);
    for (std::size_t i = 0; i < stacks.size(); ++i) EXPECT_NEAR(first[i], stacks[i] / total, 1e-14);
    EXPECT_NEAR(std::accumulate(eq.begin(), eq.end(), 0.0), 1000, 1e-9);
}

TEST(Icm, BadInputIsRefusedWithItsReason) {
    using V = std::vector<double>;
    EXPECT_EQ(kind_of([] { icm::exact(V{}, V{1}); }), ErrorKind::InvalidArgument);
    EXPECT_EQ(kind_of([] { icm::exact(V{10, 0}, V{1}); }), ErrorKind::InvalidArgument);
    EXPECT_EQ(kind_of([] { icm::exact(V{10, -5}, V{1}); }), ErrorKind::InvalidArgument);
    EXPECT_EQ(kind_of([] { icm::exact(V{10, NAN}, V{1}); }), ErrorKind::InvalidArgument);
    EXPECT_EQ(kind_of([] { icm::exact(V{10, 20}, V{}); }), ErrorKind::InvalidArgument);
    EXPECT_EQ(kind_of([] { icm::exact(V{10, 20}, V{3, 2, 1}); }), ErrorKind::InvalidArgument);
    EXPECT_EQ(kind_of([] { icm::exact(V{10, 20}, V{30, 70}); }), ErrorKind::InvalidArgument);
    EXPECT_EQ(kind_of([] { icm::exact(V{10, 20}, V{30, -1}); }), ErrorKind::InvalidArgument);
    EXPECT_EQ(kind_of([] { icm::exact(V{1e308, 1e308}, V{1}); }), ErrorKind::InvalidArgument);
    EXPECT_EQ(kind_of([] { icm::monte_carlo(V{10, 20}, V{1}, 1, 0, 1); }), ErrorKind::InvalidArgument);
    try {
        icm::exact(V{10, 20}, V{30, 70});
    } catch (const Error& e) {
        EXPECT_NE(std::string(e.what()).find("payouts[1] (70)"), std::string::npos) << e.what();
    }
}

TEST(Icm, MonteCarloIsTheSameAtEveryThreadCount) {
    std::vector<double> stacks(300);
    Rng rng(5);
    for (auto& s : stacks) s = 100 + rng.below(5000);
    const std::vector<double> payouts{1000, 600, 400, 300, 250, 200, 150, 120, 100, 100, 80, 80, 60, 60, 50};
    const auto one = icm::monte_carlo(stacks, payouts, 5000, 77, 1);
    for (unsigned threads : {2u, 3u, 8u}) {
        const auto many = icm::monte_carlo(stacks, payouts, 5000, 77, threads);
        EXPECT_EQ(one.equity, many.equity) << threads;
        EXPECT_EQ(one.std_error, many.std_error) << threads;
    }
    const auto other = icm::monte_carlo(stacks, payouts, 5000, 78, 1);
    EXPECT_NE(one.equity, other.equity);
    EXPECT_EQ(one.iterations, 5000u);
}

TEST(Icm, MonteCarloAgreesWithExactWithinItsError) {
    Rng rng(11);
    for (int trial = 0; trial < 4; ++trial) {
        const std::size_t n = 12 + 2 * static_cast<std::size_t>(trial);
        std::vector<double> stacks(n);
        for (auto& s : stacks) s = 200 + rng.below(20000);
        const std::vector<double> payouts{40, 25, 15, 10, 6, 4};
        const auto exact = icm::exact(stacks, payouts);
        const auto mc = icm::monte_carlo(stacks, payouts, 200000, 1234 + static_cast<std::uint64_t>(trial), 2);
        for (std::size_t i = 0; i < n; ++i) {
            ASSERT_GT(mc.std_error[i], 0);
            // 5 standard errors: with ~60 comparisons a false alarm is below 1e-4.
            EXPECT_NEAR(mc.equity[i], exact[i], 5 * mc.std_error[i]) << "n " << n << " player " << i;
        }
    }
}

TEST(Icm, MonteCarloPaysEveryPlaceWhenAllArePaid) {
    const std::vector<double> stacks{1, 2, 3, 4, 5, 6};
    const std::vector<double> payouts{6, 5, 4, 3, 2, 1};
    const auto mc = icm::monte_carlo(stacks, payouts, 20000, 3, 1);
    const auto exact = icm::exact(stacks, payouts);
    double sum = 0;
    for (std::size_t i = 0; i < stacks.size(); ++i) {
        EXPECT_NEAR(mc.equity[i], exact[i], 5 * mc.std_error[i]);
        sum += mc.equity[i];
    }
    EXPECT_NEAR(sum, 21, 1e-9);  // every order pays every place once
}

TEST(Icm, BubbleFactorOnTheBubble) {
    // Four players, three paid: an all-in between the two big stacks costs
    // far more than it wins (the short stacks may bust first).
    const std::vector<double> stacks{5000, 5000, 1000, 1000};
    const std::vector<double> payouts{50, 30, 20};
    const auto bf = icm::bubble_factor(stacks, payouts, 0, 1);
    EXPECT_GT(bf.factor, 1.0);
    EXPECT_NEAR(bf.break_even, bf.factor / (1 + bf.factor), 1e-12);
    EXPECT_NEAR(bf.risk_premium, bf.break_even - 0.5, 1e-15);
    // Losing busts player 0 (equal stacks): fourth place pays nothing.
    EXPECT_NEAR(bf.equity_lose, 0.0, 1e-15);
    EXPECT_NEAR(bf.equity, icm::exact(stacks, payouts)[0], 1e-15);
    // Winner-take-all: chips are money, the factor is 1.
    const auto wta = icm::bubble_factor(stacks, std::vector<double>{100}, 0, 2);
    EXPECT_NEAR(wta.factor, 1.0, 1e-12);
    EXPECT_NEAR(wta.risk_premium, 0.0, 1e-12);
}

TEST(Icm, BustedPlayersFinishBelowTheField) {
    const std::vector<double> before{100, 50, 30, 20};
    const std::vector<double> after{200, 0, 0, 0};
    const auto eq = icm::exact_with_busts(after, before, std::vector<double>{50, 30, 20, 10});
    EXPECT_EQ(eq, (std::vector<double>{50, 30, 20, 10}));
}

TEST(Icm, ShoveCallOutcomesAndBreakEven) {
    // Bubble: 4 left, 3 paid. Player 0 shoves 3000 from the small blind
    // (posted 100), player 1 in the big blind (posted 200) may call.
    const std::vector<double> stacks{3000, 4000, 2000, 1000};
    const std::vector<double> payouts{50, 30, 20};
    const std::vector<double> posted{100, 200, 0, 0};
    const auto sc = icm::shove_call(stacks, payouts, posted, 0, 1, 0.45, 0.02);
    EXPECT_EQ(sc.fold, icm::exact(std::vector<double>{3200, 3800, 2000, 1000}, payouts));
    EXPECT_EQ(sc.call_win, icm::exact_with_busts(std::vector<double>{0, 7000, 2000, 1000}, stacks, payouts));
    EXPECT_NEAR(sc.call_win[0], 0.0, 1e-15);
    EXPECT_EQ(sc.call_lose, icm::exact(std::vector<double>{6000, 1000, 2000, 1000}, payouts));
    EXPECT_EQ(sc.call_split, icm::exact(stacks, payouts));
    for (std::size_t i = 0; i < 4; ++i) {
        EXPECT_NEAR(sc.call[i], 0.45 * sc.call_win[i] + 0.02 * sc.call_split[i] + 0.53 * sc.call_lose[i], 1e-12);
    }
    const double w = sc.call_win[1], l = sc.call_lose[1], f = sc.fold[1];
    EXPECT_NEAR(sc.break_even * w + (1 - sc.break_even) * l, f, 1e-12);
    // Chip EV alone would need 2800 / 6200 = 45.2%; ICM asks for more.
    EXPECT_GT(sc.break_even, 2800.0 / 6200.0);
}

TEST(Icm, ShoveCallBadInput) {
    using V = std::vector<double>;
    const V stacks{3000, 4000, 2000}, payouts{60, 40};
    EXPECT_EQ(kind_of([&] { icm::shove_call(stacks, payouts, V{0, 0, 0}, 1, 1, 0.5, 0); }), ErrorKind::InvalidArgument);
    EXPECT_EQ(kind_of([&] { icm::shove_call(stacks, payouts, V{0, 0, 0}, 0, 3, 0.5, 0); }), ErrorKind::InvalidArgument);
    EXPECT_EQ(kind_of([&] {
                  icm::shove_call(stacks, payouts, V{0, 5000, 0}, 0, 1, 0.5, 0);
              }),
              ErrorKind::InvalidArgument);
    EXPECT_EQ(kind_of([&] { icm::shove_call(stacks, payouts, V{0, 0}, 0, 1, 0.5, 0); }), ErrorKind::InvalidArgument);
    EXPECT_EQ(kind_of([&] {
                  icm::shove_call(stacks, payouts, V{0, 0, 0}, 0, 1, 0.7, 0.4);
              }),
              ErrorKind::InvalidArgument);
    EXPECT_EQ(kind_of([&] { icm::bubble_factor(stacks, payouts, 0, 0); }), ErrorKind::InvalidArgument);
}
