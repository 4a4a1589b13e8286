// The table engine's stud games (antes, the bring-in, up cards, the
// community seventh card) and draw games (draw rounds, reshuffled discards).
#include <gtest/gtest.h>

#include <bit>
#include <numeric>
#include <string>
#include <vector>

#include "card_masks.hpp"
#include "random_play.hpp"
#include "xiapl/allin.hpp"
#include "xiapl/error.hpp"
#include "xiapl/games.hpp"
#include "xiapl/phh.hpp"
#include "xiapl/rng.hpp"
#include "xiapl/table.hpp"

using namespace xiapl;

namespace {

// Fixed-limit stud: ante 1, bring-in 1, bets 2 and 4; button on the last seat.
TableConfig stud(Game game, std::vector<Chips> stacks) {
    TableConfig c;
    c.game = game;
    c.betting = Betting::FixedLimit;
    c.stacks = stacks;
    c.button = static_cast<int>(stacks.size()) - 1;
    c.antes.assign(stacks.size(), 1);
    c.bring_in = 1;
    c.small_bet = 2;
    c.big_bet = 4;
    return c;
}

// Deals third street: per seat two down cards and an up card.
TableState third_street(TableState s, const std::vector<const char*>& down, const std::vector<const char*>& up) {
    for (std::size_t i = 0; i < down.size(); ++i) {
        s = std::move(s).deal_hole(static_cast<int>(i), cards(down[i]) | cards(up[i]), cards(up[i]));
    }
    return s;
}

std::string refusal(const std::function<void()>& f) {
    try {
        f();
    } catch (const Error& e) {
        return e.what();
    }
    return "";
}

// Draw games: blinds 1 and 2, fixed limit 2 and 4, the button on the last seat.
TableConfig draw_game(Game game, std::vector<Chips> stacks, Betting betting = Betting::FixedLimit) {
    TableConfig c;
    c.game = game;
    c.betting = betting;
    c.stacks = stacks;
    c.button = static_cast<int>(stacks.size()) - 1;
    c.blinds = standard_blinds(static_cast<int>(stacks.size()), c.button, 1, 2);
    c.small_bet = betting == Betting::FixedLimit ? 2 : 0;
    c.big_bet = betting == Betting::FixedLimit ? 4 : 0;
    return c;
}

}  // namespace

TEST(Stud, TheLowestUpCardBringsInAndSuitsBreakTies) {
    TableState s(stud(Game::Stud, {50, 50, 50}));
    EXPECT_EQ(s.phase(), Phase::Dealing);
    EXPECT_EQ(s.deal_seat(), 0);
    s = third_street(s, {"AsKs", "AhKh", "AdKd"}, {"2d", "9c", "2c"});
    EXPECT_EQ(s.phase(), Phase::Betting);
    EXPECT_EQ(s.actor(), 2);  // 2c below 2d
    const LegalActions la = s.legal_actions();
    EXPECT_TRUE(la.bring_in);
    EXPECT_FALSE(la.fold);
    EXPECT_FALSE(la.check);
    EXPECT_EQ(la.bring_in_amount, 1);
    EXPECT_EQ(la.min_to, 2);  // the completion, to the small bet
    EXPECT_EQ(la.max_to, 2);
    EXPECT_NE(refusal([&] { (void)s.apply(ActionKind::Fold); }).find("the bring-in is due"), std::string::npos);
    EXPECT_NE(refusal([&] { (void)s.apply(ActionKind::CheckOrCall); }).find("the bring-in is due"), std::string::npos);

    // Razz: the highest, aces low, so a king (spades before hearts) brings in over an ace.
    TableState r(stud(Game::Razz, {50, 50, 50}));
    r = third_street(r, {"2s3s", "2h3h", "2d3d"}, {"Kh", "Ac", "Ks"});
    EXPECT_EQ(r.actor(), 2);
}

TEST(Stud, TheBringInIsCalledOrCompletedAndTheCompletionIsARaise) {
    TableState s(stud(Game::Stud, {50, 50, 50}));
    s = third_street(s, {"AsKs", "AhKh", "AdKd"}, {"2d", "9c", "Qc"});
    EXPECT_EQ(s.actor(), 0);
    s = s.apply(ActionKind::BringIn);
    EXPECT_EQ(s.current_bet(), 1);
    EXPECT_EQ(s.raises(), 0);  // the bring-in is not a raise
    EXPECT_EQ(s.actor(), 1);
    LegalActions la = s.legal_actions();
    EXPECT_TRUE(la.fold && la.call);
    EXPECT_EQ(la.min_to, 2);
    s = s.apply(ActionKind::BetOrRaise, 2);  // completes
    EXPECT_EQ(s.raises(), 1);
    s = s.apply(ActionKind::CheckOrCall);
    // The completion reopens the action for the bring-in: it may raise by the small bet.
    la = s.legal_actions();
    EXPECT_EQ(s.actor(), 0);
    EXPECT_TRUE(la.bet_or_raise);
    EXPECT_EQ(la.min_to, 4);
    s = s.apply(ActionKind::BetOrRaise, 4);
    s = s.apply(ActionKind::CheckOrCall).apply(ActionKind::CheckOrCall);
    // Fourth street: one up card each; the best showing hand opens.
    EXPECT_EQ(s.phase(), Phase::Dealing);
    EXPECT_EQ(static_cast<int>(s.street()), 0);
    s = s.deal_hole(0, cards("3h"), cards("3h")).deal_hole(1, cards("9d"), cards("9d"));
    EXPECT_EQ(s.phase(), Phase::Dealing);
    s = s.deal_hole(2, cards("Jc"), cards("Jc"));
    EXPECT_EQ(static_cast<int>(s.street()), 1);
    EXPECT_EQ(s.actor(), 1);  // a pair of nines beats queen-jack
    EXPECT_EQ(s.fixed_bet(), 2);
}

TEST(Stud, ASeatAllInOnItsAnteIsSkippedAndTheNextBringsIn) {
    TableState s(stud(Game::Stud, {1, 50, 50}));
    s = third_street(s, {"AsKs", "AhKh", "AdKd"}, {"2c", "9c", "Qc"});
    EXPECT_EQ(s.actor(), 1);
    EXPECT_TRUE(s.legal_actions().bring_in);
}

TEST(Stud, TiesOnLaterStreetsGoToTheFirstSeatFromTheButton) {
    TableState s(stud(Game::Stud, {50, 50, 50}));
    s = third_street(s, {"AsKs", "AhKh", "AdKd"}, {"2c", "9c", "9d"});
    s = s.apply(ActionKind::BringIn).apply(ActionKind::CheckOrCall).apply(ActionKind::CheckOrCall);
    s = s.deal_hole(0, cards("3h"), cards("3h"))
            .deal_hole(1, cards("4d"), cards("4d"))
            .deal_hole(2, cards("4s"), cards("4s"));
    EXPECT_EQ(s.actor(), 1);  // 9-4 against 9-4: seat 1 comes first after the button (seat 2)
}

TEST(Stud, EightSeatsWithoutAFoldShareACommunitySeventhCard) {
    TableConfig c = stud(Game::Stud, std::vector<Chips>(8, 100));
    c.random_holes = true;
    c.seed = 11;
    TableState s(c);
    for (int street = 0; street < 4; ++street) {
        ASSERT_EQ(s.phase(), Phase::Betting);
        while (s.phase() == Phase::Betting) {
            s = s.legal_actions().bring_in ? s.apply(ActionKind::BringIn) : s.apply(ActionKind::CheckOrCall);
        }
        if (street < 3) {
            while (s.phase() == Phase::Dealing) s = s.deal_random();
        }
    }
    EXPECT_EQ(s.deal_seat(), -1);
    EXPECT_EQ(s.cards_needed(), 1);
    s = s.deal_random();
    EXPECT_EQ(std::popcount(s.board()), 1);
    while (s.phase() == Phase::Betting) s = s.apply(ActionKind::CheckOrCall);
    EXPECT_EQ(s.phase(), Phase::Finished);
    s.check_invariants();
    Chips won = 0;
    for (const Seat& seat : s.seats()) won += seat.won;
    EXPECT_EQ(won, 8 * 1 + 8 * 1);  // the antes and the called bring-in
}

TEST(Stud, ConfigsThatCannotBeDealtAreRefusedByName) {
    TableConfig c = stud(Game::Stud, std::vector<Chips>(9, 100));
    EXPECT_NE(refusal([&] { TableState{c}; }).find("2 to 8 players"), std::string::npos);
    c = stud(Game::Stud, {100, 100});
    c.blinds = {1, 2};
    EXPECT_NE(refusal([&] { TableState{c}; }).find("has no blinds"), std::string::npos);
    c = stud(Game::Stud, {100, 100});
    c.bring_in = 2;
    EXPECT_NE(refusal([&] { TableState{c}; }).find("must be below the full bet"), std::string::npos);
    // Pot-limit stud with no min_bet sizes its bets from the bring-in: a huge
    // one overflowed the doubling (found by the table fuzzer).
    c = stud(Game::Stud, {100, 100});
    c.betting = Betting::PotLimit;
    c.small_bet = c.big_bet = 0;
    c.bring_in = Chips{1} << 62;
    EXPECT_NE(refusal([&] { TableState{c}; }).find("a bring-in above 2^52 chips is not supported"), std::string::npos);
    c.bring_in = Chips{1} << 52;
    EXPECT_EQ(refusal([&] { TableState{c}; }), "");
    c = draw_game(Game::Holdem, {100, 100});
    c.bring_in = 1;
    EXPECT_NE(refusal([&] { TableState{c}; }).find("only stud games have a bring-in"), std::string::npos);
    c = draw_game(Game::Lowball27, {100, 100});
    c.draws = 4;
    EXPECT_NE(refusal([&] { TableState{c}; }).find("1 to 3 draws"), std::string::npos);
}

TEST(Stud, HoleDealsAreCheckedAndARefusalChangesNothing) {
    const TableState s(stud(Game::Stud, {50, 50}));
    const std::string before = serialize_table_state(s);
    EXPECT_NE(refusal([&] { (void)s.deal_hole(0, cards("AsKsQs2c")); }).find("but it is due 3"), std::string::npos);
    EXPECT_NE(refusal([&] { (void)s.deal_hole(0, cards("AsKsQs"), cards("AsKs")); }).find("face-up"),
              std::string::npos);
    const TableState one = s.deal_hole(0, cards("AsKsQs"), cards("Qs"));
    EXPECT_NE(refusal([&] { (void)one.deal_hole(1, cards("AsKdQd"), cards("Qd")); }).find("already dealt"),
              std::string::npos);
    EXPECT_NE(refusal([&] { (void)one.discard(0); }).find("only draw games"), std::string::npos);
    EXPECT_NE(refusal([&] { (void)one.deal_board(cards("2c")); }).find("no board cards are due"), std::string::npos);
    EXPECT_EQ(serialize_table_state(s), before);
    // Unseen cards count toward what is due.
    const TableState blind = one.deal_hole(1, cards("9h"), cards("9h"), 2);
    EXPECT_EQ(blind.seats()[1].unknown, 2);
    EXPECT_EQ(blind.phase(), Phase::Betting);
}

TEST(Draw, EachLiveSeatDrawsInTurnThenIsDealtAsManyCards) {
    TableConfig c = draw_game(Game::Lowball27, {50, 50, 50});
    c.holes = {cards("7c5d4h3s2c"), cards("KcKdQhJsTc"), cards("9c8d6h6s2d")};
    TableState s(c);
    EXPECT_EQ(s.last_street(), 3);
    EXPECT_EQ(s.actor(), 2);  // the seat after the big blind
    s = s.apply(ActionKind::CheckOrCall).apply(ActionKind::CheckOrCall).apply(ActionKind::CheckOrCall);
    EXPECT_EQ(s.phase(), Phase::Drawing);
    EXPECT_EQ(s.actor(), 0);
    const LegalActions la = s.legal_actions();
    EXPECT_TRUE(la.discard);
    EXPECT_EQ(la.max_discard, 5);
    EXPECT_NE(refusal([&] { (void)s.apply(ActionKind::CheckOrCall); }).find("must act first") +
                  refusal([&] { (void)s.discard(cards("As")); }).find("does not hold"),
              std::string::npos);
    s = s.discard(0);  // stands pat
    s = s.discard(cards("KcKdQh"));
    s = s.discard(cards("6s"));
    EXPECT_EQ(s.phase(), Phase::Dealing);
    EXPECT_EQ(s.deal_seat(), 1);
    EXPECT_NE(refusal([&] { (void)s.deal_hole(2, cards("2h2s")); }).find("due 1"), std::string::npos);
    s = s.deal_hole(2, cards("3c")).deal_hole(1, cards("Kh4c3d"));
    EXPECT_EQ(s.phase(), Phase::Betting);
    EXPECT_EQ(static_cast<int>(s.street()), 1);
    EXPECT_EQ(s.seats()[1].hole, cards("Kh4c3dJsTc"));
    EXPECT_EQ(s.discarded(), cards("KcKdQh6s"));
    // A discard is not dealt again while the stub lasts.
    EXPECT_EQ(s.actor(), 0);
}

TEST(Draw, TheDiscardsAreShuffledBackWhenTheStubRunsOut) {
    // Ten seats of five cards leave a stub of two; discarding everything
    // twice needs the discards back.
    TableConfig c = draw_game(Game::Lowball27, std::vector<Chips>(10, 100));
    c.random_holes = true;
    c.seed = 5;
    TableState s(c);
    int recycled = 0;
    while (s.phase() != Phase::Finished) {
        s.check_invariants();
        if (s.phase() == Phase::Drawing) {
            s = s.discard(s.seats()[static_cast<std::size_t>(s.actor())].hole);
        } else if (s.phase() == Phase::Dealing) {
            const CardMask before = s.discarded();
            const int seat = s.deal_seat();
            const TableState next = s.deal_random();
            recycled += std::popcount(next.seats()[static_cast<std::size_t>(seat)].hole & before);
            s = next;
        } else {
            s = s.apply(ActionKind::CheckOrCall);
        }
    }
    EXPECT_GT(recycled, 0);
    s.check_invariants();
}

TEST(TableGames, RandomSelfPlayOfEveryStudAndDrawGameKeepsInvariantsAndWritesPhh) {
    const Game games[] = {Game::Stud, Game::StudHiLo, Game::Razz, Game::Lowball27, Game::Badugi};
    Rng rng(2027);
    for (int hand = 0; hand < 2000; ++hand) {
        const Game game = games[rng.below(5)];
        const bool studs = family_of(game) == Family::Stud;
        const int n = 2 + static_cast<int>(rng.below(studs ? 7 : 8));
        TableConfig c;
        c.game = game;
        c.betting = studs ? Betting::FixedLimit : static_cast<Betting>(rng.below(3));
        for (int i = 0; i < n; ++i) c.stacks.push_back(1 + rng.below(200));
        c.button = static_cast<int>(rng.below(static_cast<std::uint32_t>(n)));
        if (studs) {
            c.antes.assign(static_cast<std::size_t>(n), 1);
            c.bring_in = rng.below(2);
        } else {
            c.blinds = standard_blinds(n, c.button, 1, 2);
            if (rng.below(2)) c.antes.assign(static_cast<std::size_t>(n), 1);
            c.draws = static_cast<int>(rng.below(4));
        }
        c.small_bet = 2;
        c.big_bet = 4;
        c.random_holes = rng.below(2) == 1;
        c.seed = rng.next();
        TableState s(c);
        const Chips total = std::accumulate(c.stacks.begin(), c.stacks.end(), Chips{0});
        s = play_randomly(std::move(s), rng, 3);
        Chips sum = 0;
        for (const auto& seat : s.seats()) sum += seat.stack;
        ASSERT_EQ(sum, total);
        const TableState back = deserialize_table_state(serialize_table_state(s));
        ASSERT_EQ(serialize_table_state(back), serialize_table_state(s));
        // The hands with a PHH code are written and replayed to the same stacks.
        const bool coded =
            studs || (c.betting == Betting::FixedLimit
                          ? s.last_street() == 3
                          : c.betting == Betting::NoLimit && s.last_street() == 1 && game == Game::Lowball27);
        if (!coded || (game == Game::Badugi && c.betting != Betting::FixedLimit)) continue;
        if (c.button != n - 1) continue;  // PHH seats the button last
        const phh::Hand written = phh::from_state(s, phh::ChipScale{});
        const TableState again = phh::replay(phh::parse(phh::write(written)).at(0), phh::ChipScale{});
        for (int i = 0; i < n; ++i) {
            ASSERT_EQ(again.seats()[static_cast<std::size_t>(i)].stack, s.seats()[static_cast<std::size_t>(i)].stack)
                << phh::write(written);
        }
    }
}

TEST(Stud, AnAllInHasASpotAtTheEndOfEachStreetBeforeSeventh) {
    // Seat 0 is all-in on fourth street: spots at the end of fourth, fifth
    // and sixth street, each seat holding its cards so far.
    TableState s(stud(Game::Razz, {3, 50}));
    s = third_street(s, {"2c3c", "KsQs"}, {"4c", "Jh"});
    s = s.apply(ActionKind::BringIn).apply(ActionKind::CheckOrCall);  // seat 1 (Jh) brings in
    s = s.deal_hole(0, cards("5d"), cards("5d")).deal_hole(1, cards("Td"), cards("Td"));
    ASSERT_EQ(s.actor(), 0);  // 5-4 showing is the better low
    s = s.apply(ActionKind::AllIn).apply(ActionKind::CheckOrCall);
    while (s.phase() == Phase::Dealing) s = s.deal_random();
    ASSERT_EQ(s.phase(), Phase::Finished);
    const std::vector<AllInSpot> spots = allin_equity(s, true, 1);
    ASSERT_EQ(spots.size(), 3u);
    for (std::size_t k = 0; k < spots.size(); ++k) {
        EXPECT_EQ(static_cast<int>(spots[k].street), static_cast<int>(k) + 1);
        EXPECT_EQ(std::popcount(spots[k].holes[0]), static_cast<int>(k) + 4);
        EXPECT_EQ(spots[k].board, 0u);
        ASSERT_EQ(spots[k].pots.size(), 1u);
        const AllInPot& pot = spots[k].pots[0];
        EXPECT_NEAR(pot.shares[0].equity + pot.shares[1].equity, 1.0, 1e-12);
        EXPECT_NEAR(spots[k].expected[0] + spots[k].expected[1], static_cast<double>(pot.amount), 1e-6);
    }
    // The wheel draw is far ahead of a king-queen.
    EXPECT_GT(spots[0].pots[0].shares[0].equity, 0.5);
}

TEST(Draw, AllInHandsHaveNoSpots) {
    TableConfig c = draw_game(Game::Lowball27, {5, 50}, Betting::NoLimit);
    c.random_holes = true;
    TableState s(c);
    s = s.apply(ActionKind::AllIn).apply(ActionKind::CheckOrCall);
    while (s.phase() != Phase::Finished) s = s.phase() == Phase::Drawing ? s.discard(0) : s.deal_random();
    EXPECT_TRUE(allin_equity(s, true, 1).empty());
}
