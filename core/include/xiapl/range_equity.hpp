// Equity over ranges: one range against another (with a per-combo
// breakdown) and three or more ranges at once, exact or by reproducible
// Monte Carlo; and the exact preflop ranking of the 169 Hold'em classes.
//
// What the numbers mean. Each player holds one combo of their range; a deal
// of combos is possible when no two combos share a card and none touches the
// board or the dead cards. A possible deal of combos c_1 .. c_n has weight
// w(c_1) * ... * w(c_n). A player's aggregate equity is the weighted mean,
// over the possible deals of combos, of that player's fixed-hand equity
// (xiapl/equity.hpp) with those hole cards: the distribution is the product
// of the range weights *conditioned on the combos not colliding*. A hero
// combo's per-combo equity is the same mean over the deals in which the hero
// holds that combo.
//
// docs/range_equity.md has the details: the exact work cap, the sampling of
// the Monte Carlo paths, and the ranking rule of rank_starting_hands.
//
// All functions are reentrant and thread-safe; they throw xiapl::Error
// (InvalidArgument, LimitExceeded, Cancelled) and change nothing on failure.
#pragma once

#include <array>
#include <cstdint>
#include <limits>
#include <span>
#include <string>
#include <vector>

#include "xiapl/cards.hpp"
#include "xiapl/equity.hpp"
#include "xiapl/eval.hpp"
#include "xiapl/range.hpp"

namespace xiapl {

enum class RangeEquityMode : std::uint8_t {
    PerCombo = 0,       // the aggregates and one row per combo of each range
    AggregateOnly = 1,  // the aggregates alone (no rows)
};

// One combo's row: the combo, its weight in its range, and its equity
// against the other range. `matchup_weight` is the summed weight of the
// opposing combos it can meet (exact) or the number of sampled deals it was
// dealt in (Monte Carlo). A combo that meets nothing (it touches the board or
// the dead cards, or every opposing combo collides with it) has
// matchup_weight 0 and equity NaN.
struct ComboEquity {
    CardMask mask = 0;
    double weight = 0;
    double equity = std::numeric_limits<double>::quiet_NaN();
    double matchup_weight = 0;
};

struct RangeEquityResult {
    std::vector<ComboEquity> hero;     // PerCombo: one row per hero combo, range order
    std::vector<ComboEquity> villain;  // PerCombo: one row per villain combo, range order
    double hero_equity = 0;            // weighted aggregate
    double villain_equity = 0;         // 1 - hero_equity (up to rounding)
    double std_error = 0;              // Monte Carlo: standard error of hero_equity; exact: 0
    std::uint64_t trials = 0;          // exact: boards counted over all pairs; MC: sampled deals
    std::uint64_t matchups = 0;        // exact: combo pairs enumerated; MC: 0
    bool exact = false;
    std::uint64_t seed = 0;  // Monte Carlo: the seed used
    // The hero's and the villain's aggregates as PlayerEquity: equity, win,
    // tie (and std_error for Monte Carlo); with EquityOptions::breakdown
    // also the *_by_category fractions (`breakdown` is then true).
    std::array<PlayerEquity, 2> players{};
    bool breakdown = false;
};

struct MultiwayRangeEquityResult {
    std::vector<PlayerEquity> players;  // one per range, in order
    std::uint64_t trials = 0;           // exact: boards counted over all tuples; MC: sampled deals
    std::uint64_t matchups = 0;         // exact: combo tuples enumerated; MC: 0
    bool exact = false;
    std::uint64_t seed = 0;
    double chop_rate = 0;    // the weighted fraction of deals with a split pot
    bool breakdown = false;  // EquityOptions::breakdown: the players' *_by_category are filled
};

// The exact paths enumerate every possible deal of combos and run the exact
// fixed-hand engine on each. Before starting they count the deals of combos
// (stopping early past the cap) and estimate the work as
//   deals of combos x boards evaluated x players
// where "boards evaluated" is C(cards left, cards to come), except that a
// whole board to come counts 50,000 for Hold'em (what the rank decomposition
// evaluates) and C(cards left, 5) for Omaha. A call above either limit
// throws LimitExceeded saying to use Monte Carlo (EquityMode::MonteCarlo or
// Auto) instead. Memory use is a few words per combo and per worker.
inline constexpr std::uint64_t kRangeEquityMaxExactWork = std::uint64_t{1} << 31;
// Short deck and Omaha hi/lo judge every board of a deal of combos one by one
// (or, Omaha hi/lo, by rank classes), so their cap on evaluations is lower.
inline constexpr std::uint64_t kRangeEquityMaxExactWorkOtherGames = std::uint64_t{1} << 26;
inline constexpr std::uint64_t kRangeEquityMaxExactMatchups = std::uint64_t{1} << 22;

// Monte Carlo: the fixed 65,536-trial chunks of equity.hpp; chunk c draws
// from Rng(equity_chunk_seed(seed, c)). A trial draws one combo per range
// (each by weight, independently), redraws the whole set while any two
// collide, then deals the rest of the board uniformly. Counts are integers
// summed in any order, so a seed gives bit-identical results at every
// thread count. The most redraws of one trial before giving up with
// InvalidArgument (the ranges almost never fit together) is
// kRangeEquityMaxRedraws.
inline constexpr std::uint32_t kRangeEquityMaxRedraws = 1'000'000;

// Heads-up. Both ranges must be of the same game (InvalidArgument
// otherwise) and hold at least one pair of combos that fit together with the
// board and dead cards. options.mode: Exact enumerates (LimitExceeded past
// the cap); MonteCarlo samples options.iterations deals; Auto is exact when
// within the cap, Monte Carlo otherwise.
RangeEquityResult calculate_range_equity(const Range& hero, const Range& villain, CardMask board, CardMask dead,
                                         const EquityOptions& options,
                                         RangeEquityMode mode = RangeEquityMode::PerCombo);

// Two to max_equity_players(game) ranges of one game. With two ranges the
// aggregates equal calculate_range_equity's (exact: bit for bit; Monte Carlo
// with the same seed: the same trials, so the same numbers).
MultiwayRangeEquityResult calculate_multiway_range_equity(std::span<const Range> ranges, CardMask board, CardMask dead,
                                                          const EquityOptions& options);
// The same over ranges held elsewhere (the C adapter's handles), without copying them.
MultiwayRangeEquityResult calculate_multiway_range_equity(std::span<const Range* const> ranges, CardMask board,
                                                          CardMask dead, const EquityOptions& options);

// ---------------------------------------------------------------------------
// Exact preflop ranking of Hold'em starting hands.

struct PreflopClass {
    std::string label;        // "AA", "AKs", "AKo"
    int combos = 0;           // 6, 4 or 12
    std::uint64_t win = 0;    // deals won against one random hand, over every
    std::uint64_t tie = 0;    // villain hand and every board (integer counts)
    std::uint64_t deals = 0;  // deals counted for one representative combo
    double equity = 0;        // (win + tie / 2) / deals
};

// The 169 classes, strongest first: by exact equity against one random
// hand, ties broken by label. Built from the committed table
// core/src/range_equity/preflop_table.inc (gen_preflop_table.cpp writes it).
const std::vector<PreflopClass>& preflop_ranking();

// The strongest floor(top_percent * 169 + 1e-9) classes (top_percent in
// [0, 1]; InvalidArgument otherwise): top_percent counts the 169 classes,
// not combos. 0.10 gives 16 classes, 104 combos. Only Game::Holdem is
// ranked (InvalidArgument for other games).
std::vector<std::string> rank_starting_hands(double top_percent, Game game = Game::Holdem);

// The same classes as a range, every combo with weight 1.
Range generate_top_percent_range(double top_percent, Game game = Game::Holdem);

// Top percent by combos, as PokerStove and Equilab count "top 10%": the
// strongest classes of preflop_ranking(), whole classes only, whose combos
// come nearest to target = round(top_percent * 1326). The classes taken are
// the prefix of the ranking whose combo count is nearest the target; when
// the boundary class would land as far above the target as stopping short
// lands below it, it is taken. So the count is within half the boundary
// class's combos (at most 6) of the target: 0.10 -> target 133, 21 classes,
// 134 combos. top_percent in (0, 1] as above (InvalidArgument otherwise);
// Hold'em only.
std::vector<std::string> rank_starting_hands_by_combos(double top_percent, Game game = Game::Holdem);

// The same classes as a range, every combo with weight 1.
Range generate_top_percent_range_by_combos(double top_percent, Game game = Game::Holdem);

}  // namespace xiapl
