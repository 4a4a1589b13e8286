// Pieces shared by the equity sources (not part of the API).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <vector>

#include "xiapl/cards.hpp"
#include "xiapl/equity.hpp"
#include "xiapl/eval.hpp"

namespace xiapl::equity {

// ---------------------------------------------------------------------------
// Tally: integer outcome counters. Sums of tallies do not depend on the order
// they are added in, which is what makes a seeded run identical at every
// thread count. Counters are unsigned and wrap: the exact enumeration adds
// and subtracts weights (a flush correction), and only the final values,
// which are true counts, are read.

struct Tally {
    int players = 0;
    std::uint64_t trials = 0;
    std::uint64_t chop = 0;          // deals whose best hand is held by 2+ players
    std::uint64_t evaluated = 0;     // deals or deal classes evaluated (not weighted)
    std::vector<std::uint64_t> win;  // [p]: deals p wins alone
    // [p * (players + 1) + k]: deals p splits k ways (2 <= k <= players).
    std::vector<std::uint64_t> tie;
    // The other games (variants.cpp) count pot shares instead of win and
    // tie: [(p * (players + 1) + h) * (players + 2) + l], deals where player p
    // splits the high half h ways (0: p is not among them) and the low half l
    // ways (0: not among them; players + 1: no low qualified). Empty until
    // such a deal is recorded.
    std::vector<std::uint64_t> split;
    // EquityOptions::breakdown: [p * kCategoryCount + c], deals p won alone
    // and deals p split, the best hand being of category c. Empty otherwise.
    std::vector<std::uint64_t> win_by, tie_by;

    explicit Tally(int n = 0, bool breakdown = false)
        : players(n), win(static_cast<std::size_t>(n)), tie(static_cast<std::size_t>(n) * (n + 1)) {
        if (breakdown) {
            win_by.assign(static_cast<std::size_t>(n) * kCategoryCount, 0);
            tie_by.assign(static_cast<std::size_t>(n) * kCategoryCount, 0);
        }
    }

    bool breakdown() const { return !win_by.empty(); }

    // Where the best hand's deal goes in win_by / tie_by for player p.
    static std::size_t category_slot(int p, Strength best) {
        return static_cast<std::size_t>(p) * kCategoryCount + static_cast<std::size_t>(category_of(best));
    }

    std::uint64_t& tie_at(int p, int k) { return tie[static_cast<std::size_t>(p) * (players + 1) + k]; }
    std::uint64_t tie_at(int p, int k) const { return tie[static_cast<std::size_t>(p) * (players + 1) + k]; }

    // One deal (or `weight` identical deals; weight may be 0 - w to remove w).
    void record(const Strength* s, std::uint64_t weight) {
        Strength best = s[0];
        int count = 1;
        for (int p = 1; p < players; ++p) {
            if (s[p] > best) {
                best = s[p];
                count = 1;
            } else if (s[p] == best) {
                ++count;
            }
        }
        trials += weight;
        if (count == 1) {
            for (int p = 0; p < players; ++p) {
                if (s[p] == best) {
                    win[static_cast<std::size_t>(p)] += weight;
                    if (breakdown()) win_by[category_slot(p, best)] += weight;
                    break;
                }
            }
            return;
        }
        chop += weight;
        for (int p = 0; p < players; ++p) {
            if (s[p] != best) continue;
            tie_at(p, count) += weight;
            if (breakdown()) tie_by[category_slot(p, best)] += weight;
        }
    }

    // Adds `times` copies of other's counts (evaluated: once).
    void add(const Tally& other, std::uint64_t times = 1);
};

// Outcome counts by the set of players holding the best hand (a bit mask),
// for up to kMaxWinnerPlayers players: one add per deal, no branches on who
// won; converted to a Tally at the end.
inline constexpr int kMaxWinnerPlayers = 12;

struct WinnerCounts {
    int players;
    std::vector<std::uint64_t> by_winners;

    explicit WinnerCounts(int n) : players(n), by_winners(std::size_t{1} << n) {}

    static unsigned winners(const Strength* s, int n) {
        Strength best = s[0];
        for (int p = 1; p < n; ++p) best = s[p] > best ? s[p] : best;
        unsigned mask = 0;
        for (int p = 0; p < n; ++p) mask |= unsigned{s[p] == best} << p;
        return mask;
    }

    void into(Tally& tally) const;
};

// The same counts in split form, for the games variants.cpp deals.
std::size_t split_index(int players, int p, int high_ways, int low_ways);

// Equities from a tally. Exact: std_error 0. Monte Carlo: the standard error
// of each player's mean pot share over the trials (sample variance).
EquityResult finish(const Tally& tally, bool exact);

// ---------------------------------------------------------------------------
// A validated deal: the players' hole cards, the known board, the dead cards
// and the deck the rest comes from.

struct Deal {
    Game game = Game::Holdem;
    int hole_size = 2;
    std::vector<CardMask> holes;
    CardMask board = 0;
    CardMask dead = 0;
    CardMask deck = 0;  // cards left: not held, not on the board, not dead
    int to_come = 0;    // board cards still to deal: 5 - |board|
};

// Checks everything calculate_equity promises to check (see equity.hpp).
// `unknown_cards` more cards (unknown opponents' hole cards) must also fit.
Deal make_deal(std::span<const CardMask> holes, CardMask board, CardMask dead, Game g, int unknown_cards = 0);

// Throws Unsupported: EquityOptions::breakdown for game g, which has a low
// half or no board.
[[noreturn]] void fail_breakdown_unsupported(Game g);

// Throws for options a call cannot run: Monte Carlo or Auto with 0
// iterations, more than kMaxEquityIterations, an unknown mode.
void check_options(const EquityOptions& options);

// The seed a run uses: options.seed, or a fresh one when not deterministic.
std::uint64_t run_seed(const EquityOptions& options);

// The games other than Hold'em and Omaha high (variants.cpp): holes are the
// known players' cards, then `unknown_opponents` more players are dealt at
// random; the result has the known players only.
EquityResult variant_equity(std::span<const CardMask> holes, CardMask board, CardMask dead, Game g,
                            int unknown_opponents, const EquityOptions& options);

// The same games, every deal of known hands counted on the calling thread
// (range equity runs one such count per deal of combos).
Tally variant_exact_tally(std::span<const CardMask> holes, CardMask board, CardMask dead, Game g);

// One deal of those games in split form: high[p] and low[p] (0: no low) are
// player p's strengths. Returns, heads-up, the first player's share of the
// pot in quarters (0 to 4); otherwise 0.
int record_split(const Strength* high, const Strength* low, int n, Tally& into);

// ---------------------------------------------------------------------------
// Exact enumeration.

// All deals of `deal` counted exactly; tally.evaluated is the number of
// board classes evaluated. `breakdown` also counts by category (a slower
// path).
Tally exact_tally(const Deal& deal, bool breakdown = false);

// Omaha hi/lo (the deal's holes are Omaha hands): every deal counted exactly
// in split form, by the same rank classes and flush correction, for the deals
// omaha_hilo_exact_covers (2 to 4 players, at least two board cards to come).
bool omaha_hilo_exact_covers(const Deal& deal);
Tally omaha_hilo_exact_tally(const Deal& deal);

// The same by visiting every board (the reference and the small-board path).
Tally brute_force_tally(const Deal& deal, bool breakdown = false);

// ---------------------------------------------------------------------------
// Monte Carlo kernels (monte_carlo.cpp; the draw is specified in draw.hpp and
// docs/equity.md): `trials` deals drawn from Rng(chunk_seed), added to
// `into`.

struct McPlan;  // prepared once per call, read by every worker
std::shared_ptr<const McPlan> plan_monte_carlo(const Deal& deal, int unknown_opponents);
void run_monte_carlo_chunk(const McPlan& plan, std::uint64_t chunk_seed, std::uint64_t trials, Tally& into);

// The same without the BMI2 build (the tests check both deal the same cards).
void run_monte_carlo_chunk_portable(const McPlan& plan, std::uint64_t chunk_seed, std::uint64_t trials, Tally& into);

// Whether run_monte_carlo_chunk (and the range Monte Carlo) uses the BMI2
// build on this CPU.
bool monte_carlo_uses_pdep() noexcept;

// Tests: while on, monte_carlo_uses_pdep() is false, so every call runs the
// portable kernels.
void force_portable_kernels(bool on) noexcept;

// ---------------------------------------------------------------------------
// Scheduling: chunks 0..chunks-1 run on `workers` threads (1: on the calling
// thread). body(c, tally) adds chunk c's counts to the worker's tally; the
// tallies are summed at the end. units(c) is chunk c's share of the progress
// total. Throws Error(Cancelled) when the hook asks to stop, after every
// worker has stopped.

struct ChunkJob {
    bool breakdown = false;  // the tallies count by category (Tally::win_by)
    std::uint64_t chunks = 0;
    std::uint64_t total_units = 0;
    std::function<std::uint64_t(std::uint64_t)> units;
    std::function<void(std::uint64_t, Tally&)> body;
};

// Workers for `threads` (0 auto) and `chunks` chunks: at least 1, at most
// kMaxEquityThreads and at most `chunks`.
unsigned resolve_workers(unsigned threads, std::uint64_t chunks);

Tally run_chunks(const ChunkJob& job, int players, unsigned workers, const ProgressHook& hook);

}  // namespace xiapl::equity
