#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <initializer_list>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

#include "card_masks.hpp"
#include "random_play.hpp"
#include "xiapl/error.hpp"
#include "xiapl/rng.hpp"
#include "xiapl/table.hpp"

using namespace xiapl;

namespace {

TableConfig holdem(std::vector<Chips> stacks, int button, Chips sb, Chips bb) {
    TableConfig c;
    c.stacks = stacks;
    c.button = button;
    c.blinds = standard_blinds(static_cast<int>(stacks.size()), button, sb, bb);
    return c;
}

Chips stack(const TableState& s, int seat) { return s.seats()[static_cast<std::size_t>(seat)].stack; }

}  // namespace

TEST(Table, HeadsUpButtonPostsSmallBlindAndActsFirstPreflopLastAfter) {
    TableState s(holdem({100, 100}, 0, 1, 2));
    EXPECT_EQ(s.seats()[0].bet, 1);
    EXPECT_EQ(s.seats()[1].bet, 2);
    EXPECT_EQ(s.actor(), 0);
    s = s.apply(ActionKind::Call);
    EXPECT_EQ(s.actor(), 1);  // big blind's option
    EXPECT_TRUE(s.legal_actions().check);
    EXPECT_FALSE(s.legal_actions().fold);  // no fold when checking is free
    s = s.apply(ActionKind::Check);
    EXPECT_EQ(s.phase(), Phase::Dealing);
    s = s.deal_board(cards("2c7d9h"));
    EXPECT_EQ(s.actor(), 1);  // the big blind acts first after the flop
    s.check_invariants();
}

TEST(Table, OldStateStaysValidAndIllegalActionsChangeNothing) {
    const TableState s(holdem({100, 100, 100}, 0, 1, 2));
    EXPECT_EQ(s.actor(), 0);  // 3-handed: the seat after the big blind (the button)
    const TableState t = s.apply(ActionKind::BetOrRaise, 6);
    EXPECT_EQ(stack(s, 0), 100);
    EXPECT_EQ(stack(t, 0), 94);
    EXPECT_THROW(s.apply(ActionKind::Check), Error);
    EXPECT_THROW(s.apply(ActionKind::BetOrRaise, 3), Error);  // below the minimum raise to 4
    try {
        s.apply(ActionKind::BetOrRaise, 3);
    } catch (const Error& e) {
        EXPECT_NE(std::string(e.what()).find("minimum"), std::string::npos);
    }
    EXPECT_EQ(s.actor(), 0);
    EXPECT_EQ(stack(s, 0), 100);
}

TEST(Table, AnRvalueTransitionEqualsTheCopyingOneAndARefusedOneChangesNothing) {
    // Random legal play, each step taken both ways: the saved texts agree.
    Rng rng(5);
    for (int hand = 0; hand < 50; ++hand) {
        TableState copied(holdem({100, 60, 250, 100}, hand % 4, 1, 2));
        TableState moved = copied;
        while (copied.phase() != Phase::Finished) {
            if (copied.phase() == Phase::Dealing) {
                const TableState drawn = copied.deal_board_random();
                const CardMask board = drawn.board() & ~copied.board();
                copied = copied.deal_board(board);
                moved = std::move(moved).deal_board(board);
            } else {
                const LegalActions la = copied.legal_actions();
                // A refused request first: it leaves the moved-from state whole.
                const std::string before = serialize_table_state(moved);
                EXPECT_THROW(moved = std::move(moved).apply(ActionKind::BetOrRaise, la.max_to + 1), Error);
                EXPECT_THROW(moved = std::move(moved).deal_board(cards("2c")), Error);
                EXPECT_EQ(serialize_table_state(moved), before);
                const std::uint64_t pick = rng.next() % 3;
                const ActionKind kind = pick == 0 && la.fold           ? ActionKind::Fold
                                        : pick == 1 && la.bet_or_raise ? ActionKind::BetOrRaise
                                                                       : ActionKind::CheckOrCall;
                const Chips to = kind == ActionKind::BetOrRaise ? la.min_to : 0;
                copied = copied.apply(kind, to);
                moved = std::move(moved).apply(kind, to);
            }
            ASSERT_EQ(serialize_table_state(moved), serialize_table_state(copied));
        }
        moved.check_invariants();
    }
}

TEST(Table, HistoryIsSharedButEachStateSeesOnlyItsOwnPast) {
    const TableState start(holdem({100, 100, 100}, 0, 1, 2));
    const TableState raised = start.apply(ActionKind::BetOrRaise, 6);
    const TableState folded = raised.apply(ActionKind::Fold);
    const TableState called = raised.apply(ActionKind::Call);  // a second branch from the same state
    EXPECT_EQ(start.history_size(), 0u);
    EXPECT_TRUE(start.history().empty());
    ASSERT_EQ(folded.history_size(), 2u);
    ASSERT_EQ(called.history().size(), 2u);
    EXPECT_EQ(raised.history().size(), 1u);
    const std::vector<Action> f = folded.history(), c = called.history();
    EXPECT_EQ(f[0].seat, 0);
    EXPECT_EQ(f[0].kind, ActionKind::BetOrRaise);
    EXPECT_EQ(f[0].amount, 6);
    EXPECT_EQ(f[1].seat, 1);
    EXPECT_EQ(f[1].kind, ActionKind::Fold);
    EXPECT_EQ(c[1].kind, ActionKind::Call);
    EXPECT_EQ(&folded.config(), &start.config());  // one config for the whole hand
}

TEST(Table, AMillionStepHandIsFreedWithoutDeepRecursion) {
    // A million min-raises heads-up: each state shares the history of the one
    // before, and the last one alone frees the whole list.
    TableState s(holdem({Chips{1} << 40, Chips{1} << 40}, 0, 1, 2));
    Chips to = 2;
    for (int k = 0; k < 1'000'000; ++k) s = s.apply(ActionKind::BetOrRaise, to += 2);
    EXPECT_EQ(s.history_size(), 1'000'000u);
    EXPECT_EQ(s.current_bet(), to);
    const TableState branch = s.apply(ActionKind::Call);  // shares all 1,000,000 entries
    EXPECT_EQ(branch.history_size(), 1'000'001u);
}

TEST(Table, MinRaiseIsTheLastFullRaise) {
    TableState s(holdem({1000, 1000, 1000}, 0, 5, 10));
    auto la = s.legal_actions();
    EXPECT_EQ(la.min_to, 20);
    s = s.apply(ActionKind::BetOrRaise, 35);  // raise by 25
    la = s.legal_actions();
    EXPECT_EQ(la.min_to, 60);
    EXPECT_EQ(la.max_to, 1000);
}

TEST(Table, ShortAllInDoesNotReopenUnlessTheyAddUpToAFullRaise) {
    // Seats: 0 button, 1 SB, 2 BB, 3 short (130), 4 short (175).
    TableConfig c = holdem({1000, 1000, 1000, 130, 175}, 0, 5, 10);
    TableState s(c);
    EXPECT_EQ(s.actor(), 3);
    s = s.apply(ActionKind::Call);             // 3 calls 10
    s = s.apply(ActionKind::Fold);             // 4
    s = s.apply(ActionKind::BetOrRaise, 100);  // 0 raises to 100 (full raise of 90)
    s = s.apply(ActionKind::Fold);             // 1
    s = s.apply(ActionKind::Call);             // 2 calls 100
    s = s.apply(ActionKind::AllIn);            // 3 all-in to 130: a short raise of 30
    EXPECT_EQ(s.actor(), 0);
    auto la = s.legal_actions();
    EXPECT_FALSE(la.bet_or_raise);  // 0 already acted: not reopened
    EXPECT_TRUE(la.call);
    EXPECT_THROW(s.apply(ActionKind::BetOrRaise, 300), Error);

    // Two short all-ins adding up to a full raise reopen the betting.
    TableState r(holdem({1000, 1000, 1000, 150, 200}, 0, 5, 10));
    r = r.apply(ActionKind::Call);             // 3 calls 10
    r = r.apply(ActionKind::Call);             // 4 calls 10
    r = r.apply(ActionKind::BetOrRaise, 100);  // 0 to 100
    r = r.apply(ActionKind::Fold);             // 1
    r = r.apply(ActionKind::Call);             // 2 calls 100
    r = r.apply(ActionKind::AllIn);            // 3 to 150 (short: +50)
    r = r.apply(ActionKind::AllIn);            // 4 to 200 (short: +50; +100 in all)
    EXPECT_EQ(r.actor(), 0);
    EXPECT_TRUE(r.legal_actions().bet_or_raise);
}

TEST(Table, NoRaiseWhenEveryOpponentIsAllIn) {
    TableState s(holdem({50, 1000}, 0, 1, 2));
    s = s.apply(ActionKind::AllIn);  // button all-in for 50
    auto la = s.legal_actions();
    EXPECT_TRUE(la.call);
    EXPECT_FALSE(la.bet_or_raise);
    EXPECT_THROW(s.apply(ActionKind::BetOrRaise, 200), Error);
}

TEST(Table, UncalledBetIsReturnedAndFoldToOneWinsWithoutShowdown) {
    TableState s(holdem({100, 100, 100}, 0, 1, 2));
    s = s.apply(ActionKind::BetOrRaise, 10);
    s = s.apply(ActionKind::Fold);
    s = s.apply(ActionKind::Fold);
    EXPECT_EQ(s.phase(), Phase::Finished);
    EXPECT_EQ(stack(s, 0), 103);
    EXPECT_EQ(stack(s, 1), 99);
    EXPECT_EQ(stack(s, 2), 98);
    s.check_invariants();
}

TEST(Table, SidePotsLayeredByContributionWithRunOut) {
    // Three all-in for different amounts; seat 2 has the best hand but the
    // smallest stack, seat 1 beats seat 0 for the side pot.
    TableConfig c = holdem({300, 200, 100}, 0, 0, 0);
    c.blinds = {0, 0, 0};
    c.min_bet = 10;
    c.holes = {cards("2c3d"), cards("KcKd"), cards("AcAd")};
    TableState s(c);
    EXPECT_EQ(s.actor(), 1);
    s = s.apply(ActionKind::AllIn);                // 1: 200
    s = s.apply(ActionKind::AllIn);                // 2: 100 (call all-in for less)
    EXPECT_FALSE(s.legal_actions().bet_or_raise);  // every opponent is all-in
    s = s.apply(ActionKind::Call);                 // 0: calls 200
    EXPECT_EQ(s.phase(), Phase::Dealing);
    auto pots = s.pots();
    ASSERT_EQ(pots.size(), 2u);
    EXPECT_EQ(pots[0].amount, 300);
    EXPECT_EQ(pots[1].amount, 200);
    s = s.deal_board(cards("7h8h9s"));
    EXPECT_EQ(s.phase(), Phase::Dealing);  // run-out: nobody can bet
    s = s.deal_board(cards("Js"));
    s = s.deal_board(cards("4s"));
    EXPECT_EQ(s.phase(), Phase::Finished);
    EXPECT_EQ(stack(s, 2), 300);
    EXPECT_EQ(stack(s, 1), 200);
    EXPECT_EQ(stack(s, 0), 100);
    s.check_invariants();
}

TEST(Table, TiesSplitWithOddChipClockwiseFromButton) {
    std::vector<Pot> pots = {{5, 0b111}};
    auto won = award_pots(pots, {7, 7, 7}, 1);  // seats 2, 0, 1 in order from the button
    EXPECT_EQ(won, (std::vector<Chips>{1, 1, 3}));
    // Two side pots the same two hands win are split as one: 3 + 5 = 8, 4 each.
    won = award_pots({{3, 0b111}, {5, 0b011}}, {9, 9, 1}, 2);
    EXPECT_EQ(won, (std::vector<Chips>{4, 4, 0}));
    EXPECT_EQ(award_pot_results({{3, 0b111}, {5, 0b011}}, {9, 9, 1}, 2).size(), 1u);
    won = award_pots({{7, 0b011}}, {9, 9, 3}, 2);
    EXPECT_EQ(won, (std::vector<Chips>{4, 3, 0}));
}

TEST(Table, PotLimitMaximumIsExact) {
    TableConfig c = holdem({1000, 1000, 1000}, 0, 1, 2);
    c.game = Game::Omaha4;
    c.betting = Betting::PotLimit;
    TableState s(c);
    EXPECT_EQ(s.legal_actions().max_to, 7);  // call 2, pot 5, raise 5 -> to 7
    s = s.apply(ActionKind::BetOrRaise, 7);
    EXPECT_EQ(s.legal_actions().max_to, 23);  // SB: call 6 -> pot 16, raise to 7 + 16
    EXPECT_THROW(s.apply(ActionKind::BetOrRaise, 24), Error);
}

TEST(Table, AntesIncludingBigBlindAnteAreDeadMoney) {
    TableConfig c = holdem({1000, 1000, 1000}, 2, 50, 100);
    c.antes = {0, 100, 0};  // seat 1 (big blind) posts the ante
    TableState s(c);
    EXPECT_EQ(s.seats()[1].contributed, 200);
    EXPECT_EQ(s.current_bet(), 100);
    s = s.apply(ActionKind::Fold);  // 2
    s = s.apply(ActionKind::Fold);  // 0
    EXPECT_EQ(s.phase(), Phase::Finished);
    EXPECT_EQ(stack(s, 1), 1050);
    EXPECT_EQ(stack(s, 0), 950);
}

TEST(Table, RandomSelfPlayKeepsInvariants) {
    Rng rng(42);
    for (int hand = 0; hand < 3000; ++hand) {
        const int n = 2 + static_cast<int>(rng.below(9));
        std::vector<Chips> stacks;
        for (int i = 0; i < n; ++i) stacks.push_back(1 + rng.below(400));
        TableConfig c = holdem(stacks, static_cast<int>(rng.below(static_cast<std::uint32_t>(n))), 1, 2);
        if (rng.below(2)) c.antes.assign(static_cast<std::size_t>(n), 1);
        if (rng.below(3) == 0) {
            c.game = Game::Omaha4;
            c.betting = Betting::PotLimit;
        }
        c.random_holes = true;
        c.seed = rng.next();
        TableState s(c);
        const Chips total = std::accumulate(stacks.begin(), stacks.end(), Chips{0});
        s = play_randomly(std::move(s), rng, 4);
        Chips sum = 0;
        for (const auto& seat : s.seats()) sum += seat.stack;
        ASSERT_EQ(sum, total);
    }
}

namespace {

// Plays to the end: each seat checks or calls, the board comes from the seed.
TableState run_out(TableState s) {
    while (s.phase() != Phase::Finished) {
        s = s.phase() == Phase::Dealing ? s.deal_board_random() : s.apply(ActionKind::CheckOrCall);
    }
    return s;
}

}  // namespace

TEST(TableText, ASavedStateReplaysToTheSameStateAndFuture) {
    TableConfig c = holdem({100, 80, 120, 60}, 1, 1, 2);
    c.antes = {1, 1, 1, 1};
    c.random_holes = true;
    c.seed = 99;
    TableState s(c);
    s = s.apply(ActionKind::BetOrRaise, 6).apply(ActionKind::Call).apply(ActionKind::Fold).apply(ActionKind::Call);
    s = s.deal_board_random().apply(ActionKind::Check).apply(ActionKind::BetOrRaise, 10);
    const std::string text = serialize_table_state(s);
    const TableState again = deserialize_table_state(text);
    EXPECT_EQ(serialize_table_state(again), text);
    EXPECT_EQ(again.board(), s.board());
    EXPECT_EQ(again.actor(), s.actor());
    for (int i = 0; i < s.seat_count(); ++i) {
        EXPECT_EQ(again.seats()[static_cast<std::size_t>(i)].hole, s.seats()[static_cast<std::size_t>(i)].hole);
        EXPECT_EQ(stack(again, i), stack(s, i));
    }
    // The seeded stream continues where it was: the same turn and river.
    const TableState a = run_out(s), b = run_out(again);
    EXPECT_EQ(a.board(), b.board());
    EXPECT_EQ(serialize_table_state(a), serialize_table_state(b));
    EXPECT_NO_THROW(b.check_invariants());
}

TEST(TableText, ExplicitAndDrawnDealsAreKeptApart) {
    TableState s(holdem({50, 50}, 0, 1, 2));
    s = s.apply(ActionKind::Call).apply(ActionKind::Check).deal_board(cards("2c7d9h"));
    const std::string text = serialize_table_state(s);
    EXPECT_NE(text.find("\ndeal " + std::to_string(cards("2c7d9h")) + "\n"), std::string::npos) << text;
    EXPECT_EQ(text.find("draw"), std::string::npos) << text;
}

TEST(TableText, BadTextIsRefusedWithTheLine) {
    const std::string good = serialize_table_state(TableState(holdem({50, 50}, 0, 1, 2)));
    auto refused = [](const std::string& text, ErrorKind kind, const std::string& needle) {
        try {
            deserialize_table_state(text);
            ADD_FAILURE() << "accepted: " << text;
        } catch (const Error& e) {
            EXPECT_EQ(e.kind(), kind) << e.what();
            EXPECT_NE(std::string(e.what()).find(needle), std::string::npos) << e.what();
        }
    };
    refused("", ErrorKind::Parse, "first line");
    refused(good + "act 0 9 0\n", ErrorKind::Parse, "line 7: action 9 is unknown");
    refused(good + "act 1 2 0\n", ErrorKind::Parse, "line 7: the action is by seat 1 but seat 0 is to act");
    refused(good + "act 0 3 3\n", ErrorKind::InvalidArgument, "line 7: illegal action");
    refused(good + "deal 7\n", ErrorKind::InvalidArgument, "line 7: no board cards are due");
    refused(good + "act 0  2 0\n", ErrorKind::Parse, "two spaces");
    refused(good + "act 0 2 99999999999999999999\n", ErrorKind::Parse, "not an integer in range");
    refused(good + "\n", ErrorKind::Parse, "line 7: expected");
    std::string three_seats = good;
    three_seats.replace(three_seats.find("stacks 50 50"), 12, "stacks 50 50 50");
    refused(three_seats, ErrorKind::Parse, "line 5: \"blinds\" has 2 value(s) for 3 seats");
    std::string broke = good;
    broke.replace(broke.find("stacks 50 50"), 12, "stacks 50 0");
    refused(broke, ErrorKind::InvalidArgument, "line 6:");
}

// ---------------------------------------------------------------------------
// Forced bets: blinds, straddles and antes of the usual layouts.

namespace {

// The error a call throws, or "" when it throws none.
template <class Call>
std::string error_of(Call&& call) {
    try {
        call();
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument) << e.what();
        return e.what();
    }
    return "";
}

bool has(const std::string& text, const std::string& needle) { return text.find(needle) != std::string::npos; }

}  // namespace

TEST(ForcedBets, HeadsUpTheButtonPostsTheSmallBlindAndNobodyStraddles) {
    const ForcedBets f = forced_bets(2, 1, 5, 10, {}, 2, 7);
    EXPECT_EQ(f.blinds, (std::vector<Chips>{10, 5}));  // seat 0 big blind, button (1) small blind
    EXPECT_EQ(f.antes, (std::vector<Chips>{9, 2}));    // the big-blind ante on seat 0
    EXPECT_EQ(big_blind_seat(2, 1), 0);
    EXPECT_EQ(big_blind_seat(2, 0), 1);
    EXPECT_TRUE(has(error_of([] { forced_bets(2, 0, 1, 2, {4}); }), "heads-up table has no seat to straddle"));
}

TEST(ForcedBets, StraddlesFollowTheBigBlindSeatBySeatAndWrapAround) {
    // Six seats, button 4: small blind 5, big blind 0, straddles 1, 2.
    const ForcedBets f = forced_bets(6, 4, 1, 2, {4, 8}, 1, 2);
    EXPECT_EQ(f.blinds, (std::vector<Chips>{2, 4, 8, 0, 0, 1}));
    EXPECT_EQ(f.antes, (std::vector<Chips>{3, 1, 1, 1, 1, 1}));
    EXPECT_EQ(big_blind_seat(6, 4), 0);
    // Three seats take one straddle, on the button; ten seats take eight, all around.
    EXPECT_EQ(forced_bets(3, 0, 1, 2, {4}).blinds, (std::vector<Chips>{4, 1, 2}));
    EXPECT_EQ(forced_bets(10, 9, 1, 2, {4, 8, 16, 32, 64, 128, 256, 512}).blinds,
              (std::vector<Chips>{1, 2, 4, 8, 16, 32, 64, 128, 256, 512}));
    // Without straddles the layout is standard_blinds', with zero antes.
    for (int n = 2; n <= kMaxSeats; ++n) {
        for (int b = 0; b < n; ++b) {
            const ForcedBets g = forced_bets(n, b, 3, 6);
            EXPECT_EQ(g.blinds, standard_blinds(n, b, 3, 6));
            EXPECT_EQ(g.antes, std::vector<Chips>(static_cast<std::size_t>(n), 0));
            EXPECT_EQ(g.blinds[static_cast<std::size_t>(big_blind_seat(n, b))], 6);
            // The seat the old Python layout gave the first straddle: button + 3.
            if (n >= 3) {
                EXPECT_EQ(forced_bets(n, b, 3, 6, {12}).blinds[static_cast<std::size_t>((b + 3) % n)], 12);
            }
        }
    }
}

TEST(ForcedBets, AStraddledHandIsActedOnAfterTheLastStraddle) {
    TableConfig c;
    c.stacks = {100, 100, 100, 100, 100};
    c.button = 0;
    const ForcedBets f = forced_bets(5, 0, 1, 2, {4, 8}, 1, 1);
    c.blinds = f.blinds;
    c.antes = f.antes;
    TableState s(c);
    EXPECT_EQ(s.current_bet(), 8);
    EXPECT_EQ(s.actor(), 0);                         // seat 4 straddled 8: the button is next
    EXPECT_EQ(s.seats()[2].contributed, 2 + 1 + 1);  // big blind, ante, big-blind ante
    EXPECT_EQ(s.pot_total(), 1 + 2 + 4 + 8 + 5 + 1);
    s.check_invariants();
}

TEST(ForcedBets, BadLayoutsAndAmountsAreRefusedByName) {
    EXPECT_TRUE(has(error_of([] { forced_bets(1, 0, 1, 2); }), "2 to 10 seats, not 1"));
    EXPECT_TRUE(has(error_of([] { forced_bets(11, 0, 1, 2); }), "2 to 10 seats, not 11"));
    EXPECT_TRUE(has(error_of([] { forced_bets(3, 3, 1, 2); }), "button seat 3 is not a seat"));
    EXPECT_TRUE(has(error_of([] { forced_bets(3, -1, 1, 2); }), "button seat -1"));
    EXPECT_TRUE(has(error_of([] { forced_bets(3, 0, -1, 2); }), "the small blind is -1"));
    EXPECT_TRUE(has(error_of([] { forced_bets(3, 0, 1, -2); }), "the big blind is -2"));
    EXPECT_TRUE(has(error_of([] { forced_bets(4, 0, 1, 2, {4, -8}); }), "straddle 1 is -8"));
    EXPECT_TRUE(has(error_of([] { forced_bets(4, 0, 1, 2, {}, -1); }), "the ante is -1"));
    EXPECT_TRUE(has(error_of([] { forced_bets(4, 0, 1, 2, {}, 0, -3); }), "the big-blind ante is -3"));
    EXPECT_TRUE(has(error_of([] { forced_bets(4, 0, 1, 2, {}, 0, Chips{1} << 53); }), "above 2^52"));
    EXPECT_TRUE(has(error_of([] {
                        forced_bets(4, 0, 1, 2, {4, 8, 16});
                    }),
                    "3 straddles given but a 4-seat table has only 2 seat(s) after the blinds"));
    EXPECT_TRUE(has(error_of([] { forced_bets(4, 0, 1, 2, {}, Chips{1} << 51, (Chips{1} << 51) + 1); }),
                    "the big blind's ante (ante + big-blind ante) is 4503599627370497"));
    EXPECT_EQ(error_of([] { forced_bets(4, 0, Chips{1} << 52, 0, {0, 0}, Chips{1} << 51, Chips{1} << 51); }), "");
}

// ---------------------------------------------------------------------------
// History: actions as applied.

TEST(TableHistory, CheckOrCallAndAllInAreRecordedAsWhatTheyWere) {
    TableConfig c = holdem({100, 30, 200}, 0, 1, 2);
    c.holes = {cards("AsKs"), cards("QdQh"), cards("7c2d")};
    TableState s(c);
    s = s.apply(ActionKind::CheckOrCall);  // 0 (button) calls 2
    s = s.apply(ActionKind::AllIn);        // 1 (small blind) all-in raise to 30
    s = s.apply(ActionKind::AllIn);        // 2 (big blind) all-in raise to 200
    s = s.apply(ActionKind::AllIn);        // 0 all-in for 100: a call for less
    ASSERT_EQ(s.phase(), Phase::Dealing);
    s = s.deal_board(cards("2c7d9h"));
    s = s.deal_board_random();
    const std::vector<Action> h = s.history();
    ASSERT_EQ(h.size(), 6u);
    EXPECT_EQ(h[0].seat, 0);
    EXPECT_EQ(h[0].kind, ActionKind::Call);
    EXPECT_EQ(h[0].amount, 2);  // the street total after the call
    EXPECT_EQ(h[1].seat, 1);
    EXPECT_EQ(h[1].kind, ActionKind::BetOrRaise);
    EXPECT_EQ(h[1].amount, 30);
    EXPECT_EQ(h[2].kind, ActionKind::BetOrRaise);
    EXPECT_EQ(h[2].amount, 200);
    EXPECT_EQ(h[3].seat, 0);
    EXPECT_EQ(h[3].kind, ActionKind::Call);
    EXPECT_EQ(h[3].amount, 100);
    EXPECT_EQ(h[4].seat, -1);
    EXPECT_EQ(h[4].cards, cards("2c7d9h"));
    EXPECT_FALSE(h[4].drawn);
    EXPECT_EQ(h[5].seat, -1);
    EXPECT_TRUE(h[5].drawn);
    EXPECT_EQ(std::popcount(h[5].cards), 1);
    EXPECT_EQ(h[4].cards | h[5].cards, s.board());
    for (const Action& a : h) {
        EXPECT_NE(a.kind, ActionKind::CheckOrCall);
        EXPECT_NE(a.kind, ActionKind::AllIn);
    }

    // A check through CheckOrCall is a check; replaying the history gives the same state.
    TableState t(holdem({100, 100}, 0, 1, 2));
    t = t.apply(ActionKind::Call).apply(ActionKind::CheckOrCall);
    EXPECT_EQ(t.history()[1].kind, ActionKind::Check);
    TableState again(s.config());
    for (const Action& a : h) {
        if (a.seat >= 0) {
            again = again.apply(a.kind, a.amount);
        } else {
            const CardMask before = again.board();
            again = a.drawn ? again.deal_board_random() : again.deal_board(a.cards);
            EXPECT_EQ(again.board() & ~before, a.cards);
        }
    }
    EXPECT_EQ(serialize_table_state(again), serialize_table_state(s));
}

// ---------------------------------------------------------------------------
// Pot results: the award of each pot.

namespace {

std::uint32_t seats_mask(std::initializer_list<int> seats) {
    std::uint32_t m = 0;
    for (int s : seats) m |= std::uint32_t{1} << s;
    return m;
}

}  // namespace

TEST(PotResults, SidePotsGoToTheBestEligibleHand) {
    TableConfig c = holdem({300, 200, 100}, 0, 0, 0);
    c.blinds = {0, 0, 0};
    c.min_bet = 10;
    c.holes = {cards("2c3d"), cards("KcKd"), cards("AcAd")};
    TableState s(c);
    s = s.apply(ActionKind::AllIn).apply(ActionKind::AllIn).apply(ActionKind::Call);
    EXPECT_TRUE(has(error_of([&] { s.pot_results(); }), "once the hand is finished; this one is waiting for board"));
    s = s.deal_board(cards("7h8h9s")).deal_board(cards("Js")).deal_board(cards("4s"));
    const std::vector<PotResult> r = s.pot_results();
    ASSERT_EQ(r.size(), 2u);
    EXPECT_EQ(r[0].amount, 300);
    EXPECT_EQ(r[0].eligible, seats_mask({0, 1, 2}));
    EXPECT_EQ(r[0].winners, seats_mask({2}));
    EXPECT_EQ(r[0].won[2], 300);
    EXPECT_EQ(r[1].amount, 200);
    EXPECT_EQ(r[1].eligible, seats_mask({0, 1}));
    EXPECT_EQ(r[1].winners, seats_mask({1}));
    EXPECT_EQ(r[1].won[1], 200);
    EXPECT_EQ(r[1].won[0] + r[1].won[2], 0);
}

TEST(PotResults, ASplitPotGivesTheOddChipClockwiseFromTheButton) {
    // A royal flush on the board: every live hand ties.
    TableConfig c = holdem({100, 100, 100}, 0, 1, 2);
    c.antes = {1, 1, 1};
    c.holes = {cards("2c3d"), cards("4c5d"), cards("6c7d")};
    TableState s(c);
    s = s.apply(ActionKind::Call).apply(ActionKind::Call).apply(ActionKind::Check);  // 0, 1, 2: 6 + antes 3
    s = s.deal_board(cards("AsKsQs"));
    s = s.apply(ActionKind::BetOrRaise, 3).apply(ActionKind::Call).apply(ActionKind::Fold);  // 1 bets, 2 calls, 0 folds
    s = s.deal_board(cards("Js")).apply(ActionKind::Check).apply(ActionKind::Check);
    s = s.deal_board(cards("Ts")).apply(ActionKind::Check).apply(ActionKind::Check);
    ASSERT_EQ(s.phase(), Phase::Finished);
    const std::vector<PotResult> r = s.pot_results();
    ASSERT_EQ(r.size(), 1u);
    EXPECT_EQ(r[0].amount, 15);
    EXPECT_EQ(r[0].eligible, seats_mask({1, 2}));
    EXPECT_EQ(r[0].winners, seats_mask({1, 2}));
    EXPECT_EQ(r[0].won[1], 8);  // seat 1 is first left of the button
    EXPECT_EQ(r[0].won[2], 7);
    EXPECT_EQ(s.seats()[1].won, 8);

    // Fold to one: the last live seat takes the pot, no showdown.
    TableState f(holdem({100, 100, 100}, 0, 1, 2));
    f = f.apply(ActionKind::BetOrRaise, 6).apply(ActionKind::Fold).apply(ActionKind::Fold);
    const std::vector<PotResult> g = f.pot_results();
    ASSERT_EQ(g.size(), 1u);
    EXPECT_EQ(g[0].amount, 6 + 1 + 2 - 4);  // 4 of the raise were never called
    EXPECT_EQ(g[0].winners, seats_mask({0}));
    EXPECT_EQ(g[0].won[0], 5);

    TableState b(holdem({100, 100}, 0, 1, 2));
    EXPECT_TRUE(has(error_of([&] { b.pot_results(); }), "this one is waiting for seat 0 to act"));
}

TEST(PotResults, SumToWhatEachSeatWonAndFollowTheAwardRulesInRandomHands) {
    // Random short-stacked hands with many side pots; every pot's winners are
    // checked against the hands evaluated here.
    Rng rng(2024);
    int side_pots = 0, splits = 0, joined = 0;
    for (int hand = 0; hand < 3000; ++hand) {
        const int n = 2 + static_cast<int>(rng.below(9));
        std::vector<Chips> stacks;
        for (int i = 0; i < n; ++i) stacks.push_back(1 + rng.below(60));
        TableConfig c = holdem(stacks, static_cast<int>(rng.below(static_cast<std::uint32_t>(n))), 1, 2);
        if (rng.below(2)) c.antes.assign(static_cast<std::size_t>(n), 1);
        if (rng.below(3) == 0) {
            c.game = Game::Omaha4;
            c.betting = Betting::PotLimit;
        }
        c.random_holes = true;
        c.seed = rng.next();
        TableState s(c);
        while (s.phase() != Phase::Finished) {
            if (s.phase() == Phase::Dealing) {
                s = s.deal_board_random();
            } else if (rng.below(8) == 0 && s.legal_actions().fold) {
                s = s.apply(ActionKind::Fold);
            } else {
                const bool shove = rng.below(3) == 0 && s.legal_actions().all_in;
                s = s.apply(shove ? ActionKind::AllIn : ActionKind::CheckOrCall);
            }
        }
        // The best eligible hands of a set of seats, evaluated here.
        int live = 0;
        for (const Seat& seat : s.seats()) live += !seat.folded;
        auto best_of = [&](std::uint32_t eligible) {
            int best = 0;
            std::uint32_t winners = 0;
            for (int i = 0; i < n; ++i) {
                if (!(eligible >> i & 1u)) continue;
                const Seat& seat = s.seats()[static_cast<std::size_t>(i)];
                const int strength = live == 1 ? 1 : evaluate_hand_checked(s.board(), seat.hole, c.game);
                if (strength > best) {
                    best = strength;
                    winners = 0;
                }
                if (strength == best) winners |= std::uint32_t{1} << i;
            }
            return winners;
        };
        // The pots as awarded: next to each other, those the same winning hands
        // contest are one.
        const std::vector<Pot> layered = s.pots();
        std::uint32_t contenders = 0;
        for (const Pot& pot : layered) contenders |= best_of(pot.eligible);
        std::vector<Pot> pots;
        for (const Pot& pot : layered) {
            if (!pots.empty() && (pots.back().eligible & contenders) == (pot.eligible & contenders)) {
                pots.back().amount += pot.amount;
            } else {
                pots.push_back(pot);
            }
        }
        const std::vector<PotResult> results = s.pot_results();
        ASSERT_EQ(results.size(), pots.size());
        side_pots += results.size() > 1;
        joined += layered.size() > pots.size();
        std::vector<Chips> won(static_cast<std::size_t>(n), 0);
        for (std::size_t p = 0; p < results.size(); ++p) {
            const PotResult& r = results[p];
            EXPECT_EQ(r.amount, pots[p].amount);
            EXPECT_EQ(r.eligible, pots[p].eligible);
            EXPECT_EQ(r.winners, best_of(r.eligible));
            const int k = std::popcount(r.winners);
            splits += k > 1;
            // Equal shares; the odd chips to the first winner clockwise from the button.
            int first = -1;
            for (int k2 = 1; k2 <= n && first < 0; ++k2) {
                const int i = (c.button + k2) % n;
                if (r.winners >> i & 1u) first = i;
            }
            Chips sum = 0;
            for (int i = 0; i < n; ++i) {
                const Chips w = r.won[static_cast<std::size_t>(i)];
                if (r.winners >> i & 1u) {
                    EXPECT_EQ(w, r.amount / k + (i == first ? r.amount % k : 0));
                } else {
                    EXPECT_EQ(w, 0);
                }
                sum += w;
                won[static_cast<std::size_t>(i)] += w;
            }
            EXPECT_EQ(sum, r.amount);
        }
        for (int i = 0; i < n; ++i)
            EXPECT_EQ(won[static_cast<std::size_t>(i)], s.seats()[static_cast<std::size_t>(i)].won);
    }
    EXPECT_GT(side_pots, 300);  // the random hands do exercise side pots, splits and joined pots
    EXPECT_GT(splits, 20);
    EXPECT_GT(joined, 100);
}

// ---------------------------------------------------------------------------
// The generator's saved state, wide bound and uniform double (what the C ABI's
// xiapl_rng_* functions use).

TEST(RngState, ASavedStateContinuesTheStream) {
    Rng a(12345);
    for (int i = 0; i < 10; ++i) a.next();
    Rng b = Rng::from_state(a.state());
    for (int i = 0; i < 100; ++i) ASSERT_EQ(a.next(), b.next());
    // The state after seeding is SplitMix64's first four outputs.
    SplitMix64 sm(7);
    const auto words = Rng(7).state();
    for (auto w : words) EXPECT_EQ(w, sm.next());
}

TEST(RngState, BelowWideMatchesBelowAndTakesTwoToThe32) {
    for (std::uint32_t n : {1u, 2u, 3u, 52u, 1000003u, 0x80000001u, 0xFFFFFFFFu}) {
        Rng a(n), b(n);
        for (int i = 0; i < 1000; ++i) ASSERT_EQ(a.below(n), b.below_wide(n)) << n;
    }
    Rng a(9), b(9);
    for (int i = 0; i < 1000; ++i) ASSERT_EQ(a.below_wide(std::uint64_t{1} << 32), b.next() >> 32);
}

TEST(RngState, UniformIsTheTop53BitsOverTwoToThe53) {
    Rng a(3), b(3);
    double lo = 1, hi = 0;
    for (int i = 0; i < 100000; ++i) {
        const double u = a.uniform();
        ASSERT_EQ(u, static_cast<double>(b.next() >> 11) / 9007199254740992.0);
        ASSERT_GE(u, 0.0);
        ASSERT_LT(u, 1.0);
        lo = std::min(lo, u);
        hi = std::max(hi, u);
    }
    EXPECT_LT(lo, 0.001);
    EXPECT_GT(hi, 0.999);
}

TEST(Table, ARecordedFoldWhenCheckingIsFreeIsKeptAndMarkedNeedless) {
    TableState s(holdem({100, 100}, 0, 1, 2));
    s = s.apply(ActionKind::Call);  // the button completes; the big blind may check
    ASSERT_FALSE(s.legal_actions().fold);
    EXPECT_THROW(s.apply(ActionKind::Fold), Error);
    TableState folded = TableState(s).apply_recorded(ActionKind::Fold);
    ASSERT_EQ(folded.phase(), Phase::Finished);
    EXPECT_EQ(folded.needless_folds(), 1);
    EXPECT_TRUE(folded.history().back().needless);
    const std::vector<ReplayWarning> warnings = replay_warnings(folded);
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_EQ(warnings[0].kind, WarningKind::NeedlessFold);
    EXPECT_EQ(warnings[0].step, 1u);
    EXPECT_EQ(warnings[0].seat, 1);
    EXPECT_EQ(warnings[0].player, 1);  // the seat after the button
    EXPECT_EQ(warnings[0].street, 0);
    EXPECT_EQ(warnings[0].text, "p1 folds preflop when checking was free; the replay keeps the fold");
    EXPECT_TRUE(replay_warnings(s).empty());
    EXPECT_EQ(stack(folded, 0), 102);
    folded.check_invariants();
    // The saved text keeps it, and reads back to the same state.
    const std::string text = serialize_table_state(folded);
    EXPECT_NE(text.find("\nfold 1\n"), std::string::npos) << text;
    EXPECT_EQ(serialize_table_state(deserialize_table_state(text)), text);
    // A needed fold is no needless one.
    TableState raised(holdem({100, 100}, 0, 1, 2));
    raised = std::move(raised).apply_recorded(ActionKind::Fold);
    EXPECT_EQ(raised.needless_folds(), 0);
}

TEST(Table, StreetPhrasesNameEachFamilysStreets) {
    EXPECT_EQ(street_phrase(Family::Board, 0), "preflop");
    EXPECT_EQ(street_phrase(Family::Board, 3), "on the river");
    EXPECT_EQ(street_phrase(Family::Board, 7), "on the river");
    EXPECT_EQ(street_phrase(Family::Stud, 0), "on third street");
    EXPECT_EQ(street_phrase(Family::Stud, 4), "on seventh street");
    EXPECT_EQ(street_phrase(Family::Draw, 0), "before the first draw");
    EXPECT_EQ(street_phrase(Family::Draw, 2), "after the second draw");
    EXPECT_EQ(street_phrase(Family::Draw, 3), "after the third draw");
}

TEST(Table, CardsKeepTheOrderDealt) {
    TableConfig c;
    c.stacks = {100, 100};
    c.holes = {bit(parse_card("As")) | bit(parse_card("2d")), 0};
    c.hole_order = {{parse_card("As"), parse_card("2d")}, {}};
    TableState s(c);
    EXPECT_EQ(s.hole_cards(0), (std::vector<CardId>{parse_card("As"), parse_card("2d")}));
    EXPECT_TRUE(s.hole_cards(1).empty());
    s = s.apply(ActionKind::CheckOrCall).apply(ActionKind::CheckOrCall);
    const CardRun flop = CardRun::from({parse_card("Kd"), parse_card("9h"), parse_card("2c")}, "flop");
    s = s.deal_board(flop);
    EXPECT_EQ(s.board_cards(), (std::vector<CardId>{parse_card("Kd"), parse_card("9h"), parse_card("2c")}));
    EXPECT_EQ(s.history().back().run, flop);
    s.check_invariants();
    // A saved state keeps the order.
    const std::string text = serialize_table_state(s);
    EXPECT_NE(text.find("hole-order"), std::string::npos) << text;
    const TableState copy = deserialize_table_state(text);
    EXPECT_EQ(copy.board_cards(), s.board_cards());
    EXPECT_EQ(copy.hole_cards(0), s.hole_cards(0));
    EXPECT_EQ(serialize_table_state(copy), text);
    // A mask deals in card-id order; a run names a card once.
    const TableState by_mask =
        TableState(c).apply(ActionKind::CheckOrCall).apply(ActionKind::CheckOrCall).deal_board(flop.known());
    EXPECT_EQ(by_mask.board_cards(), (std::vector<CardId>{parse_card("2c"), parse_card("Kd"), parse_card("9h")}));
    const TableState flop_due = TableState(c).apply(ActionKind::CheckOrCall).apply(ActionKind::CheckOrCall);
    EXPECT_THROW((void)flop_due.deal_board(CardRun::from({parse_card("Kd"), parse_card("Kd"), parse_card("2c")}, "f")),
                 Error);
    EXPECT_THROW((void)flop_due.deal_board(CardRun::from({parse_card("Kd"), kUnknownCard, parse_card("2c")}, "f")),
                 Error);
    // An order that is not the seat's cards is refused.
    c.hole_order = {{parse_card("As"), parse_card("3d")}, {}};
    EXPECT_THROW(TableState{c}, Error);
}
