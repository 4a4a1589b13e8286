// Suit isomorphism: canonical forms of hands, boards and (hero, board)
// situations under the 24 relabellings of the four suits, with orbit sizes,
// exact counts and a streaming enumeration (docs/canonicalization.md).
//
// A relabelling moves every card to another suit of the same rank; poker
// does not care which suit is which, so the 24 relabellings of an input are
// strategically the same input. Each suit s of a mask contributes its 13-bit
// rank pattern (mask >> 13 * s) & 0x1FFF.
//
// The representative. Give suit s of a situation the 26-bit key
//     key(s) = board_pattern(s) << 13 | hero_pattern(s)
// (a board alone or a hand alone has just its pattern as the key). The
// canonical relabelling moves the suit with the largest key to clubs, the
// next to diamonds, then hearts, then spades; suits with equal keys are
// interchangeable, so the result does not depend on how ties fall. The
// result is the relabelling whose (board mask, hero mask) is smallest,
// compared board first, among the 24. Consequences:
//   - canonicalize_*(canonicalize_*(x)) == canonicalize_*(x), and every
//     relabelling of x has the same representative;
//   - the board of a canonical situation is the canonical board;
//   - clubs always holds the most (and highest) board cards.
//
// The orbit size of an input is the number of distinct inputs among its 24
// relabellings, 24 / |stabiliser|: with m_i suits sharing each distinct key,
// 24 / prod(m_i!). It is 1, 4, 6, 12 or 24. Summed over the canonical
// representatives it gives back the number of raw inputs, so an analysis over
// representatives is re-weighted exactly by it.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "xiapl/cards.hpp"

namespace xiapl {

inline constexpr int kSuitCount = 4;
inline constexpr int kSuitPermutationCount = 24;

// A suit relabelling: suit s becomes to[s] (a permutation of 0..3).
using SuitPermutation = std::array<std::uint8_t, kSuitCount>;

// The 24 relabellings, the identity first.
const std::array<SuitPermutation, kSuitPermutationCount>& suit_permutations();

// The mask with every card of suit s moved to suit to[s].
CardMask relabel_suits(CardMask cards, const SuitPermutation& to) noexcept;

struct CanonicalCards {
    CardMask cards;            // the representative
    std::uint32_t orbit_size;  // raw inputs sharing it: 1, 4, 6, 12 or 24
};

struct CanonicalSituation {
    CardMask hero;
    CardMask board;
    std::uint32_t orbit_size;
};

// The unchecked primitives: any set of cards, any disjoint hero and board
// (a sort of four suit keys; no validation, no exceptions).
CanonicalCards canonical_cards(CardMask cards) noexcept;
CanonicalSituation canonical_situation(CardMask hero, CardMask board) noexcept;

// The checked poker forms; each throws Error(InvalidArgument) with the
// offending input named for a bit >= 52 or a wrong number of cards.
//   board: 3 (flop), 4 (turn) or 5 (river) cards;
//   hand:  2 (Hold'em) or 4, 5, 6 (Omaha) hole cards;
//   hero and board: a hand and a board with no card in common.
CanonicalCards canonicalize_board(CardMask board);
CanonicalCards canonicalize_hand(CardMask hand);
CanonicalSituation canonicalize_hero_and_board(CardMask hero, CardMask board);

// The frozen (hero, board) rule, kept for callers whose tables are keyed by
// it: the board's cards sorted by rank descending, then suit ascending, give
// the suits the labels clubs, diamonds, hearts, spades in the order they first
// appear; the hero's cards, sorted alike, continue the numbering for suits the
// board lacks; a suit in neither comes last. Both are relabelled alike. Not
// canonical: two relabellings of one situation give two results when suits
// tie on their top board card. Orbit size as canonicalize_hero_and_board.
// The hero may be empty (the board alone) or 2, 4, 5 or 6 cards; the board
// is 3 to 5 cards, none of them in the hero; else Error(InvalidArgument).
CanonicalSituation top_rank_hero_and_board(CardMask hero, CardMask board);

// The Hold'em starting-hand class of two hole cards, one of 169: "AA" (a
// pair), "AKs" (suited), "AKo" (offsuit), higher rank first. Its orbit size
// (6, 4 or 12) is the number of combinations in the class.
std::string holdem_hand_class(CardMask hand);

// Checks the sizes the counting and enumeration functions accept: hero_size
// 0 (no hero), 2, 4, 5 or 6; board_size 0 (no board), 3, 4 or 5; not both 0.
void check_canonical_sizes(int hero_size, int board_size);

// The number of canonical situations with hero_size hero cards and
// board_size board cards (either may be 0: boards alone, hands alone), by
// Burnside's lemma in closed form; no enumeration. Checked as above.
std::uint64_t count_canonical(int hero_size, int board_size);

// The number of raw situations: C(52, hero_size) * C(52 - hero_size, board_size).
std::uint64_t count_raw(int hero_size, int board_size);

// The canonical boards of 3, 4 or 5 cards, ascending by mask (1,755,
// 16,432 or 134,459 of them). Built on first use and kept for the life of the
// process (at most about 1 MB); safe to call from several threads.
const std::vector<CardMask>& canonical_boards(int board_size);

// Streams the canonical situations of a size, each once, with its orbit
// size, in a fixed order: boards ascending by mask, and for each board the
// heroes ascending by mask. It walks the shared canonical_boards() list and
// never holds the situations, so its memory is constant. Any null output
// column is skipped; the chunk size never changes the stream. One enumerator
// is used by one thread at a time; enumerators are independent.
class CanonicalEnumerator {
  public:
    CanonicalEnumerator(int hero_size, int board_size);  // checked as above

    // Writes up to capacity situations and returns how many; 0 once the
    // enumeration is finished. Any of the three arrays may be null (a
    // board-only stream writes heroes 0, a hand-only stream boards 0).
    std::size_t next(CardMask* heroes, CardMask* boards, std::uint64_t* orbit_sizes, std::size_t capacity);

    bool finished() const noexcept { return finished_; }
    int hero_size() const noexcept { return hero_size_; }
    int board_size() const noexcept { return board_size_; }

  private:
    void start_board();
    template <int K>
    std::size_t fill_heroes(CardMask* heroes, CardMask* boards, std::uint64_t* orbit_sizes, std::size_t capacity);

    int hero_size_;
    int board_size_;
    bool finished_ = false;
    // Canonical boards (or the empty board alone when board_size is 0).
    const std::vector<CardMask>* boards_ = nullptr;
    std::size_t board_index_ = 0;
    // The current board: which adjacent suits share a board pattern (bit s:
    // suits s and s + 1), the cards a hero can use (one bit each, ascending)
    // and the hero combination reached, as indices into avail_.
    unsigned ties_ = 0;
    std::array<CardMask, kDeckSize> avail_{};
    int avail_count_ = 0;
    std::array<int, 8> combo_{};
    bool combo_done_ = true;
};

}  // namespace xiapl
