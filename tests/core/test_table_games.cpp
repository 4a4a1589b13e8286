// The table engine beyond no-limit Hold'em: fixed-limit betting, the short
// deck, and hi/lo pots.
#include <gtest/gtest.h>

#include <bit>
#include <numeric>
#include <string>
#include <vector>

#include "card_masks.hpp"
#include "random_play.hpp"
#include "xiapl/error.hpp"
#include "xiapl/games.hpp"
#include "xiapl/rng.hpp"
#include "xiapl/table.hpp"

using namespace xiapl;

namespace {

TableConfig fixed_limit(std::vector<Chips> stacks, int button, Chips sb, Chips bb, Chips small_bet, Chips big_bet) {
    TableConfig c;
    c.betting = Betting::FixedLimit;
    c.stacks = stacks;
    c.button = button;
    c.blinds = standard_blinds(static_cast<int>(stacks.size()), button, sb, bb);
    c.small_bet = small_bet;
    c.big_bet = big_bet;
    return c;
}

std::string message_of(const TableState& s, ActionKind kind, Chips amount) {
    try {
        (void)s.apply(kind, amount);
    } catch (const Error& e) {
        return e.what();
    }
    return "";
}

}  // namespace

TEST(FixedLimit, EveryBetAndRaiseIsOfTheStreetSize) {
    TableState s(fixed_limit({1000, 1000, 1000}, 0, 5, 10, 10, 20));
    EXPECT_EQ(s.fixed_bet(), 10);
    LegalActions la = s.legal_actions();
    ASSERT_TRUE(la.bet_or_raise);
    EXPECT_EQ(la.min_to, 20);
    EXPECT_EQ(la.max_to, 20);
    EXPECT_NE(message_of(s, ActionKind::BetOrRaise, 30).find("not the fixed-limit raise to 20"), std::string::npos);
    s = s.apply(ActionKind::BetOrRaise, 20);
    EXPECT_EQ(s.legal_actions().min_to, 30);
    s = s.apply(ActionKind::CheckOrCall).apply(ActionKind::CheckOrCall);
    ASSERT_EQ(s.phase(), Phase::Dealing);
    s = s.deal_board(cards("2c3d4h"));
    EXPECT_EQ(s.legal_actions().min_to, 10);  // the flop bets the small bet
    s = s.apply(ActionKind::CheckOrCall).apply(ActionKind::CheckOrCall).apply(ActionKind::CheckOrCall);
    s = s.deal_board(cards("5s"));
    EXPECT_EQ(s.fixed_bet(), 20);  // the turn and river bet the big bet
    EXPECT_EQ(s.legal_actions().min_to, 20);
    EXPECT_EQ(s.legal_actions().max_to, 20);
}

TEST(FixedLimit, AStreetTakesABetAndThreeRaisesAndTheBlindsDoNotCount) {
    TableState s(fixed_limit({1000, 1000}, 0, 5, 10, 10, 20));
    for (Chips to = 20; to <= 50; to += 10) {
        ASSERT_TRUE(s.legal_actions().bet_or_raise) << to;
        s = s.apply(ActionKind::BetOrRaise, to);
    }
    EXPECT_EQ(s.raises(), kFixedLimitRaises);
    const LegalActions la = s.legal_actions();
    EXPECT_FALSE(la.bet_or_raise);
    EXPECT_TRUE(la.call);
    EXPECT_NE(message_of(s, ActionKind::BetOrRaise, 60).find("4 bets and raises are made"), std::string::npos);
    s = s.apply(ActionKind::Call).deal_board(cards("2c3d4h"));
    EXPECT_EQ(s.raises(), 0);
    EXPECT_TRUE(s.legal_actions().bet_or_raise);
}

TEST(FixedLimit, AShortStackGoesAllInForLessAndTheNextRaiseIsAFullOne) {
    TableState s(fixed_limit({1000, 15, 1000}, 0, 5, 10, 10, 20));
    s = s.apply(ActionKind::CheckOrCall);  // the button calls 10
    s = s.apply(ActionKind::AllIn);        // the small blind: all-in to 15
    EXPECT_EQ(s.current_bet(), 15);
    const LegalActions la = s.legal_actions();  // the big blind may raise a full bet over 15
    EXPECT_EQ(la.min_to, 25);
    EXPECT_EQ(la.max_to, 25);
    s = s.apply(ActionKind::BetOrRaise, 25).apply(ActionKind::CheckOrCall);
    s.check_invariants();
}

TEST(FixedLimit, DefaultSizesAreTheBigBlindAndTwiceIt) {
    TableConfig c = fixed_limit({1000, 1000}, 0, 1, 2, 0, 0);
    TableState s(c);
    EXPECT_EQ(s.fixed_bet(), 2);
    s = s.apply(ActionKind::CheckOrCall).apply(ActionKind::CheckOrCall);
    s = s.deal_board(cards("2c3d4h")).apply(ActionKind::CheckOrCall).apply(ActionKind::CheckOrCall);
    s = s.deal_board(cards("5s"));
    EXPECT_EQ(s.fixed_bet(), 4);
}

TEST(FixedLimit, ASavedStateKeepsItsBetSizes) {
    TableState s(fixed_limit({1000, 1000, 1000}, 1, 5, 10, 10, 20));
    s = s.apply(ActionKind::BetOrRaise, 20).apply(ActionKind::CheckOrCall).apply(ActionKind::CheckOrCall);
    const std::string text = serialize_table_state(s);
    EXPECT_NE(text.find(" 10 20\n"), std::string::npos) << text;
    const TableState back = deserialize_table_state(text);
    EXPECT_EQ(serialize_table_state(back), text);
    EXPECT_EQ(back.config().small_bet, 10);
    EXPECT_EQ(back.config().big_bet, 20);
    EXPECT_THROW(deserialize_table_state("xiapl-table-state 1\nconfig 0 0 0 0 0 0 10 20\nstacks 5 5\nantes\nblinds\n"
                                         "holes\n"),
                 Error);
}

TEST(ShortDeck, OnlyTheSixToAceDeckIsDealt) {
    TableConfig c;
    c.game = Game::ShortDeck;
    c.stacks = {100, 100};
    c.blinds = standard_blinds(2, 0, 1, 2);
    c.random_holes = true;
    c.seed = 7;
    TableState s(c);
    const CardMask deck = game_deck(Game::ShortDeck);
    for (const Seat& seat : s.seats()) EXPECT_EQ(seat.hole & ~deck, 0u);
    s = s.apply(ActionKind::CheckOrCall).apply(ActionKind::CheckOrCall);
    try {
        (void)s.deal_board(cards("2c7d8h"));
        ADD_FAILURE() << "a deuce was dealt";
    } catch (const Error& e) {
        EXPECT_NE(std::string(e.what()).find("2c is not in the Short-deck Hold'em deck"), std::string::npos)
            << e.what();
    }
    s = s.deal_board_random();
    EXPECT_EQ(s.board() & ~deck, 0u);
    c.holes = {cards("As2s"), 0};
    EXPECT_THROW(TableState{c}, Error);
}

TEST(HiLoPots, EachPotSplitsBetweenTheBestHighAndTheBestLowWithTheOddChipHigh) {
    // Seat 0 the best high, seat 1 the best low, seat 2 neither.
    const std::vector<PotResult> r = award_pot_results({{101, 0b111}}, {9, 5, 7}, {0, 200, 150}, 2);
    ASSERT_EQ(r.size(), 1u);
    EXPECT_EQ(r[0].won[0], 51);
    EXPECT_EQ(r[0].won[1], 50);
    EXPECT_EQ(r[0].won[2], 0);
    EXPECT_EQ(r[0].winners, 0b001u);
    EXPECT_EQ(r[0].low_winners, 0b010u);
}

TEST(HiLoPots, APotWithoutALowAmongItsSeatsGoesWholeToTheHighHand) {
    // The main pot has seat 2's low; the side pot (seats 0 and 1) has none.
    const std::vector<Pot> pots = {{90, 0b111}, {40, 0b011}};
    const std::vector<PotResult> r = award_pot_results(pots, {9, 5, 7}, {0, 0, 150}, 0);
    EXPECT_EQ(r[0].won[0], 45);
    EXPECT_EQ(r[0].won[2], 45);
    EXPECT_EQ(r[1].won[0], 40);
    EXPECT_EQ(r[1].low_winners, 0u);
}

TEST(HiLoPots, TiedLowsQuarterTheLowHalf) {
    // Seats 0 and 1 tie for low; seat 0 alone holds the high: 3/4 to seat 0.
    const std::vector<PotResult> r = award_pot_results({{80, 0b11}}, {9, 5}, {150, 150}, 1);
    EXPECT_EQ(r[0].won[0], 60);
    EXPECT_EQ(r[0].won[1], 20);
    EXPECT_THROW(award_pot_results({{80, 0b11}}, {9, 5}, {150}, 1), Error);
}

TEST(HiLoPots, OddChipsAndTheWinnersOrderAreNamed) {
    // 101 chips, the button seat 2: the high half (51) to seats 0 and 1 tied, the odd chip to seat
    // 0 (first clockwise from the button); the low half (50) to seats 1 and 3, even.
    const std::vector<PotResult> r = award_pot_results({{101, 0b1111}}, {9, 9, 5, 5}, {0, 200, 0, 200}, 2);
    ASSERT_EQ(r.size(), 1u);
    EXPECT_EQ(r[0].winners, 0b0011u);
    EXPECT_EQ(r[0].low_winners, 0b1010u);
    EXPECT_EQ(r[0].won[0], 26);
    EXPECT_EQ(r[0].won[1], 25 + 25);
    EXPECT_EQ(r[0].won[3], 25);
    EXPECT_EQ(r[0].odd_chips, 1);
    EXPECT_EQ(r[0].odd_chip_seats, 0b0001u);
    // The winners clockwise from the seat after the button: 3, 0, 1.
    EXPECT_EQ(r[0].order[0], 3);
    EXPECT_EQ(r[0].order[1], 0);
    EXPECT_EQ(r[0].order[2], 1);
    EXPECT_EQ(r[0].order[3], -1);
    // Three ways, 8 chips: 2 each and 2 odd chips, both to the first clockwise.
    const std::vector<PotResult> three = award_pot_results({{8, 0b111}}, {4, 4, 4}, 0);
    EXPECT_EQ(three[0].odd_chips, 2);
    EXPECT_EQ(three[0].odd_chip_seats, 0b010u);
    EXPECT_EQ(three[0].won[1], 4);
    EXPECT_EQ(three[0].order[0], 1);
    EXPECT_EQ(three[0].order[2], 0);
}

TEST(HiLoPots, AnOmahaHiLoShowdownWithoutALowIsAScoop) {
    TableConfig c;
    c.game = Game::OmahaHiLo4;
    c.betting = Betting::FixedLimit;
    c.stacks = {100, 100};
    c.blinds = standard_blinds(2, 0, 1, 2);
    c.holes = {cards("AhKh2c3c"), cards("QsQdJsJd")};
    TableState s(c);
    s = s.apply(ActionKind::BetOrRaise, 4).apply(ActionKind::CheckOrCall);  // 4 each, then checks
    while (s.phase() != Phase::Finished) {
        s = s.phase() == Phase::Dealing ? s.deal_board(s.street() == Street::Preflop ? cards("Qh4d5s")
                                                       : s.street() == Street::Flop  ? cards("9c")
                                                                                     : cards("Td"))
                                        : s.apply(ActionKind::CheckOrCall);
    }
    // Seat 1's three queens win the high; the board has two cards up to eight, too few for a low: it scoops.
    s.check_invariants();
    EXPECT_EQ(s.seats()[1].stack, 104);
    EXPECT_EQ(s.pot_results()[0].low_winners, 0u);
}

TEST(HiLoPots, AnOmahaHiLoShowdownWithALowSplitsThePot) {
    TableConfig c;
    c.game = Game::OmahaHiLo4;
    c.betting = Betting::FixedLimit;
    c.stacks = {100, 100};
    c.blinds = standard_blinds(2, 0, 1, 2);
    c.holes = {cards("Ah2h9c9d"), cards("QsQdJsJd")};
    TableState s(c);
    s = s.apply(ActionKind::CheckOrCall).apply(ActionKind::CheckOrCall);  // 2 each
    s = s.deal_board(cards("Qh4d5s"));
    while (s.phase() != Phase::Finished) {
        s = s.phase() == Phase::Dealing ? s.deal_board(s.street() == Street::Flop ? cards("8c") : cards("Kd"))
                                        : s.apply(ActionKind::CheckOrCall);
    }
    // Seat 1's three queens take the high half, seat 0's A-2-4-5-8 the low half.
    EXPECT_EQ(s.seats()[0].stack, 100);
    EXPECT_EQ(s.seats()[1].stack, 100);
    const PotResult pot = s.pot_results()[0];
    EXPECT_EQ(pot.winners, 0b10u);
    EXPECT_EQ(pot.low_winners, 0b01u);
}

TEST(TableGames, RandomSelfPlayOfEveryBoardGameAndBettingKeepsInvariants) {
    const Game games[] = {Game::Holdem, Game::ShortDeck,  Game::Omaha4,
                          Game::Omaha5, Game::OmahaHiLo4, Game::OmahaHiLo5};
    Rng rng(2026);
    for (int hand = 0; hand < 3000; ++hand) {
        const Game game = games[rng.below(6)];
        const int most = std::min(9, (std::popcount(game_deck(game)) - 5) / hole_cards_for(game));
        const int n = 2 + static_cast<int>(rng.below(static_cast<std::uint32_t>(most - 1)));
        TableConfig c;
        c.game = game;
        c.betting = static_cast<Betting>(rng.below(3));
        for (int i = 0; i < n; ++i) c.stacks.push_back(1 + rng.below(200));
        c.button = static_cast<int>(rng.below(static_cast<std::uint32_t>(n)));
        c.blinds = standard_blinds(n, c.button, 1, 2);
        if (rng.below(2)) c.antes.assign(static_cast<std::size_t>(n), 1);
        c.small_bet = 2;
        c.big_bet = 4;
        c.random_holes = true;
        c.seed = rng.next();
        TableState s(c);
        const Chips total = std::accumulate(c.stacks.begin(), c.stacks.end(), Chips{0});
        s = play_randomly(std::move(s), rng, 3);
        EXPECT_EQ(s.board() & ~game_deck(game), 0u);
        Chips sum = 0;
        for (const auto& seat : s.seats()) sum += seat.stack;
        ASSERT_EQ(sum, total);
        const TableState back = deserialize_table_state(serialize_table_state(s));
        ASSERT_EQ(serialize_table_state(back), serialize_table_state(s));
    }
}

TEST(TableGames, AnUnknownBettingStructureIsRefused) {
    TableConfig c;
    c.stacks = {100, 100};
    c.betting = static_cast<Betting>(3);
    EXPECT_THROW(TableState{c}, Error);
}
