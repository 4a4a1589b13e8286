// Outs: each next card judged as a showdown on the longer board would judge it.
#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "xiapl/error.hpp"
#include "xiapl/eval.hpp"
#include "xiapl/games.hpp"
#include "xiapl/outs.hpp"
#include "xiapl/rng.hpp"

using namespace xiapl;

namespace {

std::uint64_t mask(std::string_view text) {
    std::uint64_t m = 0;
    for (const CardId id : parse_cards(text)) m |= std::uint64_t{1} << id;
    return m;
}

// The standing judge() gives the hero on a board.
Standing judged(const std::vector<std::uint64_t>& holes, std::uint64_t board, Game g) {
    const std::vector<int> winners = judge(holes.data(), holes.size(), board, g);
    if (winners.front() != 0) return Standing::Behind;
    return winners.size() == 1 ? Standing::Ahead : Standing::Shares;
}

// `count` cards of `deck` not in `taken`, drawn with rng.
std::uint64_t draw(Rng& rng, std::uint64_t deck, std::uint64_t& taken, int count) {
    std::uint64_t out = 0;
    for (int k = 0; k < count; ++k) {
        const std::uint64_t left = deck & ~taken;
        std::uint64_t pick = left;
        for (auto skip = rng.below(static_cast<std::uint32_t>(std::popcount(left))); skip > 0; --skip) {
            pick &= pick - 1;
        }
        const std::uint64_t card = pick & (~pick + 1);
        out |= card;
        taken |= card;
    }
    return out;
}

}  // namespace

TEST(Outs, EveryNextCardAsAShowdownJudgesIt) {
    Rng rng(11);
    for (const Game g : {Game::Holdem, Game::ShortDeck, Game::Omaha4, Game::Omaha5, Game::Omaha6}) {
        const GameRules& rules = game_rules(g);
        for (int deal = 0; deal < 60; ++deal) {
            std::uint64_t taken = 0;
            const int players = 2 + deal % 3;
            std::vector<std::uint64_t> holes;
            for (int p = 0; p < players; ++p) holes.push_back(draw(rng, game_deck(g), taken, rules.hole_cards));
            const std::uint64_t board = draw(rng, game_deck(g), taken, 3 + deal % 2);
            const std::uint64_t dead = deal % 4 == 0 ? draw(rng, game_deck(g), taken, 2) : 0;
            const NextCards next = next_cards(g, holes.data(), holes.size(), board, dead);
            EXPECT_EQ(next.now, judged(holes, board, g));
            EXPECT_EQ(next.strength, evaluate_game(board, holes[0], g));
            ASSERT_EQ(next.cards.size(), static_cast<std::size_t>(std::popcount(game_deck(g) & ~taken)));
            for (const NextCard& c : next.cards) {
                const std::uint64_t longer = board | (std::uint64_t{1} << c.card);
                ASSERT_FALSE(taken & (std::uint64_t{1} << c.card)) << card_name(c.card);
                EXPECT_EQ(c.standing, judged(holes, longer, g)) << card_name(c.card);
                EXPECT_EQ(c.strength, evaluate_game(longer, holes[0], g));
            }
        }
    }
}

TEST(Outs, AFlushDrawAgainstAnOverpair) {
    // Against kings, ace-jack of hearts on 2h7h9c wins with the nine hearts
    // left (the flush beats the kings' two pair when the 9h pairs the board)
    // and the three other aces: twelve outs, in card-id order.
    const std::vector<std::uint64_t> holes = {mask("AhJh"), mask("KsKd")};
    const NextCards next = next_cards(Game::Holdem, holes.data(), 2, mask("2h7h9c"), 0);
    EXPECT_EQ(next.now, Standing::Behind);
    std::vector<std::string> outs;
    for (const NextCard& c : next.cards) {
        if (c.standing > next.now) outs.push_back(card_name(c.card));
    }
    EXPECT_EQ(outs, (std::vector<std::string>{"Ac", "Ad", "3h", "4h", "5h", "6h", "8h", "9h", "Th", "Qh", "Kh", "As"}))
        << testing::PrintToString(outs);
}

TEST(Outs, RefusalsNameTheProblem) {
    const std::vector<std::uint64_t> holes = {mask("AhJh"), mask("KsKd")};
    auto message = [](auto&& f) {
        try {
            f();
        } catch (const Error& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    EXPECT_NE(message([&] { next_cards(Game::Holdem, holes.data(), 1, mask("2h7h9c"), 0); }).find("at least one other"),
              std::string::npos);
    EXPECT_NE(message([&] { next_cards(Game::Holdem, holes.data(), 2, mask("2h7h9c4s5s"), 0); }).find("3 or 4"),
              std::string::npos);
    EXPECT_NE(message([&] { next_cards(Game::Holdem, holes.data(), 2, mask("2h7h9c"), mask("Ah")); }).find("dead"),
              std::string::npos);
    try {
        next_cards(Game::OmahaHiLo4, holes.data(), 2, mask("2h7h9c"), 0);
        FAIL() << "hi/lo accepted";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::Unsupported);
    }
    const std::vector<std::uint64_t> shared = {mask("AhJh"), mask("AhKd")};
    EXPECT_NE(message([&] { next_cards(Game::Holdem, shared.data(), 2, mask("2h7h9c"), 0); }).find("both"),
              std::string::npos);
}
