// The games beyond Hold'em and Omaha high: each fast evaluator against the
// best of the five-card choices the game allows, the rules table, decoding,
// the checks, and equity against a brute force over every deal. (The rankings
// themselves are compared with pokerkit, exhaustively, in
// tests/python/test_games.py.)
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "card_masks.hpp"
#include "xiapl/cards.hpp"
#include "xiapl/equity.hpp"
#include "xiapl/error.hpp"
#include "xiapl/eval.hpp"
#include "xiapl/games.hpp"
#include "xiapl/range.hpp"
#include "xiapl/range_equity.hpp"
#include "xiapl/rng.hpp"
#include "xiapl/table.hpp"

using namespace xiapl;

namespace {

std::vector<CardMask> singles(CardMask m) {
    std::vector<CardMask> out;
    for (; m; m &= m - 1) out.push_back(m & (0 - m));
    return out;
}

std::vector<CardMask> subsets(CardMask m, int k) {
    const std::vector<CardMask> c = singles(m);
    std::vector<CardMask> out;
    const auto walk = [&](auto&& self, std::size_t from, int left, CardMask acc) -> void {
        if (left == 0) {
            out.push_back(acc);
            return;
        }
        for (std::size_t i = from; i + static_cast<std::size_t>(left) <= c.size(); ++i) {
            self(self, i + 1, left - 1, acc | c[i]);
        }
    };
    walk(walk, 0, k, 0);
    return out;
}

CardMask random_cards(Rng& rng, int n, CardMask deck, CardMask taken = 0) {
    CardMask out = 0;
    while (std::popcount(out) < n) {
        const CardMask c = CardMask{1} << rng.below(52);
        if ((c & deck) && !((out | taken) & c)) out |= c;
    }
    return out;
}

Strength best_five_of(Ranking r, CardMask all) {
    Strength best = 0;
    for (CardMask five : subsets(all, 5)) best = std::max(best, evaluate_five(r, five));
    return best;
}

Strength best_omaha_of(Ranking r, CardMask board, CardMask hole) {
    Strength best = 0;
    for (CardMask pair : subsets(hole, 2)) {
        for (CardMask triple : subsets(board, 3)) best = std::max(best, evaluate_five(r, pair | triple));
    }
    return best;
}

// An independent badugi: the most cards of distinct ranks and suits, then the
// lowest, compared as rank lists (ace low) from the highest card down.
std::vector<int> badugi_key(CardMask cards) {
    std::vector<int> best_key;
    for (int k = 4; k >= 1 && best_key.empty(); --k) {
        for (CardMask s : subsets(cards, k)) {
            std::vector<int> ranks, suits;
            for (CardMask c : singles(s)) {
                const int id = std::countr_zero(c);
                ranks.push_back(id % 13 == 12 ? 1 : id % 13 + 2);
                suits.push_back(id / 13);
            }
            std::vector<int> r = ranks, u = suits;
            std::sort(r.begin(), r.end());
            std::sort(u.begin(), u.end());
            if (std::adjacent_find(r.begin(), r.end()) != r.end()) continue;
            if (std::adjacent_find(u.begin(), u.end()) != u.end()) continue;
            std::sort(r.rbegin(), r.rend());
            // Lower is better: negate for "larger wins".
            std::vector<int> key = {k};
            for (int x : r) key.push_back(-x);
            if (best_key.empty() || key > best_key) best_key = key;
        }
    }
    return best_key;
}

}  // namespace

TEST(Games, RulesTable) {
    EXPECT_EQ(game_rules(Game::ShortDeck).max_players, 15);
    EXPECT_EQ(std::popcount(game_deck(Game::ShortDeck)), 36);
    EXPECT_EQ(hole_cards_for(Game::Stud), 7);
    EXPECT_EQ(game_rules(Game::Stud).min_hole_cards, 5);
    EXPECT_EQ(game_rules(Game::OmahaHiLo5).low, Ranking::EightOrBetter);
    EXPECT_EQ(game_rules(Game::Razz).high, Ranking::AceToFive);
    EXPECT_EQ(game_rules(Game::Badugi).max_players, 0);
    EXPECT_EQ(max_strength(Ranking::ShortDeck), 1404);
    EXPECT_EQ(max_strength(Ranking::AceToFive), 6175);
    EXPECT_EQ(max_strength(Ranking::DeuceToSeven), 7462);
    EXPECT_EQ(max_strength(Ranking::EightOrBetter), 225);
    EXPECT_EQ(max_strength(Ranking::Badugi), (4 << 13) | (8191 - 15));
    EXPECT_THROW(game_rules(static_cast<Game>(12)), Error);
}

TEST(Games, SevenCardEvaluatorsAreTheBestOfTheirFives) {
    Rng rng(18);
    for (int i = 0; i < 20000; ++i) {
        const CardMask seven = random_cards(rng, 7, kFullDeck);
        ASSERT_EQ(evaluate_ace_to_five(seven), best_five_of(Ranking::AceToFive, seven)) << mask_name(seven);
        ASSERT_EQ(evaluate_eight_or_better(seven), best_five_of(Ranking::EightOrBetter, seven)) << mask_name(seven);
        const CardMask short_seven = random_cards(rng, 7, game_deck(Game::ShortDeck));
        ASSERT_EQ(evaluate_short_deck(short_seven), best_five_of(Ranking::ShortDeck, short_seven))
            << mask_name(short_seven);
        const CardMask six = random_cards(rng, 6, game_deck(Game::ShortDeck));
        ASSERT_EQ(evaluate_short_deck(six), best_five_of(Ranking::ShortDeck, six)) << mask_name(six);
    }
}

TEST(Games, OmahaLowIsTheBestOfTwoHoleAndThreeBoardCards) {
    Rng rng(19);
    for (int i = 0; i < 20000; ++i) {
        const int nb = 3 + static_cast<int>(rng.below(3)), nh = 4 + static_cast<int>(rng.below(2));
        const CardMask board = random_cards(rng, nb, kFullDeck);
        const CardMask hole = random_cards(rng, nh, kFullDeck, board);
        ASSERT_EQ(evaluate_omaha_eight_or_better(board, hole), best_omaha_of(Ranking::EightOrBetter, board, hole))
            << mask_name(board) << " " << mask_name(hole);
        ASSERT_EQ(evaluate_game(board, hole, nh == 4 ? Game::OmahaHiLo4 : Game::OmahaHiLo5),
                  evaluate_omaha(board, hole));
    }
}

TEST(Games, DeuceToSevenIsHoldemReversedWithTheAceOnlyHigh) {
    Rng rng(20);
    const auto wheel = [](CardMask five) {
        return (five | (five >> 13) | (five >> 26) | (five >> 39)) % (CardMask{1} << 13) == 0x100F;
    };
    for (int i = 0; i < 20000; ++i) {
        const CardMask a = random_cards(rng, 5, kFullDeck), b = random_cards(rng, 5, kFullDeck);
        if (wheel(a) || wheel(b)) continue;
        ASSERT_EQ(evaluate_deuce_to_seven(a) < evaluate_deuce_to_seven(b), evaluate_mask(a) > evaluate_mask(b));
    }
    // A-2-3-4-5 is no straight but ace-high: worse than every king-high low, better than A-6-4-3-2.
    const Strength wheel_low = evaluate_deuce_to_seven(cards("Ac 2d 3h 4s 5c"));
    EXPECT_LT(wheel_low, evaluate_deuce_to_seven(cards("Kc Qd Jh Ts 8c")));
    EXPECT_GT(wheel_low, evaluate_deuce_to_seven(cards("Ac 6d 4h 3s 2c")));
    EXPECT_EQ(ranking_name(Ranking::DeuceToSeven, wheel_low), "A-5-4-3-2 low");
    EXPECT_EQ(evaluate_deuce_to_seven(cards("7c 5d 4h 3s 2c")), max_strength(Ranking::DeuceToSeven));
}

TEST(Games, BadugiMatchesAnIndependentSearch) {
    Rng rng(21);
    for (int i = 0; i < 20000; ++i) {
        const CardMask a = random_cards(rng, 4, kFullDeck), b = random_cards(rng, 4, kFullDeck);
        const auto ka = badugi_key(a), kb = badugi_key(b);
        ASSERT_EQ(evaluate_badugi(a) < evaluate_badugi(b), ka < kb) << mask_name(a) << " " << mask_name(b);
        ASSERT_EQ(evaluate_badugi(a) == evaluate_badugi(b), ka == kb) << mask_name(a) << " " << mask_name(b);
        ASSERT_EQ(evaluate_badugi(badugi_cards(a)), evaluate_badugi(a));
    }
}

TEST(Games, NamesAndDecoding) {
    EXPECT_EQ(ranking_name(Ranking::Badugi, evaluate_badugi(cards("Ac 2d 3h 4s"))),
              "four-card badugi 4-3-2-A (number one)");
    EXPECT_EQ(ranking_name(Ranking::Badugi, evaluate_badugi(cards("5c 3d 2h Kh"))), "three-card badugi 5-3-2");
    EXPECT_EQ(ranking_describe(Ranking::Badugi, evaluate_badugi(cards("5c 3d 2h Kh"))), "Badugi [5 3 2]");
    const Strength razz = evaluate_ace_to_five(cards("Ac Ad 2h 2s 3c 3d 4h"));
    EXPECT_EQ(ranking_category(Ranking::AceToFive, razz), Category::OnePair);
    EXPECT_EQ(ranking_name(Ranking::AceToFive, razz), "pair of aces");
    EXPECT_EQ(ranking_describe(Ranking::AceToFive, razz), "One Pair [1 4 3 2]");
    const Strength low = evaluate_eight_or_better(cards("8c 6d 4h 2s Ac Kd Kh"));
    EXPECT_EQ(ranking_name(Ranking::EightOrBetter, low), "8-6-4-2-A low");
    int ranks[5];
    ASSERT_EQ(ranking_kickers(Ranking::EightOrBetter, low, ranks), 5);
    EXPECT_EQ(ranks[0], 8);
    EXPECT_EQ(ranks[4], 1);
    EXPECT_EQ(evaluate_eight_or_better(cards("9c 6d 4h 2s Ac Kd Kh")), 0);
    const Strength wheel = evaluate_short_deck(cards("Ac 6d 7h 8s 9c"));
    EXPECT_EQ(ranking_name(Ranking::ShortDeck, wheel), "straight, nine-high");
    EXPECT_GT(evaluate_short_deck(cards("6s 8s Ts Qs As")), evaluate_short_deck(cards("Ac Ad Ah Ks Kd")));
    EXPECT_LT(evaluate_short_deck(cards("6s 7s 8d 9c Jh")), evaluate_short_deck(cards("6c 6d 6h 9c Jh")));
    for (Ranking r : {Ranking::High, Ranking::ShortDeck, Ranking::EightOrBetter, Ranking::AceToFive,
                      Ranking::DeuceToSeven, Ranking::Badugi}) {
        EXPECT_THROW(ranking_name(r, 0), Error);
        EXPECT_TRUE(is_strength(r, max_strength(r)));
        EXPECT_FALSE(is_strength(r, static_cast<Strength>(max_strength(r) + 1)));
    }
    EXPECT_FALSE(is_strength(Ranking::EightOrBetter, 200));  // 256 - 200 = 56 has three bits
}

TEST(Games, ChecksNameTheProblem) {
    const auto message = [](auto&& call) -> std::string {
        try {
            call();
        } catch (const Error& e) {
            return e.what();
        }
        return "";
    };
    EXPECT_NE(message([] {
                  evaluate_hand_checked(cards("2c 3d 4h"), cards("As Ks Qs Js Ts"), Game::Razz);
              }).find("Razz has no board"),
              std::string::npos);
    EXPECT_NE(message([] {
                  evaluate_hand_checked(cards("6c 7d 8h"), cards("As 5s"), Game::ShortDeck);
              }).find("not in the deck of Short-deck Hold'em"),
              std::string::npos);
    EXPECT_NE(message([] { evaluate_hand_checked(0, cards("As Ks Qs Js"), Game::Stud); }).find("5 to 7"),
              std::string::npos);
    EXPECT_NE(message([] {
                  evaluate_low_checked(cards("2c 3d 4h"), cards("As Ks Qs Js"), Game::Omaha4);
              }).find("has no low half"),
              std::string::npos);
    const CardMask holes[2] = {cards("7c 5d 4h 3s 2c"), cards("8c 6d 4d 3c 2h")};
    EXPECT_NE(message([&] { calculate_equity(holes, 0, 0, Game::Lowball27, {}); }).find("draw game"),
              std::string::npos);
    // A batch finds the bad item with the same rules as the single check.
    const std::uint64_t boards[5] = {0, 0, 0, 0, cards("2c")};
    const std::uint64_t hands[5] = {cards("As Ks Qs Js Ts"), cards("Ac Kc Qc Jc Tc 9c"), cards("Ad Kd Qd Jd Td 9d 8d"),
                                    cards("Ah Kh Qh Jh Th"), cards("As 2s 3s 4s 5d")};
    EXPECT_EQ(first_invalid_hand(boards, hands, 5, Game::Razz), 4u);
    EXPECT_EQ(first_invalid_hand(boards, hands, 4, Game::Stud), 4u);
    EXPECT_EQ(first_invalid_hand(boards, hands, 4, Game::Lowball27), 1u);
}

namespace {

// Brute-force equity of known hands over every board to come: per player
// {equity, scoop, high share, low share}.
std::vector<std::array<double, 4>> brute_force(const std::vector<CardMask>& holes, CardMask board, Game g) {
    CardMask used = board;
    for (CardMask h : holes) used |= h;
    const int n = static_cast<int>(holes.size());
    std::vector<std::array<double, 4>> total(static_cast<std::size_t>(n), {0, 0, 0, 0});
    std::uint64_t deals = 0;
    for (CardMask more : subsets(game_deck(g) & ~used, 5 - std::popcount(board))) {
        const CardMask full = board | more;
        std::vector<Strength> high(static_cast<std::size_t>(n)), low(static_cast<std::size_t>(n));
        Strength best_high = 0, best_low = 0;
        for (int p = 0; p < n; ++p) {
            high[static_cast<std::size_t>(p)] = evaluate_game(full, holes[static_cast<std::size_t>(p)], g);
            low[static_cast<std::size_t>(p)] = evaluate_game_low(full, holes[static_cast<std::size_t>(p)], g);
            best_high = std::max(best_high, high[static_cast<std::size_t>(p)]);
            best_low = std::max(best_low, low[static_cast<std::size_t>(p)]);
        }
        const auto count = [&](const std::vector<Strength>& v, Strength b) {
            return b == 0 ? 0 : static_cast<int>(std::count(v.begin(), v.end(), b));
        };
        const int hw = count(high, best_high), lw = count(low, best_low);
        for (int p = 0; p < n; ++p) {
            const auto i = static_cast<std::size_t>(p);
            const double h = high[i] == best_high ? (lw ? 0.5 : 1.0) / hw : 0.0;
            const double l = lw && low[i] == best_low ? 0.5 / lw : 0.0;
            total[i][0] += h + l;
            total[i][1] += h + l == 1.0 ? 1.0 : 0.0;
            total[i][2] += h;
            total[i][3] += l;
        }
        ++deals;
    }
    for (auto& row : total) {
        for (double& v : row) v /= static_cast<double>(deals);
    }
    return total;
}

}  // namespace

TEST(Games, ExactEquityMatchesABruteForce) {
    Rng rng(22);
    struct Spot {
        Game game;
        int players, board;
    };
    for (Spot spot : {Spot{Game::OmahaHiLo4, 2, 3}, Spot{Game::OmahaHiLo4, 3, 3}, Spot{Game::OmahaHiLo4, 4, 3},
                      Spot{Game::OmahaHiLo5, 2, 3}, Spot{Game::OmahaHiLo4, 2, 4}, Spot{Game::ShortDeck, 3, 3},
                      Spot{Game::OmahaHiLo4, 5, 3}}) {
        for (int round = 0; round < 6; ++round) {
            const CardMask deck = game_deck(spot.game);
            const CardMask board = random_cards(rng, spot.board, deck);
            std::vector<CardMask> holes;
            CardMask taken = board;
            for (int p = 0; p < spot.players; ++p) {
                holes.push_back(random_cards(rng, hole_cards_for(spot.game), deck, taken));
                taken |= holes.back();
            }
            const EquityResult r = calculate_equity(holes, board, 0, spot.game, {});
            const auto expected = brute_force(holes, board, spot.game);
            ASSERT_TRUE(r.exact);
            for (int p = 0; p < spot.players; ++p) {
                const auto& e = expected[static_cast<std::size_t>(p)];
                const PlayerEquity& got = r.players[static_cast<std::size_t>(p)];
                ASSERT_NEAR(got.equity, e[0], 1e-12) << game_rules(spot.game).name << " player " << p;
                ASSERT_NEAR(got.scoop, e[1], 1e-12);
                ASSERT_NEAR(got.high_share, e[2], 1e-12);
                ASSERT_NEAR(got.low_share, e[3], 1e-12);
            }
        }
    }
}

TEST(Games, HiLoPreflopByRankClassesMatchesTheOneByOneEnumeration) {
    // The rank-class path on a whole board to come, against every one of the
    // 1,086,008 boards judged one by one.
    const std::vector<CardMask> holes = {cards("As 2s Kd 3h"), cards("Qc Qh Jc 9d")};
    const EquityResult r = calculate_equity(holes, 0, 0, Game::OmahaHiLo4, {});
    const auto expected = brute_force(holes, 0, Game::OmahaHiLo4);
    EXPECT_EQ(r.trials, 1086008u);
    for (int p = 0; p < 2; ++p) {
        EXPECT_NEAR(r.players[static_cast<std::size_t>(p)].equity, expected[static_cast<std::size_t>(p)][0], 1e-12);
        EXPECT_NEAR(r.players[static_cast<std::size_t>(p)].low_share, expected[static_cast<std::size_t>(p)][3], 1e-12);
    }
}

TEST(Games, StudEquityDealsEachPlayerToSeven) {
    // Six cards each, one dead: every pair of seventh cards, one by one.
    const std::vector<CardMask> holes = {cards("As 2d 3c 9h 4s Kd"), cards("Kh 7d 8c 5d 6s Qc")};
    const CardMask dead = cards("Tc");
    const EquityResult r = calculate_equity(holes, 0, dead, Game::StudHiLo, {});
    const CardMask left = kFullDeck & ~(holes[0] | holes[1] | dead);
    double equity0 = 0;
    std::uint64_t deals = 0;
    for (CardMask a : singles(left)) {
        for (CardMask b : singles(left & ~a)) {
            const CardMask h0 = holes[0] | a, h1 = holes[1] | b;
            const Strength s0 = evaluate_mask(h0), s1 = evaluate_mask(h1);
            const Strength l0 = evaluate_eight_or_better(h0), l1 = evaluate_eight_or_better(h1);
            const double high = s0 > s1 ? 1.0 : s0 == s1 ? 0.5 : 0.0;
            if (l0 == 0 && l1 == 0) {
                equity0 += high;
            } else {
                equity0 += 0.5 * high + 0.5 * (l0 > l1 ? 1.0 : l0 == l1 ? 0.5 : 0.0);
            }
            ++deals;
        }
    }
    EXPECT_EQ(r.trials, deals);
    EXPECT_NEAR(r.players[0].equity, equity0 / static_cast<double>(deals), 1e-12);
    EXPECT_NEAR(r.players[0].equity + r.players[1].equity, 1.0, 1e-12);
}

TEST(Games, SeededMonteCarloIsTheSameAtEveryThreadCount) {
    const std::vector<CardMask> holes = {cards("As 2d 3c"), cards("Kh Kd Qc"), cards("7s 7c 5h")};
    EquityOptions options;
    options.mode = EquityMode::MonteCarlo;
    options.iterations = 300000;
    options.seed = 9;
    std::vector<EquityResult> runs;
    for (unsigned threads : {1u, 2u, 3u}) {
        options.threads = threads;
        runs.push_back(calculate_equity(holes, 0, 0, Game::Razz, options));
    }
    for (const EquityResult& r : runs) {
        ASSERT_FALSE(r.exact);
        for (std::size_t p = 0; p < 3; ++p) {
            EXPECT_EQ(r.players[p].equity, runs[0].players[p].equity);
            EXPECT_EQ(r.players[p].std_error, runs[0].players[p].std_error);
        }
    }
    // Exact is refused when the enumeration is too large; auto runs Monte Carlo.
    EXPECT_THROW(calculate_equity(holes, 0, 0, Game::Razz, {}), Error);
    options.mode = EquityMode::Auto;
    EXPECT_FALSE(calculate_equity(holes, 0, 0, Game::Razz, options).exact);
}

TEST(Games, ShortDeckAndHiLoRanges) {
    const Range short_range = Range::parse("22+, A2s+, KQo", Game::ShortDeck);
    EXPECT_EQ(short_range.size(), 9u * 6 + 8 * 4 + 12);  // the short deck deals no twos to fives
    for (const WeightedCombo& c : short_range.combos()) EXPECT_EQ(c.mask & ~game_deck(Game::ShortDeck), 0u);
    EXPECT_EQ(Range::parse(range_to_text(short_range), Game::ShortDeck), short_range);
    EXPECT_EQ(Range::all(Game::ShortDeck).size(), 630u);
    EXPECT_THROW(Range::parse("32o", Game::ShortDeck), Error);
    EXPECT_THROW(Range::parse("AA", Game::Razz), Error);
    const WeightedCombo low_card[1] = {{cards("As 5s"), 1.0}};
    EXPECT_THROW(Range::from_combos(Game::ShortDeck, low_card), Error);
    const Range hilo = Range::parse("AA23, KKQQ", Game::OmahaHiLo4);
    EXPECT_EQ(hilo.game(), Game::OmahaHiLo4);
    EXPECT_EQ(hilo.size(), Range::parse("AA23, KKQQ", Game::Omaha4).size());
    EXPECT_EQ(Range::parse(range_to_text(hilo), Game::OmahaHiLo4), hilo);
}

TEST(Games, RangeEquityIsTheWeightedMeanOfTheFixedHandEquities) {
    struct Spot {
        Game game;
        const char *hero, *villain, *board;
    };
    for (Spot spot : {Spot{Game::ShortDeck, "AA:0.5, KK, AKs", "QQ, JJ:0.25, T9s", "Ts 9h 6c"},
                      Spot{Game::OmahaHiLo4, "AA23, AA24ds:0.5", "KKQQ", "3s 4h 9d"}}) {
        const Range hero = Range::parse(spot.hero, spot.game), villain = Range::parse(spot.villain, spot.game);
        const CardMask board = cards(spot.board);
        EquityOptions options;
        const RangeEquityResult r = calculate_range_equity(hero, villain, board, 0, options);
        ASSERT_TRUE(r.exact);
        double sum = 0, weight = 0;
        for (const WeightedCombo& h : hero.combos()) {
            for (const WeightedCombo& v : villain.combos()) {
                if ((h.mask & v.mask) || ((h.mask | v.mask) & board)) continue;
                const CardMask holes[2] = {h.mask, v.mask};
                sum += h.weight * v.weight * calculate_equity(holes, board, 0, spot.game, options).players[0].equity;
                weight += h.weight * v.weight;
            }
        }
        EXPECT_NEAR(r.hero_equity, sum / weight, 1e-12) << game_rules(spot.game).name;
        // Monte Carlo agrees within its error and is the same at every thread count.
        options.mode = EquityMode::MonteCarlo;
        options.iterations = 200000;
        options.seed = 4;
        options.threads = 1;
        const RangeEquityResult one = calculate_range_equity(hero, villain, board, 0, options);
        options.threads = 2;
        const RangeEquityResult two = calculate_range_equity(hero, villain, board, 0, options);
        EXPECT_EQ(one.hero_equity, two.hero_equity);
        EXPECT_NEAR(one.hero_equity, r.hero_equity, 5 * one.std_error + 1e-9);
    }
}

TEST(Games, HiLoAgainstRandomOpponentsOnTheRiverIsExact) {
    // The river with an unknown opponent: the one group to deal is the
    // opponent's hand, not the board. Against every hand one by one.
    const CardMask hero = cards("As 2s Kd 3h"), board = cards("4c 5d 8h Tc Js");
    const EquityResult r = calculate_equity_vs_random(hero, board, 0, 1, Game::OmahaHiLo4, {});
    EXPECT_TRUE(r.exact);
    double share = 0;
    std::uint64_t deals = 0;
    for (CardMask villain : subsets(kFullDeck & ~(hero | board), 4)) {
        const CardMask holes[2] = {hero, villain};
        const auto e = brute_force({holes[0], holes[1]}, board, Game::OmahaHiLo4);
        share += e[0][0];
        ++deals;
    }
    EXPECT_EQ(r.trials, deals);
    EXPECT_NEAR(r.players[0].equity, share / static_cast<double>(deals), 1e-12);
}

// The table of games: names and usual tables.
TEST(GameTable, EveryNameAndDisplayNameParsesBackToItsGame) {
    for (int g = 0; g < xiapl::kGameCount; ++g) {
        const auto game = static_cast<xiapl::Game>(g);
        const auto& names = xiapl::game_names(game);
        ASSERT_FALSE(names.empty());
        for (std::string_view name : names) EXPECT_EQ(xiapl::parse_game(name), game) << name;
        EXPECT_EQ(xiapl::parse_game(xiapl::game_rules(game).name), game);
    }
    // No name stands for two games.
    std::vector<std::string> seen;
    for (int g = 0; g < xiapl::kGameCount; ++g) {
        for (std::string_view name : xiapl::game_names(static_cast<xiapl::Game>(g))) {
            EXPECT_EQ(std::count(seen.begin(), seen.end(), std::string(name)), 0) << name;
            seen.emplace_back(name);
        }
    }
    EXPECT_EQ(xiapl::parse_game("  Omaha Hi/Lo "), xiapl::Game::OmahaHiLo4);
    EXPECT_EQ(xiapl::parse_game("DEUCE_TO_SEVEN"), xiapl::Game::Lowball27);
}

TEST(GameTable, AnUnknownNameIsAParseErrorQuotingIt) {
    for (std::string_view bad : {"plo9", "", "  ", "holdem!", "stud\n8"}) {
        try {
            xiapl::parse_game(bad);
            ADD_FAILURE() << bad;
        } catch (const xiapl::Error& e) {
            EXPECT_EQ(e.kind(), xiapl::ErrorKind::Parse);
            const std::string message = e.what();
            EXPECT_NE(message.find("unknown game " + xiapl::quoted(bad)), std::string::npos) << message;
            EXPECT_NE(message.find("holdem, plo, plo5, plo6, shortdeck, plohilo, plo5hilo, stud, studhilo, razz, "
                                   "lowball27, badugi"),
                      std::string::npos);
        }
    }
}

TEST(GameTable, UsualTables) {
    using xiapl::Betting;
    for (int g = 0; g < xiapl::kGameCount; ++g) {
        const auto game = static_cast<xiapl::Game>(g);
        const xiapl::Family family = xiapl::family_of(game);
        for (auto betting : {std::optional<Betting>(), std::optional<Betting>(Betting::NoLimit),
                             std::optional<Betting>(Betting::PotLimit), std::optional<Betting>(Betting::FixedLimit)}) {
            const xiapl::GameDefaults d = xiapl::game_defaults(game, betting, 0);
            if (betting) {
                EXPECT_EQ(d.betting, *betting);
            }
            const bool fixed = d.betting == Betting::FixedLimit;
            EXPECT_EQ(d.draws, family == xiapl::Family::Draw ? (fixed ? 3 : 1) : 0);
            // A usual table starts a legal hand.
            xiapl::TableConfig config;
            config.game = game;
            config.betting = d.betting;
            config.stacks.assign(4, 200);
            config.antes.assign(4, d.ante);
            config.blinds = {d.small_blind, d.big_blind, 0, 0};
            config.bring_in = d.bring_in;
            config.small_bet = d.small_bet;
            config.big_bet = d.big_bet;
            config.draws = d.draws;
            EXPECT_NO_THROW(xiapl::validate_config(config)) << g;
            EXPECT_EQ(fixed ? d.big_bet : 0, 2 * d.small_bet);
        }
    }
    EXPECT_EQ(xiapl::game_defaults(xiapl::Game::Omaha5, std::nullopt, 0).betting, Betting::PotLimit);
    EXPECT_EQ(xiapl::game_defaults(xiapl::Game::Lowball27, std::nullopt, 2).betting, Betting::FixedLimit);
    EXPECT_EQ(xiapl::game_defaults(xiapl::Game::Lowball27, std::nullopt, 1).betting, Betting::NoLimit);
    EXPECT_THROW(xiapl::game_defaults(xiapl::Game::Badugi, std::nullopt, 4), xiapl::Error);
}
