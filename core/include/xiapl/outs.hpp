// Outs: every card that could come next on a board, and where it leaves the
// first hand (the hero) against the other known hands (docs/analysis.md).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "xiapl/cards.hpp"
#include "xiapl/eval.hpp"

namespace xiapl {

// Where the hero stands among the hands: behind one, sharing the best hand,
// or ahead of every other alone.
enum class Standing : std::int8_t { Behind = -1, Shares = 0, Ahead = 1 };

struct NextCard {
    CardId card = 0;
    Standing standing = Standing::Behind;  // with the card on the board
    Strength strength = 0;                 // the hero's, with the card on the board
};

struct NextCards {
    Standing now = Standing::Behind;  // on the board as it is
    Strength strength = 0;            // the hero's now
    std::vector<NextCard> cards;      // every card still in the game's deck, by id
};

// holes[0] is the hero's hand, holes[1..n) the others'; the board holds 3 or
// 4 cards; `dead` cards are out of the deck. An out is a card whose standing
// is better than `now`. Games: those with a board and a single high ranking
// (Hold'em, short deck, PLO, PLO5, PLO6). Throws Error(InvalidArgument) for
// hands judge() refuses, fewer than two hands, a board of another size, dead
// cards already dealt; Error(Unsupported) for another game.
NextCards next_cards(Game g, const std::uint64_t* holes, std::size_t n, std::uint64_t board, std::uint64_t dead);

}  // namespace xiapl
