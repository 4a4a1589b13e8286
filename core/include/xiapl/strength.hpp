// Hand-strength tables: for every canonical (hero, board) situation of one
// Hold'em board, the expected hand strength (EHS) against one uniformly
// random opponent hand, its mean square and a histogram over the run-outs
// (docs/strength.md).
//
// On a river board B (5 cards) a hero h (2 cards off B) scores, against the
// C(45, 2) = 990 opponent hands that touch neither B nor h,
//     score(h, B) = 2 * wins + ties      (0 .. kRiverScoreTotal = 1980)
// and ehs_river(h, B) = score / 1980. On a turn board the hero's EHS is the
// mean of ehs_river over the 46 river cards it does not hold, on a flop board
// over the C(47, 2) = 1081 (turn, river) run-outs; on the river there is one
// run-out, the board itself. EHS^2 is the mean of ehs_river^2 over the same
// run-outs. The histogram of `bins` counters puts each run-out of a hero in
// bin floor(score * bins / 1980), the last bin also holding score 1980: that
// is min(floor(ehs_river * bins), bins - 1) computed exactly.
//
// The rows of a board are its canonical situations exactly as
// CanonicalEnumerator streams them: the heroes h with
// canonical_situation(h, board) == (h, board), ascending by mask, each with
// its situation orbit size.
//
// Each full board's C(47, 2) hands are evaluated once and sorted by strength;
// a hero's wins and ties then follow by inclusion-exclusion from per-card
// counts, so a run-out costs about as much as evaluating its 1081 hands.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "xiapl/cards.hpp"

namespace xiapl {

// The most rows one board has: every two-card hero off a flop, C(49, 2).
inline constexpr std::size_t kStrengthMaxHeroes = 1176;

// The most histogram bins a call takes.
inline constexpr std::uint32_t kStrengthMaxBins = 1000;

// A river score's total: twice the 990 opponents (a win counts 2, a tie 1).
inline constexpr std::uint32_t kRiverScoreTotal = 1980;

// The exact counts behind one board's rows; the column vectors have one
// entry per row (the histogram bins entries per row, row-major).
struct BoardStrengths {
    CardMask board = 0;
    std::uint32_t bins = 0;
    std::uint32_t runouts = 0;  // per hero: 1081 (flop), 46 (turn) or 1 (river)
    std::vector<CardMask> heroes;
    std::vector<std::uint32_t> orbit_sizes;
    std::vector<std::uint64_t> score_sums;         // sum over run-outs of score
    std::vector<std::uint64_t> score_square_sums;  // sum over run-outs of score^2
    std::vector<std::uint32_t> histogram;          // heroes.size() * bins

    // score_sums[row] / (1980 * runouts), correctly rounded.
    double ehs(std::size_t row) const noexcept;
    // score_square_sums[row] / (1980^2 * runouts), correctly rounded.
    double ehs2(std::size_t row) const noexcept;
};

// Throws Error(InvalidArgument) unless board is a Hold'em board of 3, 4 or 5
// cards (bits below 52) in canonical form (canonicalize_board(board).cards
// == board); the message names the canonical board to pass instead.
void check_strength_board(CardMask board);

// Throws Error(InvalidArgument) for bins > kStrengthMaxBins.
void check_strength_bins(std::uint32_t bins);

// The number of rows of a board (checked as above): its canonical heroes, at
// most kStrengthMaxHeroes.
std::size_t count_strength_rows(CardMask board);

// The rows of a board (checked as above) without their scores: board,
// heroes and orbit_sizes filled, runouts set, the other columns empty.
BoardStrengths strength_rows(CardMask board);

// Every row of a canonical board with a histogram of `bins` counters (0 for
// none). Throws Error(InvalidArgument) for a board check_strength_board
// refuses or bins check_strength_bins refuses. Thread-safe: no shared state.
BoardStrengths board_strengths(CardMask board, std::uint32_t bins);

}  // namespace xiapl
