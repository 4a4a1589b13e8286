// Shared by the range parsers: items, messages and the card tables they use.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "xiapl/cards.hpp"
#include "xiapl/eval.hpp"

namespace xiapl::range_detail {

inline constexpr std::string_view kRankChars = "23456789TJQKA";

// One comma-separated item of a range text.
struct Item {
    std::string_view text;          // the whole item, trimmed ("AKs:0.5")
    std::string_view body;          // the item without its weight suffix, trimmed ("AKs")
    std::size_t position = 0;       // offset of `text` in the range text
    std::size_t body_position = 0;  // offset of `body` in the range text
};

// 2..14 for 2-9, T, J, Q, K, A (either case); -1 otherwise.
int rank_from_char(char c);
// 0..3 for c, d, h, s (either case); -1 otherwise.
int suit_from_char(char c);
char rank_char(int rank);

// Throws Error(Parse): `<game> range item "<item>" at position <p>: <detail>`.
// `offset` is a position inside item.body the detail is about (npos: none).
[[noreturn]] void item_error(Game game, const Item& item, const std::string& detail,
                             std::size_t offset = std::string_view::npos);

// The grammar a game's ranges are written in: Hold'em's for Hold'em and
// short deck, Omaha's (with the game's number of cards) for the Omaha games
// high and hi/lo.
inline Game range_grammar(Game game) {
    switch (game) {
        case Game::ShortDeck:
            return Game::Holdem;
        case Game::OmahaHiLo4:
            return Game::Omaha4;
        case Game::OmahaHiLo5:
            return Game::Omaha5;
        default:
            return game;
    }
}

// Appends the masks an item body expands to (any order, repeats allowed).
void expand_holdem(const Item& item, std::vector<CardMask>& out);
// Appends the masks an item body expands to, ascending and distinct.
void expand_omaha(const Item& item, Game game, std::vector<CardMask>& out);

// Every hand of `cards` cards (2..6), ascending mask.
std::vector<CardMask> all_hands(int cards);

}  // namespace xiapl::range_detail
