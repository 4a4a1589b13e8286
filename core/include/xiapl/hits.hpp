// A range's hits on a board: how much of its weight makes each hand category,
// and how much holds the common draws (docs/analysis.md).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "xiapl/cards.hpp"
#include "xiapl/range.hpp"

namespace xiapl {

struct HitTable {
    std::size_t combos = 0;        // combos that share no card with the board or the dead cards
    double weight = 0;             // their total weight
    std::array<double, 9> made{};  // their weight by the Category of their hand
    // Draws, on a flop or a turn (0 on a river); a combo may hold several.
    double flush_draw = 0;  // no flush yet, and one more card of a suit makes one
    double open_ended = 0;  // no straight yet, and cards of two or more ranks make one
    double gutshot = 0;     // no straight yet, and cards of exactly one rank make one
    double combo_draw = 0;  // a flush draw and a straight draw together
    double overcards = 0;   // high card, with two hole cards above every board card
};

// The hits of `range` (Hold'em, short deck or an Omaha high game) on a board
// of 3 to 5 cards, leaving out combos that hold a board or a dead card. The
// made categories are the hands as they play (a straight on the board is every
// hand's straight); a draw counts only what the hand's own cards would make
// (Hold'em: with at least one hole card, beating what the board alone would
// make; Omaha: two hole cards and three board cards). Throws Error(InvalidArgument) for a board of another
// size, dead cards on the board, bits >= 52; Error(Unsupported) for a game
// without a board or with a low half.
HitTable range_hits(const Range& range, CardMask board, CardMask dead);

}  // namespace xiapl
