// All-in equity per street (xiapl/allin.hpp), checked against an enumeration
// written here: every run-out of the cards left, each pot split among its
// contenders' best hands (evaluate_hand_checked), no equity engine involved.
#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <string>
#include <vector>

#include "card_masks.hpp"
#include "xiapl/allin.hpp"
#include "xiapl/error.hpp"
#include "xiapl/rng.hpp"
#include "xiapl/table.hpp"

using namespace xiapl;

namespace {

std::uint32_t seats_mask(std::initializer_list<int> seats) {
    std::uint32_t m = 0;
    for (int s : seats) m |= std::uint32_t{1} << s;
    return m;
}

TableConfig holdem(std::vector<Chips> stacks, int button, Chips sb, Chips bb, std::vector<const char*> holes) {
    TableConfig c;
    c.stacks = stacks;
    c.button = button;
    c.blinds = standard_blinds(static_cast<int>(stacks.size()), button, sb, bb);
    for (const char* h : holes) c.holes.push_back(h == nullptr ? 0 : cards(h));
    return c;
}

// Per pot and seat: equity, win and tie fractions over every run-out.
struct Shares {
    std::array<double, kMaxSeats> equity{}, win{}, tie{};
};

// The enumeration: every set of the cards the board still needs, from the
// deck without the board, the live seats' holes and `dead`.
std::vector<Shares> enumerate(const TableState& s, CardMask dead) {
    const Game g = s.config().game;
    const int n = s.seat_count();
    CardMask used = s.board() | dead;
    std::uint32_t live = 0;
    for (int i = 0; i < n; ++i) {
        const Seat& seat = s.seats()[static_cast<std::size_t>(i)];
        if (!seat.folded) {
            live |= std::uint32_t{1} << i;
            used |= seat.hole;
        }
    }
    std::vector<CardId> deck;
    for (CardId c = 0; c < kDeckSize; ++c) {
        if (!(used >> c & 1)) deck.push_back(c);
    }
    const int need = 5 - std::popcount(s.board());
    const std::vector<Pot> pots = s.pots();
    std::vector<Shares> out(pots.size());
    std::uint64_t runouts = 0;
    std::vector<std::size_t> pick(static_cast<std::size_t>(need));
    auto visit = [&](CardMask board) {
        ++runouts;
        std::array<int, kMaxSeats> strength{};
        for (int i = 0; i < n; ++i) {
            if (live >> i & 1u) {
                strength[static_cast<std::size_t>(i)] =
                    evaluate_hand_checked(board, s.seats()[static_cast<std::size_t>(i)].hole, g);
            }
        }
        for (std::size_t p = 0; p < pots.size(); ++p) {
            const std::uint32_t contenders = pots[p].eligible & live;
            int best = 0, k = 0;
            for (int i = 0; i < n; ++i) {
                if (!(contenders >> i & 1u)) continue;
                const int v = strength[static_cast<std::size_t>(i)];
                if (v > best) {
                    best = v;
                    k = 0;
                }
                k += v == best;
            }
            for (int i = 0; i < n; ++i) {
                const auto u = static_cast<std::size_t>(i);
                if (!(contenders >> i & 1u) || strength[u] != best) continue;
                out[p].equity[u] += 1.0 / k;
                (k == 1 ? out[p].win[u] : out[p].tie[u]) += 1.0;
            }
        }
    };
    // Every combination of `need` cards of `deck`, in order.
    auto walk = [&](auto&& self, std::size_t from, int depth, CardMask board) -> void {
        if (depth == need) {
            visit(board);
            return;
        }
        for (std::size_t i = from; i < deck.size(); ++i) self(self, i + 1, depth + 1, board | bit(deck[i]));
    };
    walk(walk, 0, 0, s.board());
    for (Shares& sh : out) {
        for (std::size_t i = 0; i < kMaxSeats; ++i) {
            sh.equity[i] /= static_cast<double>(runouts);
            sh.win[i] /= static_cast<double>(runouts);
            sh.tie[i] /= static_cast<double>(runouts);
        }
    }
    return out;
}

// The states of the hand that led to `state` that are spots, replayed here.
std::vector<TableState> spot_states(const TableState& state) {
    std::vector<TableState> out;
    TableState at(state.config());
    auto keep = [&] {
        int live = 0, chips = 0;
        for (const Seat& s : at.seats()) {
            live += !s.folded;
            chips += !s.folded && !s.all_in;
        }
        if (at.phase() == Phase::Dealing && live >= 2 && chips <= 1) out.push_back(at);
    };
    keep();
    for (const Action& a : state.history()) {
        at = a.seat < 0 ? at.deal_board(a.cards) : at.apply(a.kind, a.amount);
        keep();
    }
    return out;
}

// Every spot of `state` against the enumeration, and the bookkeeping.
void expect_matches_enumeration(const TableState& state, bool count_folded_cards) {
    const std::vector<AllInSpot> spots = allin_equity(state, count_folded_cards);
    const std::vector<TableState> at = spot_states(state);
    ASSERT_EQ(spots.size(), at.size());
    for (std::size_t k = 0; k < spots.size(); ++k) {
        const AllInSpot& spot = spots[k];
        const TableState& s = at[k];
        EXPECT_TRUE(is_allin_spot(s));
        EXPECT_EQ(spot.street, s.street());
        EXPECT_EQ(spot.board, s.board());
        CardMask dead = 0;
        std::uint32_t live = 0;
        for (int i = 0; i < s.seat_count(); ++i) {
            const Seat& seat = s.seats()[static_cast<std::size_t>(i)];
            if (seat.folded && count_folded_cards) dead |= seat.hole;
            if (!seat.folded) live |= std::uint32_t{1} << i;
        }
        EXPECT_EQ(spot.dead, dead);
        EXPECT_EQ(spot.live, live);
        const std::vector<Pot> pots = s.pots();
        const std::vector<Shares> want = enumerate(s, dead);
        ASSERT_EQ(spot.pots.size(), pots.size());
        std::array<double, kMaxSeats> expected{};
        Chips total = 0;
        for (std::size_t p = 0; p < pots.size(); ++p) {
            const AllInPot& pot = spot.pots[p];
            EXPECT_EQ(pot.amount, pots[p].amount);
            EXPECT_EQ(pot.contenders, pots[p].eligible & live);
            total += pot.amount;
            double sum = 0;
            for (std::size_t i = 0; i < kMaxSeats; ++i) {
                EXPECT_NEAR(pot.shares[i].equity, want[p].equity[i], 1e-12)
                    << "spot " << k << " pot " << p << " seat " << i;
                EXPECT_NEAR(pot.shares[i].win, want[p].win[i], 1e-12) << "spot " << k << " pot " << p << " seat " << i;
                EXPECT_NEAR(pot.shares[i].tie, want[p].tie[i], 1e-12) << "spot " << k << " pot " << p << " seat " << i;
                expected[i] += want[p].equity[i] * static_cast<double>(pot.amount);
                sum += pot.shares[i].equity;
            }
            EXPECT_NEAR(sum, 1.0, 1e-12);
        }
        double chips = 0;
        for (std::size_t i = 0; i < kMaxSeats; ++i) {
            EXPECT_NEAR(spot.expected[i], expected[i], 1e-6);
            chips += spot.expected[i];
        }
        EXPECT_NEAR(chips, static_cast<double>(total), 1e-6);
    }
}

TableState run(TableState s, std::initializer_list<const char*> boards) {
    auto b = boards.begin();
    while (s.phase() == Phase::Dealing && b != boards.end()) s = s.deal_board(cards(*b++));
    return s;
}

}  // namespace

TEST(AllIn, AFlopAllInWithASidePotAndAFoldedHandMatchesTheEnumeration) {
    // Seat 3 folds preflop showing 9c9d; seats 0-2 go all-in on the flop for
    // 100, 250 and 400: a main pot for three and a side pot for two.
    TableConfig c = holdem({400, 100, 250, 300}, 3, 1, 2, {"AhKh", "QsQd", "Tc9h", "9c9d"});
    TableState s(c);
    s = s.apply(ActionKind::Call).apply(ActionKind::Fold).apply(ActionKind::Call).apply(ActionKind::Check);
    s = s.deal_board(cards("Qh7h2c"));
    s = s.apply(ActionKind::AllIn).apply(ActionKind::AllIn).apply(ActionKind::AllIn);
    ASSERT_TRUE(is_allin_spot(s));
    const TableState finished = run(s, {"3d", "Kc"});
    ASSERT_EQ(finished.phase(), Phase::Finished);

    const std::vector<AllInSpot> spots = allin_equity(finished);
    ASSERT_EQ(spots.size(), 2u);
    EXPECT_EQ(spots[0].street, Street::Flop);
    EXPECT_EQ(spots[1].street, Street::Turn);
    EXPECT_EQ(spots[1].board, cards("Qh7h2c3d"));
    EXPECT_EQ(spots[0].dead, cards("9c9d"));
    EXPECT_EQ(spots[0].live, seats_mask({0, 1, 2}));
    ASSERT_EQ(spots[0].pots.size(), 2u);
    EXPECT_EQ(spots[0].pots[0].amount, 3 * 100);
    EXPECT_EQ(spots[0].pots[1].amount, 2 * 150);  // seat 0's 150 above seat 2's stack went back
    EXPECT_EQ(spots[0].pots[0].contenders, seats_mask({0, 1, 2}));
    EXPECT_EQ(spots[0].pots[1].contenders, seats_mask({0, 2}));
    expect_matches_enumeration(finished, true);
    expect_matches_enumeration(finished, false);
    // The run-out is the same from any state of it.
    EXPECT_EQ(allin_equity(s).size(), 1u);
    EXPECT_EQ(allin_equity(run(s, {"3d"})).size(), 2u);
}

TEST(AllIn, APotOnlyOneLiveSeatCanWinIsAllTheirs) {
    // Seat 0 bets 100, seat 1 calls, seat 2 calls all-in for 50; on the flop
    // seat 0 bets and seat 1 folds: the 100 above seat 2's level has one
    // contender.
    TableConfig c = holdem({1000, 1000, 50}, 2, 0, 0, {"AsAd", "KsKd", "7c2d"});
    c.blinds.clear();
    c.min_bet = 10;
    TableState s(c);
    s = s.apply(ActionKind::BetOrRaise, 100).apply(ActionKind::Call).apply(ActionKind::AllIn);
    s = s.deal_board(cards("Jh8h3c")).apply(ActionKind::BetOrRaise, 200).apply(ActionKind::Fold);
    const std::vector<AllInSpot> spots = allin_equity(s);
    ASSERT_EQ(spots.size(), 1u);
    ASSERT_EQ(spots[0].pots.size(), 2u);
    EXPECT_EQ(spots[0].pots[1].amount, 100);
    EXPECT_EQ(spots[0].pots[1].contenders, seats_mask({0}));
    EXPECT_EQ(spots[0].pots[1].shares[0].equity, 1.0);
    EXPECT_EQ(spots[0].pots[1].shares[0].win, 1.0);
    EXPECT_EQ(spots[0].dead, cards("KsKd"));
    expect_matches_enumeration(s, true);
    expect_matches_enumeration(s, false);
}

TEST(AllIn, APreflopAllInHasASpotOnEveryStreetOfTheRunOut) {
    TableConfig c = holdem({100, 100}, 0, 1, 2, {"AsKd", "7h7c"});
    TableState s(c);
    s = s.apply(ActionKind::AllIn).apply(ActionKind::Call);
    const TableState finished = run(s, {"2c8d9h", "Ts", "Js"});
    const std::vector<AllInSpot> spots = allin_equity(finished);
    ASSERT_EQ(spots.size(), 3u);
    EXPECT_EQ(spots[0].street, Street::Preflop);
    EXPECT_EQ(spots[0].board, 0u);
    EXPECT_EQ(spots[2].street, Street::Turn);
    // AKo against 77: about 45 / 55.
    EXPECT_NEAR(spots[0].pots[0].shares[0].equity, 0.45, 0.01);
    expect_matches_enumeration(finished, true);
}

TEST(AllIn, OmahaSpotsMatchTheEnumeration) {
    TableConfig c = holdem({500, 300, 400}, 0, 5, 10, {"AsAdKs7h", "QcJcTd9d", "8h8s6c5c"});
    c.game = Game::Omaha4;  // no-limit, so that the turn can go all-in at once
    TableState s(c);
    s = s.apply(ActionKind::Call).apply(ActionKind::Call).apply(ActionKind::Check);
    s = s.deal_board(cards("Kd9c4h"));
    s = s.apply(ActionKind::Check).apply(ActionKind::Check).apply(ActionKind::Check);
    s = s.deal_board(cards("2s"));
    while (s.phase() == Phase::Betting) s = s.apply(s.legal_actions().all_in ? ActionKind::AllIn : ActionKind::Call);
    ASSERT_TRUE(is_allin_spot(s));
    const std::vector<AllInSpot> spots = allin_equity(s);
    ASSERT_EQ(spots.size(), 1u);
    EXPECT_EQ(spots[0].street, Street::Turn);
    EXPECT_EQ(spots[0].pots.size(), 2u);
    expect_matches_enumeration(s, true);
}

TEST(AllIn, TheDwanIveyHandFromItsPhhFile) {
    // tests/fixtures/phh/dwan-ivey-2009.phh: p1 Ivey (seat 0, small blind),
    // p2 Antonius (seat 1, big blind, cards unknown, folds), p3 Dwan (seat 2,
    // the button). Antes 500, blinds 1000/2000, the turn all-in.
    TableConfig c = holdem({1125600, 2000000, 553500}, 2, 1000, 2000, {"Ac2d", nullptr, "7h6h"});
    c.antes = {500, 500, 500};
    c.min_bet = 2000;
    TableState s(c);
    s = s.apply(ActionKind::BetOrRaise, 7000).apply(ActionKind::BetOrRaise, 23000).apply(ActionKind::Fold);
    s = s.apply(ActionKind::Call).deal_board(cards("Jc3d5c"));
    s = s.apply(ActionKind::BetOrRaise, 35000).apply(ActionKind::Call).deal_board(cards("4h"));
    s = s.apply(ActionKind::BetOrRaise, 90000).apply(ActionKind::BetOrRaise, 232600);
    s = s.apply(ActionKind::BetOrRaise, 1067100).apply(ActionKind::Call).deal_board(cards("Jh"));
    ASSERT_EQ(s.phase(), Phase::Finished);
    const std::vector<AllInSpot> spots = allin_equity(s);
    ASSERT_EQ(spots.size(), 1u);
    EXPECT_EQ(spots[0].street, Street::Turn);
    EXPECT_EQ(spots[0].live, seats_mask({0, 2}));
    EXPECT_EQ(spots[0].dead, 0u);  // Antonius' cards are unknown
    ASSERT_EQ(spots[0].pots.size(), 1u);
    // Dwan's whole stack (553,500) from each of them, Antonius' ante and big blind.
    EXPECT_EQ(spots[0].pots[0].amount, 2 * 553500 + 500 + 2000);
    // Dwan's seven-high straight against Ivey's wheel: Ivey is drawing dead.
    EXPECT_EQ(spots[0].pots[0].shares[2].equity, 1.0);
    EXPECT_EQ(spots[0].pots[0].shares[0].equity, 0.0);
    EXPECT_EQ(spots[0].expected[2], static_cast<double>(spots[0].pots[0].amount));
    expect_matches_enumeration(s, true);
}

TEST(AllIn, HandsWithoutARunOutHaveNoSpots) {
    const TableConfig c = holdem({100, 100}, 0, 1, 2, {"AsKd", "7h7c"});
    TableState s(c);
    EXPECT_TRUE(allin_equity(s).empty());  // nothing happened yet
    s = s.apply(ActionKind::Call).apply(ActionKind::Check);
    s = run(s, {"2c8d9h"});
    s = s.apply(ActionKind::Check).apply(ActionKind::Check);
    s = run(s, {"Ts"});
    s = s.apply(ActionKind::Check).apply(ActionKind::Check);
    s = run(s, {"Js"});
    EXPECT_TRUE(allin_equity(s).empty());                    // dealing with betting still to come is no spot
    s = s.apply(ActionKind::AllIn).apply(ActionKind::Call);  // a river all-in
    ASSERT_EQ(s.phase(), Phase::Finished);
    EXPECT_TRUE(allin_equity(s).empty());
    const TableState folded = TableState(c).apply(ActionKind::AllIn).apply(ActionKind::Fold);
    EXPECT_TRUE(allin_equity(folded).empty());
}

TEST(AllIn, UnknownHoleCardsOfALiveSeatAreRefusedByName) {
    TableConfig c = holdem({100, 100, 100}, 0, 1, 2, {"AsKd", nullptr, "7h7c"});
    TableState s(c);
    s = s.apply(ActionKind::AllIn).apply(ActionKind::Call).apply(ActionKind::Call);
    try {
        allin_equity(s);
        ADD_FAILURE() << "accepted";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
        EXPECT_NE(std::string(e.what()).find(
                      "seat 1 is all-in or called with hole cards that are unknown, so its equity cannot be computed"),
                  std::string::npos)
            << e.what();
    }
    c.holes = {0, 0, cards("7h7c")};
    s = TableState(c).apply(ActionKind::AllIn).apply(ActionKind::Call).apply(ActionKind::Call);
    try {
        allin_equity(s);
        ADD_FAILURE() << "accepted";
    } catch (const Error& e) {
        EXPECT_NE(std::string(e.what()).find("seats 0 and 1 are all-in"), std::string::npos) << e.what();
    }
    // A seat with unknown cards that folded does not matter.
    c.holes = {cards("AsKd"), 0, cards("7h7c")};
    s = TableState(c).apply(ActionKind::AllIn).apply(ActionKind::Fold).apply(ActionKind::Call);
    EXPECT_EQ(allin_equity(s).size(), 1u);
}

TEST(AllIn, RandomShortStackedHandsMatchTheEnumeration) {
    // Random hands that go all-in; each spot with at most two cards to come
    // is checked against the enumeration, every spot's chips add up.
    Rng rng(77);
    int checked = 0, side = 0;
    for (int hand = 0; hand < 400; ++hand) {
        const int n = 2 + static_cast<int>(rng.below(5));
        std::vector<Chips> stacks;
        for (int i = 0; i < n; ++i) stacks.push_back(5 + rng.below(80));
        TableConfig c;
        c.stacks = stacks;
        c.button = static_cast<int>(rng.below(static_cast<std::uint32_t>(n)));
        c.blinds = standard_blinds(n, c.button, 1, 2);
        if (rng.below(2)) c.antes.assign(static_cast<std::size_t>(n), 1);
        if (rng.below(3) == 0) {
            c.game = Game::Omaha4;
            c.betting = Betting::PotLimit;
        }
        c.random_holes = true;
        c.seed = rng.next();
        TableState s(c);
        // Check or call preflop, then shove from the flop on.
        while (s.phase() != Phase::Finished) {
            if (s.phase() == Phase::Dealing) {
                s = s.deal_board_random();
            } else if (s.street() != Street::Preflop && rng.below(2) && s.legal_actions().all_in) {
                s = s.apply(ActionKind::AllIn);
            } else if (rng.below(10) == 0 && s.legal_actions().fold) {
                s = s.apply(ActionKind::Fold);
            } else {
                s = s.apply(ActionKind::CheckOrCall);
            }
        }
        const std::vector<AllInSpot> spots = allin_equity(s, rng.below(2) == 0);
        for (const AllInSpot& spot : spots) {
            double chips = 0;
            Chips total = 0;
            for (const AllInPot& pot : spot.pots) total += pot.amount;
            for (double e : spot.expected) chips += e;
            EXPECT_NEAR(chips, static_cast<double>(total), 1e-6);
            side += spot.pots.size() > 1;
        }
        if (!spots.empty() && spots.front().street != Street::Preflop) {
            expect_matches_enumeration(s, true);
            ++checked;
        }
    }
    EXPECT_GT(checked, 100);
    EXPECT_GT(side, 20);
}
