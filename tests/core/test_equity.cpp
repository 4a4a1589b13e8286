// Equity: published figures, the rank decomposition against a board-by-board
// enumeration, Monte Carlo determinism (threads, the BMI2 and portable
// builds, and the draw re-implemented here from docs/equity.md), progress
// and cancellation, hero against random opponents, and every error.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <bit>
#include <cmath>
#include <cstdint>
#include <string>
#include <thread>
#include <vector>

#include "../../core/src/equity/internal.hpp"
#include "card_masks.hpp"
#include "xiapl/cards.hpp"
#include "xiapl/equity.hpp"
#include "xiapl/error.hpp"
#include "xiapl/eval.hpp"
#include "xiapl/rng.hpp"

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

// `count` random distinct cards outside `used`.
CardMask random_cards(Rng& rng, int count, CardMask used) {
    CardMask out = 0;
    while (std::popcount(out) < count) {
        const CardMask c = bit(static_cast<CardId>(rng.below(52)));
        if (!((out | used) & c)) out |= c;
    }
    return out;
}

void expect_same(const EquityResult& a, const EquityResult& b) {
    ASSERT_EQ(a.players.size(), b.players.size());
    EXPECT_EQ(a.trials, b.trials);
    EXPECT_EQ(a.exact, b.exact);
    EXPECT_EQ(a.chop_rate, b.chop_rate);
    for (std::size_t i = 0; i < a.players.size(); ++i) {
        EXPECT_EQ(a.players[i].equity, b.players[i].equity) << "player " << i;
        EXPECT_EQ(a.players[i].win, b.players[i].win) << "player " << i;
        EXPECT_EQ(a.players[i].tie, b.players[i].tie) << "player " << i;
        EXPECT_EQ(a.players[i].std_error, b.players[i].std_error) << "player " << i;
    }
}

template <class F>
ErrorKind error_of(F&& f) {
    try {
        f();
    } catch (const Error& e) {
        return e.kind();
    }
    ADD_FAILURE() << "no error thrown";
    return ErrorKind::InvalidArgument;
}

template <class F>
std::string message_of(F&& f) {
    try {
        f();
    } catch (const Error& e) {
        return e.what();
    }
    return "";
}

// ---------------------------------------------------------------------------
// Published figures.

TEST(Equity, HeadsUpPreflopExact) {
    const std::vector<CardMask> holes{cards("AsKs"), cards("QdQc")};
    const EquityResult r = calculate_equity(holes, 0, 0, Game::Holdem, exact());
    EXPECT_TRUE(r.exact);
    EXPECT_EQ(r.trials, 1712304u);
    EXPECT_NEAR(r.players[0].equity, 0.4621, 5e-5);
    EXPECT_NEAR(r.players[1].equity, 0.5379, 5e-5);
    EXPECT_DOUBLE_EQ(r.players[0].equity + r.players[1].equity, 1.0);
    EXPECT_EQ(r.players[0].std_error, 0.0);
    EXPECT_LT(r.evaluated, 50000u);  // classes, not 1.7 million boards
}

TEST(Equity, ThreeWayPreflopExact) {
    const std::vector<CardMask> holes{cards("AsKs"), cards("QdQc"), cards("7h6h")};
    const EquityResult r = calculate_equity(holes, 0, 0, Game::Holdem, exact());
    EXPECT_EQ(r.trials, 1370754u);
    EXPECT_NEAR(r.players[0].equity, 0.3779, 5e-5);
    EXPECT_NEAR(r.players[1].equity, 0.3957, 5e-5);
    EXPECT_NEAR(r.players[2].equity, 0.2263, 5e-5);
    EXPECT_NEAR(r.chop_rate, 0.0015, 5e-5);
}

TEST(Equity, OmahaPreflopExact) {
    const std::vector<CardMask> holes{cards("AsKsQdJd"), cards("2c7cJh9d")};
    const EquityResult r = calculate_equity(holes, 0, 0, Game::Omaha4, exact());
    EXPECT_EQ(r.trials, 1086008u);  // C(44, 5)
    EXPECT_NEAR(r.players[0].equity, 0.6386, 5e-5);
    EXPECT_NEAR(r.players[1].equity, 0.3614, 5e-5);
}

TEST(Equity, KnownBoardAndRiver) {
    // A made river: one evaluation, certain result.
    const std::vector<CardMask> holes{cards("AhAd"), cards("KsKh")};
    const EquityResult r = calculate_equity(holes, cards("As Kd 2c 7h 9s"), 0, Game::Holdem, exact());
    EXPECT_EQ(r.trials, 1u);
    EXPECT_EQ(r.players[0].equity, 1.0);
    EXPECT_EQ(r.players[1].win, 0.0);
    // A board that plays for everybody: a royal flush, every pot split.
    const std::vector<CardMask> weak{cards("2c3d"), cards("4h5c")};
    const EquityResult split = calculate_equity(weak, cards("AsKsQsJsTs"), 0, Game::Holdem, exact());
    EXPECT_EQ(split.chop_rate, 1.0);
    EXPECT_EQ(split.players[0].tie, 1.0);
    EXPECT_EQ(split.players[0].equity, 0.5);
}

TEST(Equity, OnePlayerAlwaysWins) {
    const EquityResult r =
        calculate_equity(std::vector<CardMask>{cards("7c2d")}, cards("AsKsQs"), 0, Game::Holdem, exact());
    EXPECT_EQ(r.players[0].equity, 1.0);
    EXPECT_EQ(r.trials, choose(52 - 2 - 3, 2));
}

// ---------------------------------------------------------------------------
// The rank decomposition against the board-by-board enumeration: the same
// counts, so bit-identical results, on random deals of every shape.

struct Shape {
    Game game;
    int players, board, dead;
};

void compare_with_brute_force(const Shape& shape, int deals, std::uint64_t seed) {
    Rng rng(seed);
    const int hole = hole_cards_for(shape.game);
    for (int d = 0; d < deals; ++d) {
        CardMask used = 0;
        std::vector<CardMask> holes;
        for (int p = 0; p < shape.players; ++p) {
            // Suited holes half the time: flushes are where the decomposition works hardest.
            CardMask h = 0;
            if (rng.below(2) == 0) {
                const int suit = static_cast<int>(rng.below(4));
                for (int tries = 0; tries < 50 && std::popcount(h) < std::min(hole, 2); ++tries) {
                    const CardMask c = bit(make_card(static_cast<int>(rng.below(13)) + 2, suit));
                    if (!((used | h) & c)) h |= c;
                }
            }
            h |= random_cards(rng, hole - std::popcount(h), used | h);
            used |= h;
            holes.push_back(h);
        }
        const CardMask board = random_cards(rng, shape.board, used);
        used |= board;
        const CardMask dead = random_cards(rng, shape.dead, used);
        const EquityResult fast = calculate_equity(holes, board, dead, shape.game, exact());
        const EquityResult slow = detail::calculate_equity_brute_force(holes, board, dead, shape.game);
        SCOPED_TRACE("deal " + std::to_string(d) + ": " + mask_name(holes[0]) + " ... board " + mask_name(board) +
                     " dead " + mask_name(dead));
        expect_same(fast, slow);
    }
}

TEST(EquityExact, HoldemMatchesBruteForce) {
    compare_with_brute_force({Game::Holdem, 2, 0, 0}, 3, 1);
    compare_with_brute_force({Game::Holdem, 3, 0, 8}, 3, 2);
    compare_with_brute_force({Game::Holdem, 6, 0, 12}, 3, 3);
    compare_with_brute_force({Game::Holdem, 9, 0, 4}, 2, 4);  // the general counters
    compare_with_brute_force({Game::Holdem, 2, 3, 0}, 40, 5);
    compare_with_brute_force({Game::Holdem, 4, 3, 3}, 40, 6);
    compare_with_brute_force({Game::Holdem, 3, 4, 0}, 40, 7);
    compare_with_brute_force({Game::Holdem, 23, 0, 0}, 1, 8);
}

TEST(EquityExact, OmahaMatchesBruteForce) {
    compare_with_brute_force({Game::Omaha4, 2, 0, 14}, 3, 11);
    compare_with_brute_force({Game::Omaha4, 3, 3, 0}, 30, 12);
    compare_with_brute_force({Game::Omaha5, 2, 3, 2}, 20, 13);
    compare_with_brute_force({Game::Omaha6, 4, 4, 0}, 20, 14);
    compare_with_brute_force({Game::Omaha4, 11, 0, 0}, 1, 15);
}

TEST(EquityExact, FlushHeavyBoards) {
    // Three of a suit on the flop, suited holes, and dead cards of that suit.
    const std::vector<CardMask> holes{cards("AhKh"), cards("QhJh"), cards("9c9d")};
    for (const char* dead : {"", "2h", "2h3h4h", "2h3h4h5h6h"}) {
        const EquityResult fast = calculate_equity(holes, cards("7h8hTs"), cards(dead), Game::Holdem, exact());
        expect_same(fast, detail::calculate_equity_brute_force(holes, cards("7h8hTs"), cards(dead), Game::Holdem));
    }
    const std::vector<CardMask> omaha{cards("AhKhAdKd"), cards("QhJhTh9h"), cards("2c3c4c5c")};
    const EquityResult fast = calculate_equity(omaha, cards("6h7h8c"), 0, Game::Omaha4, exact());
    expect_same(fast, detail::calculate_equity_brute_force(omaha, cards("6h7h8c"), 0, Game::Omaha4));
}

TEST(EquityExact, EquitiesSumToOne) {
    std::vector<CardMask> holes;
    CardMask used = 0;
    Rng rng(99);
    for (int p = 0; p < 23; ++p) {
        holes.push_back(random_cards(rng, 2, used));
        used |= holes.back();
    }
    const EquityResult r = calculate_equity(holes, 0, 0, Game::Holdem, exact());
    double sum = 0;
    for (const PlayerEquity& p : r.players) sum += p.equity;
    EXPECT_NEAR(sum, 1.0, 1e-12);
    EXPECT_EQ(r.trials, 6u);  // 52 - 46 cards left, C(6, 5)
}

// ---------------------------------------------------------------------------
// Monte Carlo.

TEST(EquityMonteCarlo, SameAtEveryThreadCount) {
    const std::vector<CardMask> holes{cards("AsKs"), cards("QdQc")};
    const EquityResult one = calculate_equity(holes, 0, 0, Game::Holdem, seeded(1'000'000, 42, 1));
    EXPECT_FALSE(one.exact);
    EXPECT_EQ(one.trials, 1'000'000u);
    EXPECT_EQ(one.seed, 42u);
    for (unsigned threads : {2u, 3u, 7u, 0u}) {
        SCOPED_TRACE("threads " + std::to_string(threads));
        expect_same(one, calculate_equity(holes, 0, 0, Game::Holdem, seeded(1'000'000, 42, threads)));
    }
    const std::vector<CardMask> three{cards("AsKs"), cards("QdQc"), cards("7h6h")};
    expect_same(calculate_equity(three, cards("2c7d9h"), cards("Ad"), Game::Holdem, seeded(300'000, 5, 1)),
                calculate_equity(three, cards("2c7d9h"), cards("Ad"), Game::Holdem, seeded(300'000, 5, 7)));
    const std::vector<CardMask> omaha{cards("AsKsQdJd"), cards("2c7cJh9d")};
    expect_same(calculate_equity(omaha, 0, 0, Game::Omaha4, seeded(200'000, 9, 1)),
                calculate_equity(omaha, 0, 0, Game::Omaha4, seeded(200'000, 9, 2)));
}

TEST(EquityMonteCarlo, SeedsDifferAndConverge) {
    const std::vector<CardMask> holes{cards("AsKs"), cards("QdQc")};
    const EquityResult exact_result = calculate_equity(holes, 0, 0, Game::Holdem, exact());
    const EquityResult a = calculate_equity(holes, 0, 0, Game::Holdem, seeded(100'000, 1));
    const EquityResult b = calculate_equity(holes, 0, 0, Game::Holdem, seeded(100'000, 2));
    EXPECT_NE(a.players[0].equity, b.players[0].equity);
    for (const EquityResult* r : {&a, &b}) {
        EXPECT_GT(r->players[0].std_error, 0.0);
        EXPECT_LT(std::abs(r->players[0].equity - exact_result.players[0].equity), 5 * r->players[0].std_error);
    }
    // The standard error falls as 1/sqrt(n): 16 times the trials, a quarter of the error.
    const EquityResult big = calculate_equity(holes, 0, 0, Game::Holdem, seeded(1'600'000, 1, 0));
    EXPECT_NEAR(big.players[0].std_error / a.players[0].std_error, 0.25, 0.01);
    EXPECT_LT(std::abs(big.players[0].equity - exact_result.players[0].equity), 5 * big.players[0].std_error);
}

TEST(EquityMonteCarlo, AsManyIterationsAsBoardsIsExact) {
    const std::vector<CardMask> holes{cards("AsKs"), cards("QdQc")};
    const EquityResult r = calculate_equity(holes, cards("2c7d9h"), 0, Game::Holdem, seeded(990, 3));
    EXPECT_TRUE(r.exact);  // C(45, 2) = 990 boards
    EXPECT_EQ(r.trials, 990u);
    expect_same(r, calculate_equity(holes, cards("2c7d9h"), 0, Game::Holdem, exact()));
    EXPECT_FALSE(calculate_equity(holes, cards("2c7d9h"), 0, Game::Holdem, seeded(989, 3)).exact);
}

TEST(EquityMonteCarlo, RandomSeedIsReported) {
    const std::vector<CardMask> holes{cards("AsKs"), cards("QdQc")};
    EquityOptions o = seeded(100'000, 0);
    o.deterministic = false;
    const EquityResult a = calculate_equity(holes, 0, 0, Game::Holdem, o);
    const EquityResult b = calculate_equity(holes, 0, 0, Game::Holdem, o);
    EXPECT_NE(a.seed, b.seed);
    expect_same(a, calculate_equity(holes, 0, 0, Game::Holdem, seeded(100'000, a.seed)));
}

TEST(EquityMonteCarlo, BuildsDealTheSameCards) {
    // The BMI2 build (when this CPU runs it) and the portable build give the
    // same counts, chunk by chunk.
    for (int players : {2, 3}) {
        std::vector<CardMask> holes{cards("AsKs"), cards("QdQc"), cards("7h6h")};
        holes.resize(static_cast<std::size_t>(players));
        const equity::Deal deal = equity::make_deal(holes, 0, cards("2c"), Game::Holdem);
        const auto plan = equity::plan_monte_carlo(deal, players == 2 ? 0 : 2);
        const int seats = players + (players == 2 ? 0 : 2);
        equity::Tally fast(seats), portable(seats);
        equity::run_monte_carlo_chunk(*plan, 77, 50'000, fast);
        equity::run_monte_carlo_chunk_portable(*plan, 77, 50'000, portable);
        EXPECT_EQ(fast.win, portable.win);
        EXPECT_EQ(fast.tie, portable.tie);
        EXPECT_EQ(fast.chop, portable.chop);
    }
}

// The Monte Carlo draw exactly as docs/equity.md specifies it, written from
// the text: a heads-up Hold'em run re-counted trial by trial.
TEST(EquityMonteCarlo, FollowsTheSpecification) {
    const CardMask a = cards("AsKs"), b = cards("QdQc");
    const std::uint64_t seed = 2024, n = 70'000;  // two chunks, the second short
    std::vector<CardId> deck = ids_of(kFullDeck & ~(a | b));
    const std::uint64_t size = deck.size();
    const std::uint64_t product = size * (size - 1) * (size - 2) * (size - 3) * (size - 4);
    const std::uint64_t threshold = (0 - product) % product;
    std::uint64_t wins_a = 0, wins_b = 0;
    for (std::uint64_t chunk = 0; chunk * kEquityChunkTrials < n; ++chunk) {
        const std::uint64_t chunk_seed = SplitMix64(SplitMix64(seed).next() + chunk).next();
        Rng rng(chunk_seed);
        const std::uint64_t trials = std::min(kEquityChunkTrials, n - chunk * kEquityChunkTrials);
        for (std::uint64_t t = 0; t < trials; ++t) {
            std::uint64_t r[5];
            for (;;) {
                std::uint64_t x = rng.next();
                for (int i = 0; i < 5; ++i) {
                    // The high and low halves of x * (size - i), without 128-bit types.
                    const std::uint64_t m = size - static_cast<std::uint64_t>(i);
                    const std::uint64_t lo = (x & 0xFFFFFFFFu) * m, hi = (x >> 32) * m + (lo >> 32);
                    r[i] = hi >> 32;
                    x = (hi << 32) | (lo & 0xFFFFFFFFu);
                }
                if (x >= threshold) break;
            }
            std::vector<CardId> left = deck;  // ascending
            CardMask board = 0;
            for (int i = 0; i < 5; ++i) {
                board |= bit(left[r[i]]);
                left.erase(left.begin() + static_cast<std::ptrdiff_t>(r[i]));
            }
            const Strength sa = evaluate_mask(a | board), sb = evaluate_mask(b | board);
            wins_a += sa > sb;
            wins_b += sb > sa;
        }
    }
    const EquityResult lib = calculate_equity(std::vector<CardMask>{a, b}, 0, 0, Game::Holdem, seeded(n, seed, 2));
    EXPECT_EQ(lib.players[0].win, static_cast<double>(wins_a) / static_cast<double>(n));
    EXPECT_EQ(lib.players[1].win, static_cast<double>(wins_b) / static_cast<double>(n));
}

// ---------------------------------------------------------------------------
// Progress and cancellation.

TEST(EquityProgress, ReportsOnTheCallingThreadAndFinishesAtTotal) {
    const std::vector<CardMask> holes{cards("AsKs"), cards("QdQc")};
    for (unsigned threads : {1u, 2u}) {
        EquityOptions o = seeded(1'500'000, 1, threads);
        std::vector<std::pair<std::uint64_t, std::uint64_t>> calls;
        const std::thread::id caller = std::this_thread::get_id();
        bool elsewhere = false;
        o.progress = [&](std::uint64_t done, std::uint64_t total) {
            elsewhere |= std::this_thread::get_id() != caller;
            calls.emplace_back(done, total);
            return false;
        };
        calculate_equity(holes, 0, 0, Game::Holdem, o);
        ASSERT_FALSE(calls.empty());
        EXPECT_FALSE(elsewhere);
        EXPECT_EQ(calls.back(), std::make_pair(std::uint64_t{1'500'000}, std::uint64_t{1'500'000}));
        for (std::size_t i = 1; i < calls.size(); ++i) EXPECT_LE(calls[i - 1].first, calls[i].first);
    }
}

TEST(EquityProgress, CancelStopsEarly) {
    const std::vector<CardMask> holes{cards("AsKs"), cards("QdQc"), cards("7h6h")};
    for (unsigned threads : {1u, 2u, 5u}) {
        EquityOptions o = seeded(kMaxEquityIterations, 1, threads);  // would run for centuries
        std::uint64_t last = 0;
        o.progress = [&](std::uint64_t done, std::uint64_t) {
            last = done;
            return done > 0;
        };
        EXPECT_EQ(error_of([&] { calculate_equity(holes, 0, 0, Game::Holdem, o); }), ErrorKind::Cancelled);
        EXPECT_LT(last, std::uint64_t{1} << 30);
    }
    // A hook that throws stops the call and the exception comes out.
    EquityOptions o = seeded(kMaxEquityIterations, 1, 2);
    o.progress = [](std::uint64_t, std::uint64_t) -> bool { throw std::runtime_error("stop"); };
    EXPECT_THROW(calculate_equity(holes, 0, 0, Game::Holdem, o), std::runtime_error);
    // Exact runs report once, at the end, and can be cancelled there.
    EquityOptions e = exact();
    e.progress = [](std::uint64_t done, std::uint64_t total) { return done == total; };
    EXPECT_EQ(error_of([&] { calculate_equity(holes, 0, 0, Game::Holdem, e); }), ErrorKind::Cancelled);
}

// ---------------------------------------------------------------------------
// Against random opponents.

TEST(EquityVsRandom, AcesPreflop) {
    const EquityResult r = calculate_equity_vs_random(cards("AsAh"), 0, 0, 1, Game::Holdem, exact());
    EXPECT_TRUE(r.exact);
    EXPECT_EQ(r.players.size(), 1u);
    EXPECT_EQ(r.trials, 1225ull * 1712304ull);       // C(50, 2) holdings x C(48, 5) boards
    EXPECT_NEAR(r.players[0].equity, 0.8520, 5e-4);  // the well-known 85.2 %
}

// Every opponent holding and every board, counted by the simplest loops.
EquityResult by_hand(CardMask hero, CardMask board, int opponents, Game g) {
    const int hole = hole_cards_for(g);
    const std::vector<CardId> deck = ids_of(kFullDeck & ~(hero | board));
    std::vector<CardMask> hands;
    auto subsets = [&](auto&& self, std::size_t from, int left, CardMask acc, std::vector<CardMask>& out,
                       const std::vector<CardId>& from_cards) -> void {
        if (left == 0) {
            out.push_back(acc);
            return;
        }
        for (std::size_t i = from; i < from_cards.size(); ++i)
            self(self, i + 1, left - 1, acc | bit(from_cards[i]), out, from_cards);
    };
    subsets(subsets, 0, hole, 0, hands, deck);
    equity::Tally tally(opponents + 1);
    auto strength = [&](CardMask b, CardMask h) {
        return g == Game::Holdem ? evaluate_mask(b | h) : evaluate_omaha(b, h);
    };
    std::vector<CardMask> set;
    auto sets = [&](auto&& self, std::size_t from, CardMask used) -> void {
        if (static_cast<int>(set.size()) == opponents) {
            std::vector<CardId> rest;
            for (CardId c : deck) {
                if (!(used & bit(c))) rest.push_back(c);
            }
            std::vector<CardMask> boards;
            subsets(subsets, 0, 5 - std::popcount(board), 0, boards, rest);
            for (CardMask extra : boards) {
                std::vector<Strength> s{strength(board | extra, hero)};
                for (CardMask h : set) s.push_back(strength(board | extra, h));
                tally.record(s.data(), 1);
            }
            return;
        }
        for (std::size_t i = from; i < hands.size(); ++i) {
            if (hands[i] & used) continue;
            set.push_back(hands[i]);
            self(self, i + 1, used | hands[i]);
            set.pop_back();
        }
    };
    sets(sets, 0, 0);
    EquityResult all = equity::finish(tally, true);
    all.players.resize(1);
    return all;
}

TEST(EquityVsRandom, ExactMatchesCountingByHand) {
    struct Case {
        const char *hero, *board;
        int opponents;
        Game game;
    };
    for (const Case& c :
         {Case{"AsAh", "KsKhKd", 1, Game::Holdem}, Case{"7c2d", "7h7s2c9d", 1, Game::Holdem},
          Case{"QhJh", "Th9h2c3d4s", 2, Game::Holdem}, Case{"AsKsQdJd", "2h7dJc4s9h", 1, Game::Omaha4}}) {
        SCOPED_TRACE(std::string(c.hero) + " on " + c.board);
        const EquityResult fast =
            calculate_equity_vs_random(cards(c.hero), cards(c.board), 0, c.opponents, c.game, exact());
        const EquityResult slow = by_hand(cards(c.hero), cards(c.board), c.opponents, c.game);
        EXPECT_TRUE(fast.exact);
        EXPECT_EQ(fast.trials, slow.trials);
        EXPECT_EQ(fast.players[0].equity, slow.players[0].equity);
        EXPECT_EQ(fast.players[0].win, slow.players[0].win);
        EXPECT_EQ(fast.players[0].tie, slow.players[0].tie);
        EXPECT_EQ(fast.chop_rate, slow.chop_rate);
    }
}

TEST(EquityVsRandom, PreflopClassesMatchEveryHolding) {
    // With many dead cards the preflop enumeration is small enough to check
    // against the plain loops; the suit classes must give the same counts.
    const CardMask dead = cards("2c3c4c5c6c7c8c2d3d4d5d6d7d8d2h3h4h5h6h7h8h2s3s4s5s6s");
    const EquityResult fast = calculate_equity_vs_random(cards("AsKs"), 0, dead, 1, Game::Holdem, exact());
    const int left_count = 52 - 2 - std::popcount(dead);
    EXPECT_TRUE(fast.exact);
    EXPECT_EQ(fast.trials, choose(left_count, 2) * choose(left_count - 2, 5));
    // Independent: the same through calculate_equity, one opponent holding at a time.
    const std::vector<CardId> left = ids_of(kFullDeck & ~(cards("AsKs") | dead));
    const EquityOptions o = exact();
    double share = 0;
    std::uint64_t trials = 0;
    for (std::size_t i = 0; i < left.size(); ++i) {
        for (std::size_t j = i + 1; j < left.size(); ++j) {
            const EquityResult r = calculate_equity(std::vector<CardMask>{cards("AsKs"), bit(left[i]) | bit(left[j])},
                                                    0, dead, Game::Holdem, o);
            share += r.players[0].equity * static_cast<double>(r.trials);
            trials += r.trials;
        }
    }
    EXPECT_EQ(fast.trials, trials);
    EXPECT_NEAR(fast.players[0].equity, share / static_cast<double>(trials), 1e-12);
}

TEST(EquityVsRandom, MonteCarloAndModes) {
    // Two opponents on the flop: not tractable, so Monte Carlo (auto) or an error (exact).
    const CardMask hero = cards("AsAh"), flop = cards("Kd7c2s");
    EXPECT_FALSE(equity_vs_random_is_tractable(52 - 5, 3, 2, Game::Holdem));
    EXPECT_EQ(error_of([&] { calculate_equity_vs_random(hero, flop, 0, 2, Game::Holdem, exact()); }),
              ErrorKind::LimitExceeded);
    EquityOptions autoo = seeded(400'000, 3, 1);
    autoo.mode = EquityMode::Auto;
    const EquityResult mc = calculate_equity_vs_random(hero, flop, 0, 2, Game::Holdem, autoo);
    EXPECT_FALSE(mc.exact);
    EXPECT_EQ(mc.trials, 400'000u);
    autoo.threads = 7;
    expect_same(mc, calculate_equity_vs_random(hero, flop, 0, 2, Game::Holdem, autoo));
    // One opponent: exact in auto mode, and Monte Carlo agrees within its error.
    autoo.threads = 0;
    const EquityResult one = calculate_equity_vs_random(hero, flop, 0, 1, Game::Holdem, autoo);
    EXPECT_TRUE(one.exact);
    const EquityResult sampled = calculate_equity_vs_random(hero, flop, 0, 1, Game::Holdem, seeded(400'000, 8));
    EXPECT_FALSE(sampled.exact);
    EXPECT_LT(std::abs(sampled.players[0].equity - one.players[0].equity), 5 * sampled.players[0].std_error);
    // Omaha preflop against one: Monte Carlo.
    const EquityResult plo = calculate_equity_vs_random(cards("AsAhKsKh"), 0, 0, 1, Game::Omaha4, autoo);
    EXPECT_FALSE(plo.exact);
    EXPECT_GT(plo.players[0].equity, 0.6);
    EXPECT_LT(plo.players[0].equity, 0.75);
}

TEST(EquityVsRandom, Tractability) {
    EXPECT_TRUE(equity_vs_random_is_tractable(50, 0, 1, Game::Holdem));
    EXPECT_TRUE(equity_vs_random_is_tractable(47, 3, 1, Game::Holdem));
    EXPECT_TRUE(equity_vs_random_is_tractable(46, 4, 2, Game::Holdem));
    EXPECT_FALSE(equity_vs_random_is_tractable(50, 0, 2, Game::Holdem));
    EXPECT_TRUE(equity_vs_random_is_tractable(44, 4, 1, Game::Omaha4));
    EXPECT_FALSE(equity_vs_random_is_tractable(45, 3, 1, Game::Omaha4));
    EXPECT_FALSE(equity_vs_random_is_tractable(48, 0, 1, Game::Omaha4));
    EXPECT_EQ(equity_vs_random_deals(50, 0, 1, Game::Holdem), 1225ull * 1712304ull);
    EXPECT_EQ(equity_vs_random_deals(47, 5, 2, Game::Holdem), 1081ull * 990ull / 2);
    EXPECT_EQ(equity_vs_random_deals(50, 0, 22, Game::Holdem), ~std::uint64_t{0});  // saturates
}

// ---------------------------------------------------------------------------
// Errors: each names the problem and changes nothing.

TEST(EquityErrors, Cards) {
    const auto call = [](std::vector<CardMask> holes, CardMask board, CardMask dead = 0, Game g = Game::Holdem) {
        return [=] { calculate_equity(holes, board, dead, g, exact()); };
    };
    EXPECT_EQ(error_of(call({}, 0)), ErrorKind::InvalidArgument);
    EXPECT_EQ(error_of(call({cards("AsKs"), cards("QdQc")}, cards("2c"))), ErrorKind::InvalidArgument);
    EXPECT_NE(message_of(call({cards("AsKs"), cards("QdQc")}, cards("2c3c"))).find("0 (preflop), 3 (flop)"),
              std::string::npos);
    EXPECT_EQ(error_of(call({cards("AsKs"), cards("QdQc")}, cards("2c3c4c5c6c7c"))), ErrorKind::InvalidArgument);
    EXPECT_NE(message_of(call({cards("AsKs"), cards("AsQc")}, 0)).find("player 0"), std::string::npos);
    EXPECT_NE(message_of(call({cards("AsKs"), cards("QdQc")}, cards("As2c3c"))).find("board"), std::string::npos);
    EXPECT_NE(message_of(call({cards("AsKs"), cards("QdQc")}, 0, cards("Qd"))).find("dead"), std::string::npos);
    EXPECT_EQ(error_of(call({cards("AsKs"), cards("QdQc")}, cards("2c3c4c"), cards("2c"))), ErrorKind::InvalidArgument);
    EXPECT_NE(message_of(call({cards("AsKsQs"), cards("QdQc")}, 0)).find("hold 2"), std::string::npos);
    EXPECT_EQ(error_of(call({cards("AsKs"), cards("QdQc")}, 0, 0, Game::Omaha4)), ErrorKind::InvalidArgument);
    EXPECT_EQ(error_of(call({cards("AsKs"), CardMask{1} << 60}, 0)), ErrorKind::InvalidArgument);
    // Too few cards left for the board.
    const CardMask nearly_all = kFullDeck & ~cards("AsKsQdQc2c3c4c5c");
    EXPECT_NE(message_of(call({cards("AsKs"), cards("QdQc")}, 0, nearly_all)).find("left in the deck"),
              std::string::npos);
}

TEST(EquityErrors, PlayerLimits) {
    EXPECT_EQ(max_equity_players(Game::Holdem), 23);
    EXPECT_EQ(max_equity_players(Game::Omaha4), 11);
    EXPECT_EQ(max_equity_players(Game::Omaha5), 9);
    EXPECT_EQ(max_equity_players(Game::Omaha6), 7);
    std::vector<CardMask> holes(24, 0);
    EXPECT_EQ(error_of([&] { calculate_equity(holes, 0, 0, Game::Holdem, exact()); }), ErrorKind::LimitExceeded);
    EXPECT_NE(message_of([&] { calculate_equity(holes, 0, 0, Game::Holdem, exact()); }).find("at most 23"),
              std::string::npos);
    std::vector<CardMask> omaha(12, 0);
    EXPECT_EQ(error_of([&] { calculate_equity(omaha, 0, 0, Game::Omaha4, exact()); }), ErrorKind::LimitExceeded);
    EXPECT_EQ(error_of([&] { calculate_equity_vs_random(cards("AsKs"), 0, 0, 23, Game::Holdem, exact()); }),
              ErrorKind::LimitExceeded);
    EXPECT_EQ(error_of([&] { calculate_equity_vs_random(cards("AsKs"), 0, 0, 0, Game::Holdem, exact()); }),
              ErrorKind::InvalidArgument);
}

TEST(EquityErrors, Options) {
    const std::vector<CardMask> holes{cards("AsKs"), cards("QdQc")};
    EXPECT_EQ(error_of([&] { calculate_equity(holes, 0, 0, Game::Holdem, seeded(0, 1)); }), ErrorKind::InvalidArgument);
    EXPECT_EQ(error_of([&] { calculate_equity(holes, 0, 0, Game::Holdem, seeded(kMaxEquityIterations + 1, 1)); }),
              ErrorKind::LimitExceeded);
    EquityOptions bad;
    bad.mode = static_cast<EquityMode>(7);
    EXPECT_EQ(error_of([&] { calculate_equity(holes, 0, 0, Game::Holdem, bad); }), ErrorKind::InvalidArgument);
}

TEST(EquityScheduling, Workers) {
    EXPECT_EQ(equity::resolve_workers(1, 100), 1u);
    EXPECT_EQ(equity::resolve_workers(7, 100), 7u);
    EXPECT_EQ(equity::resolve_workers(7, 3), 3u);
    EXPECT_EQ(equity::resolve_workers(100000, 1u << 20), kMaxEquityThreads);
    EXPECT_GE(equity::resolve_workers(0, 100), 1u);
    EXPECT_EQ(equity::resolve_workers(0, 1), 1u);
}

TEST(EquitySeeds, ChunkSeedsFollowTheFormula) {
    EXPECT_EQ(equity_chunk_seed(42, 0), SplitMix64(SplitMix64(42).next()).next());
    EXPECT_EQ(equity_chunk_seed(42, 5), SplitMix64(SplitMix64(42).next() + 5).next());
    EXPECT_NE(equity_chunk_seed(0, 1), equity_chunk_seed(1, 0));
}

}  // namespace
